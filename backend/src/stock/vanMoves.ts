import type { Transaction } from 'sequelize';
import { fromScaled } from '../../../resources';
import { invalid } from '../http/errors';
import { writeMoves, type StockMove } from './moves';
import { allowsNegativeStock, godownOf, lockedItems, takeFefo, vehicleOf } from './places';

/**
 * Stock between a branch's godown and a vehicle: a van sheet loads it (godown to vehicle), a
 * settlement's returns bring it back (vehicle to godown). The batches go as they are held,
 * nearest expiry first, so the vehicle holds the batches its bills then sell. Loading is held
 * to what the godown holds (unless the company allows negative stock); returns are taken as
 * counted, since a return past what the van should hold is the settlement's excess to explain.
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
  },
): Promise<void> {
  const godown = await godownOf(t, c, sheet.BranchId);
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
  for (const [index, line] of sheet.lines.entries()) {
    const { parts, short } = await takeFefo(
      t,
      c.CompanyID,
      from,
      line.ItemID,
      line.QtyMilli,
      sheet.date,
    );
    if (short > 0 && strict)
      errors[`Items[${index}].${sheet.field}`] =
        `Only ${fromScaled(line.QtyMilli - short, 3)} of ${items.get(line.ItemID)?.name ?? `item ${line.ItemID}`} is in ${from.name}.`;
    if (short > 0) parts.push({ BatchId: null, QtyMilli: short });
    const moves: StockMove[] = parts.flatMap((p) => {
      const base = {
        ItemID: line.ItemID,
        BatchId: p.BatchId,
        MoveDate: sheet.date,
        LineId: line.LineId,
      };
      return [
        { ...base, ...place(from), QtyMilli: -p.QtyMilli },
        { ...base, ...place(to), QtyMilli: p.QtyMilli },
      ];
    });
    await writeMoves(t, c, docType, DocId, moves);
  }
  if (Object.keys(errors).length) throw invalid(errors);
}
