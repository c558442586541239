import { QueryTypes, type QueryInterface } from 'sequelize';
import { resources, type Resource } from '../../../resources';
import { tableAttributesOf, tableOf } from './columns';
import { ensureSearchIndex, searchIndexStatements } from './searchIndex';
import { ensureTableVersion } from './tableVersions';

/**
 * Creates a resource's table, or adds the columns it lacks, and its indexes. Additive and
 * idempotent, so a migration that introduces a master, or a later one that adds fields to it,
 * calls this and a fresh database and an old one end up the same.
 */
export async function ensureResourceTable(qi: QueryInterface, resource: Resource): Promise<void> {
  const table = tableOf(resource);
  const attrs = tableAttributesOf(resource);
  const existing = await describeOrNull(qi, table);
  if (!existing) {
    await qi.createTable(table, attrs);
  } else {
    for (const [name, column] of Object.entries(attrs)) {
      if (!(name in existing)) await qi.addColumn(table, name, column);
    }
  }
  // A table and its views share indexes: what any of them asks for stays.
  const all = [
    resource,
    ...resources.filter((o) => o !== resource && o.name !== resource.name && tableOf(o) === table),
  ];
  const indexes = all.flatMap((r) => indexesOf(qi, r));
  const search = all.flatMap((r) => searchIndexStatements(qi, r));
  const searchNames = search
    .map((sql) => /INDEX IF NOT EXISTS "([^"]+)"/.exec(sql)?.[1])
    .filter((n): n is string => !!n);
  await dropStaleIndexes(qi, table, new Set([...indexes.map((i) => i.name), ...searchNames]));
  for (const { sql } of indexes) await qi.sequelize.query(sql);
  await ensureSearchIndex(qi, resource);
  await ensureTableVersion(qi, resource);
}

/**
 * The columns a table has, or null when it does not exist. Asked of the catalogue directly:
 * Sequelize's describeTable on SQLite fails on tables with expression indexes.
 */
async function describeOrNull(
  qi: QueryInterface,
  table: string,
): Promise<Record<string, true> | null> {
  const rows =
    qi.sequelize.getDialect() === 'postgres'
      ? await qi.sequelize.query<{ name: string }>(
          'SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = :table',
          { replacements: { table }, type: QueryTypes.SELECT },
        )
      : await qi.sequelize.query<{ name: string }>(`SELECT name FROM pragma_table_info(:table)`, {
          replacements: { table },
          type: QueryTypes.SELECT,
        });
  return rows.length ? Object.fromEntries(rows.map((r) => [r.name, true as const])) : null;
}

/** The column names of a table (empty when it does not exist). */
export async function columnsOf(qi: QueryInterface, table: string): Promise<string[]> {
  return Object.keys((await describeOrNull(qi, table)) ?? {});
}

/** Types compared as text: only these are lower-cased or stripped of spaces for uniqueness. */
export const TEXT_TYPES = new Set<string>(['text', 'textarea', 'email', 'phone', 'pincode']);

/**
 * The columns every read of a resource starts with, in the order its WHERE pins them: the
 * company's live rows. A list of shared and company rows reads two companies at once (CompanyID
 * IS NULL OR = ?), which no index led by CompanyID can answer in name order, so its indexes lead
 * with IsDeleted alone; those tables are small (countries, states, units, account groups).
 * IsDeleted is an indexed column, not a partial index's predicate: Sequelize writes `= 0` on
 * SQLite and `= false` on Postgres, and SQLite's planner uses a partial index only when the
 * query repeats its predicate word for word.
 */
function scopeColumns(resource: Resource): string[] {
  switch (resource.scope) {
    case 'company':
      return ['CompanyID', 'IsDeleted'];
    case 'sharedAndCompany':
      return ['IsDeleted'];
    case 'tenant':
      return [];
  }
}

/** The expression a list sorts a field by: text lower-cased (listQuery orders the same way). */
export function sortExpr(type: string | undefined, column: string): string {
  return type === 'text' || type === 'textarea' || type === 'email' ? `lower(${column})` : column;
}

/**
 * Every index of a resource's table that this resource asks for, by name:
 * - its default list page: scope, the view's columns, the default sort, then the key (the
 *   tie-break), so the first page and a deep page read the index in order and never sort;
 * - each unique or searched field: scope, the compared expression, then the key, serving the
 *   duplicate check, a prefix search and a sort by that field;
 * - a unique rule also as a partial unique index over live rows, so two concurrent writers cannot
 *   both slip past the duplicate check (shared and company rows together: a company's rows are
 *   unique per company, shared rows among themselves; a company name equal to a shared one is the
 *   service's check, since shared rows are never written concurrently);
 * - references (the in-use check) and the newest-row-per-group subquery of a history list.
 */
