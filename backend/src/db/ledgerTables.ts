import { DataTypes, type ModelAttributes } from 'sequelize';

/**
 * The ledger itself: one row per debit or credit a document posts to a ledger (PLID). Not a
 * master, so not declared in resources/: rows are written only by the documents that own them
 * (an opening balance today; invoices and vouchers later), in the document's transaction.
 * Amounts are integer paise (BIGINT: a bank's balance outgrows 32 bits of paise).
 */
export const LEDGER_TABLES: Record<string, ModelAttributes> = {
  ledgerEntry: {
    EntryId: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    CompanyID: { type: DataTypes.INTEGER, allowNull: false },
    FYearID: { type: DataTypes.INTEGER },
    PLID: { type: DataTypes.INTEGER, allowNull: false },
    EntryDate: { type: DataTypes.DATEONLY, allowNull: false },
    Type: { type: DataTypes.STRING(10), allowNull: false }, // the document kind: OPB, ...
    DocId: { type: DataTypes.INTEGER, allowNull: false }, // the document's key (an opening balance: its PLID)
    Debit: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    Credit: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    DocNo: { type: DataTypes.STRING(30) }, // the document's number as printed (A/12), for statements
    Narration: { type: DataTypes.STRING(250) },
    IsDeleted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    CreatedBy: { type: DataTypes.INTEGER },
    CreatedDate: { type: DataTypes.DATE },
    DeletedBy: { type: DataTypes.INTEGER },
    DeletedDate: { type: DataTypes.DATE },
  },
};

export const LEDGER_INDEXES: Array<{ table: string; fields: string[] }> = [
  { table: 'ledgerEntry', fields: ['CompanyID', 'PLID', 'EntryDate'] },
  { table: 'ledgerEntry', fields: ['CompanyID', 'Type', 'DocId'] },
];
