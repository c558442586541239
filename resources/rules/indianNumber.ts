/**
 * Figures for the printed invoice, from the integers we store: paise, thousandths of a unit and
 * hundredths of a percent. The arithmetic stays in integers (the rupee and fraction parts are
 * split before formatting), so no float is printed with a stray digit; Intl only groups the
 * whole part in the Indian way (1,23,45,678).
 */

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * A figure beyond what a JavaScript number holds to the unit (2^53 paise: about 90 lakh crore
 * rupees), as a company's totals can reach only from absurd input; it would print wrong by some
 * paise, so it is not printed. The server answers it as a refusal, not as its own failure.
 */
export class FigureTooLarge extends RangeError {}

function wholeNumber(value: number, what: string): number {
  if (Number.isInteger(value) && !Number.isSafeInteger(value))
    throw new FigureTooLarge(`${what} is too large to print exactly, got ${value}`);
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${what} must be a whole number, got ${value}`);
  return value;
}

/** `scaled` split by `scale` into a signed, grouped whole part and a zero-padded fraction. */
function split(
  scaled: number,
  scale: number,
  digits: number,
): { sign: string; whole: string; fraction: string } {
  const abs = Math.abs(scaled);
  return {
    sign: scaled < 0 ? '-' : '',
    whole: grouped.format(Math.floor(abs / scale)),
    fraction: String(abs % scale).padStart(digits, '0'),
  };
}

/** Paise as rupees with Indian grouping and always two decimals: 12345678 -> '1,23,456.78'. */
export function formatIndian(paise: number): string {
  const { sign, whole, fraction } = split(wholeNumber(paise, 'paise'), 100, 2);
  return `${sign}${whole}.${fraction}`;
}

/** A quantity in thousandths with up to three decimals, trailing zeros trimmed: 1500 -> '1.5'. */
export function formatQty(milli: number): string {
  const { sign, whole, fraction } = split(wholeNumber(milli, 'quantity'), 1000, 3);
  const trimmed = fraction.replace(/0+$/, '');
  return `${sign}${whole}${trimmed ? `.${trimmed}` : ''}`;
}

/** A percentage in hundredths without trailing zeros: 1200 -> '12', 1250 -> '12.5'. */
export function formatPercent(bp: number): string {
  const { sign, whole, fraction } = split(wholeNumber(bp, 'percentage'), 100, 2);
  const trimmed = fraction.replace(/0+$/, '');
  return `${sign}${whole}${trimmed ? `.${trimmed}` : ''}`;
}
