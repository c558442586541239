import type { QueryInterface } from 'sequelize';
import { SYSTEM_INDEXES, SYSTEM_TABLES } from '../systemTables';

const TABLES = ['session', 'signupToken', 'rateLimitHit'];

/** Sessions, sign-up tokens and login rate-limit counters. */
export async function up(qi: QueryInterface): Promise<void> {
  for (const table of TABLES) await qi.createTable(table, SYSTEM_TABLES[table]);
  for (const { table, fields } of SYSTEM_INDEXES)
    if (TABLES.includes(table)) await qi.addIndex(table, fields);
}
