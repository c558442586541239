/**
 * Exact integer money arithmetic (API.md section 5): amounts in paise, quantities in thousandths,
 * percents in hundredths, every division rounded half away from zero. A float never carries a
 * running figure, so screen and server agree to the paisa whatever the number of lines.
 */

function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name} must be a safe integer, got ${value}`);
}

/** n / d rounded half away from zero (2.5 -> 3, -2.5 -> -3); d must not be 0. */
export function divRound(n: number, d: number): number {
  assertSafeInteger(n, 'numerator');
  assertSafeInteger(d, 'denominator');
  if (d === 0) throw new RangeError('division by zero');
  // `%` on integers below 2^53 is exact, so (n - r) / d is an exact integer division.
  const r = n % d;
  const q = (n - r) / d;
  if (2 * Math.abs(r) < Math.abs(d)) return q;
  return n < 0 === d < 0 ? q + 1 : q - 1;
}

function divRoundBig(n: bigint, d: bigint): bigint {
  const r = n % d;
  const q = n / d;
  const abs = (x: bigint): bigint => (x < 0n ? -x : x);
  if (2n * abs(r) < abs(d)) return q;
  return n < 0n === d < 0n ? q + 1n : q - 1n;
}

/**
 * a x b / c rounded half away from zero, exact: the product goes through BigInt when it would
 * pass 2^53. Throws a RangeError when the answer itself is not a safe integer.
 */
export function mulDivRound(a: number, b: number, c: number): number {
  assertSafeInteger(a, 'a');
  assertSafeInteger(b, 'b');
  assertSafeInteger(c, 'c');
  if (c === 0) throw new RangeError('division by zero');
  const product = a * b;
  if (Number.isSafeInteger(product)) return divRound(product, c);
  const result = Number(divRoundBig(BigInt(a) * BigInt(b), BigInt(c)));
  assertSafeInteger(result, 'result');
  return result;
}

/** a + b for integers, refusing a sum past 2^53 rather than silently losing paise. */
export function addExact(a: number, b: number): number {
  const sum = a + b;
  assertSafeInteger(sum, 'sum');
  return sum;
}

/** The sum of integers, exact or a RangeError. */
export function sumExact(values: Iterable<number>): number {
  let total = 0;
  for (const v of values) {
    assertSafeInteger(v, 'addend');
    total = addExact(total, v);
  }
  return total;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * A decimal (a JSON number, or the string Postgres hands back for NUMERIC) as an integer with
 * `scale` implied decimals, rounded half away from zero. It reads the number's shortest decimal
 * spelling, so 1.005 rupees is 101 paise as a person reads it, not 100 as 1.005 * 100 in
 * binary floating point would give.
 */
export function toScaledExact(value: number | string, scale: number): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === ''))
    throw new RangeError(`not a decimal number: ${String(value)}`);
  const [, sign, whole, fraction = '', exponent = '0'] = m;
  // Shift the point by scale plus the exponent, then round on the first dropped digit.
  const digits = whole + fraction;
  const point = whole.length + scale + Number(exponent);
  let kept: bigint;
  let half = false;
  if (point <= 0) {
    kept = 0n;
    half = point === 0 && digits[0] !== undefined && digits[0] >= '5';
  } else {
    kept = BigInt(digits.slice(0, point).padEnd(point, '0') || '0');
    const dropped = digits[point];
    half = dropped !== undefined && dropped >= '5';
  }
  if (half) kept += 1n;
  const result = Number(sign === '-' ? -kept : kept);
  assertSafeInteger(result, 'value');
  return result === 0 ? 0 : result;
}

/** Rupees (at most 2 decimals on the wire) as integer paise: 12.5 -> 1250. */
export function rupeesToPaise(rupees: number | string): number {
  return toScaledExact(rupees, 2);
}

/** Integer paise as rupees for the wire: 1250 -> 12.5. */
export function paiseToRupees(paise: number): number {
  assertSafeInteger(paise, 'paise');
  // One division of an integer by 100 gives the double nearest the 2-decimal value, which
  // prints as that value; no float is carried further.
  return paise / 100;
}

/** A quantity (at most 3 decimals) as integer thousandths: 0.5 -> 500. */
export function quantityToMilli(quantity: number | string): number {
  return toScaledExact(quantity, 3);
}

/** A percent (at most 2 decimals) as integer hundredths: 12.5 -> 1250. */
export function percentToBp(percent: number | string): number {
  return toScaledExact(percent, 2);
}
