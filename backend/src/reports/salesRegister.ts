import { QueryTypes, type Sequelize } from 'sequelize';
import { DOC_STATUS, type AnyRecord } from '../../../resources';
import { periodOf } from './period';

const FIGURES = ['TaxableAmount', 'CGST', 'SGST', 'IGST', 'RoundOff', 'BillAmount'] as const;

/**
 * The sales register for a period: each invoice with its customer, GSTIN, place of supply,
 * taxable value, taxes, round-off, total and status, and totals per day and for the period
 * (cancelled bills listed with their figures 0, not counted, as the day book lists them), summed
 * in SQL.
 */
export async function salesRegister(
  sequelize: Sequelize,
  q: { CompanyID: number; FromDate?: string; ToDate?: string },
) {
  const { from, to } = periodOf(q.FromDate ?? '', q.ToDate ?? q.FromDate ?? '');
  const replacements = { CompanyID: q.CompanyID, from, to, no: false, active: DOC_STATUS.ACTIVE };
  const where =
    '"CompanyID" = :CompanyID AND "IsDeleted" = :no AND "BillDate" BETWEEN :from AND :to';
  const rows = await sequelize.query<AnyRecord>(
    `SELECT "BillID", "InvoiceNo", "BillDate", "CustomerName", "GSTIN", "PlaceOfSupply", "PlaceOfSupplyName", ${FIGURES.map((f) => `"${f}"`).join(', ')}, "DocStatus"
       FROM "salesInvoice" WHERE ${where} ORDER BY "BillDate", "BillID"`,
    { replacements, type: QueryTypes.SELECT },
  );
  const sums = FIGURES.map((f) => `SUM("${f}") AS "${f}"`).join(', ');
  const days = await sequelize.query<AnyRecord>(
    `SELECT "BillDate", COUNT(*) AS "Bills", ${sums} FROM "salesInvoice" WHERE ${where} AND "DocStatus" = :active GROUP BY "BillDate" ORDER BY "BillDate"`,
    { replacements, type: QueryTypes.SELECT },
  );
  const [period] = await sequelize.query<AnyRecord>(
    `SELECT COUNT(*) AS "Bills", ${sums} FROM "salesInvoice" WHERE ${where} AND "DocStatus" = :active`,
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
    rows: rows.map((r) => ({
      BillID: Number(r.BillID),
      InvoiceNo: r.InvoiceNo,
      BillDate: String(r.BillDate).slice(0, 10),
      CustomerName: r.CustomerName,
      GSTIN: r.GSTIN ?? null,
      PlaceOfSupply: r.PlaceOfSupply ?? null,
      PlaceOfSupplyName: r.PlaceOfSupplyName ?? null,
      // A cancelled bill keeps its number here; its figures count for nothing (they stay on the bill).
      ...money(Number(r.DocStatus) === DOC_STATUS.CANCELLED ? {} : r),
      Status: Number(r.DocStatus) === DOC_STATUS.CANCELLED ? 'Cancelled' : 'Active',
    })),
    days: days.map((d) => ({
      BillDate: String(d.BillDate).slice(0, 10),
      Bills: Number(d.Bills),
      ...money(d),
    })),
    totals: { Bills: Number(period?.Bills ?? 0), ...money(period ?? {}) },
  };
}
