import type { QueryInterface } from 'sequelize';
import { STOCK_INDEXES, STOCK_TABLES } from '../stockTables';

/** The stock ledger (stockTables.ts): its movements; the balances came later (0011). */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('stockMove', STOCK_TABLES.stockMove);
  for (const { table, fields } of STOCK_INDEXES) await qi.addIndex(table, fields);
}
