import type { QueryInterface } from 'sequelize';
import { LEDGER_MONTH_INDEXES, LEDGER_MONTH_TABLES } from '../ledgerMonthTables';

/** Month balances per ledger (ledgerMonthTables.ts), filled from the entries already posted. */
export async function up(qi: QueryInterface): Promise<void> {
  for (const [table, attrs] of Object.entries(LEDGER_MONTH_TABLES))
    await qi.createTable(table, attrs);
  for (const { table, fields, unique } of LEDGER_MONTH_INDEXES)
    await qi.addIndex(table, fields, { unique: !!unique });
  const month =
    qi.sequelize.getDialect() === 'postgres'
      ? `to_char("EntryDate", 'YYYY-MM')`
      : `substr("EntryDate", 1, 7)`;
  await qi.sequelize.query(
    `INSERT INTO "ledgerMonth" ("CompanyID", "PLID", "Month", "Opening", "Debit", "Credit", "Entries")
     SELECT "CompanyID", "PLID", ${month}, "Type" = 'OPB', SUM("Debit"), SUM("Credit"), COUNT(*)
       FROM "ledgerEntry" WHERE "IsDeleted" = :no
      GROUP BY "CompanyID", "PLID", ${month}, "Type" = 'OPB'`,
    { replacements: { no: false } },
  );
}
