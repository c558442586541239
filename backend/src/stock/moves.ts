import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { AnyRecord } from '../../../resources';
import { sequelizeOf } from '../ledger/entries';

/** One movement: into (+) or out of (-) a godown or a vehicle, in thousandths of a unit. */
export interface StockMove {
  ItemID: number;
  BatchId: number | null;
  GodownId: number | null;
  VanID?: number | null;
  MoveDate: string;
  QtyMilli: number;
  LineId?: number | null;
}

/** Writes a document's movements (in its saving transaction). */
export async function writeMoves(
  t: Transaction,
  ctx: { CompanyID: number; Empid: number },
  DocType: string,
  DocId: number,
  moves: readonly StockMove[],
): Promise<void> {
  if (!moves.length) return;
  const now = new Date();
  await sequelizeOf(t)
    .model('stockMove')
    .bulkCreate(
      moves
        .filter((m) => m.QtyMilli !== 0)
        .map((m) => ({
          ...m,
          VanID: m.VanID ?? null,
          LineId: m.LineId ?? null,
          CompanyID: ctx.CompanyID,
          DocType,
          DocId,
          IsDeleted: false,
          CreatedBy: ctx.Empid,
          CreatedDate: now,
        })),
      { transaction: t },
    );
}

/** Marks a document's movements deleted (an edit writes new ones; a cancel writes none). */
export async function dropMoves(
  t: Transaction,
  CompanyID: number,
  DocType: string,
  DocId: number,
): Promise<void> {
  await sequelizeOf(t)
    .model('stockMove')
    .update(
      { IsDeleted: true },
      { where: { CompanyID, DocType, DocId, IsDeleted: false }, transaction: t },
    );
}

export interface StockBalance {
  ItemID: number;
  BatchId: number | null;
  GodownId: number | null;
  VanID: number | null;
  QtyMilli: number;
}

/** Balances by item, batch and place, summed in SQL; optional filters narrow them. */
export async function balances(
  sequelize: Sequelize,
  CompanyID: number,
  filter: {
    ItemID?: number;
    ItemIDs?: readonly number[];
    GodownId?: number;
    VanID?: number;
    AsOn?: string;
  } = {},
  t?: Transaction,
): Promise<StockBalance[]> {
  const where = ['"CompanyID" = :CompanyID', '"IsDeleted" = :no'];
  if (filter.ItemID !== undefined) where.push('"ItemID" = :ItemID');
  if (filter.ItemIDs) where.push(filter.ItemIDs.length ? '"ItemID" IN (:ItemIDs)' : '1 = 0');
  if (filter.GodownId !== undefined) where.push('"GodownId" = :GodownId');
  if (filter.VanID !== undefined) where.push('"VanID" = :VanID');
  if (filter.AsOn !== undefined) where.push('"MoveDate" <= :AsOn');
  const rows = await sequelize.query<AnyRecord>(
    `SELECT "ItemID", "BatchId", "GodownId", "VanID", SUM("QtyMilli") AS "QtyMilli" FROM "stockMove"
      WHERE ${where.join(' AND ')} GROUP BY "ItemID", "BatchId", "GodownId", "VanID" ORDER BY "ItemID", "BatchId", "GodownId", "VanID"`,
    { replacements: { ...filter, CompanyID, no: false }, type: QueryTypes.SELECT, transaction: t },
  );
  return rows.map((r) => ({
    ItemID: Number(r.ItemID),
    BatchId: r.BatchId === null ? null : Number(r.BatchId),
    GodownId: r.GodownId === null ? null : Number(r.GodownId),
    VanID: r.VanID === null ? null : Number(r.VanID),
    QtyMilli: Number(r.QtyMilli),
  }));
}

/**
 * The company's godown stock goes into when a document names none: its first godown, or a
 * 'Main' one made now, so that stock always has a place.
 */
export async function defaultGodown(
  t: Transaction,
  ctx: { CompanyID: number; Empid: number },
): Promise<number> {
  const Godown = sequelizeOf(t).model('godown');
  const first = (await Godown.findOne({
    attributes: ['GodownId'],
    where: { CompanyID: ctx.CompanyID, IsDeleted: false },
    order: [['GodownId', 'ASC']],
    transaction: t,
    raw: true,
  })) as AnyRecord | null;
  if (first) return Number(first.GodownId);
  const made = await Godown.create(
    {
      GodownName: 'Main',
      Address: '',
      City: '',
      District: '',
      Pincode: '',
      Mobileno: '',
      CompanyID: ctx.CompanyID,
      IsDeleted: false,
      CreatedBy: ctx.Empid,
      CreatedDate: new Date(),
    },
    { transaction: t },
  );
  return Number(made.get('GodownId'));
}
