/**
 * GSTR-1 (the monthly return of outward supplies): the grouping and rounding that turn the
 * database's sums (integer paise) into the return's sections, and those sections into the JSON
 * the GST portal's offline tool imports. The sums themselves are the database's.
 */

/** One live bill's supplies at one tax rate, as the database sums them (money in paise). */
export interface BillRateRow {
  BillID: number;
  InvoiceNo: string;
  BillDate: string; // YYYY-MM-DD
  GSTIN: string | null;
  CustomerName: string;
  PlaceOfSupply: string | null;
  PlaceOfSupplyName: string | null;
  InterState: boolean;
  BillAmount: number;
  rateBp: number; // hundredths of a percent: 1200 is 12%
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}

export interface RateFigures {
  rateBp: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}

export interface Gstr1Invoice {
  BillID: number;
  InvoiceNo: string;
  BillDate: string;
  GSTIN: string | null;
  CustomerName: string;
  PlaceOfSupply: string | null;
  PlaceOfSupplyName: string | null;
  InterState: boolean;
  value: number;
  rates: RateFigures[];
}

export interface B2csRow extends RateFigures {
  supplyType: 'INTER' | 'INTRA';
  PlaceOfSupply: string | null;
  PlaceOfSupplyName: string | null;
}

export interface HsnRow extends RateFigures {
  section: 'B2B' | 'B2C';
  hsn: string;
  unit: string | null;
  qtyMilli: number; // thousandths
}

export interface DocSeriesRow {
  series: string;
  first: string;
  last: string;
  total: number;
  cancelled: number;
}

/**
 * Table 8: outward supplies that carry no tax, per supply type (inter- or intra-state, to a
 * registered buyer or not), in paise. A line at 0% of an item marked Taxable 'No' is a non-GST
 * supply; any other line at 0% is nil-rated. The item master does not tell exempt from nil-rated
 * goods, so nothing is reported as exempt.
 */
export interface NilRow {
  supplyType: 'INTRB2B' | 'INTRAB2B' | 'INTRB2C' | 'INTRAB2C';
  nil: number;
  exempt: number;
  nonGst: number;
}

/** Table 8's supply types as the form words them. */
export const NIL_SUPPLY_NAMES: Record<NilRow['supplyType'], string> = {
  INTRB2B: 'Inter-state supplies to registered persons',
  INTRAB2B: 'Intra-state supplies to registered persons',
  INTRB2C: 'Inter-state supplies to unregistered persons',
  INTRAB2C: 'Intra-state supplies to unregistered persons',
};

/** The portal's name of a supply type of table 8. */
export function nilSupplyType(registered: boolean, interState: boolean): NilRow['supplyType'] {
  return `${interState ? 'INTR' : 'INTRA'}${registered ? 'B2B' : 'B2C'}` as NilRow['supplyType'];
}

export interface Gstr1Report {
  b2b: Gstr1Invoice[];
  b2cl: Gstr1Invoice[];
  b2cs: B2csRow[];
  /** Table 6A: goods sent out of India (place of supply 96). */
  exp: Gstr1Invoice[];
  nil: NilRow[];
  hsn: HsnRow[];
  docs: DocSeriesRow[];
}

/**
 * Rule 59(4): an inter-state bill to an unregistered buyer above this value is reported invoice
 * by invoice (B2C large, table 5); 2.5 lakh until 31 July 2024, 1 lakh from 1 August 2024
 * (notification 12/2024-CT). Newest first.
 */
export const B2CL_LIMITS: ReadonlyArray<{ from: string; paise: number }> = [
  { from: '2024-08-01', paise: 1_00_000_00 },
  { from: '2017-07-01', paise: 2_50_000_00 }, // GST's first day; older bills take it too
];

/** The B2C large limit (paise) for a bill of this date. */
export function b2clLimit(billDate: string): number {
  return (B2CL_LIMITS.find((l) => billDate >= l.from) ?? B2CL_LIMITS[B2CL_LIMITS.length - 1]).paise;
}

/** Whether a buyer is registered: the return treats a bill with the buyer's GSTIN as B2B. */
export function isRegistered(gstin: string | null | undefined): boolean {
  return typeof gstin === 'string' && gstin.trim() !== '';
}

/** The place of supply of an export (the portal's "Other Country"). */
export const EXPORT_PLACE = '96';

