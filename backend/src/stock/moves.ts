import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { AnyRecord } from '../../../resources';
import { insertRows } from '../db/insertRows';
import { together } from '../db/together';
import { readRows, txSql } from '../db/txSql';
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

/** Writes a document's movements (in its saving transaction), and adds them to the balances. */
export async function writeMoves(
  t: Transaction,
  ctx: { CompanyID: number; Empid: number },
  DocType: string,
  DocId: number,
  moves: readonly StockMove[],
): Promise<void> {
  const kept = moves.filter((m) => m.QtyMilli !== 0);
  if (!kept.length) return;
  const now = new Date();
  // The movements and the balances they change are written side by side.
  await together(
    t,
    () =>
      insertRows(
        t,
        sequelizeOf(t).model('stockMove'),
        kept.map((m) => ({
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
      ),
    () => addToBalances(t, ctx.CompanyID, kept, 1),
  );
}

/** A movement without its date: what a document moved at each place, summed. */
export type PlacedMove = Omit<StockMove, 'MoveDate'>;

/** What a document's live movements move at each place, summed. */
export async function liveMoves(
  t: Transaction,
  CompanyID: number,
  DocType: string,
  DocId: number,
): Promise<PlacedMove[]> {
  const live = await txSql(t).all(
    `SELECT "ItemID", "BatchId", "GodownId", "VanID", SUM("QtyMilli") AS "QtyMilli" FROM "stockMove"
      WHERE "CompanyID" = :CompanyID AND "DocType" = :DocType AND "DocId" = :DocId AND "IsDeleted" = :no
      GROUP BY "ItemID", "BatchId", "GodownId", "VanID"`,
    { CompanyID, DocType, DocId, no: false },
  );
  const id = (v: unknown) => (v === null ? null : Number(v));
  return live.map((r) => ({
    ItemID: Number(r.ItemID),
    BatchId: id(r.BatchId),
    GodownId: id(r.GodownId),
    VanID: id(r.VanID),
    QtyMilli: Number(r.QtyMilli),
  }));
}

/**
 * Marks a document's movements deleted (an edit writes new ones; a cancel writes none), and
 * takes them off the balances. Answers what they moved at each place, for `overdrawn`.
 */
export async function dropMoves(
  t: Transaction,
  CompanyID: number,
  DocType: string,
  DocId: number,
): Promise<PlacedMove[]> {
  const dropped = await liveMoves(t, CompanyID, DocType, DocId);
  if (!dropped.length) return [];
  await sequelizeOf(t)
    .model('stockMove')
    .update(
      { IsDeleted: true },
      { where: { CompanyID, DocType, DocId, IsDeleted: false }, transaction: t },
    );
  await addToBalances(t, CompanyID, dropped, -1);
  return dropped;
}

/**
 * Movements added to (or taken off) stockBalance, one upsert per document. Keys in a fixed
 * order, so two documents on Postgres lock the rows they share in the same order.
 */
async function addToBalances(
  t: Transaction,
  CompanyID: number,
  moves: ReadonlyArray<Omit<StockMove, 'MoveDate'>>,
  sign: 1 | -1,
): Promise<void> {
  const sums = new Map<string, number[]>();
  for (const m of moves) {
    const key = [m.ItemID, m.GodownId ?? 0, m.VanID ?? 0, m.BatchId ?? 0];
    const k = key.map((n) => String(n).padStart(12, '0')).join('|');
    const sum = sums.get(k) ?? [...key, 0];
    sum[4] += sign * m.QtyMilli;
    sums.set(k, sum);
  }
  const replacements: AnyRecord = { CompanyID };
  const values = [...sums.keys()].sort().map((k, i) => {
    const [ItemID, GodownId, VanID, BatchId, QtyMilli] = sums.get(k)!;
    Object.assign(replacements, {
      [`i${i}`]: ItemID,
      [`g${i}`]: GodownId,
      [`v${i}`]: VanID,
      [`b${i}`]: BatchId,
      [`q${i}`]: QtyMilli,
    });
    return `(:CompanyID, :i${i}, :g${i}, :v${i}, :b${i}, :q${i})`;
  });
  await txSql(t).run(
    `INSERT INTO "stockBalance" ("CompanyID", "ItemID", "GodownId", "VanID", "BatchId", "QtyMilli") VALUES ${values.join(', ')}
     ON CONFLICT ("CompanyID", "ItemID", "GodownId", "VanID", "BatchId")
     DO UPDATE SET "QtyMilli" = "stockBalance"."QtyMilli" + excluded."QtyMilli"`,
    replacements,
  );
}

/** A place and batch a change took stock from, below nothing: what it held before and what was taken. */
export interface Overdrawn {
  ItemID: number;
  BatchId: number | null;
  GodownId: number | null;
  VanID: number | null;
  heldMilli: number;
  takenMilli: number;
}

/**
 * Where a change (a document's moves `before` replaced by `after`, both already written) leaves
 * less than nothing and took some of it: a balance already below zero that the change did not
 * lower is not the change's doing. Read from stockBalance, after the change.
 */
export async function overdrawn(
  t: Transaction,
  CompanyID: number,
  before: readonly PlacedMove[],
  after: readonly PlacedMove[],
): Promise<Overdrawn[]> {
  const change = new Map<string, Overdrawn>();
  const add = (m: PlacedMove, sign: 1 | -1) => {
    const k = [m.ItemID, m.BatchId ?? 0, m.GodownId ?? 0, m.VanID ?? 0].join('|');
    const o = change.get(k) ?? {
      ItemID: m.ItemID,
      BatchId: m.BatchId,
      GodownId: m.GodownId,
      VanID: m.VanID ?? null,
      heldMilli: 0,
      takenMilli: 0,
    };
    o.takenMilli -= sign * m.QtyMilli;
    change.set(k, o);
  };
  before.forEach((m) => add(m, -1));
  after.forEach((m) => add(m, 1));
  const taken = [...change.values()].filter((o) => o.takenMilli > 0);
  const out: Overdrawn[] = [];
  for (const o of taken) {
    const [row] = await txSql(t).all(
      `SELECT "QtyMilli" FROM "stockBalance" WHERE "CompanyID" = :CompanyID AND "ItemID" = :ItemID
        AND "GodownId" = :GodownId AND "VanID" = :VanID AND "BatchId" = :BatchId`,
      {
        CompanyID,
        ItemID: o.ItemID,
        GodownId: o.GodownId ?? 0,
        VanID: o.VanID ?? 0,
        BatchId: o.BatchId ?? 0,
      },
    );
    const now = Number(row?.QtyMilli ?? 0);
    if (now < 0) out.push({ ...o, heldMilli: now + o.takenMilli });
  }
  return out;
}

export interface StockBalance {
  ItemID: number;
  BatchId: number | null;
  GodownId: number | null;
  VanID: number | null;
  QtyMilli: number;
}

/**
 * Balances by item, batch and place, those not at nothing; optional filters narrow them. Now:
 * from stockBalance. As on a date: the movements up to it, summed.
 */
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
  const now = filter.AsOn === undefined;
  const where = ['"CompanyID" = :CompanyID'];
  if (!now) where.push('"IsDeleted" = :no', '"MoveDate" <= :AsOn');
  if (filter.ItemID !== undefined) where.push('"ItemID" = :ItemID');
  if (filter.ItemIDs) where.push(filter.ItemIDs.length ? '"ItemID" IN (:ItemIDs)' : '1 = 0');
  if (filter.GodownId !== undefined) where.push('"GodownId" = :GodownId');
  if (filter.VanID !== undefined) where.push('"VanID" = :VanID');
  const sql = now
    ? `SELECT "ItemID", NULLIF("BatchId", 0) AS "BatchId", NULLIF("GodownId", 0) AS "GodownId", NULLIF("VanID", 0) AS "VanID", "QtyMilli"
         FROM "stockBalance" WHERE ${where.join(' AND ')} AND "QtyMilli" <> 0`
    : `SELECT "ItemID", "BatchId", "GodownId", "VanID", SUM("QtyMilli") AS "QtyMilli" FROM "stockMove"
        WHERE ${where.join(' AND ')} GROUP BY "ItemID", "BatchId", "GodownId", "VanID" HAVING SUM("QtyMilli") <> 0`;
  const rows = await readRows<AnyRecord>(sequelize, t, sql, { ...filter, CompanyID, no: false });
  const id = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const byKey = (b: StockBalance) =>
    [b.ItemID, b.BatchId ?? 0, b.GodownId ?? 0, b.VanID ?? 0]
      .map((n) => String(n).padStart(12, '0'))
      .join('|');
  return rows
    .map((r) => ({
      ItemID: Number(r.ItemID),
      BatchId: id(r.BatchId),
      GodownId: id(r.GodownId),
      VanID: id(r.VanID),
      QtyMilli: Number(r.QtyMilli),
    }))
    .sort((a, b) => (byKey(a) < byKey(b) ? -1 : byKey(a) > byKey(b) ? 1 : 0));
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
