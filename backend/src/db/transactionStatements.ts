import type { Sequelize, Transaction } from 'sequelize';
import { txSql } from './txSql';

interface TransactionQueries {
  startTransaction(t: Transaction, options?: object): Promise<unknown>;
  commitTransaction(t: Transaction, options?: object): Promise<unknown>;
  queryGenerator: {
    startTransactionQuery(t: Transaction): string;
    commitTransactionQuery(t: Transaction): string;
  };
}

/**
 * BEGIN and COMMIT of a top-level transaction go straight to its connection, as its other
 * statements do (txSql): every save runs both, and Sequelize's query path costs more than the
 * statement (on SQLite it also formats a stack trace for every query). Savepoints of nested
 * transactions, and every rollback, still go through Sequelize.
 */
export function directTransactionStatements(sequelize: Sequelize): void {
  const qi = sequelize.getQueryInterface() as unknown as TransactionQueries;
  const start = qi.startTransaction.bind(qi);
  const commit = qi.commitTransaction.bind(qi);
  const parentOf = (t: Transaction) => (t as unknown as { parent?: Transaction }).parent;
  qi.startTransaction = async (t, options) => {
    if (parentOf(t)) return start(t, options);
    await txSql(t).run(qi.queryGenerator.startTransactionQuery(t));
  };
  qi.commitTransaction = async (t, options) => {
    if (parentOf(t)) return commit(t, options);
    const done = txSql(t).run(qi.queryGenerator.commitTransactionQuery(t));
    // Sequelize marks it finished as it sends the COMMIT: nothing more may run in it.
    (t as unknown as { finished: string }).finished = 'commit';
    await done;
  };
}
