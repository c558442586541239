import { QueryTypes, type Sequelize } from 'sequelize';
import { DOC_STATUS, salesInvoice, type AnyRecord } from '../../../resources';
import {
  B2CL_LIMITS,
  gstr1PortalJson,
  invoicesOf,
  EXPORT_PLACE,
  exportType,
  isB2cLarge,
  isExport,
  isRegistered,
  mergeHsn,
  nilSupplyType,
  returnPeriodOf,
  type BillRateRow,
  type Gstr1Report,
  type NilRow,
} from '../../../resources/rules/gstr1';
import { HttpError } from '../http/errors';
import { periodOf } from './period';

export interface Gstr1Query {
  CompanyID: number;
  FromDate?: string;
  ToDate?: string;
}

const registered = `COALESCE(b."GSTIN", '') <> ''`;
/** An item's Taxable 'No' (resources/item.ts): outside GST. */
const ITEM_NOT_GST = 2;
// The B2C large limit of each bill's date, from the rule's table (newest first).
const last = B2CL_LIMITS.length - 1;
const limit = `CASE ${B2CL_LIMITS.slice(0, last)
  .map((_, i) => `WHEN b."BillDate" >= :limitFrom${i} THEN :limitPaise${i}`)
  .join(' ')} ELSE :limitPaise${last} END`;
const limitReplacements = Object.fromEntries(
  B2CL_LIMITS.flatMap((l, i) => [
    [`limitFrom${i}`, l.from],
    [`limitPaise${i}`, l.paise],
  ]),
);
// Goods sent abroad: reported invoice by invoice in 6A, whatever their value or rate.
const exported = `COALESCE(b."PlaceOfSupply", '') = :exportPlace`;
const large = `(NOT (${registered}) AND COALESCE(b."InterState", :no) = :yes AND NOT ${exported} AND b."BillAmount" > ${limit})`;
const heads =
  'SUM(l."TotalItemAmt") AS "taxable", SUM(l."IGST") AS "igst", SUM(l."CGST") AS "cgst", SUM(l."SGST") AS "sgst"';
const n = (v: unknown) => Number(v ?? 0);
const day = (v: unknown) => String(v).slice(0, 10);

function period(q: Gstr1Query) {
  return periodOf(q.FromDate ?? '', q.ToDate ?? '');
}

/**
 * GSTR-1 for a period, summed in SQL from the live sales invoices and their lines (money in
 * paise): B2B invoice by invoice and rate, B2C large likewise, B2C small per supply type, place
 * of supply and rate, the HSN summary per section, code, unit and rate, and the documents
 * issued per series (cancelled bills counted there, and only there).
 */
