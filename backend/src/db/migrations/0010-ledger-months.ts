import type { QueryInterface } from 'sequelize';
import {
  LEDGER_MONTH_INDEXES,
  LEDGER_MONTH_TABLES,
  monthsFromEntriesSql,
} from '../ledgerMonthTables';

/** Month balances per ledger (ledgerMonthTables.ts), filled from the entries already posted. */
export async function up(qi: QueryInterface): Promise<void> {
  for (const [table, attrs] of Object.entries(LEDGER_MONTH_TABLES))
    await qi.createTable(table, attrs);
  for (const { table, fields, unique } of LEDGER_MONTH_INDEXES)
    await qi.addIndex(table, fields, { unique: !!unique });
  // Superseded by the covering one that starts with the same columns.
  await qi.removeIndex('ledgerEntry', ['CompanyID', 'PLID', 'EntryDate']);
  await qi.sequelize.query(monthsFromEntriesSql(qi.sequelize.getDialect()), {
    replacements: { no: false },
  });
}
