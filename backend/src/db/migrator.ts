import { createHash } from 'node:crypto';
import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { documentTables, maxOf, resources } from '../../../resources';
import { AUDIT_COLUMNS } from './columns';
import * as m0001 from './migrations/0001-system-tables';
import * as m0002 from './migrations/0002-stored-files';
import * as m0003 from './migrations/0003-ledger-entries';
import * as m0005 from './migrations/0005-documents';
import * as m0007 from './migrations/0007-stock-moves';
import * as m0008 from './migrations/0008-bill-types';
import * as m0010 from './migrations/0010-ledger-months';
import * as m0011 from './migrations/0011-stock-balances';
import * as m0012 from './migrations/0012-stock-move-dates';
import * as m0013 from './migrations/0013-stored-file-history';
import { searchIndexStatements } from './searchIndex';
import { tableVersionStatements } from './tableVersions';
import { ensureResourceTable, indexStatements } from './tables';

type Step = { name: string; up: (qi: QueryInterface) => Promise<void> };

/** Hand-written migrations, in order. Add a file and a line here for a non-additive change. */
const FILES: Step[] = [
  { name: '0001-system-tables', ...m0001 },
  { name: '0002-stored-files', ...m0002 },
  { name: '0003-ledger-entries', ...m0003 },
  { name: '0005-documents', ...m0005 },
  { name: '0007-stock-moves', ...m0007 },
  { name: '0008-bill-types', ...m0008 },
  { name: '0010-ledger-months', ...m0010 },
  { name: '0011-stock-balances', ...m0011 },
  { name: '0012-stock-move-dates', ...m0012 },
  { name: '0013-stored-file-history', ...m0013 },
];

/**
 * The resource tables are derived from resources/: a step named after a hash of every
 * declaration's columns and indexes runs once whenever they change, creating new tables and
 * adding new columns and indexes. It is recorded like any migration, so `npm start` on an
 * up-to-date database does nothing.
 */
function resourceStep(qi: QueryInterface): Step {
  // From the declarations themselves: stable across processes, unlike Sequelize's type objects.
  const shape = [...resources, ...documentTables].map((r) => [
    r.name,
    r.scope,
    r.viewOf ?? null,
    Object.entries(r.fields).map(([k, f]) => [
      k,
      f.type,
      maxOf(f) ?? null,
      (f.choices ?? []).map((c) => typeof c.id),
    ]),
    Object.keys(AUDIT_COLUMNS),
    indexStatements(qi, r),
    searchIndexStatements(qi, r),
    tableVersionStatements(qi, r),
  ]);
  const hash = createHash('sha256').update(JSON.stringify(shape)).digest('hex').slice(0, 12);
  return {
    name: `resources-${hash}`,
    up: async (q) => {
      for (const r of [...resources, ...documentTables]) await ensureResourceTable(q, r);
    },
  };
}

/** The migrator of a database; `up()` brings it to the current schema. */
export function migrator(sequelize: Sequelize): Umzug<QueryInterface> {
  const qi = sequelize.getQueryInterface();
  const steps = [...FILES, resourceStep(qi)];
  return new Umzug({
    migrations: steps.map((s) => ({ name: s.name, up: ({ context }) => s.up(context) })),
    context: qi,
    storage: new SequelizeStorage({ sequelize, tableName: 'SequelizeMeta' }),
    logger: undefined,
  });
}

/** Runs every pending migration. */
export async function migrate(sequelize: Sequelize): Promise<void> {
  await migrator(sequelize).up();
}
