import type { QueryInterface } from 'sequelize';
import { LEDGER_INDEXES, LEDGER_TABLES } from '../ledgerTables';

/** The ledger entries every document posts. */
export async function up(qi: QueryInterface): Promise<void> {
  for (const [table, attrs] of Object.entries(LEDGER_TABLES)) await qi.createTable(table, attrs);
  for (const { table, fields } of LEDGER_INDEXES) await qi.addIndex(table, fields);
}