export async function gstr1(
  sequelize: Sequelize,
  q: Gstr1Query,
): Promise<Gstr1Report & { FromDate: string; ToDate: string }> {
  const { from, to } = period(q);
  const replacements = {
    CompanyID: q.CompanyID,
    from,
    to,
    no: false,
    yes: true,
    active: DOC_STATUS.ACTIVE,
    notGst: ITEM_NOT_GST,
    exportPlace: EXPORT_PLACE,
    ...limitReplacements,
  };
  const live = `b."CompanyID" = :CompanyID AND b."IsDeleted" = :no AND b."DocStatus" = :active AND b."BillDate" BETWEEN :from AND :to`;
  const lines = `JOIN "salesInvoiceLine" l ON l."CompanyID" = b."CompanyID" AND l."BillID" = b."BillID" AND l."IsDeleted" = :no`;
  const select = <T extends object>(sql: string) =>
    sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT });

  const billRates = await select<AnyRecord>(
    `SELECT b."BillID", b."InvoiceNo", b."BillDate", b."GSTIN", b."CustomerName", b."PlaceOfSupply", b."PlaceOfSupplyName", b."InterState", b."BillAmount", l."TaxPer", ${heads}
       FROM "salesInvoice" b ${lines}
      WHERE ${live} AND ((${registered} OR ${large}) AND l."TaxPer" <> 0 OR ${exported})
      GROUP BY b."BillID", b."InvoiceNo", b."BillDate", b."BillNo", b."GSTIN", b."CustomerName", b."PlaceOfSupply", b."PlaceOfSupplyName", b."InterState", b."BillAmount", l."TaxPer"
      ORDER BY b."GSTIN", b."BillDate", b."BillNo", b."BillID", l."TaxPer"`,
  );
  const invoices = invoicesOf(
    billRates.map((r): BillRateRow => ({
      BillID: n(r.BillID),
      InvoiceNo: String(r.InvoiceNo),
      BillDate: day(r.BillDate),
      GSTIN: (r.GSTIN as string | null) || null,
      CustomerName: String(r.CustomerName ?? ''),
      PlaceOfSupply: (r.PlaceOfSupply as string | null) ?? null,
      PlaceOfSupplyName: (r.PlaceOfSupplyName as string | null) ?? null,
      InterState: Boolean(r.InterState),
      BillAmount: n(r.BillAmount),
      rateBp: n(r.TaxPer),
      taxable: n(r.taxable),
      igst: n(r.igst),
      cgst: n(r.cgst),
      sgst: n(r.sgst),
    })),
  );

  const small = await select<AnyRecord>(
    `SELECT b."InterState", b."PlaceOfSupply", MAX(b."PlaceOfSupplyName") AS "PlaceOfSupplyName", l."TaxPer", ${heads}
       FROM "salesInvoice" b ${lines}
      WHERE ${live} AND NOT (${registered}) AND NOT ${large} AND NOT ${exported} AND l."TaxPer" <> 0
      GROUP BY b."InterState", b."PlaceOfSupply", l."TaxPer"
      ORDER BY b."PlaceOfSupply", l."TaxPer", b."InterState"`,
  );
  // What carries no tax goes to table 8, not to 4 or 7 at a rate of 0 (ITEM_NOT_GST: Taxable 'No').
  const untaxed = await select<AnyRecord>(
    `SELECT CASE WHEN ${registered} THEN 1 ELSE 0 END AS "registered", COALESCE(b."InterState", :no) AS "inter",
            CASE WHEN i."Taxable" = :notGst THEN 1 ELSE 0 END AS "nonGst", SUM(l."TotalItemAmt") AS "value"
       FROM "salesInvoice" b ${lines}
       LEFT JOIN "item" i ON i."CompanyID" = l."CompanyID" AND i."ItemId" = l."ItemID"
      WHERE ${live} AND l."TaxPer" = 0 AND NOT ${exported}
      GROUP BY 1, 2, 3`,
  );
  const nil = new Map<string, NilRow>();
  for (const r of untaxed) {
    const supplyType = nilSupplyType(n(r.registered) === 1, Boolean(n(r.inter)));
    const row = nil.get(supplyType) ?? { supplyType, nil: 0, exempt: 0, nonGst: 0 };
    if (n(r.nonGst) === 1) row.nonGst += n(r.value);
    else row.nil += n(r.value);
    nil.set(supplyType, row);
  }
  const hsn = await select<AnyRecord>(
    `SELECT CASE WHEN ${registered} THEN 'B2B' ELSE 'B2C' END AS "section", COALESCE(l."HsnCode", '') AS "hsn", l."UnitName", l."TaxPer",
            SUM(l."Quantity" + COALESCE(l."FreeQty", 0)) AS "qty", ${heads}
       FROM "salesInvoice" b ${lines}
      WHERE ${live}
      GROUP BY CASE WHEN ${registered} THEN 'B2B' ELSE 'B2C' END, COALESCE(l."HsnCode", ''), l."UnitName", l."TaxPer"
      ORDER BY 1, 2, 4, 3`,
  );
  const docs = await select<AnyRecord>(
    `SELECT b."SID", MAX(b."SeriesName") AS "SeriesName", MIN(b."BillNo") AS "first", MAX(b."BillNo") AS "last", COUNT(*) AS "total",
            SUM(CASE WHEN b."DocStatus" = :active THEN 0 ELSE 1 END) AS "cancelled"
       FROM "salesInvoice" b
      WHERE b."CompanyID" = :CompanyID AND b."IsDeleted" = :no AND b."BillDate" BETWEEN :from AND :to
      GROUP BY b."SID" ORDER BY 2, 1`,
  );
  const shown = (SeriesName: unknown, BillNo: unknown) =>
    salesInvoice.number.display!.format({ SeriesName, BillNo });
  return {
    FromDate: from,
    ToDate: to,
    b2b: invoices.filter((b) => isRegistered(b.GSTIN)),
    b2cl: invoices
      .filter(isB2cLarge)
      .sort(
        (a, b) =>
          (a.PlaceOfSupply ?? '').localeCompare(b.PlaceOfSupply ?? '') ||
          a.BillDate.localeCompare(b.BillDate) ||
          a.BillID - b.BillID,
      ),
    exp: invoices
      .filter(isExport)
      .sort((a, b) => a.BillDate.localeCompare(b.BillDate) || a.BillID - b.BillID),
    b2cs: small.map((r) => ({
      supplyType: r.InterState ? 'INTER' : 'INTRA',
      PlaceOfSupply: (r.PlaceOfSupply as string | null) ?? null,
      PlaceOfSupplyName: (r.PlaceOfSupplyName as string | null) ?? null,
      rateBp: n(r.TaxPer),
      taxable: n(r.taxable),
      igst: n(r.igst),
      cgst: n(r.cgst),
      sgst: n(r.sgst),
    })),
    nil: ['INTRB2B', 'INTRAB2B', 'INTRB2C', 'INTRAB2C'].flatMap((t) => nil.get(t) ?? []),
    hsn: mergeHsn(
      hsn.map((r) => ({
        section: r.section === 'B2B' ? 'B2B' : 'B2C',
        hsn: String(r.hsn),
        unit: (r.UnitName as string | null) ?? null,
        qtyMilli: n(r.qty),
        rateBp: n(r.TaxPer),
        taxable: n(r.taxable),
        igst: n(r.igst),
        cgst: n(r.cgst),
        sgst: n(r.sgst),
      })),
    ),
    docs: docs.map((r) => ({
      series: String(r.SeriesName),
      first: shown(r.SeriesName, r.first),
      last: shown(r.SeriesName, r.last),
      total: n(r.total),
      cancelled: n(r.cancelled),
    })),
  };
}

