import type { QueryInterface } from 'sequelize';
import { STOCK_MOVE_DATE_INDEX } from '../stockTables';

/**
 * The movements' index by item ends in their date, not their batch: a document dated before
 * later movements reads those (places.ts onHand), as the stock ledger and the stock as on a day
 * read a range of dates. With both, SQLite took the one by batch and read the items' whole
 * history; no query narrows by batch after the item.
 */
export async function up(qi: QueryInterface): Promise<void> {
  await qi.removeIndex('stockMove', ['CompanyID', 'ItemID', 'IsDeleted', 'BatchId']);
  await qi.addIndex(STOCK_MOVE_DATE_INDEX.table, STOCK_MOVE_DATE_INDEX.fields);
}
