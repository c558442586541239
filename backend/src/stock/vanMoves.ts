import { QueryTypes, type Transaction } from 'sequelize';
import { displayDate, DOC_STATUS, fromScaled, type AnyRecord } from '../../../resources';
import { invalid } from '../http/errors';
import { sequelizeOf } from '../ledger/entries';
import { datedShortfalls } from './datedShortfalls';
import { balances, writeMoves, type PlacedMove, type StockMove } from './moves';
import {
  allowsNegativeStock,
  godownOf,
  lockedItems,
  onHand,
  vehicleOf,
  type Place,
} from './places';

/**
 * Stock between a branch's godown and a vehicle: a van sheet loads it (godown to vehicle), a
 * settlement's returns bring it back (vehicle to godown). The batches go as they are held,
 * nearest expiry first, so the vehicle holds the batches its bills then sell. Loading is held
 * to what the godown holds (unless the company allows negative stock); returns are taken as
 * counted, since a return past what the van should hold is the settlement's excess to explain:
 * the godown gets all of it, the van gives what it holds.
 */
export async function moveVanStock(
  t: Transaction,
  c: { CompanyID: number; Empid: number },
  docType: string,
  DocId: number,
  sheet: {
    BranchId: unknown;
    VanID: number;
    date: string;
    toVan: boolean;
    lines: ReadonlyArray<{ ItemID: number; QtyMilli: number; LineId: number }>;
    field: string;
    /** The godown, when not the branch's own: returns go back where the day's sheet loaded from. */
    godown?: Place;
  },
): Promise<void> {
  const godown = sheet.godown ?? (await godownOf(t, c, sheet.BranchId));
  const van = await vehicleOf(t, c.CompanyID, sheet.VanID);
  const [from, to] = sheet.toVan ? [godown, van] : [van, godown];
  const items = await lockedItems(
    t,
    c.CompanyID,
    sheet.lines.map((l) => l.ItemID),
  );
  const place = (p: typeof godown) => ({ GodownId: p.GodownId, VanID: p.VanID });
  const errors: Record<string, string> = {};
  const strict = sheet.toVan && !(await allowsNegativeStock(t, c.CompanyID));
  const stock = await onHand(t, c.CompanyID, from, [...items.keys()], sheet.date);
  const moves: StockMove[] = [];
  for (const [index, line] of sheet.lines.entries()) {
    const { parts, short } = stock.takeFefo(line.ItemID, line.QtyMilli, sheet.date);
    if (short > 0 && strict)
      errors[`Items[${index}].${sheet.field}`] =
        `Only ${fromScaled(line.QtyMilli - short, 3)} of ${items.get(line.ItemID)?.name ?? `item ${line.ItemID}`} is in ${from.name}${stock.heldFrom(line.ItemID, sheet.date)}.`;
    const base = { ItemID: line.ItemID, MoveDate: sheet.date, LineId: line.LineId };
    // More back than the van holds (the settlement's excess) comes into the godown as counted,
    // from no batch; the van gives what it holds and no more, never going below nothing.
    if (short > 0 && !sheet.toVan)
      moves.push({ ...base, BatchId: null, ...place(to), QtyMilli: short });
    else if (short > 0) parts.push({ BatchId: null, QtyMilli: short });
    for (const p of parts) {
      moves.push(
        { ...base, BatchId: p.BatchId, ...place(from), QtyMilli: -p.QtyMilli },
        { ...base, BatchId: p.BatchId, ...place(to), QtyMilli: p.QtyMilli },
      );
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
  await writeMoves(t, c, docType, DocId, moves);
}

/**
 * A van sheet changed or cancelled must still cover what the van's bills have taken: the
 * vehicle may not be left holding less than nothing of an item the sheet ever loaded (unless
 * the company allows negative stock). Runs after the sheet's movements are rewritten.
 */
export async function refuseOverdrawnVan(
  t: Transaction,
  c: { CompanyID: number },
  VanLoadID: number,
  VanID: number,
): Promise<void> {
  if (await allowsNegativeStock(t, c.CompanyID)) return;
  const ever = await sequelizeOf(t).query<AnyRecord>(
    'SELECT DISTINCT "ItemID" FROM "stockMove" WHERE "CompanyID" = :CompanyID AND "DocType" = :type AND "DocId" = :id',
    {
      replacements: { CompanyID: c.CompanyID, type: 'vanLoad', id: VanLoadID },
      type: QueryTypes.SELECT,
      transaction: t,
    },
  );
  const ids = ever.map((r) => Number(r.ItemID));
  if (!ids.length) return;
  const left = await balances(sequelizeOf(t), c.CompanyID, { ItemIDs: ids, VanID }, t);
  const short = new Map<number, number>();
  for (const b of left) short.set(b.ItemID, (short.get(b.ItemID) ?? 0) + b.QtyMilli);
  const over = [...short].filter(([, q]) => q < 0);
  if (!over.length) return;
  const van = await vehicleOf(t, c.CompanyID, VanID);
  const items = await lockedItems(
    t,
    c.CompanyID,
    over.map(([id]) => id),
  );
  const [ItemID, q] = over[0];
  throw invalid({
    Items: `The bills of ${van.name} have already taken ${fromScaled(-q, 3)} more of ${items.get(ItemID)?.name ?? `item ${ItemID}`} than this would leave loaded: cancel or change those bills first.`,
  });
}

/**
 * A sheet cancelled or cut (its movements of `date` given back, `before`, and written again,
 * `after`) may not leave the vehicle or the godown short on a day in between, though later
 * sheets keep today's balance above nothing: the bills of that day sold what it loaded.
 */
export async function refuseDatedVanShortfall(
  t: Transaction,
  c: { CompanyID: number },
  date: string,
  before: readonly PlacedMove[],
  after: readonly PlacedMove[],
): Promise<void> {
  const dated = (moves: readonly PlacedMove[]) => moves.map((m) => ({ ...m, MoveDate: date }));
  const [short] = await datedShortfalls(t, c.CompanyID, dated(before), dated(after));
  if (!short) return;
  const item = (await lockedItems(t, c.CompanyID, [short.ItemID])).get(short.ItemID)?.name;
  const place = short.VanID ? (await vehicleOf(t, c.CompanyID, short.VanID)).name : 'the godown';
  throw invalid({
    Items: `${item ?? `Item ${short.ItemID}`} in ${place} would fall below nothing on ${displayDate(short.on)}: cancel or change what took it that day first.`,
  });
}

/**
 * The godown a vehicle's sheet of a day loaded from (its movements say), or undefined when the
 * day has no live sheet that moved stock: the branch's godown may have changed since.
 */
export async function loadedFrom(
  t: Transaction,
  CompanyID: number,
  VanID: number,
  date: string,
): Promise<Place | undefined> {
  const [row] = await sequelizeOf(t).query<AnyRecord>(
    `SELECT m."GodownId", g."GodownName" FROM "stockMove" m
       JOIN "vanLoad" v ON v."CompanyID" = m."CompanyID" AND v."VanLoadID" = m."DocId"
       LEFT JOIN "godown" g ON g."CompanyID" = m."CompanyID" AND g."GodownId" = m."GodownId"
      WHERE m."CompanyID" = :CompanyID AND m."DocType" = :type AND m."IsDeleted" = :no AND m."GodownId" IS NOT NULL
        AND v."VanID" = :VanID AND v."VanDate" = :date AND v."DocStatus" = :active AND v."IsDeleted" = :no
      LIMIT 1`,
    {
      replacements: {
        CompanyID,
        type: 'vanLoad',
        no: false,
        VanID,
        date,
        active: DOC_STATUS.ACTIVE,
      },
      type: QueryTypes.SELECT,
      transaction: t,
    },
  );
  if (!row) return undefined;
  return { GodownId: Number(row.GodownId), VanID: null, name: String(row.GodownName ?? 'Main') };
}

/** Any batch, expired or not: a shortage writes off what the van holds, whatever its expiry. */
const EVERY_BATCH = '0000-01-01';

/**
 * The day's shortage (loaded less sold less returned, per item) leaves the vehicle: the goods are
 * not in it, and left on its books they would be sold again the next day, or come back into a
 * godown when the day is settled anew. Taken nearest expiry first from what the vehicle holds on
 * the day; reopening the settlement drops these movements with its returns.
 */
export async function writeOffShortage(
  t: Transaction,
  c: { CompanyID: number; Empid: number },
  docType: string,
  DocId: number,
  day: {
    VanID: number;
    date: string;
    lines: ReadonlyArray<{ ItemID: number; QtyMilli: number; LineId: number }>;
  },
): Promise<void> {
  const short = day.lines.filter((l) => l.QtyMilli > 0);
  if (!short.length) return;
  const van = await vehicleOf(t, c.CompanyID, day.VanID);
  const stock = await onHand(
    t,
    c.CompanyID,
    van,
    short.map((l) => l.ItemID),
    day.date,
  );
  const moves: StockMove[] = short.flatMap((l) =>
    stock.takeFefo(l.ItemID, l.QtyMilli, EVERY_BATCH).parts.map((p) => ({
      ItemID: l.ItemID,
      BatchId: p.BatchId,
      GodownId: null,
      VanID: day.VanID,
      MoveDate: day.date,
      QtyMilli: -p.QtyMilli,
      LineId: l.LineId,
    })),
  );
  await writeMoves(t, c, docType, DocId, moves);
}
