import { QueryTypes, type Sequelize } from 'sequelize';
import { DOC_STATUS, type AnyRecord } from '../../../resources';
import { periodOf } from './period';

const FIGURES = ['TaxableAmount', 'CGST', 'SGST', 'IGST', 'RoundOff', 'BillAmount'] as const;

/**
 * The two registers, by the document each lists: the sales register names a bill by its invoice
 * number and its customer; the purchase register by the supplier's bill number (and our own
 * purchase number) and its supplier, the place of supply named from the state list as a sale's is.
 */
export const REGISTERS = {
  sales: {
    table: 'salesInvoice',
    key: 'BillID',
    date: 'BillDate',
    number: '"InvoiceNo"',
    party: 'CustomerName',
    ours: null,
    placeName: '"PlaceOfSupplyName"',
  },
  purchase: {
    table: 'purchaseInvoice',
    key: 'PurchaseID',
    date: 'PurchaseDate',
    number: '"SupplierBillNo"',
    party: 'SupplierName',
    ours: 'PurchaseNo',
    placeName: `(SELECT s."StateName" FROM "state" s WHERE s."CompanyID" IS NULL AND s."StateCode" = b."PlaceOfSupply" AND s."IsDeleted" = :no ORDER BY s."StateId" LIMIT 1)`,
  },
} as const;
export type RegisterKind = keyof typeof REGISTERS;

/**
 * A register for a period: each bill with its party, GSTIN, place of supply, taxable value,
 * taxes, round-off, total and status, and totals per day and for the period (cancelled bills
 * listed with their figures 0, not counted, as the day book lists them), summed in SQL.
 */
export async function register(
  sequelize: Sequelize,
  kind: RegisterKind,
  q: { CompanyID: number; FromDate?: string; ToDate?: string },
) {
  const reg: (typeof REGISTERS)[RegisterKind] = REGISTERS[kind];
  const { from, to } = periodOf(q.FromDate ?? '', q.ToDate ?? q.FromDate ?? '');
  const replacements = { CompanyID: q.CompanyID, from, to, no: false, active: DOC_STATUS.ACTIVE };
  const where = `"CompanyID" = :CompanyID AND "IsDeleted" = :no AND "${reg.date}" BETWEEN :from AND :to`;
  const rows = await sequelize.query<AnyRecord>(
    `SELECT "${reg.key}" AS "BillID", ${reg.number} AS "InvoiceNo", ${reg.ours ? `"${reg.ours}", ` : ''}"${reg.date}" AS "BillDate", "${reg.party}", "GSTIN", "PlaceOfSupply", ${reg.placeName} AS "PlaceOfSupplyName", ${FIGURES.map((f) => `"${f}"`).join(', ')}, "DocStatus"
       FROM "${reg.table}" b WHERE ${where} ORDER BY "${reg.date}", "${reg.key}"`,
    { replacements, type: QueryTypes.SELECT },
  );
  const sums = FIGURES.map((f) => `SUM("${f}") AS "${f}"`).join(', ');
  const days = await sequelize.query<AnyRecord>(
    `SELECT "${reg.date}" AS "BillDate", COUNT(*) AS "Bills", ${sums} FROM "${reg.table}" WHERE ${where} AND "DocStatus" = :active GROUP BY "${reg.date}" ORDER BY "${reg.date}"`,
    { replacements, type: QueryTypes.SELECT },
  );
  const [period] = await sequelize.query<AnyRecord>(
    `SELECT COUNT(*) AS "Bills", ${sums} FROM "${reg.table}" WHERE ${where} AND "DocStatus" = :active`,
    { replacements, type: QueryTypes.SELECT },
  );
  // Money columns are stored in paise.
  const money = (r: AnyRecord) =>
    Object.fromEntries(FIGURES.map((f) => [f, Number(r[f] ?? 0) / 100])) as Record<
      (typeof FIGURES)[number],
      number
    >;
  return {
    FromDate: from,
    ToDate: to,
    rows: rows.map((row) => ({
      BillID: Number(row.BillID),
      InvoiceNo: row.InvoiceNo,
      ...(reg.ours ? { [reg.ours]: Number(row[reg.ours]) } : {}),
      BillDate: String(row.BillDate).slice(0, 10),
      [reg.party]: row[reg.party],
      GSTIN: row.GSTIN ?? null,
      PlaceOfSupply: row.PlaceOfSupply ?? null,
      PlaceOfSupplyName: row.PlaceOfSupplyName ?? null,
      // A cancelled bill keeps its number here; its figures count for nothing (they stay on the bill).
      ...money(Number(row.DocStatus) === DOC_STATUS.CANCELLED ? {} : row),
      Status: Number(row.DocStatus) === DOC_STATUS.CANCELLED ? 'Cancelled' : 'Active',
    })),
    days: days.map((d) => ({
      BillDate: String(d.BillDate).slice(0, 10),
      Bills: Number(d.Bills),
      ...money(d),
    })),
    totals: { Bills: Number(period?.Bills ?? 0), ...money(period ?? {}) },
  };
}
