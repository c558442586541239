import type { QueryInterface } from 'sequelize';
import { SYSTEM_INDEXES, SYSTEM_TABLES } from '../systemTables';

/** Sessions, sign-up tokens and login rate-limit counters. */
export async function up(qi: QueryInterface): Promise<void> {
  for (const [table, attrs] of Object.entries(SYSTEM_TABLES)) await qi.createTable(table, attrs);
  for (const { table, fields } of SYSTEM_INDEXES) await qi.addIndex(table, fields);
}
