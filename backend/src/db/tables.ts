import { QueryTypes, type QueryInterface } from 'sequelize';
import type { Resource } from '../../../resources';
import { tableAttributesOf, tableOf } from './columns';

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
  for (const sql of indexStatements(qi, resource)) await qi.sequelize.query(sql);
}

/**
 * The columns a table has, or null when it does not exist. Asked of the catalogue directly:
 * Sequelize's describeTable on SQLite fails on tables with expression indexes.
 */
async function describeOrNull(qi: QueryInterface, table: string): Promise<Record<string, true> | null> {
  const rows = qi.sequelize.getDialect() === 'postgres'
    ? await qi.sequelize.query<{ name: string }>(
      "SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = :table",
      { replacements: { table }, type: QueryTypes.SELECT })
    : await qi.sequelize.query<{ name: string }>(`SELECT name FROM pragma_table_info(:table)`, { replacements: { table }, type: QueryTypes.SELECT });
  return rows.length ? Object.fromEntries(rows.map((r) => [r.name, true as const])) : null;
}

/** The column names of a table (empty when it does not exist). */
export async function columnsOf(qi: QueryInterface, table: string): Promise<string[]> {
  return Object.keys((await describeOrNull(qi, table)) ?? {});
}

/** Types compared as text: only these are lower-cased or stripped of spaces for uniqueness. */
export const TEXT_TYPES = new Set<string>(['text', 'textarea', 'email', 'phone', 'pincode']);

/**
 * Indexes lead with CompanyID: every list, lookup and duplicate check is per company. A unique
 * rule becomes a partial unique index over live rows, so two concurrent writers cannot both
 * slip past the duplicate check.
 */
export function indexStatements(qi: QueryInterface, resource: Resource): string[] {
  const q = (s: string) => qi.quoteIdentifier(s);
  const table = tableOf(resource);
  const owner = resource.scope === 'tenant' ? [] : [q('CompanyID')];
  const out: string[] = [];
  const name = (suffix: string) => q(`${table}_${suffix}`);
  if (owner.length) out.push(`CREATE INDEX IF NOT EXISTS ${name('company')} ON ${q(table)} (${q('CompanyID')}, ${q('IsDeleted')})`);
  // At most one live record per company (its licence), also when two first saves race.
  if (owner.length && resource.onePerCompany) out.push(`CREATE UNIQUE INDEX IF NOT EXISTS ${name('one')} ON ${q(table)} (${q('CompanyID')}) WHERE ${q('IsDeleted')} = false`);
  for (const [key, field] of Object.entries(resource.fields)) {
    if (field.type === 'reference') {
      out.push(`CREATE INDEX IF NOT EXISTS ${name(`${key}_ref`)} ON ${q(table)} (${[...owner, q(key)].join(', ')})`);
    }
    if (field.unique || resource.search.fields.includes(key)) {
      // Case is a property of text: a number searched by id (PLID, TaxID) is indexed as it is.
      const textual = TEXT_TYPES.has(field.type);
      const expr = normalizedExpr(q(key), textual && field.unique?.ignoreCase !== false, textual && !!field.unique?.ignoreSpaces);
      const cols = [...owner, expr, ...(field.unique?.with ?? []).map(q)].join(', ');
      const together = field.unique?.with?.length ? `_${field.unique.with.join('_')}` : '';
      // Shared and company rows share a table; the duplicate check across both is the service's.
      const unique = field.unique && resource.scope !== 'sharedAndCompany';
      out.push(
        unique
          ? `CREATE UNIQUE INDEX IF NOT EXISTS ${name(`${key}${together}_unique`)} ON ${q(table)} (${cols}) WHERE ${q('IsDeleted')} = false`
          : `CREATE INDEX IF NOT EXISTS ${name(`${key}_search`)} ON ${q(table)} (${cols})`,
      );
    }
  }
  return out;
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
  const rows = dialect === 'postgres'
    ? await qi.sequelize.query('SELECT 1 FROM information_schema.tables WHERE table_name = :table', { replacements: { table }, type: QueryTypes.SELECT })
    : await qi.sequelize.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = :table", { replacements: { table }, type: QueryTypes.SELECT });
  return rows.length > 0;
}
