/**
 * The sales invoice's arithmetic, GST and posting (spec 3 section 4, DOCUMENTS.md "Money and
 * arithmetic", "GST", "Posting rules"), shared by the grid while typing and the server when
 * saving. Money in integer paise, quantities in thousandths, percents in hundredths (1250 is
 * 12.50%); every figure is rounded half away from zero once, per line.
 */
import { isGstStateCode } from './gstin';
import { isBalanced as entriesBalance, postingsOf, type Posting } from './ledger';
import { divRound, mulDivRound, sumExact } from './money';

/** 100% in hundredths of a percent. */
const HUNDRED_PERCENT = 10_000;

export interface LineInput {
  qtyMilli: number; // thousandths of a unit, billed
  freeQtyMilli?: number; // thousandths, given free: carried on the line, never charged
  ratePaise: number; // price of one unit
  discountBp: number; // hundredths of a percent
  taxBp: number; // hundredths of a percent
}

export interface LineFigures {
  gross: number; // rate x quantity
  discount: number;
  net: number; // gross - discount
  taxable: number;
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export interface InvoiceTaxOptions {
  inclusive: boolean; // the spec's 'GST Including': the rate already holds the tax
  interState: boolean; // IGST instead of CGST and SGST
}

/** CGST is half the tax rounded half away from zero, SGST the rest, so they always add up. */
export function splitGst(tax: number): { cgst: number; sgst: number } {
  const cgst = divRound(tax, 2);
  return { cgst, sgst: tax - cgst };
}

/** One line's figures (spec 3 section 4); each product is rounded to the paisa on its own. */
export function computeLine(line: LineInput, opts: InvoiceTaxOptions): LineFigures {
  const gross = mulDivRound(line.ratePaise, line.qtyMilli, 1000);
  const discount = mulDivRound(gross, line.discountBp, HUNDRED_PERCENT);
  const net = gross - discount;
  // Inclusive: tax = net - net / (1 + t) = net x t / (1 + t), one exact division instead of two.
  // The spec rounds the tax and derives the taxable value; rounding the taxable value instead
  // would give another paisa on exact halves, so the tests pin this order.
  const tax = opts.inclusive
    ? mulDivRound(net, line.taxBp, HUNDRED_PERCENT + line.taxBp)
    : mulDivRound(net, line.taxBp, HUNDRED_PERCENT);
  const taxable = opts.inclusive ? net - tax : net;
  const total = opts.inclusive ? net : net + tax;
  const { cgst, sgst } = opts.interState ? { cgst: 0, sgst: 0 } : splitGst(tax);
  const igst = opts.interState ? tax : 0;
  return { gross, discount, net, taxable, tax, cgst, sgst, igst, total };
}

export interface InvoiceTotals {
  gross: number;
  discount: number;
  net: number; // sum of line nets
  taxable: number; // the spec's 'Sub total' (sum of total item amounts)
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  beforeRound: number; // sum of line totals
  roundOff: number; // signed paise: total - beforeRound
  total: number; // whole rupees, in paise
}

/** Sum of one figure over the lines. */
function sumOf(lines: readonly LineFigures[], key: keyof LineFigures): number {
  return sumExact(lines.map((l) => l[key]));
}

/**
 * Every line's figures and the bill's totals: sums of the lines, the bill rounded to whole
 * rupees (half away from zero, so x.50 goes up) with the signed difference as round-off.
 */
export function computeInvoice(
  lines: readonly LineInput[],
  opts: InvoiceTaxOptions,
): { lines: LineFigures[]; totals: InvoiceTotals } {
  const figures = lines.map((l) => computeLine(l, opts));
  const beforeRound = sumOf(figures, 'total');
  const total = divRound(beforeRound, 100) * 100;
  const totals: InvoiceTotals = {
    gross: sumOf(figures, 'gross'),
    discount: sumOf(figures, 'discount'),
    net: sumOf(figures, 'net'),
    taxable: sumOf(figures, 'taxable'),
    cgst: sumOf(figures, 'cgst'),
    sgst: sumOf(figures, 'sgst'),
    igst: sumOf(figures, 'igst'),
    tax: sumOf(figures, 'tax'),
    beforeRound,
    roundOff: total - beforeRound,
    total,
  };
  return { lines: figures, totals };
}

/**
 * The GST state code a GSTIN begins with, or null when the text does not look like a GSTIN
 * (15 letters and digits starting with a GST state code). The check character is not asked
 * for: the masters check it on entry, and an old record's state code is still its state.
 */
export function stateCodeOfGstin(gstin?: string | null): string | null {
  const text = (gstin ?? '').trim().toUpperCase();
  if (!/^[0-9A-Z]{15}$/.test(text)) return null;
  const code = text.slice(0, 2);
  return isGstStateCode(code) ? code : null;
}

/** A stored state code as two characters ('7' and '07' are the same state), or null when blank. */
function normaliseStateCode(code?: string | null): string | null {
  const text = (code ?? '').trim().toUpperCase();
  if (text === '') return null;
  return /^\d$/.test(text) ? `0${text}` : text;
}

export interface SupplyParty {
  GSTIN?: string | null;
  StateCode?: string | null;
  /** The party's country as its ledger names it; blank is India. */
  Country?: string | null;
}

/**
 * The place of supply of goods sent out of India (the GST portal's state code 96, "Other
 * Country"): an export, always inter-state (IGST Act s.7(5)(a)).
 */
export const OTHER_COUNTRY = { code: '96', name: 'Other Country' } as const;

/** Whether a party is outside India: its ledger names another country and it has no GSTIN. */
export function isAbroad(party: SupplyParty): boolean {
  const country = (party.Country ?? '').trim().toLowerCase();
  return country !== '' && country !== 'india' && stateCodeOfGstin(party.GSTIN) === null;
}

/** A party's GST state code: from its GSTIN, else its state, else 96 when it is abroad. */
export function partyStateCode(party: SupplyParty): string | null {
  return (
    stateCodeOfGstin(party.GSTIN) ??
    (isAbroad(party) ? OTHER_COUNTRY.code : normaliseStateCode(party.StateCode))
  );
}

/** The company's state: its licence GSTIN's, else its State (DOCUMENTS.md "Place of supply"). */
export function sellerStateCode(company: SupplyParty): string | null {
  return stateCodeOfGstin(company.GSTIN) ?? normaliseStateCode(company.StateCode);
}

/**
 * Place of supply (IGST Act s.10): the customer's state from its GSTIN, else its StateCode,
 * against the company's (its licence GSTIN, else its StateCode); a customer in another country
 * is 96, an export. Inter-state only when both are known and differ. A customer with no known
 * state is billed as within the company's state, as Tally does for an unregistered local buyer;
 * the place of supply printed is then the company's.
 */
export function placeOfSupply(
  customer: SupplyParty,
  company: SupplyParty,
): { code: string | null; interState: boolean } {
  const theirs = partyStateCode(customer);
  const ours = sellerStateCode(company);
  return { code: theirs ?? ours, interState: theirs !== null && ours !== null && theirs !== ours };
}

export interface HsnSummaryRow {
  hsn: string;
  taxBp: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
}

/** The printed invoice's HSN-wise tax summary: one row per HSN code and rate, by code then rate. */
export function hsnSummary(
  lines: ReadonlyArray<LineFigures & { hsn: string; taxBp: number }>,
): HsnSummaryRow[] {
  const rows = new Map<string, HsnSummaryRow>();
  for (const line of lines) {
    const hsn = line.hsn.trim();
    const key = `${hsn}\u0000${line.taxBp}`;
    const row = rows.get(key) ?? {
      hsn,
      taxBp: line.taxBp,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      tax: 0,
    };
    row.taxable = sumExact([row.taxable, line.taxable]);
    row.cgst = sumExact([row.cgst, line.cgst]);
    row.sgst = sumExact([row.sgst, line.sgst]);
    row.igst = sumExact([row.igst, line.igst]);
    row.tax = sumExact([row.tax, line.tax]);
    rows.set(key, row);
  }
  // Code-unit order, not locale order, so the server's PDF and the screen list rows alike.
  return [...rows.values()].sort((a, b) =>
    a.hsn < b.hsn ? -1 : a.hsn > b.hsn ? 1 : a.taxBp - b.taxBp,
  );
}

export type { Posting };

export interface SalesAccounts {
  customer: number;
  sales: number;
  outputCgst: number;
  outputSgst: number;
  outputIgst: number;
  roundOff: number;
}

/** Whether the entries' debits equal their credits. */
export function isBalanced(entries: readonly Posting[]): boolean {
  return entriesBalance(entries);
}

/**
 * The sales invoice's entries (DOCUMENTS.md posting table): the customer debited the bill
 * total; Sales credited the taxable value; Output CGST and SGST, or IGST, the tax; Round Off a
 * positive round-off (a negative one is a debit). Rows of zero are left out. Throws when the
 * totals do not balance, which only inconsistent totals can cause: the caller answers 409.
 */
export function postSalesInvoice(t: InvoiceTotals, accounts: SalesAccounts): Posting[] {
  const entries = postingsOf([
    [accounts.customer, t.total, 'Debit'],
    [accounts.sales, t.taxable, 'Credit'],
    [accounts.outputCgst, t.cgst, 'Credit'],
    [accounts.outputSgst, t.sgst, 'Credit'],
    [accounts.outputIgst, t.igst, 'Credit'],
    [accounts.roundOff, t.roundOff, 'Credit'],
  ]);
  if (t.cgst + t.sgst + t.igst !== t.tax || !isBalanced(entries)) {
    const parts = `taxable ${t.taxable}, tax ${t.tax} = ${t.cgst}+${t.sgst}+${t.igst}, round-off ${t.roundOff}`;
    throw new Error(`sales invoice does not balance: total ${t.total}, ${parts}`);
  }
  return entries;
}

/**
 * Whether a customer may be billed on an invoice of this type: a B2B invoice (InvType 1) is for
 * a registered customer, whose GSTIN it carries. The message, or null when it may.
 */
export function customerTypeRefusal(
  InvType: number,
  GSTIN: string | null | undefined,
): string | null {
  return InvType === 1 && !(GSTIN ?? '').trim() ? B2B_NEEDS_GSTIN : null;
}
export const B2B_NEEDS_GSTIN = 'A B2B invoice needs a customer with a GSTIN.';

/**
 * What a sale's paper is called: a bill of only goods that bear no GST (exempt, nil-rated or
 * non-GST) is a Bill of Supply (CGST Rules, rule 49), not a Tax Invoice; a bill with any taxed
 * line stays a Tax Invoice, which may carry the untaxed goods too (rule 46A).
 */
export function saleTitle(lineTaxBps: readonly number[]): 'Tax Invoice' | 'Bill of Supply' {
  return lineTaxBps.length && lineTaxBps.every((bp) => bp === 0) ? 'Bill of Supply' : 'Tax Invoice';
}
