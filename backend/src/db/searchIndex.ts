import { QueryTypes, type QueryInterface } from 'sequelize';
import { resources, type Resource } from '../../../resources';
import { tableOf } from './columns';

/**
 * Substring search through an index, derived from each resource's `search` declaration.
 * SQLite: one FTS5 table per resource table with the trigram tokenizer, over the columns its
 * resources search, kept in step by triggers. Postgres: a pg_trgm GIN index on each searched
 * expression. Both serve only as a candidate filter: the list query keeps its LIKE, so the
 * answers are exactly what a scan would give. A trigram needs three characters: shorter texts
 * are matched by LIKE alone (a scan of the company's rows).
 */

/** Fewer characters than this cannot be looked up by trigrams. */
export const TRIGRAM = 3;

/** The columns a resource's search reads: its search fields, or for byId the number it matches. */
export function searchColumnsOf(resource: Resource): string[] {
  if (resource.search.rank === 'byId') return [resource.search.fields[0] ?? resource.primaryKey];
  return [...resource.search.fields];
}

/** The FTS5 table that indexes a table's searched columns (SQLite). */
export const searchTableOf = (table: string): string => `${table}_search`;

/** Every resource kept in `table` (a table and its views). */
const resourcesOfTable = (table: string, first?: Resource): Resource[] => [
  ...(first ? [first] : []),
  ...resources.filter((r) => r !== first && r.name !== first?.name && tableOf(r) === table),
];

/** The searched columns of a table, each once, with the expression its resources compare. */
function searchedOf(table: string, first?: Resource): Array<{ column: string; byId: boolean }> {
  const out = new Map<string, boolean>();
  for (const r of resourcesOfTable(table, first))
    for (const c of searchColumnsOf(r)) if (!out.has(c)) out.set(c, r.search.rank === 'byId');
  // In name order: the same definition whichever of a table's resources asks.
  return [...out]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([column, byId]) => ({ column, byId }));
}

/** The statements that define a table's search index (hashed by the migrator: a change re-runs it). */
export function searchIndexStatements(qi: QueryInterface, resource: Resource): string[] {
  const q = (s: string) => qi.quoteIdentifier(s);
  const table = tableOf(resource);
  const searched = searchedOf(table, resource);
  if (!searched.length) return [];
  if (qi.sequelize.getDialect() === 'postgres') {
    return searched.map(({ column, byId }) => {
      const expr = byId ? `CAST(${q(column)} AS VARCHAR)` : `lower(${q(column)})`;
      return `CREATE INDEX IF NOT EXISTS ${q(`${table}_${column}_trgm`)} ON ${q(table)} USING gin (${expr} gin_trgm_ops)`;
    });
  }
  const fts = searchTableOf(table);
  const key = resourcesOfTable(table, resource)[0].primaryKey;
  const cols = searched.map((s) => q(s.column));
  const news = searched.map((s) => `new.${q(s.column)}`).join(', ');
  const olds = searched.map((s) => `old.${q(s.column)}`).join(', ');
  const remove = `INSERT INTO ${q(fts)} (${q(fts)}, rowid, ${cols.join(', ')}) VALUES ('delete', old.${q(key)}, ${olds});`;
  const add = `INSERT INTO ${q(fts)} (rowid, ${cols.join(', ')}) VALUES (new.${q(key)}, ${news});`;
  return [
    `CREATE VIRTUAL TABLE ${q(fts)} USING fts5(${cols.join(', ')}, content=${qi.sequelize.escape(table)}, content_rowid=${qi.sequelize.escape(key)}, tokenize='trigram')`,
    `CREATE TRIGGER ${q(`${fts}_insert`)} AFTER INSERT ON ${q(table)} BEGIN ${add} END`,
    `CREATE TRIGGER ${q(`${fts}_delete`)} AFTER DELETE ON ${q(table)} BEGIN ${remove} END`,
    `CREATE TRIGGER ${q(`${fts}_update`)} AFTER UPDATE OF ${cols.join(', ')} ON ${q(table)} BEGIN ${remove} ${add} END`,
  ];
}

/**
 * Makes a table's search index what the declarations say. Postgres: the extension and the GIN
 * indexes (additive). SQLite: when the FTS table or its triggers differ from what is declared
 * (a new searched column), they are made again and filled from the table.
 */
export async function ensureSearchIndex(qi: QueryInterface, resource: Resource): Promise<void> {
  const statements = searchIndexStatements(qi, resource);
  if (!statements.length) return;
  const s = qi.sequelize;
  if (s.getDialect() === 'postgres') {
    await s.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    for (const sql of statements) await s.query(sql);
    return;
  }
  const fts = searchTableOf(tableOf(resource));
  const names = [fts, `${fts}_insert`, `${fts}_delete`, `${fts}_update`];
  const have = await s.query<{ name: string; sql: string }>(
    `SELECT name, sql FROM sqlite_master WHERE name IN (${names.map((n) => s.escape(n)).join(', ')})`,
    { type: QueryTypes.SELECT },
  );
  const current = new Map(have.map((r) => [r.name, r.sql]));
  if (names.every((n, i) => current.get(n) === statements[i])) return;
  const q = (n: string) => qi.quoteIdentifier(n);
  for (const n of names.slice(1)) await s.query(`DROP TRIGGER IF EXISTS ${q(n)}`);
  await s.query(`DROP TABLE IF EXISTS ${q(fts)}`);
  for (const sql of statements) await s.query(sql);
  await s.query(`INSERT INTO ${q(fts)} (${q(fts)}) VALUES ('rebuild')`);
}
