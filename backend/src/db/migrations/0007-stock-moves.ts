import type { QueryInterface } from 'sequelize';
import { STOCK_INDEXES, STOCK_TABLES } from '../stockTables';

/** The stock ledger (stockTables.ts). */
export async function up(qi: QueryInterface): Promise<void> {
  for (const [table, attrs] of Object.entries(STOCK_TABLES)) await qi.createTable(table, attrs);
  for (const { table, fields } of STOCK_INDEXES) await qi.addIndex(table, fields);
}
