/**
 * Reads of one transaction sent side by side: SQLite's driver hands each to a worker thread at
 * once instead of one after another's answer, and Postgres's client sends them in the order
 * given, so a read placed after a locking one still runs after it. Waits for every one before
 * answering, or before throwing the first failure in argument order, so that nothing is still
 * running when the transaction ends.
 */
export async function together<T extends unknown[]>(
  ...reads: { [K in keyof T]: Promise<T[K]> }
): Promise<T> {
  const settled = await Promise.allSettled(reads);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as T;
}
