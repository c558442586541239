import type { Transaction } from 'sequelize';
import { overdrawn, type Overdrawn, type PlacedMove } from './moves';
import { allowsNegativeStock, lockedItems } from './places';

export interface Shortfall extends Overdrawn {
  itemName: string;
}

/**
 * The places a change of stock (moves given back, `before`, and written again, `after`) would
 * leave below nothing, each with its item's name for the refusal: none where the company allows
 * negative stock. Every guard against giving back stock that has since been sold asks this, and
 * only words its own refusal.
 */
export async function shortfalls(
  t: Transaction,
  CompanyID: number,
  before: readonly PlacedMove[],
  after: readonly PlacedMove[],
): Promise<Shortfall[]> {
  const short = await overdrawn(t, CompanyID, before, after);
  if (!short.length || (await allowsNegativeStock(t, CompanyID))) return [];
  const items = await lockedItems(
    t,
    CompanyID,
    short.map((s) => s.ItemID),
  );
  return short.map((s) => ({ ...s, itemName: items.get(s.ItemID)?.name ?? `item ${s.ItemID}` }));
}
