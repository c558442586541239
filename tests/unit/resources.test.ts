import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../backend/src/db/database';
import { migrate } from '../../backend/src/db/migrator';
import { tableAttributesOf, tableOf } from '../../backend/src/db/columns';
import { columnsOf, ensureResourceTable } from '../../backend/src/db/tables';
import { QueryTypes } from 'sequelize';
import { resourceByName, resources, schemaFor } from '../../resources';

/** One meta-test over every declaration: a new master is checked without new test code. */
describe.each(resources.map((r) => [r.name, r] as const))('resource %s', (_name, r) => {
  it('has an id field as its primary key', () => {
    expect(r.fields[r.primaryKey]?.type).toBe('id');
  });

  it('points its references at declared resources', () => {
    for (const [key, f] of Object.entries(r.fields)) {
      if (f.type === 'reference') expect(resourceByName(f.to ?? ''), key).toBeDefined();
    }
  });

  it('derives a Joi schema for create and update', () => {
    expect(() => schemaFor(r, 'create')).not.toThrow();
    expect(() => schemaFor(r, 'update').validate({})).not.toThrow();
  });

  it('says what each file field accepts and where it is downloaded', () => {
    for (const [key, f] of Object.entries(r.fields)) {
      if (f.type !== 'file') continue;
      expect(['pdf', 'image'], key).toContain(f.accept);
      expect(f.download, key).toMatch(/^\w+$/);
    }
  });

  it('gives every rule a message', () => {
    for (const f of Object.values(r.fields)) {
      if (f.pattern) expect(f.pattern.message).not.toBe('');
      if (f.unique) expect(f.unique.message).not.toBe('');
    }
    expect(r.list.empty).not.toBe('');
  });
});

describe('the declarations together', () => {
  it('name every legacy endpoint once', () => {
    const names = resources.flatMap((r) =>
      [
        ...Object.entries(r.endpoints ?? {})
          .filter(([, v]) => typeof v === 'string')
          .map(([, v]) => String(v)),
        ...(r.endpoints?.aliases ?? []),
        ...Object.values(r.tree?.endpoints ?? {}),
      ].map((v) => v.toLowerCase()),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('use each name and each menu route once', () => {
    expect(new Set(resources.map((r) => r.name)).size).toBe(resources.length);
    const routes = resources.flatMap((r) => r.menu?.routes ?? []);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('migrations', () => {
  let dir: string;
  let db: Database;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-meta-'));
    db = openDatabase(`sqlite:${path.join(dir, 'm.sqlite')}`);
    await migrate(db.sequelize);
  });

  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('create a table with every declared column for every resource (a table and its views: the union)', async () => {
    for (const r of resources) {
      const columns = await columnsOf(db.sequelize.getQueryInterface(), tableOf(r));
      expect(columns.sort(), r.name).toEqual(Object.keys(tableAttributesOf(r)).sort());
    }
  });

  it('add a field declared later to the existing table', async () => {
    const qi = db.sequelize.getQueryInterface();
    const grown = {
      ...resourceByName('route')!,
      fields: { ...resourceByName('route')!.fields, Remarks: { type: 'text' as const, max: 200 } },
    };

    await ensureResourceTable(qi, grown);

    expect(await columnsOf(qi, 'route')).toContain('Remarks');
  });

  it('do nothing when run again', async () => {
    const [before] = await db.sequelize.query('SELECT name FROM "SequelizeMeta" ORDER BY name');

    await migrate(db.sequelize);

    const [after] = await db.sequelize.query('SELECT name FROM "SequelizeMeta" ORDER BY name');
    expect(after).toEqual(before);
  });

  it('run the SQLite pragmas on every connection, transactions included', async () => {
    const inTransaction = await db.write(async (transaction) => {
      const one = async (pragma: string) =>
        Object.values(
          (
            await db.sequelize.query<Record<string, unknown>>(`PRAGMA ${pragma}`, {
              transaction,
              type: QueryTypes.SELECT,
            })
          )[0],
        )[0];
      return {
        journal: await one('journal_mode'),
        sync: await one('synchronous'),
        fk: await one('foreign_keys'),
        busy: await one('busy_timeout'),
      };
    });

    expect(inTransaction).toEqual({ journal: 'wal', sync: 2, fk: 1, busy: 10000 });
  });
});
