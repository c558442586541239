import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Sequelize } from 'sequelize';
import { openDatabase, type Database } from '../../backend/src/db/database';
import { loadFixtures } from '../../backend/src/db/fixtures';
import { migrate } from '../../backend/src/db/migrator';
import { defineModels } from '../../backend/src/db/models';

/** A kind of database the API tests run on: SQLite always, Postgres when TEST_DATABASE_URL is set. */
export interface DatabaseKind {
  name: 'sqlite' | 'postgres';
  /** Once per test file: a migrated, fixture-loaded database to copy from. */
  prepare(): Promise<void>;
  /** Before each test: a fresh database, as the template left it. */
  fresh(): Promise<Database>;
  /** After the file: drop what was made. */
  dispose(): Promise<void>;
}

function sqliteKind(): DatabaseKind {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-test-'));
  const template = path.join(dir, 'template.sqlite');
  let open: Database | undefined;
  let n = 0;
  return {
    name: 'sqlite',
    async prepare() {
      const db = openDatabase(`sqlite:${template}`);
      await migrate(db.sequelize);
      await loadFixtures(db, defineModels(db.sequelize));
      // Fold the WAL into the file so a plain copy is a whole database.
      await db.sequelize.query('PRAGMA wal_checkpoint(TRUNCATE)');
      await db.close();
    },
    async fresh() {
      await open?.close();
      const file = path.join(dir, `t${++n}.sqlite`);
      fs.copyFileSync(template, file);
      open = openDatabase(`sqlite:${file}`);
      return open;
    },
    async dispose() {
      await open?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresKind(baseUrl: string): DatabaseKind {
  const name = `tb_test_${randomBytes(5).toString('hex')}`;
  const url = new URL(baseUrl);
  const admin = new Sequelize(baseUrl, { dialect: 'postgres', logging: false });
  url.pathname = `/${name}`;
  let open: Database | undefined;
  const tables = async (db: Database) =>
    (
      (
        await db.sequelize.query(
          `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'SequelizeMeta'`,
        )
      )[0] as Array<{ tablename: string }>
    ).map((r) => `"${r.tablename}"`);
  return {
    name: 'postgres',
    async prepare() {
      await admin.query(`CREATE DATABASE ${name}`);
      open = openDatabase(url.toString());
      await migrate(open.sequelize);
    },
    async fresh() {
      const db = open!;
      await db.sequelize.query(
        `TRUNCATE ${(await tables(db)).join(', ')} RESTART IDENTITY CASCADE`,
      );
      await loadFixtures(db, defineModels(db.sequelize));
      return db;
    },
    async dispose() {
      await open?.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** The kinds this run covers. */
export function databaseKinds(): DatabaseKind[] {
  const pg = process.env.TEST_DATABASE_URL;
  return [sqliteKind(), ...(pg ? [postgresKind(pg)] : [])];
}
