/** Indian digit grouping (1,23,456.00) for money and counts, on both sides. */
const money = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Paise (an integer) as rupees with Indian grouping: 12345600 -> '1,23,456.00'. */
export function formatPaise(paise: number): string {
  return money.format(paise / 100);
}

/** A count with Indian grouping: 123456 -> '1,23,456'. */
export function formatCount(n: number): string {
  return count.format(n);
}

const decimals = new Map<number, Intl.NumberFormat>();
const readings = new Map<number, Intl.NumberFormat>();

/**
 * A reading of something counted in `unit` (an odometer's km), with Indian grouping and only the
 * decimals it has: 12500.5 -> '12,500.5 km'. Two fixed decimals would read as rupees.
 */
export function formatReading(n: number, scale: number, unit: string): string {
  let f = readings.get(scale);
  if (!f)
    readings.set(scale, (f = new Intl.NumberFormat('en-IN', { maximumFractionDigits: scale })));
  return `${f.format(n)} ${unit}`;
}

/** Rupees with Indian grouping: 123456 -> '1,23,456.00'. */
export function formatRupees(rupees: number): string {
  return money.format(rupees);
}

/** A number with exactly `scale` decimals and Indian grouping: 18 -> '18.00'. */
export function formatDecimal(n: number, scale: number): string {
  let f = decimals.get(scale);
  if (!f)
    decimals.set(
      scale,
      (f = new Intl.NumberFormat('en-IN', {
        minimumFractionDigits: scale,
        maximumFractionDigits: scale,
      })),
    );
  return f.format(n);
}
