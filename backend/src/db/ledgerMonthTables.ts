import { DataTypes, type ModelAttributes } from 'sequelize';

/**
 * Each ledger's debits and credits per calendar month, opening balances apart, kept by the
 * posting functions (backend/src/ledger/entries.ts) in the same transaction as the entries they
 * sum: reports over a year add twelve rows per ledger instead of every entry (as ERPNext keeps
 * closing balances). Always equal to the live entries; tests/support/ledgerMonths.ts recomputes them.
 */
export const LEDGER_MONTH_TABLES: Record<string, ModelAttributes> = {
  ledgerMonth: {
    Id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    CompanyID: { type: DataTypes.INTEGER, allowNull: false },
    PLID: { type: DataTypes.INTEGER, allowNull: false },
    Month: { type: DataTypes.STRING(7), allowNull: false }, // YYYY-MM of the entries' date
    Opening: { type: DataTypes.BOOLEAN, allowNull: false }, // opening-balance entries (OPB) apart
    Debit: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 }, // paise
    Credit: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    Entries: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 }, // how many, for paging statements
  },
};

export const LEDGER_MONTH_INDEXES: Array<{ table: string; fields: string[]; unique?: boolean }> = [
  { table: 'ledgerMonth', fields: ['CompanyID', 'PLID', 'Month', 'Opening'], unique: true },
  { table: 'ledgerMonth', fields: ['CompanyID', 'Month'] },
  // The day book and the edges of a report's period read entries by date across ledgers.
  { table: 'ledgerEntry', fields: ['CompanyID', 'EntryDate'] },
  // A statement page deep in a busy ledger skips and sums the rows before it in its month: this
  // index holds every column that needs, so it is read alone (it replaces CompanyID, PLID, EntryDate).
  {
    table: 'ledgerEntry',
    fields: ['CompanyID', 'PLID', 'EntryDate', 'EntryId', 'IsDeleted', 'Type', 'Debit', 'Credit'],
  },
];

/** Month balances recomputed from the live entries (all companies, or one), as the table must always hold them. */
export function monthsFromEntriesSql(dialect: string, oneCompany = false): string {
  const month =
    dialect === 'postgres' ? `to_char("EntryDate", 'YYYY-MM')` : `substr("EntryDate", 1, 7)`;
  return `INSERT INTO "ledgerMonth" ("CompanyID", "PLID", "Month", "Opening", "Debit", "Credit", "Entries")
     SELECT "CompanyID", "PLID", ${month}, "Type" = 'OPB', SUM("Debit"), SUM("Credit"), COUNT(*)
       FROM "ledgerEntry" WHERE "IsDeleted" = :no${oneCompany ? ' AND "CompanyID" = :CompanyID' : ''}
      GROUP BY "CompanyID", "PLID", ${month}, "Type" = 'OPB'`;
}
