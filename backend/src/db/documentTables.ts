import { DataTypes, type ModelAttributes } from 'sequelize';

/**
 * What the document layer keeps beside each document's own tables (DOCUMENTS.md): the number
 * counters, every version of every document (the audit trail), idempotency keys, and lines an
 * older client sends ahead of its header.
 */
export const DOCUMENT_TABLES: Record<string, ModelAttributes> = {
  // One row per company, year, document kind and numbering key (the series); LastNo is the
  // last number given, taken in the saving transaction.
  docCounter: {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    CompanyID: { type: DataTypes.INTEGER, allowNull: false },
    FYearID: { type: DataTypes.INTEGER, allowNull: false },
    DocType: { type: DataTypes.STRING(40), allowNull: false },
    NumberKey: { type: DataTypes.STRING(100), allowNull: false },
    LastNo: { type: DataTypes.INTEGER, allowNull: false },
  },
  documentVersion: {
    VersionId: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    CompanyID: { type: DataTypes.INTEGER, allowNull: false },
    DocType: { type: DataTypes.STRING(40), allowNull: false },
    DocId: { type: DataTypes.INTEGER, allowNull: false },
    Version: { type: DataTypes.INTEGER, allowNull: false },
    Action: { type: DataTypes.STRING(20), allowNull: false }, // created, updated, cancelled
    Snapshot: { type: DataTypes.TEXT, allowNull: false }, // the document as saved by this version (JSON, its lines packed: documents/snapshot.ts)
    Changes: { type: DataTypes.TEXT }, // what differs from the version before (JSON)
    CreatedBy: { type: DataTypes.INTEGER },
    CreatedDate: { type: DataTypes.DATE, allowNull: false },
  },
  idempotencyKey: {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    CompanyID: { type: DataTypes.INTEGER, allowNull: false },
    IdemKey: { type: DataTypes.STRING(200), allowNull: false },
    Route: { type: DataTypes.STRING(100), allowNull: false },
    BodyHash: { type: DataTypes.STRING(64), allowNull: false },
    State: { type: DataTypes.STRING(10), allowNull: false }, // running, done
    ResponseStatus: { type: DataTypes.INTEGER },
    ResponseBody: { type: DataTypes.TEXT },
    CreatedDate: { type: DataTypes.DATE, allowNull: false },
  },
  // Bill-wise settlement (Tally's 'Agst Ref'): part of a receipt line set against one invoice.
  billAllocation: {
    AllocId: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    CompanyID: { type: DataTypes.INTEGER, allowNull: false },
    DocType: { type: DataTypes.STRING(40), allowNull: false }, // the settling document (receipt)
    DocId: { type: DataTypes.INTEGER, allowNull: false },
    LineId: { type: DataTypes.INTEGER, allowNull: false },
    PLID: { type: DataTypes.INTEGER, allowNull: false }, // the party
    // The settled bill's kind (salesInvoice, purchaseInvoice): BillID is that table's key.
    BillType: { type: DataTypes.STRING(40), allowNull: false, defaultValue: 'salesInvoice' },
    BillID: { type: DataTypes.INTEGER, allowNull: false },
    Amount: { type: DataTypes.BIGINT, allowNull: false }, // paise
    IsDeleted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    CreatedBy: { type: DataTypes.INTEGER },
    CreatedDate: { type: DataTypes.DATE, allowNull: false },
    DeletedBy: { type: DataTypes.INTEGER },
    DeletedDate: { type: DataTypes.DATE },
  },
  heldLines: {
    SessionId: { type: DataTypes.INTEGER, primaryKey: true },
    CompanyID: { type: DataTypes.INTEGER, allowNull: false },
    Lines: { type: DataTypes.TEXT, allowNull: false },
    CreatedDate: { type: DataTypes.DATE, allowNull: false },
  },
};

export const DOCUMENT_INDEXES: Array<{ table: string; fields: string[]; unique?: boolean }> = [
  { table: 'docCounter', fields: ['CompanyID', 'FYearID', 'DocType', 'NumberKey'], unique: true },
  // Unique: two writers that both thought they made version N of a document is a lost edit.
  { table: 'documentVersion', fields: ['CompanyID', 'DocType', 'DocId', 'Version'], unique: true },
  { table: 'idempotencyKey', fields: ['CompanyID', 'IdemKey'], unique: true },
  { table: 'billAllocation', fields: ['CompanyID', 'BillID'] },
  { table: 'billAllocation', fields: ['CompanyID', 'DocType', 'DocId'] },
];