/** Whether a bill is an export (table 6A): its place of supply is outside India. */
export function isExport(bill: { PlaceOfSupply: string | null }): boolean {
  return bill.PlaceOfSupply === EXPORT_PLACE;
}

/**
 * Whether a bill goes to B2C large: unregistered, inter-state, and above the limit of its date;
 * an export is reported in 6A instead.
 */
export function isB2cLarge(bill: {
  GSTIN: string | null;
  InterState: boolean;
  BillDate: string;
  PlaceOfSupply: string | null;
  value: number;
}): boolean {
  return (
    !isRegistered(bill.GSTIN) &&
    bill.InterState &&
    !isExport(bill) &&
    bill.value > b2clLimit(bill.BillDate)
  );
}

/** An export's type on the portal: with IGST paid (WPAY) or under bond or LUT, without (WOPAY). */
export function exportType(bill: Gstr1Invoice): 'WPAY' | 'WOPAY' {
  return bill.rates.some((r) => r.igst !== 0) ? 'WPAY' : 'WOPAY';
}

/** Bill-by-rate rows (in bill order) made into invoices, each with its rates in rate order. */
export function invoicesOf(rows: readonly BillRateRow[]): Gstr1Invoice[] {
  const bills = new Map<number, Gstr1Invoice>();
  for (const r of rows) {
    const bill = bills.get(r.BillID) ?? {
      BillID: r.BillID,
      InvoiceNo: r.InvoiceNo,
      BillDate: r.BillDate,
      GSTIN: r.GSTIN,
      CustomerName: r.CustomerName,
      PlaceOfSupply: r.PlaceOfSupply,
      PlaceOfSupplyName: r.PlaceOfSupplyName,
      InterState: r.InterState,
      value: r.BillAmount,
      rates: [],
    };
    bill.rates.push({
      rateBp: r.rateBp,
      taxable: r.taxable,
      igst: r.igst,
      cgst: r.cgst,
      sgst: r.sgst,
    });
    bills.set(r.BillID, bill);
  }
  for (const bill of bills.values()) bill.rates.sort((a, b) => a.rateBp - b.rateBp);
  return [...bills.values()];
}

/** Invoices grouped by a key, groups and invoices keeping their first-seen order. */
export function groupBy<T>(
  items: readonly T[],
  key: (item: T) => string,
): Array<{ key: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return [...groups.entries()].map(([k, list]) => ({ key: k, items: list }));
}

const ZERO: Omit<RateFigures, 'rateBp'> = { taxable: 0, igst: 0, cgst: 0, sgst: 0 };

/** The figures of rows added up (paise, so the sum is exact). */
export function totalOf(
  rows: ReadonlyArray<Omit<RateFigures, 'rateBp'>>,
): Omit<RateFigures, 'rateBp'> {
  return rows.reduce(
    (s, r) => ({
      taxable: s.taxable + r.taxable,
      igst: s.igst + r.igst,
      cgst: s.cgst + r.cgst,
      sgst: s.sgst + r.sgst,
    }),
    { ...ZERO },
  );
}

/** Paise as the portal's rupees: a number with at most 2 decimals. */
export function rupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** A percent in hundredths as the portal's rate (1200 -> 12, 250 -> 2.5). */
export function rateOf(rateBp: number): number {
  return rateBp / 100;
}

/** YYYY-MM-DD as the portal writes dates: DD-MM-YYYY. */
export function portalDate(iso: string): string {
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
}

function lastDayOf(year: number, month: number): string {
  const d = new Date(Date.UTC(year, month, 0));
  return d.toISOString().slice(0, 10);
}

/**
 * The return period ('MMYYYY') a date range files as: the whole range within one month (that
 * month), or one whole quarter for a quarterly filer (its last month). Anything else is not a
 * return period: null.
 */
export function returnPeriodOf(from: string, to: string): string | null {
  if (from > to) return null;
  const [fy, fm] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const [ty, tm] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))];
  const fp = `${to.slice(5, 7)}${to.slice(0, 4)}`;
  if (fy === ty && fm === tm) return fp;
  const quarterStart = fm % 3 === 1; // April, July, October, January
  if (
    fy === ty &&
    quarterStart &&
    tm === fm + 2 &&
    from.slice(8) === '01' &&
    to === lastDayOf(ty, tm)
  )
    return fp;
  return null;
}

