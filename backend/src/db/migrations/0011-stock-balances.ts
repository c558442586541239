import type { QueryInterface } from 'sequelize';
import { balancesFromMovesSql, STOCK_BALANCE_INDEXES, STOCK_TABLES } from '../stockTables';

/** What each place holds (stockTables.ts, stockBalance), filled from the movements already written. */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.createTable('stockBalance', STOCK_TABLES.stockBalance);
  for (const { table, fields, unique } of STOCK_BALANCE_INDEXES)
    await qi.addIndex(table, fields, { unique: !!unique });
  await qi.sequelize.query(balancesFromMovesSql(), { replacements: { no: false } });
}
