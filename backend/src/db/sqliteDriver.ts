import sqlite3 from 'sqlite3';

/**
 * The sqlite3 module as Sequelize should see it: every Database it opens (Sequelize opens a
 * fresh one for each transaction and configures none of them) runs our pragmas before its
 * first statement. WAL lets readers go on while one writer writes; synchronous=FULL keeps a
 * committed write through a power cut; the busy timeout covers another process on the file.
 */
const PRAGMAS = `
  PRAGMA journal_mode = WAL;
  PRAGMA synchronous = FULL;
  PRAGMA busy_timeout = 10000;
  PRAGMA foreign_keys = ON;
`;

class ConfiguredDatabase extends sqlite3.Database {
  constructor(filename: string, mode: number, callback?: (err: Error | null) => void) {
    super(filename, mode, (err) => {
      if (err) return callback?.(err);
      this.exec(PRAGMAS, (e) => callback?.(e ?? null));
    });
  }
}

export const sqliteDriver = { ...sqlite3, Database: ConfiguredDatabase };
