/** '1 bill', '0 bills', '12 bills': a count in words a person reads on a screen or a print. */
export function billCount(n: unknown): string {
  const count = Number(n);
  return `${String(n)} ${count === 1 ? 'bill' : 'bills'}`;
}
