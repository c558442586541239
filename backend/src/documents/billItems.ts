import { itemTaxHundredths, type AnyRecord, type BillItem } from '../../../resources';

/**
 * The items a bill names, with their HSN and tax (replacements: CompanyID, ids, no). A deleted
 * tax counts as none, so the bill is refused rather than charged a rate nobody can see.
 */
export const BILL_ITEMS_SQL = `SELECT i."ItemId", i."ItemCode", i."ItemName", i."UnitID", i."MRP", i."Taxable", h."HsnName", x."AccGroupid", x."GST", x."VAT"
      FROM "item" i LEFT JOIN "hsn" h ON h."HsnId" = i."HsnId" AND h."CompanyID" = i."CompanyID"
      LEFT JOIN "tax" x ON x."TaxID" = i."TaxID" AND x."CompanyID" = i."CompanyID" AND x."IsDeleted" = :no
     WHERE i."CompanyID" = :CompanyID AND i."ItemId" IN (:ids) AND i."IsDeleted" = :no`;

/** The rows of BILL_ITEMS_SQL as a bill's context keeps them, by ItemId. */
export function billItemsById(rows: readonly AnyRecord[]): Map<number, BillItem> {
  const byId = new Map<number, BillItem>();
  for (const it of rows) {
    byId.set(Number(it.ItemId), {
      taxBp: itemTaxHundredths(it) ?? -1,
      ItemCode: String(it.ItemCode),
      itemName: String(it.ItemName),
      HsnCode: (it.HsnName as string | null) ?? null,
      UnitPrice: it.MRP === null || it.MRP === undefined ? null : Number(it.MRP) / 100,
      UnitID: it.UnitID === null ? null : Number(it.UnitID),
    });
  }
  return byId;
}