/**
 * The portal's unit quantity codes (UQC) for the unit names a distributor uses; a name that is
 * already a code is kept, anything else is OTH (others), as the portal allows.
 */
const UQC_CODES = new Set([
  'BAG',
  'BAL',
  'BDL',
  'BKL',
  'BOU',
  'BOX',
  'BTL',
  'BUN',
  'CAN',
  'CBM',
  'CCM',
  'CMS',
  'CTN',
  'DOZ',
  'DRM',
  'GGK',
  'GMS',
  'GRS',
  'GYD',
  'KGS',
  'KLR',
  'KME',
  'LTR',
  'MLT',
  'MTR',
  'MTS',
  'NOS',
  'OTH',
  'PAC',
  'PCS',
  'PRS',
  'QTL',
  'ROL',
  'SET',
  'SQF',
  'SQM',
  'SQY',
  'TBS',
  'TGM',
  'THD',
  'TON',
  'TUB',
  'UGS',
  'UNT',
  'YDS',
]);
const UQC_ALIASES: Record<string, string> = {
  NO: 'NOS',
  NUMBER: 'NOS',
  NUMBERS: 'NOS',
  PC: 'PCS',
  PIECE: 'PCS',
  PIECES: 'PCS',
  KG: 'KGS',
  KILOGRAM: 'KGS',
  KILOGRAMS: 'KGS',
  G: 'GMS',
  GM: 'GMS',
  GRAM: 'GMS',
  GRAMS: 'GMS',
  L: 'LTR',
  LITRE: 'LTR',
  LITRES: 'LTR',
  LITER: 'LTR',
  ML: 'MLT',
  MILLILITRE: 'MLT',
  BOTTLE: 'BTL',
  BOTTLES: 'BTL',
  BOXES: 'BOX',
  PACK: 'PAC',
  PACKET: 'PAC',
  PACKS: 'PAC',
  DOZEN: 'DOZ',
  TAB: 'TBS',
  TABLET: 'TBS',
  TABLETS: 'TBS',
  CARTON: 'CTN',
  CARTONS: 'CTN',
  TUBE: 'TUB',
  TUBES: 'TUB',
  PAIR: 'PRS',
  PAIRS: 'PRS',
  ROLL: 'ROL',
  UNIT: 'UNT',
  UNITS: 'UNT',
  MTR: 'MTR',
  METRE: 'MTR',
  METER: 'MTR',
  SETS: 'SET',
  BAGS: 'BAG',
  CANS: 'CAN',
};

/** The UQC of a unit name. */
export function uqcOf(unit: string | null | undefined): string {
  const name = (unit ?? '').trim().toUpperCase().replace(/\.$/, '');
  if (UQC_CODES.has(name)) return name;
  return UQC_ALIASES[name] ?? 'OTH';
}

/**
 * From the May 2025 return period on, the portal takes table 12 (HSN) split into B2B and B2C
 * (hsn_b2b, hsn_b2c) with each row's rate; before it, one list (data).
 */
export function hsnIsSplit(fp: string): boolean {
  return `${fp.slice(2)}${fp.slice(0, 2)}` >= '202505';
}

const itemsOf = (rates: readonly RateFigures[], withHeads: boolean) =>
  rates.map((r, i) => ({
    num: i + 1,
    itm_det: withHeads
      ? {
          txval: rupees(r.taxable),
          rt: rateOf(r.rateBp),
          iamt: rupees(r.igst),
          camt: rupees(r.cgst),
          samt: rupees(r.sgst),
          csamt: 0,
        }
      : { txval: rupees(r.taxable), rt: rateOf(r.rateBp), iamt: rupees(r.igst), csamt: 0 },
  }));

/** Document type 1 of table 13: invoices for outward supply. */
const OUTWARD_INVOICES = 1;

/**
 * The report as the GST portal's offline tool imports it (GSTR-1 JSON): b2b per buyer GSTIN,
 * b2cl per place of supply, exp per export type, b2cs per supply type, place of supply and
 * rate (taxed supplies only), nil (table 8: what carries no tax), hsn, doc_issue.
 */
