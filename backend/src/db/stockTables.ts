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
  /**
   * What each place holds now, per item and batch: the live movements summed, kept by
   * writeMoves and dropMoves (stock/moves.ts) in the same transaction as the movements, so a
   * sale reads a few rows instead of every movement of its items since the first. 0 stands for
   * "none" in BatchId, GodownId and VanID (a unique key treats NULLs as all different).
   * tests/support/stockBalances.ts recomputes it after every API test.
   */
  stockBalance: {
    Id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    CompanyID: { type: DataTypes.INTEGER, allowNull: false },
    ItemID: { type: DataTypes.INTEGER, allowNull: false },
    GodownId: { type: DataTypes.INTEGER, allowNull: false },
    VanID: { type: DataTypes.INTEGER, allowNull: false },
    BatchId: { type: DataTypes.INTEGER, allowNull: false },
    QtyMilli: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
  },
};

export const STOCK_INDEXES: Array<{ table: string; fields: string[] }> = [
  { table: 'stockMove', fields: ['CompanyID', 'ItemID', 'IsDeleted', 'BatchId'] },
  { table: 'stockMove', fields: ['CompanyID', 'DocType', 'DocId'] },
];

/**
 * The movements of some items dated after a day (stock a document dated back must leave for
 * them, places.ts onHand), or within days (the stock ledger): a range of this index, not the
 * items' whole history. Migration 0012 puts it in place of the first index above.
 */
export const STOCK_MOVE_DATE_INDEX = {
  table: 'stockMove',
  fields: ['CompanyID', 'ItemID', 'IsDeleted', 'MoveDate'],
};

export const STOCK_BALANCE_INDEXES: Array<{ table: string; fields: string[]; unique?: boolean }> = [
  {
    table: 'stockBalance',
    fields: ['CompanyID', 'ItemID', 'GodownId', 'VanID', 'BatchId'],
    unique: true,
  },
];

/** Balances recomputed from the live movements (all companies, or one), as stockBalance must always hold them. */
export function balancesFromMovesSql(oneCompany = false): string {
  return `INSERT INTO "stockBalance" ("CompanyID", "ItemID", "GodownId", "VanID", "BatchId", "QtyMilli")
  SELECT "CompanyID", "ItemID", COALESCE("GodownId", 0), COALESCE("VanID", 0), COALESCE("BatchId", 0), SUM("QtyMilli")
    FROM "stockMove" WHERE "IsDeleted" = :no${oneCompany ? ' AND "CompanyID" = :CompanyID' : ''}
   GROUP BY "CompanyID", "ItemID", COALESCE("GodownId", 0), COALESCE("VanID", 0), COALESCE("BatchId", 0)`;
}
