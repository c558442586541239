import { QueryTypes, type Sequelize } from 'sequelize';
import { OPENING_STOCK } from './opening';
import {
  DOC_STATUS,
  purchaseInvoice,
  rateAsCost,
  type AnyRecord,
  type BatchCost,
} from '../../../resources';

/** A stock row's cost: a batch's own, or for an item kept without batches, the item's. */
export type CostOf = (ItemID: number, BatchId: number | null) => BatchCost | undefined;

/**
 * What the stock in these rows cost (rules/stockValue), as on a date: derived from the stored
 * lines of the live purchases up to that date (taxable value over quantity and free quantity,
 * summed, so stock bought twice is at its average cost), so a purchase saved before this rule is
 * valued the same way without a migration. A batch is costed by the lines that brought it in; a
 * batch no purchase brought in (made in the batch master) is at its typed purchase rate. An item
 * kept without batches is costed by its purchase lines without a batch, its opening stock with
 * them, as Tally's average cost does; one never bought has no cost, and no value.
 */
export async function stockCosts(
  sequelize: Sequelize,
  CompanyID: number,
  rows: ReadonlyArray<{ ItemID: number; BatchId: number | null }>,
  AsOn: string,
): Promise<CostOf> {
  const ids = [...new Set(rows.flatMap((r) => (r.BatchId === null ? [] : [r.BatchId])))];
  const items = [...new Set(rows.flatMap((r) => (r.BatchId === null ? [r.ItemID] : [])))];
  const h = purchaseInvoice.name;
  const replacements = { CompanyID, ids, items, AsOn, no: false, active: DOC_STATUS.ACTIVE };
  const bought = (by: 'BatchId' | 'ItemID', where: string) =>
    sequelize.query<AnyRecord>(
      `SELECT l."${by}" AS "id", SUM(l."TotalItemAmt") AS "paise", SUM(l."Quantity" + COALESCE(l."FreeQty", 0)) AS "milli"
         FROM "${h}Line" l JOIN "${h}" p ON p."CompanyID" = l."CompanyID" AND p."${purchaseInvoice.primaryKey}" = l."${purchaseInvoice.primaryKey}"
        WHERE l."CompanyID" = :CompanyID AND ${where} AND l."IsDeleted" = :no
          AND p."IsDeleted" = :no AND p."DocStatus" = :active AND p."PurchaseDate" <= :AsOn
        GROUP BY l."${by}"`,
      { replacements, type: QueryTypes.SELECT },
    );
  const none = Promise.resolve([] as AnyRecord[]);
  const [batches, typed, unbatched, opening] = await Promise.all([
    ids.length ? bought('BatchId', 'l."BatchId" IN (:ids)') : none,
    ids.length
      ? sequelize.query<AnyRecord>(
          'SELECT "BatchId", "PurchaseRate" FROM "batch" WHERE "CompanyID" = :CompanyID AND "BatchId" IN (:ids) AND "PurchaseRate" IS NOT NULL',
          { replacements, type: QueryTypes.SELECT },
        )
      : none,
    items.length ? bought('ItemID', 'l."ItemID" IN (:items) AND l."BatchId" IS NULL') : none,
    items.length
      ? sequelize.query<AnyRecord>(
          `SELECT m."ItemID" AS "id", SUM(m."QtyMilli") AS "milli", i."OpeningRate" AS "rate"
             FROM "stockMove" m JOIN "item" i ON i."CompanyID" = m."CompanyID" AND i."ItemId" = m."ItemID"
            WHERE m."CompanyID" = :CompanyID AND m."DocType" = '${OPENING_STOCK}' AND m."ItemID" IN (:items)
              AND m."IsDeleted" = :no AND m."MoveDate" <= :AsOn AND i."OpeningRate" IS NOT NULL
            GROUP BY m."ItemID", i."OpeningRate"`,
          { replacements, type: QueryTypes.SELECT },
        )
      : none,
  ]);
  const cost = (r: AnyRecord): BatchCost => ({ paise: Number(r.paise), milli: Number(r.milli) });
  const byBatch = new Map<number, BatchCost>(
    typed.map((b) => [Number(b.BatchId), rateAsCost(Number(b.PurchaseRate))]),
  );
  for (const b of batches) if (Number(b.milli) > 0) byBatch.set(Number(b.id), cost(b));
  // An item's purchases and its opening stock at its opening rate, averaged: kept in thousandths
  // of a paisa over thousandths of a unit, so an opening of 0.5 at 3 paise is not rounded first.
  const byItem = new Map<number, BatchCost>();
  const add = (id: number, c: BatchCost) => {
    const was = byItem.get(id) ?? { paise: 0, milli: 0 };
    byItem.set(id, { paise: was.paise + c.paise, milli: was.milli + c.milli });
  };
  for (const r of unbatched)
    if (Number(r.milli) > 0)
      add(Number(r.id), { paise: Number(r.paise) * 1000, milli: Number(r.milli) * 1000 });
  for (const r of opening)
    if (Number(r.milli) > 0)
      add(Number(r.id), { paise: Number(r.rate) * Number(r.milli), milli: Number(r.milli) * 1000 });
  return (ItemID, BatchId) => (BatchId === null ? byItem.get(ItemID) : byBatch.get(BatchId));
}