export function indexesOf(
  qi: QueryInterface,
  resource: Resource,
): Array<{ name: string; sql: string }> {
  const q = (s: string) => qi.quoteIdentifier(s);
  const table = tableOf(resource);
  const key = q(resource.primaryKey);
  const scope = scopeColumns(resource).map(q);
  const out: Array<{ name: string; sql: string }> = [];
  const add = (name: string, cols: string[], unique?: string) => {
    const sql = (n: string) =>
      `CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${q(n)} ON ${q(table)} (${cols.join(', ')})${unique ? ` WHERE ${unique}` : ''}`;
    // One index serves a list sorted by a field and the duplicate check on it when both compare the same expression.
    if (out.some((i) => i.sql === sql(i.name))) return;
    let full = `${table}_${name}`;
    if (out.some((i) => i.name === full)) full = `${table}_${name}_normal`;
    out.push({ name: full, sql: sql(full) });
  };
  const view = Object.keys(resource.viewOf?.where ?? {}).sort();
  const sort = resource.list.sort?.field;
  const sortParts =
    sort && sort !== resource.primaryKey ? [sortExpr(resource.fields[sort]?.type, q(sort))] : [];
  // The company table: a tenant reads only its own row, by key.
  if (resource.scope !== 'tenant')
    add(['live', ...view, ...(sortParts.length ? [sort] : [])].join('_'), [
      ...scope,
      ...view.map(q),
      ...sortParts,
      key,
    ]);
  // At most one live record per company (its licence), also when two first saves race.
  if (resource.onePerCompany) add('one', [q('CompanyID')], `${q('IsDeleted')} = false`);
  const owner = {
    company: [q('CompanyID')],
    sharedAndCompany: [`COALESCE(${q('CompanyID')}, 0)`],
    tenant: [],
  }[resource.scope];
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.type === 'reference')
      add(`${name}_ref`, [...(resource.scope === 'tenant' ? [] : [q('CompanyID')]), q(name)]);
    if (!field.unique && !resource.search.fields.includes(name)) continue;
    // Case is a property of text: a number searched by id (PLID, TaxID) is indexed as it is.
    const textual = TEXT_TYPES.has(field.type);
    const expr = normalizedExpr(
      q(name),
      textual && field.unique?.ignoreCase !== false,
      textual && !!field.unique?.ignoreSpaces,
    );
    const withCols = (field.unique?.with ?? []).map(q);
    add(`live_${name}`, [...scope, expr, ...withCols, key]);
    const together = field.unique?.with?.length ? `_${field.unique.with.join('_')}` : '';
    // A rule the user may confirm past (a shared GSTIN) is checked, never enforced by the index.
    if (field.unique && !field.unique.confirm)
      add(`${name}${together}_unique`, [...owner, expr, ...withCols], `${q('IsDeleted')} = false`);
  }
  const group = resource.list.latestPer;
  if (group) add(`live_${group}`, [...scope, q(group), key]);
  return out;
}

/** The statements of indexesOf (what the migrator hashes). */
export function indexStatements(qi: QueryInterface, resource: Resource): string[] {
  return indexesOf(qi, resource).map((i) => i.sql);
}

/**
 * Drops the indexes of `table` that earlier declarations asked for and the current ones do not
 * (a renamed or superseded index), so they stop costing every write. Only our own names
 * (`<table>_...`) are touched, never a key's index.
 */
async function dropStaleIndexes(
  qi: QueryInterface,
  table: string,
  wanted: Set<string>,
): Promise<void> {
  const s = qi.sequelize;
  const rows =
    s.getDialect() === 'postgres'
      ? await s.query<{ name: string }>(
          `SELECT i.indexname AS name FROM pg_indexes i WHERE i.schemaname = current_schema() AND i.tablename = :table
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
          { replacements: { table }, type: QueryTypes.SELECT },
        )
      : await s.query<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = :table AND sql IS NOT NULL",
          { replacements: { table }, type: QueryTypes.SELECT },
        );
  for (const { name } of rows) {
    if (name.startsWith(`${table}_`) && !wanted.has(name))
      await s.query(`DROP INDEX IF EXISTS ${qi.quoteIdentifier(name)}`);
  }
}

/** The SQL expression a unique rule compares: lower-cased, and without spaces when it says so. */
export function normalizedExpr(column: string, ignoreCase: boolean, ignoreSpaces: boolean): string {
  let e = column;
  if (ignoreSpaces) e = `replace(${e}, ' ', '')`;
  if (ignoreCase) e = `lower(${e})`;
  return e;
}

/** Whether a table exists (for the migration that brings older databases up to date). */
export async function tableExists(qi: QueryInterface, table: string): Promise<boolean> {
  const dialect = qi.sequelize.getDialect();
  const rows =
    dialect === 'postgres'
      ? await qi.sequelize.query(
          'SELECT 1 FROM information_schema.tables WHERE table_name = :table',
          { replacements: { table }, type: QueryTypes.SELECT },
        )
      : await qi.sequelize.query(
          "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = :table",
          { replacements: { table }, type: QueryTypes.SELECT },
        );
  return rows.length > 0;
}
