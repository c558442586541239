import { QueryTypes, type Sequelize } from 'sequelize';
import {
  DOC_STATUS,
  purchaseInvoice,
  rateAsCost,
  type AnyRecord,
  type BatchCost,
} from '../../../resources';

/**
 * What each batch cost (rules/stockValue), as on a date: derived from the stored lines of its
 * live purchases up to that date (taxable value over quantity and free quantity, summed, so a
 * batch bought twice is at its average cost), so a purchase saved before this rule is valued
 * the same way without a migration. A batch no purchase brought in (made in the batch master)
 * is at its typed purchase rate; one with neither has no cost.
 */
export async function batchCosts(
  sequelize: Sequelize,
  CompanyID: number,
  BatchIds: ReadonlyArray<number | null>,
  AsOn: string,
): Promise<Map<number, BatchCost>> {
  const ids = [...new Set(BatchIds.filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const h = purchaseInvoice.name;
  const replacements = { CompanyID, ids, AsOn, no: false, active: DOC_STATUS.ACTIVE };
  const [bought, typed] = await Promise.all([
    sequelize.query<AnyRecord>(
      `SELECT l."BatchId", SUM(l."TotalItemAmt") AS "paise", SUM(l."Quantity" + COALESCE(l."FreeQty", 0)) AS "milli"
         FROM "${h}Line" l JOIN "${h}" p ON p."CompanyID" = l."CompanyID" AND p."${purchaseInvoice.primaryKey}" = l."${purchaseInvoice.primaryKey}"
        WHERE l."CompanyID" = :CompanyID AND l."BatchId" IN (:ids) AND l."IsDeleted" = :no
          AND p."IsDeleted" = :no AND p."DocStatus" = :active AND p."PurchaseDate" <= :AsOn
        GROUP BY l."BatchId"`,
      { replacements, type: QueryTypes.SELECT },
    ),
    sequelize.query<AnyRecord>(
      'SELECT "BatchId", "PurchaseRate" FROM "batch" WHERE "CompanyID" = :CompanyID AND "BatchId" IN (:ids) AND "PurchaseRate" IS NOT NULL',
      { replacements, type: QueryTypes.SELECT },
    ),
  ]);
  const costs = new Map<number, BatchCost>(
    typed.map((b) => [Number(b.BatchId), rateAsCost(Number(b.PurchaseRate))]),
  );
  for (const b of bought)
    if (Number(b.milli) > 0)
      costs.set(Number(b.BatchId), { paise: Number(b.paise), milli: Number(b.milli) });
  return costs;
}
