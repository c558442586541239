import { DataTypes, type ModelAttributes } from 'sequelize';

/**
 * The stock ledger: every movement of stock is a row, written in the same transaction as its
 * document (an opening, a purchase in, a sale out, a van load or return), per item, batch and
 * place (a godown or a vehicle), in thousandths of a unit, signed (in +, out -). A balance is
 * only ever a sum of these rows; an edit or a cancel marks its document's rows deleted and
 * writes the new ones, so what was is still there to read.
 */
export const STOCK_TABLES: Record<string, ModelAttributes> = {
  stockMove: {
    MoveId: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    CompanyID: { type: DataTypes.INTEGER, allowNull: false },
    ItemID: { type: DataTypes.INTEGER, allowNull: false },
    BatchId: { type: DataTypes.INTEGER },
    GodownId: { type: DataTypes.INTEGER },
    VanID: { type: DataTypes.INTEGER },
    MoveDate: { type: DataTypes.DATEONLY, allowNull: false },
    QtyMilli: { type: DataTypes.BIGINT, allowNull: false },
    DocType: { type: DataTypes.STRING(40), allowNull: false },
    DocId: { type: DataTypes.INTEGER, allowNull: false },
    LineId: { type: DataTypes.INTEGER },
    IsDeleted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    CreatedBy: { type: DataTypes.INTEGER },
    CreatedDate: { type: DataTypes.DATE, allowNull: false },
  },
};

export const STOCK_INDEXES: Array<{ table: string; fields: string[] }> = [
  { table: 'stockMove', fields: ['CompanyID', 'ItemID', 'IsDeleted', 'BatchId'] },
  { table: 'stockMove', fields: ['CompanyID', 'DocType', 'DocId'] },
];
