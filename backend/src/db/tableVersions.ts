import type { QueryInterface } from 'sequelize';
import type { Resource } from '../../../resources';
import { tableOf } from './columns';

/**
 * SQLite only: a number per resource table that every insert, update and delete raises, kept
 * by triggers, so it moves whoever writes (any connection, any process, raw SQL). A list's total
 * is counted again only when its table's number has moved (listQuery). SQLite answers one query
 * at a time per connection, and counting 100,000 rows on every page costs more than the page;
 * Postgres counts on many connections at once and needs no such help (and a counter row there
 * would make concurrent writers of a table wait for each other).
 */
export const TABLE_VERSIONS = 'tableVersion';

export function tableVersionStatements(qi: QueryInterface, resource: Resource): string[] {
  if (qi.sequelize.getDialect() !== 'sqlite') return [];
  const q = (s: string) => qi.quoteIdentifier(s);
  const table = tableOf(resource);
  const bump = `UPDATE ${q(TABLE_VERSIONS)} SET ${q('version')} = ${q('version')} + 1 WHERE ${q('name')} = ${qi.sequelize.escape(table)};`;
  return [
    `CREATE TABLE IF NOT EXISTS ${q(TABLE_VERSIONS)} (${q('name')} TEXT PRIMARY KEY, ${q('version')} INTEGER NOT NULL DEFAULT 0)`,
    `INSERT OR IGNORE INTO ${q(TABLE_VERSIONS)} (${q('name')}, ${q('version')}) VALUES (${qi.sequelize.escape(table)}, 0)`,
    ...['INSERT', 'UPDATE', 'DELETE'].map(
      (event) =>
        `CREATE TRIGGER IF NOT EXISTS ${q(`${table}_version_${event.toLowerCase()}`)} AFTER ${event} ON ${q(table)} BEGIN ${bump} END`,
    ),
  ];
}

/** Creates the version row and triggers of a resource's table (idempotent). */
export async function ensureTableVersion(qi: QueryInterface, resource: Resource): Promise<void> {
  for (const sql of tableVersionStatements(qi, resource)) await qi.sequelize.query(sql);
}
