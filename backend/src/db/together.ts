import type { Transaction } from 'sequelize';
import { sequelizeOf } from './txSql';

type Thunks<T extends unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Statements of one transaction that do not depend on each other. On SQLite they go out side by
 * side: its driver hands each to a worker thread at once instead of after the previous answer.
 * Postgres runs one statement at a time on a connection anyway, so there they run one after the
 * other, in the order given (a read placed after a locking one runs after it). Waits for every
 * one before answering, or before throwing the first failure in argument order, so that nothing
 * is still running when the transaction ends.
 */
export async function together<T extends unknown[]>(
  t: Transaction,
  ...work: Thunks<T>
): Promise<T> {
  if (sequelizeOf(t).getDialect() !== 'sqlite') {
    const out: unknown[] = [];
    for (const run of work) out.push(await run());
    return out as T;
  }
  const settled = await Promise.allSettled(work.map((run) => run()));
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as T;
}
