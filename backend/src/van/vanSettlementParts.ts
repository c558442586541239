import type { Transaction } from 'sequelize';
import {
  fromScaled,
  NO_VAN_SHEET,
  toScaled,
  vanSettlement,
  type AnyRecord,
  type VanSettlementContext,
} from '../../../resources';
import { HttpError, invalid } from '../http/errors';
import { sequelizeOf } from '../ledger/entries';
import { registerParts, type DocCtx } from '../documents/parts';
import { dropMoves, liveMoves, type PlacedMove } from '../stock/moves';
import { lockedItems, onlyInStock } from '../stock/places';
import { shortfalls } from '../stock/shortfalls';
import { loadedFrom, moveVanStock, writeOffShortage } from '../stock/vanMoves';
import { loadVanDay, lockedVehicle, settlementOf } from './vanDay';

const SETTLEMENT_KEEPS_DAY =
  'A settlement keeps its vehicle and date: reopen it, then settle the other day.';

/**
 * The settlement's part: one live settlement per vehicle and date, only for a day with a sheet,
 * and the day's figures (sheet, bills, receipts, rates) read inside the saving transaction.
 */
async function context(
  c: DocCtx,
  input: { header: AnyRecord; lines: AnyRecord[] },
  t: Transaction,
  existing?: AnyRecord,
): Promise<VanSettlementContext> {
  const VanID = Number(input.header.VanID);
  const date = String(input.header.VanDate);
  // Another vehicle or day would leave the first one unsettled with no reopening on record.
  if (existing && (Number(existing.VanID) !== VanID || String(existing.VanDate) !== date))
    throw new HttpError(409, SETTLEMENT_KEEPS_DAY);
  if (!(await lockedVehicle(t, c.CompanyID, VanID))) throw invalid({ VanID: 'Vehicle not found.' });
  const r = { sequelize: sequelizeOf(t), t };
  const closed = await settlementOf(r, c.CompanyID, VanID, date);
  if (closed && Number(closed.SettlementID) !== Number(existing?.SettlementID ?? 0)) {
    throw new HttpError(
      409,
      `This vehicle's day is already settled (settlement ${String(closed.SettlementNo)}): reopen it to settle again.`,
    );
  }
  const day = await loadVanDay(
    r,
    c.CompanyID,
    VanID,
    date,
    input.lines.map((l) => Number(l.ItemID)),
  );
  if (!day.sheet) throw invalid({ VanID: NO_VAN_SHEET });
  return day;
}

/** What a settlement being changed took back out of the godown, kept from beforeChange to afterWrite. */
const droppedIn = new WeakMap<Transaction, PlacedMove[]>();

/**
 * Reopening or changing a settlement takes its returns back out of the godown: refused where the
 * godown has since sold or moved them on (unless the company allows negative stock).
 */
async function refuseTakingBackSold(
  t: Transaction,
  CompanyID: number,
  before: readonly PlacedMove[],
  after: readonly PlacedMove[],
  change: string,
): Promise<void> {
  const [short] = await shortfalls(t, CompanyID, before, after);
  if (!short) return;
  const only = onlyInStock(Math.max(0, short.heldMilli), short.itemName, null, ' in the godown');
  throw invalid({
    Items: `${only}: its returns have been sold or moved on since, so this settlement cannot be ${change} to take back ${fromScaled(short.takenMilli, 3)} of it.`,
  });
}

/** Registers the van settlement's part with the document layer. */
export function registerVanSettlement(): void {
  registerParts<VanSettlementContext>(vanSettlement.name, {
    context,
    // Reopening (or changing) a settlement takes its returns back out of the godown. The vehicle
    // and the items are locked first, in the order a bill takes them, so on Postgres the two
    // take turns instead of each holding what the other waits for.
    beforeChange: async (c, before, t, change) => {
      await lockedVehicle(t, c.CompanyID, Number(before.VanID));
      await lockedItems(
        t,
        c.CompanyID,
        (before.Items as AnyRecord[]).map((l) => Number(l.ItemID)),
      );
      const dropped = await dropMoves(
        t,
        c.CompanyID,
        vanSettlement.name,
        Number(before.SettlementID),
      );
      if (change === 'update') droppedIn.set(t, dropped);
      else await refuseTakingBackSold(t, c.CompanyID, dropped, [], 'reopened');
    },
    // What comes back in the evening leaves the vehicle for the godown it was loaded from; what
    // is short leaves it for nowhere.
    afterWrite: async (c, saved, _sent, t, mode) => {
      await moveVanStock(t, c, vanSettlement.name, Number(saved.SettlementID), {
        BranchId: saved.BranchID,
        VanID: Number(saved.VanID),
        date: String(saved.VanDate),
        toVan: false,
        godown: await loadedFrom(
          t,
          c.CompanyID,
          Number(saved.VanID),
          String(saved.VanDate).slice(0, 10),
        ),
        lines: (saved.Items as AnyRecord[])
          .filter((l) => Number(l.Returned) > 0)
          .map((l) => ({
            ItemID: Number(l.ItemID),
            QtyMilli: toScaled(Number(l.Returned), 3),
            LineId: Number(l.VSDID),
          })),
        field: 'Returned',
      });
      await writeOffShortage(t, c, vanSettlement.name, Number(saved.SettlementID), {
        VanID: Number(saved.VanID),
        date: String(saved.VanDate).slice(0, 10),
        lines: (saved.Items as AnyRecord[]).map((l) => ({
          ItemID: Number(l.ItemID),
          QtyMilli: toScaled(Number(l.Shortage), 3),
          LineId: Number(l.VSDID),
        })),
      });
      const dropped = mode === 'update' ? droppedIn.get(t) : undefined;
      if (dropped) {
        const now = await liveMoves(t, c.CompanyID, vanSettlement.name, Number(saved.SettlementID));
        await refuseTakingBackSold(t, c.CompanyID, dropped, now, 'changed');
      }
    },
  });
}
