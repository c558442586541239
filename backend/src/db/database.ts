import path from 'node:path';
import { Sequelize, type Transaction } from 'sequelize';
import { groupCommitWriter } from './groupCommit';
import { reuseTransactionConnections } from './sqliteConnections';
import { sqliteDriver } from './sqliteDriver';
import { directTransactionStatements } from './transactionStatements';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  sequelize: Sequelize;
  dialect: Dialect;
  /**
   * Runs `work` in one write transaction: all of it is saved or none. On SQLite write
   * transactions take turns in this process (BEGIN IMMEDIATE, one at a time), because SQLite
   * allows one writer and a DEFERRED transaction that reads and then writes fails with
   * SQLITE_BUSY instead of waiting; waiting in a queue here keeps Node's worker threads free.
   * Those that queued behind one share its successor's commit, each in a savepoint (groupCommit).
   */
  write<T>(work: (t: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Where the SQLite file lives unless DATABASE_URL says otherwise. */
export const DEFAULT_SQLITE_FILE = path.resolve(process.cwd(), 'data', 'app.sqlite');

/** Opens the database named by `url`: postgres://… for Postgres, else an SQLite file path. */
export function openDatabase(url: string = process.env.DATABASE_URL ?? ''): Database {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const sequelize = new Sequelize(url, {
      dialect: 'postgres',
      logging: false,
      pool: { max: Number(process.env.DB_POOL_MAX ?? 10), min: 0, idle: 10000, acquire: 60000 },
    });
    directTransactionStatements(sequelize);
    return {
      sequelize,
      dialect: 'postgres',
      write: (work) => sequelize.transaction(work),
      close: () => sequelize.close(),
    };
  }
  const storage = url.replace(/^sqlite:(\/\/)?/, '') || DEFAULT_SQLITE_FILE;
  const sequelize = new Sequelize({
    dialect: 'sqlite',
    dialectModule: sqliteDriver,
    storage,
    logging: false,
  });
  const closeKept = reuseTransactionConnections(sequelize);
  directTransactionStatements(sequelize);
  return {
    sequelize,
    dialect: 'sqlite',
    write: groupCommitWriter(sequelize),
    close: async () => {
      await closeKept();
      await sequelize.close();
    },
  };
}