export function gstr1PortalJson(report: Gstr1Report, meta: { gstin: string; fp: string }) {
  const hsnRow = (h: HsnRow, i: number, withRate: boolean) => ({
    num: i + 1,
    hsn_sc: h.hsn,
    uqc: uqcOf(h.unit),
    qty: h.qtyMilli / 1000,
    ...(withRate
      ? { rt: rateOf(h.rateBp) }
      : { val: rupees(h.taxable + h.igst + h.cgst + h.sgst) }),
    txval: rupees(h.taxable),
    iamt: rupees(h.igst),
    camt: rupees(h.cgst),
    samt: rupees(h.sgst),
    csamt: 0,
  });
  const split = hsnIsSplit(meta.fp);
  return {
    gstin: meta.gstin,
    fp: meta.fp,
    b2b: groupBy(report.b2b, (b) => String(b.GSTIN)).map((g) => ({
      ctin: g.key,
      inv: g.items.map((b) => ({
        inum: b.InvoiceNo,
        idt: portalDate(b.BillDate),
        val: rupees(b.value),
        pos: b.PlaceOfSupply ?? '',
        rchrg: 'N',
        inv_typ: 'R',
        itms: itemsOf(b.rates, true),
      })),
    })),
    b2cl: groupBy(report.b2cl, (b) => b.PlaceOfSupply ?? '').map((g) => ({
      pos: g.key,
      inv: g.items.map((b) => ({
        inum: b.InvoiceNo,
        idt: portalDate(b.BillDate),
        val: rupees(b.value),
        itms: itemsOf(b.rates, false),
      })),
    })),
    ...(report.exp.length
      ? {
          exp: groupBy(report.exp, exportType).map((g) => ({
            exp_typ: g.key,
            inv: g.items.map((b) => ({
              inum: b.InvoiceNo,
              idt: portalDate(b.BillDate),
              val: rupees(b.value),
              itms: b.rates.map((r) => ({
                txval: rupees(r.taxable),
                rt: rateOf(r.rateBp),
                iamt: rupees(r.igst),
                csamt: 0,
              })),
            })),
          })),
        }
      : {}),
    b2cs: report.b2cs.map((r) => ({
      sply_ty: r.supplyType,
      pos: r.PlaceOfSupply ?? '',
      typ: 'OE',
      rt: rateOf(r.rateBp),
      txval: rupees(r.taxable),
      iamt: rupees(r.igst),
      camt: rupees(r.cgst),
      samt: rupees(r.sgst),
      csamt: 0,
    })),
    ...(report.nil.length
      ? {
          nil: {
            inv: report.nil.map((r) => ({
              sply_ty: r.supplyType,
              expt_amt: rupees(r.exempt),
              nil_amt: rupees(r.nil),
              ngsup_amt: rupees(r.nonGst),
            })),
          },
        }
      : {}),
    hsn: split
      ? {
          hsn_b2b: report.hsn.filter((h) => h.section === 'B2B').map((h, i) => hsnRow(h, i, true)),
          hsn_b2c: report.hsn.filter((h) => h.section === 'B2C').map((h, i) => hsnRow(h, i, true)),
        }
      : { data: mergeHsn(report.hsn, false).map((h, i) => hsnRow(h, i, false)) },
    doc_issue: {
      doc_det: report.docs.length
        ? [
            {
              doc_num: OUTWARD_INVOICES,
              docs: report.docs.map((d, i) => ({
                num: i + 1,
                from: d.first,
                to: d.last,
                totnum: d.total,
                cancel: d.cancelled,
                net_issue: d.total - d.cancelled,
              })),
            },
          ]
        : [],
    },
  };
}

/**
 * HSN rows added together per section, code, unit quantity code and rate (two unit names of one
 * code, 'Nos' and 'NOS', are one row on the portal); `sections: false` merges B2B with B2C too
 * (the one list before May 2025).
 */
export function mergeHsn(rows: readonly HsnRow[], sections = true): HsnRow[] {
  return groupBy(rows, (h) =>
    [sections ? h.section : '', h.hsn.trim(), uqcOf(h.unit), h.rateBp].join('\u0000'),
  ).map(({ items }) => ({
    ...items[0],
    hsn: items[0].hsn.trim(),
    qtyMilli: items.reduce((s, h) => s + h.qtyMilli, 0),
    ...totalOf(items),
  }));
}
