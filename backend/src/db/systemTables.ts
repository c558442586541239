import { DataTypes, type ModelAttributes } from 'sequelize';

/** A file replaced by another upload is kept, marked, as every record is: nothing is deleted. */
export const STORED_FILE_HISTORY = {
  IsDeleted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
  DeletedBy: { type: DataTypes.INTEGER },
  DeletedDate: { type: DataTypes.DATE },
};

/** Tables the product keeps for itself, not declared as resources: sessions and sign-up state. */
export const SYSTEM_TABLES: Record<string, ModelAttributes> = {
  session: {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    TokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    Empid: { type: DataTypes.INTEGER, allowNull: false },
    CompanyID: { type: DataTypes.INTEGER, allowNull: false },
    FYearID: { type: DataTypes.INTEGER },
    BranchId: { type: DataTypes.INTEGER },
    CreatedAt: { type: DataTypes.DATE, allowNull: false },
    LastSeenAt: { type: DataTypes.DATE, allowNull: false },
    ExpiresAt: { type: DataTypes.DATE, allowNull: false },
  },
  signupToken: {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    TokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    CompanyID: { type: DataTypes.INTEGER, allowNull: false },
    ExpiresAt: { type: DataTypes.DATE, allowNull: false },
    UsedAt: { type: DataTypes.DATE },
  },
  // Uploaded files live in the database, so one SQLite file is the whole backup (API.md 6).
  storedFile: {
    FileId: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    CompanyID: { type: DataTypes.INTEGER, allowNull: false },
    ContentType: { type: DataTypes.STRING(100), allowNull: false },
    FileName: { type: DataTypes.STRING(255), allowNull: false },
    Size: { type: DataTypes.INTEGER, allowNull: false },
    Content: { type: DataTypes.BLOB, allowNull: false },
    CreatedBy: { type: DataTypes.INTEGER },
    CreatedDate: { type: DataTypes.DATE, allowNull: false },
    ...STORED_FILE_HISTORY,
  },
  rateLimitHit: {
    Key: { type: DataTypes.STRING(300), primaryKey: true },
    Hits: { type: DataTypes.INTEGER, allowNull: false },
    ResetAt: { type: DataTypes.DATE, allowNull: false },
  },
};

export const SYSTEM_INDEXES: Array<{ table: string; fields: string[] }> = [
  { table: 'session', fields: ['Empid'] },
  { table: 'session', fields: ['ExpiresAt'] },
  { table: 'signupToken', fields: ['CompanyID'] },
  { table: 'storedFile', fields: ['CompanyID', 'FileId'] },
];