/** The company's GSTIN, from its licence. */
async function companyGstin(sequelize: Sequelize, CompanyID: number): Promise<string | null> {
  const [row] = await sequelize.query<{ GSTINo: string | null }>(
    'SELECT "GSTINo" FROM "companyLicence" WHERE "CompanyID" = :CompanyID AND "IsDeleted" = :no',
    { replacements: { CompanyID, no: false }, type: QueryTypes.SELECT },
  );
  return row?.GSTINo || null;
}

/** GSTR-1 of a return period as the GST portal's offline tool imports it. */
export async function gstr1Json(sequelize: Sequelize, q: Gstr1Query) {
  const { from, to } = period(q);
  const fp = returnPeriodOf(from, to);
  if (!fp)
    throw new HttpError(
      400,
      'A GSTR-1 file covers one month (or one whole quarter): choose dates within one month.',
    );
  const gstin = await companyGstin(sequelize, q.CompanyID);
  if (!gstin)
    throw new HttpError(400, "Enter the company's GSTIN in its licence before downloading GSTR-1.");
  return {
    fp,
    json: gstr1PortalJson(await gstr1(sequelize, { ...q, FromDate: from, ToDate: to }), {
      gstin,
      fp,
    }),
  };
}

const rupees = (p: number) => p / 100;
const rate = (r: {
  rateBp: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}) => ({
  Rate: r.rateBp / 100,
  Taxable: rupees(r.taxable),
  IGST: rupees(r.igst),
  CGST: rupees(r.cgst),
  SGST: rupees(r.sgst),
  Cess: 0,
});
const invoice = (b: Gstr1Report['b2b'][number]) => ({
  BillID: b.BillID,
  InvoiceNo: b.InvoiceNo,
  BillDate: b.BillDate,
  GSTIN: b.GSTIN,
  CustomerName: b.CustomerName,
  PlaceOfSupply: b.PlaceOfSupply,
  PlaceOfSupplyName: b.PlaceOfSupplyName,
  Value: rupees(b.value),
  ReverseCharge: 'N',
  rates: b.rates.map(rate),
});

/** The report as the API answers it: rupees, the spec's kind of names. */
export function gstr1Answer(r: Awaited<ReturnType<typeof gstr1>>) {
  return {
    FromDate: r.FromDate,
    ToDate: r.ToDate,
    b2b: r.b2b.map(invoice),
    b2cl: r.b2cl.map(invoice),
    exp: r.exp.map((b) => ({ ...invoice(b), ExportType: exportType(b) })),
    b2cs: r.b2cs.map((s) => ({
      SupplyType: s.supplyType,
      PlaceOfSupply: s.PlaceOfSupply,
      PlaceOfSupplyName: s.PlaceOfSupplyName,
      ...rate(s),
    })),
    nil: r.nil.map((x) => ({
      SupplyType: x.supplyType,
      NilRated: rupees(x.nil),
      Exempted: rupees(x.exempt),
      NonGst: rupees(x.nonGst),
    })),
    hsn: r.hsn.map((h) => ({
      Section: h.section,
      HSN: h.hsn,
      Unit: h.unit,
      Quantity: h.qtyMilli / 1000,
      ...rate(h),
      Value: rupees(h.taxable + h.igst + h.cgst + h.sgst),
    })),
    docs: r.docs.map((d) => ({
      Series: d.series,
      From: d.first,
      To: d.last,
      Total: d.total,
      Cancelled: d.cancelled,
      Net: d.total - d.cancelled,
    })),
  };
}
