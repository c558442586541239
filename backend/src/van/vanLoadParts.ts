import { QueryTypes, type Transaction } from 'sequelize';
import { toScaled, vanLoad, type AnyRecord, type VanLoadContext } from '../../../resources';
import { HttpError, invalid } from '../http/errors';
import { sequelizeOf } from '../ledger/entries';
import { registerParts, type DocCtx } from '../documents/parts';
import { dropMoves, liveMoves, type PlacedMove } from '../stock/moves';
import { lockedItems } from '../stock/places';
import { moveVanStock, refuseDatedVanShortfall, refuseOverdrawnVan } from '../stock/vanMoves';
import { lockedVehicle, settlementOf, sheetOf } from './vanDay';

/** What an edit gave back of the sheet's stock, from its beforeChange to its afterWrite. */
const given = new WeakMap<Transaction, PlacedMove[]>();

export const SETTLED_SHEET =
  'The van settlement for this vehicle and date is closed: reopen it to change the sheet.';

/** A settled day's sheet stays as it was settled against. */
async function refuseSettled(
  t: Transaction,
  CompanyID: number,
  VanID: number,
  date: string,
): Promise<void> {
  if (await settlementOf({ sequelize: sequelizeOf(t), t }, CompanyID, VanID, date))
    throw new HttpError(409, SETTLED_SHEET);
}

/**
 * The van sheet's part: the vehicle is the branch's (or of no branch), one live sheet per
 * vehicle and date (409: update it instead), never on a settled day, and the items' code and
 * name copied onto the lines.
 */
async function context(
  c: DocCtx,
  input: { header: AnyRecord; lines: AnyRecord[] },
  t: Transaction,
  existing?: AnyRecord,
): Promise<VanLoadContext> {
  const h = input.header;
  const VanID = Number(h.VanID);
  const date = String(h.VanDate);
  const vehicle = await lockedVehicle(t, c.CompanyID, VanID);
  if (!vehicle) throw invalid({ VanID: 'Vehicle not found.' });
  if (
    vehicle.BranchId !== null &&
    vehicle.BranchId !== undefined &&
    Number(vehicle.BranchId) !== Number(h.BranchID)
  ) {
    throw invalid({ VanID: 'This vehicle belongs to another branch.' });
  }
  const sheet = await sheetOf({ sequelize: sequelizeOf(t), t }, c.CompanyID, VanID, date);
  if (sheet && Number(sheet.VanLoadID) !== Number(existing?.VanLoadID ?? 0)) {
    throw new HttpError(
      409,
      `Sheet ${String(sheet.SheetID)} already loads this vehicle on ${date}: use Update to change it.`,
    );
  }
  await refuseSettled(t, c.CompanyID, VanID, date);
  const ids = [...new Set(input.lines.map((l) => Number(l.ItemID)))];
  const items = await sequelizeOf(t).query<AnyRecord>(
    // +"CompanyID": by key, not through an index holding every item of the company.
    'SELECT "ItemId", "ItemCode", "ItemName" FROM "item" WHERE "ItemId" IN (:ids) AND +"CompanyID" = :CompanyID',
    {
      replacements: { CompanyID: c.CompanyID, ids },
      type: QueryTypes.SELECT,
      transaction: t,
    },
  );
  return {
    VehicleNo: String(vehicle.VRegNo),
    items: new Map(
      items.map((i) => [
        Number(i.ItemId),
        { ItemCode: String(i.ItemCode), itemName: String(i.ItemName) },
      ]),
    ),
  };
}

/** Registers the van sheet's part with the document layer. */
export function registerVanLoad(): void {
  registerParts<VanLoadContext>(vanLoad.name, {
    context,
    beforeChange: async (c, before, t, change) => {
      // The vehicle first, then the sheet's items, in the order a bill from the van and the day's
      // settlement take them: on Postgres a cancel then waits for a bill being saved (and sees
      // what it took) or for the settlement (and sees the day closed), never the other way round.
      await lockedVehicle(t, c.CompanyID, Number(before.VanID));
      await lockedItems(
        t,
        c.CompanyID,
        (before.Items as AnyRecord[]).map((l) => Number(l.ItemID)),
      );
      await refuseSettled(t, c.CompanyID, Number(before.VanID), String(before.VanDate));
      const dropped = await dropMoves(t, c.CompanyID, vanLoad.name, Number(before.VanLoadID));
      given.set(t, dropped);
      if (change !== 'update') {
        await refuseOverdrawnVan(t, c, Number(before.VanLoadID), Number(before.VanID));
        await refuseDatedVanShortfall(t, c, String(before.VanDate).slice(0, 10), dropped, []);
      }
    },
    // The sheet's quantities leave the branch's godown for the vehicle, in the sheet's transaction.
    afterWrite: async (c, saved, _sent, t, mode) => {
      await moveVanStock(t, c, vanLoad.name, Number(saved.VanLoadID), {
        BranchId: saved.BranchID,
        VanID: Number(saved.VanID),
        date: String(saved.VanDate),
        toVan: true,
        lines: (saved.Items as AnyRecord[]).map((l) => ({
          ItemID: Number(l.ItemID),
          QtyMilli: toScaled(Number(l.Stock), 3),
          LineId: Number(l.VLDID),
        })),
        field: 'Stock',
      });
      if (mode === 'update') {
        await refuseOverdrawnVan(t, c, Number(saved.VanLoadID), Number(saved.VanID));
        // A settled day refuses the edit, so the sheet keeps its date.
        await refuseDatedVanShortfall(
          t,
          c,
          String(saved.VanDate).slice(0, 10),
          given.get(t) ?? [],
          await liveMoves(t, c.CompanyID, vanLoad.name, Number(saved.VanLoadID)),
        );
      }
    },
  });
}
