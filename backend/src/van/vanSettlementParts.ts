import type { Transaction } from 'sequelize';
import {
  toScaled,
  vanSettlement,
  type AnyRecord,
  type VanSettlementContext,
} from '../../../resources';
import { HttpError, invalid } from '../http/errors';
import { sequelizeOf } from '../ledger/entries';
import { registerParts, type DocCtx } from '../documents/parts';
import { dropMoves } from '../stock/moves';
import { moveVanStock } from '../stock/vanMoves';
import { loadVanDay, lockedVehicle, settlementOf } from './vanDay';

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
  if (!day.sheet)
    throw invalid({
      VanID: 'There is no van sheet for this vehicle on this date: load the van first.',
    });
  return day;
}

/** Registers the van settlement's part with the document layer. */
export function registerVanSettlement(): void {
  registerParts<VanSettlementContext>(vanSettlement.name, {
    context,
    // Reopening (or changing) a settlement takes its returns back out of the godown.
    beforeChange: (c, before, t) =>
      dropMoves(t, c.CompanyID, vanSettlement.name, Number(before.SettlementID)),
    // What comes back in the evening leaves the vehicle for the godown it was loaded from.
    afterWrite: async (c, saved, _sent, t) =>
      moveVanStock(t, c, vanSettlement.name, Number(saved.SettlementID), {
        BranchId: saved.BranchID,
        VanID: Number(saved.VanID),
        date: String(saved.VanDate),
        toVan: false,
        lines: (saved.Items as AnyRecord[])
          .filter((l) => Number(l.Returned) > 0)
          .map((l) => ({
            ItemID: Number(l.ItemID),
            QtyMilli: toScaled(Number(l.Returned), 3),
            LineId: Number(l.VSDID),
          })),
        field: 'Returned',
      }),
  });
}
