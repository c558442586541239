import { describe, expect, it } from 'vitest';
import {
  computeInvoice,
  computeLine,
  hsnSummary,
  isBalanced,
  placeOfSupply,
  postSalesInvoice,
  saleTitle,
  splitGst,
  stateCodeOfGstin,
  type InvoiceTotals,
  type LineFigures,
  type LineInput,
  type Posting,
} from '../../resources/rules/invoice';
import {
  divRound,
  mulDivRound,
  paiseToRupees,
  percentToBp,
  quantityToMilli,
  rupeesToPaise,
  sumExact,
} from '../../resources/rules/money';

// Money in paise, quantities in thousandths, percents in hundredths: 1800 is 18.00%.
const INTRA = { inclusive: false, interState: false };
const INTER = { inclusive: false, interState: true };
const INCL = { inclusive: true, interState: false };
const INCL_INTER = { inclusive: true, interState: true };

const ACCOUNTS = {
  customer: 101,
  sales: 201,
  outputCgst: 301,
  outputSgst: 302,
  outputIgst: 303,
  roundOff: 401,
};

describe('mulDivRound', () => {
  it.each([
    // a, b, c, expected: a x b / c rounded half away from zero
    [5, 1, 2, 3], // 2.5 -> 3
    [-5, 1, 2, -3], // -2.5 -> -3, away from zero, not towards +infinity
    [7, 1, -2, -4], // -3.5 -> -4
    [1, 1, 3, 0], // 0.333 -> 0
    [2, 1, 3, 1], // 0.667 -> 1
    [-1, 1, 3, 0], // -0.333 -> 0
    [25, 1800, 10_000, 5], // 0.25 rupee at 18% = 4.5 paise -> 5
    [2 ** 52 + 1, 5, 10, 2251799813685249], // product past 2^53: 2251799813685248.5 -> ...249 exactly
    [-(2 ** 52 + 1), 5, 10, -2251799813685249],
    [999_999_999, 99_999_999, 1000, 99_999_998_900_000], // 99999998900000.001 -> ...000
  ])('rounds %i x %i / %i to %i', (a, b, c, expected) => {
    const result = mulDivRound(a, b, c);

    expect(result).toBe(expected);
  });

  it('refuses a fraction, a zero divisor and an answer past 2^53', () => {
    expect(() => mulDivRound(1.5, 2, 3)).toThrow(RangeError);
    expect(() => mulDivRound(1, 2, 0)).toThrow(RangeError);
    expect(() => mulDivRound(2 ** 53 - 1, 3, 2)).toThrow(RangeError);
    expect(() => divRound(Number.NaN, 2)).toThrow(RangeError);
  });

  it('adds exactly or refuses a sum past 2^53', () => {
    expect(sumExact([1, 2, -3, 10])).toBe(10);
    expect(() => sumExact([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('wire conversions', () => {
  it('reads rupees as paise from their decimal spelling, half away from zero', () => {
    expect(rupeesToPaise(12.5)).toBe(1250);
    expect(rupeesToPaise('1234.56')).toBe(123456);
    expect(rupeesToPaise(1.005)).toBe(101); // 1.005 * 100 is 100.49999... in binary; the person typed 1.005
    expect(rupeesToPaise(-1.005)).toBe(-101);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise('.5')).toBe(50);
    expect(rupeesToPaise(' 7 ')).toBe(700);
    expect(rupeesToPaise(1e-7)).toBe(0);
    expect(rupeesToPaise(-0.001)).toBe(0);
  });

  it('reads quantities as thousandths and percents as hundredths', () => {
    expect(quantityToMilli(0.5)).toBe(500);
    expect(quantityToMilli('1.2345')).toBe(1235);
    expect(quantityToMilli(2)).toBe(2000);
    expect(percentToBp(18)).toBe(1800);
    expect(percentToBp('12.5')).toBe(1250);
  });

  it('refuses what is not a finite decimal', () => {
    for (const bad of ['', 'abc', '1.2.3', '-', '.', Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(() => rupeesToPaise(bad)).toThrow(RangeError);
    }
  });

  it('writes paise as rupees', () => {
    expect(paiseToRupees(1250)).toBe(12.5);
    expect(paiseToRupees(1)).toBe(0.01);
    expect(paiseToRupees(-5)).toBe(-0.05);
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });
});

describe('splitGst', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0], // 0.5 -> 1 to CGST, the rest to SGST
    [5, 3, 2], // 2.5 -> 3, SGST 5 - 3
    [6, 3, 3],
    [3240, 1620, 1620],
    [1071, 536, 535],
    [-5, -3, -2], // a negative tax splits the same way, mirrored
  ])('splits %i paise into CGST %i and SGST %i', (tax, cgst, sgst) => {
    const split = splitGst(tax);

    expect(split).toEqual({ cgst, sgst });
  });
});

/** A line's figures with every field named, so a table row reads as the invoice prints. */
function fig(f: LineFigures): LineFigures {
  return f;
}

interface LineCase {
  name: string;
  line: LineInput;
  opts: { inclusive: boolean; interState: boolean };
  want: LineFigures;
}

const LINE_CASES: LineCase[] = [
  {
    name: 'taxes an exclusive line after its discount, halves to CGST and SGST',
    // 100.00 x 2 = 200.00; 10% off = 20.00; net 180.00; 18% = 32.40; total 212.40; 16.20 + 16.20
    line: { qtyMilli: 2000, ratePaise: 10_000, discountBp: 1000, taxBp: 1800 },
    opts: INTRA,
    want: fig({
      gross: 20_000,
      discount: 2000,
      net: 18_000,
      taxable: 18_000,
      tax: 3240,
      cgst: 1620,
      sgst: 1620,
      igst: 0,
      total: 21_240,
    }),
  },
  {
    name: 'puts the whole tax of an inter-state line on IGST',
    // as above, another state: IGST 32.40
    line: { qtyMilli: 2000, ratePaise: 10_000, discountBp: 1000, taxBp: 1800 },
    opts: INTER,
    want: fig({
      gross: 20_000,
      discount: 2000,
      net: 18_000,
      taxable: 18_000,
      tax: 3240,
      cgst: 0,
      sgst: 0,
      igst: 3240,
      total: 21_240,
    }),
  },
  {
    name: 'takes the tax out of an inclusive rate',
    // 118.00 x 1 incl. 18%: tax = 118 x 18/118 = 18.00; taxable 100.00; total stays 118.00
    line: { qtyMilli: 1000, ratePaise: 11_800, discountBp: 0, taxBp: 1800 },
    opts: INCL,
    want: fig({
      gross: 11_800,
      discount: 0,
      net: 11_800,
      taxable: 10_000,
      tax: 1800,
      cgst: 900,
      sgst: 900,
      igst: 0,
      total: 11_800,
    }),
  },
  {
    name: 'rounds an inclusive tax that does not divide evenly',
    // 100.00 incl. 12%: 10000 x 1200/11200 = 1071.43 -> 10.71; taxable 89.29; 1071/2 = 535.5 -> CGST 5.36, SGST 5.35
    line: { qtyMilli: 1000, ratePaise: 10_000, discountBp: 0, taxBp: 1200 },
    opts: INCL,
    want: fig({
      gross: 10_000,
      discount: 0,
      net: 10_000,
      taxable: 8929,
      tax: 1071,
      cgst: 536,
      sgst: 535,
      igst: 0,
      total: 10_000,
    }),
  },
  {
    name: 'discounts an inclusive rate before taking the tax out',
    // 59.00 x 3 = 177.00; 5% = 8.85; net 168.15; 16815 x 1800/11800 = 2565 exactly; taxable 142.50;
    // 2565/2 = 1282.5 -> CGST 12.83, SGST 12.82
    line: { qtyMilli: 3000, ratePaise: 5900, discountBp: 500, taxBp: 1800 },
    opts: INCL,
    want: fig({
      gross: 17_700,
      discount: 885,
      net: 16_815,
      taxable: 14_250,
      tax: 2565,
      cgst: 1283,
      sgst: 1282,
      igst: 0,
      total: 16_815,
    }),
  },
  {
    name: 'rounds an inclusive tax of exactly half a paisa up',
    // 0.16 incl. 28%: 16 x 2800/12800 = 3.5 -> 4 paise; taxable 12; 4/2 = 2 and 2
    line: { qtyMilli: 1000, ratePaise: 16, discountBp: 0, taxBp: 2800 },
    opts: INCL,
    want: fig({
      gross: 16,
      discount: 0,
      net: 16,
      taxable: 12,
      tax: 4,
      cgst: 2,
      sgst: 2,
      igst: 0,
      total: 16,
    }),
  },
  {
    name: 'puts an inclusive inter-state tax on IGST',
    // as above, another state
    line: { qtyMilli: 1000, ratePaise: 16, discountBp: 0, taxBp: 2800 },
    opts: INCL_INTER,
    want: fig({
      gross: 16,
      discount: 0,
      net: 16,
      taxable: 12,
      tax: 4,
      cgst: 0,
      sgst: 0,
      igst: 4,
      total: 16,
    }),
  },
  {
    name: 'rounds a gross of half a paisa up',
    // 0.05 x 0.5 = 2.5 paise -> 3; no tax
    line: { qtyMilli: 500, ratePaise: 5, discountBp: 0, taxBp: 0 },
    opts: INTRA,
    want: fig({
      gross: 3,
      discount: 0,
      net: 3,
      taxable: 3,
      tax: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      total: 3,
    }),
  },
  {
    name: 'rounds a tax of half a paisa up and gives CGST the odd paisa',
    // 0.25 at 18% = 4.5 paise -> 5; 5/2 = 2.5 -> CGST 3, SGST 2; total 30
    line: { qtyMilli: 1000, ratePaise: 25, discountBp: 0, taxBp: 1800 },
    opts: INTRA,
    want: fig({
      gross: 25,
      discount: 0,
      net: 25,
      taxable: 25,
      tax: 5,
      cgst: 3,
      sgst: 2,
      igst: 0,
      total: 30,
    }),
  },
  {
    name: 'rounds a discount of half a paisa up, then taxes the rest',
    // 0.75 x 1; 10% = 7.5 -> 8; net 67; 5% = 3.35 -> 3; 3/2 = 1.5 -> CGST 2, SGST 1; total 70
    line: { qtyMilli: 1000, ratePaise: 75, discountBp: 1000, taxBp: 500 },
    opts: INTRA,
    want: fig({
      gross: 75,
      discount: 8,
      net: 67,
      taxable: 67,
      tax: 3,
      cgst: 2,
      sgst: 1,
      igst: 0,
      total: 70,
    }),
  },
  {
    name: 'bills a fractional quantity with a fractional discount',
    // 45.60 x 1.255 = 57.228 -> 57.23; 2.5% = 1.43075 -> 1.43; net 55.80; 12% = 6.696 -> 6.70; total 62.50
    line: { qtyMilli: 1255, ratePaise: 4560, discountBp: 250, taxBp: 1200 },
    opts: INTRA,
    want: fig({
      gross: 5723,
      discount: 143,
      net: 5580,
      taxable: 5580,
      tax: 670,
      cgst: 335,
      sgst: 335,
      igst: 0,
      total: 6250,
    }),
  },
  {
    name: 'charges no tax at 0%',
    // 99.99 x 3 = 299.97
    line: { qtyMilli: 3000, ratePaise: 9999, discountBp: 0, taxBp: 0 },
    opts: INTRA,
    want: fig({
      gross: 29_997,
      discount: 0,
      net: 29_997,
      taxable: 29_997,
      tax: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      total: 29_997,
    }),
  },
  {
    name: 'brings a line with 100% discount to nothing',
    // 250.00 x 4 = 1000.00, all of it off; nothing left to tax
    line: { qtyMilli: 4000, ratePaise: 25_000, discountBp: 10_000, taxBp: 1800 },
    opts: INTRA,
    want: fig({
      gross: 100_000,
      discount: 100_000,
      net: 0,
      taxable: 0,
      tax: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      total: 0,
    }),
  },
  {
    name: 'charges nothing for the free quantity',
    // 10.00 x 10 (and 2 free) = 100.00; 5% = 5.00; 2.50 + 2.50
    line: { qtyMilli: 10_000, freeQtyMilli: 2000, ratePaise: 1000, discountBp: 0, taxBp: 500 },
    opts: INTRA,
    want: fig({
      gross: 10_000,
      discount: 0,
      net: 10_000,
      taxable: 10_000,
      tax: 500,
      cgst: 250,
      sgst: 250,
      igst: 0,
      total: 10_500,
    }),
  },
  {
    name: 'taxes at a rate with hundredths of a percent',
    // 1234.56 at 0.25% = 3.0864 -> 3.09; 309/2 = 154.5 -> CGST 1.55, SGST 1.54; total 1237.65
    line: { qtyMilli: 1000, ratePaise: 123_456, discountBp: 0, taxBp: 25 },
    opts: INTRA,
    want: fig({
      gross: 123_456,
      discount: 0,
      net: 123_456,
      taxable: 123_456,
      tax: 309,
      cgst: 155,
      sgst: 154,
      igst: 0,
      total: 123_765,
    }),
  },
  {
    name: 'stays exact when rate x quantity passes 2^53',
    // 99,99,999.99 x 99,999.999: 999999999 x 99999999 / 1000 = 99999998900000.001 -> 99999998900000;
    // 18% = 17999999802000 exactly; halves 8999999901000
    line: { qtyMilli: 99_999_999, ratePaise: 999_999_999, discountBp: 0, taxBp: 1800 },
    opts: INTRA,
    want: fig({
      gross: 99_999_998_900_000,
      discount: 0,
      net: 99_999_998_900_000,
      taxable: 99_999_998_900_000,
      tax: 17_999_999_802_000,
      cgst: 8_999_999_901_000,
      sgst: 8_999_999_901_000,
      igst: 0,
      total: 117_999_998_702_000,
    }),
  },
];

describe('computeLine', () => {
  it.each(LINE_CASES)('$name', ({ line, opts, want }) => {
    const figures = computeLine(line, opts);

    expect(figures).toEqual(want);
  });
});

interface InvoiceCase {
  name: string;
  lines: LineInput[];
  opts: { inclusive: boolean; interState: boolean };
  want: InvoiceTotals;
  postings: Posting[];
}

const line = (name: string): LineInput => {
  const found = LINE_CASES.find((c) => c.name === name);
  if (!found) throw new Error(`no line case named ${name}`);
  return found.line;
};
const EXCL_18 = line('taxes an exclusive line after its discount, halves to CGST and SGST'); // total 212.40
const FRACTIONAL = line('bills a fractional quantity with a fractional discount'); // total 62.50
const HALF_DISCOUNT = line('rounds a discount of half a paisa up, then taxes the rest'); // total 0.70
const INCL_12 = line('rounds an inclusive tax that does not divide evenly'); // total 100.00
const INCL_DISC = line('discounts an inclusive rate before taking the tax out'); // total 168.15
const INCL_HALF = line('rounds an inclusive tax of exactly half a paisa up'); // total 0.16
const untaxed = (ratePaise: number): LineInput => ({
  qtyMilli: 1000,
  ratePaise,
  discountBp: 0,
  taxBp: 0,
});

const INVOICE_CASES: InvoiceCase[] = [
  {
    name: 'rounds x.49 down with a negative round-off, debited to Round Off',
    // 100.49 -> 100.00, round-off -0.49
    lines: [untaxed(10_049)],
    opts: INTRA,
    want: {
      gross: 10_049,
      discount: 0,
      net: 10_049,
      taxable: 10_049,
      cgst: 0,
      sgst: 0,
      igst: 0,
      tax: 0,
      beforeRound: 10_049,
      roundOff: -49,
      total: 10_000,
    },
    postings: [
      { PLID: 101, Debit: 10_000, Credit: 0 },
      { PLID: 201, Debit: 0, Credit: 10_049 },
      { PLID: 401, Debit: 49, Credit: 0 },
    ],
  },
  {
    name: 'rounds x.50 up with a positive round-off, credited to Round Off',
    // 100.50 -> 101.00, round-off +0.50
    lines: [untaxed(10_050)],
    opts: INTRA,
    want: {
      gross: 10_050,
      discount: 0,
      net: 10_050,
      taxable: 10_050,
      cgst: 0,
      sgst: 0,
      igst: 0,
      tax: 0,
      beforeRound: 10_050,
      roundOff: 50,
      total: 10_100,
    },
    postings: [
      { PLID: 101, Debit: 10_100, Credit: 0 },
      { PLID: 201, Debit: 0, Credit: 10_050 },
      { PLID: 401, Debit: 0, Credit: 50 },
    ],
  },
  {
    name: 'rounds x.51 up',
    // 100.51 -> 101.00, round-off +0.49
    lines: [untaxed(10_051)],
    opts: INTRA,
    want: {
      gross: 10_051,
      discount: 0,
      net: 10_051,
      taxable: 10_051,
      cgst: 0,
      sgst: 0,
      igst: 0,
      tax: 0,
      beforeRound: 10_051,
      roundOff: 49,
      total: 10_100,
    },
    postings: [
      { PLID: 101, Debit: 10_100, Credit: 0 },
      { PLID: 201, Debit: 0, Credit: 10_051 },
      { PLID: 401, Debit: 0, Credit: 49 },
    ],
  },
  {
    name: 'sums exclusive intra-state lines, each rounded on its own',
    // totals 212.40 + 62.50 + 0.70 = 275.60 -> 276.00, +0.40
    // gross 200.00 + 57.23 + 0.75 = 258.98; discount 20.00 + 1.43 + 0.08 = 21.51; net 180.00 + 55.80 + 0.67 = 236.47
    // tax 32.40 + 6.70 + 0.03 = 39.13; CGST 16.20 + 3.35 + 0.02 = 19.57; SGST 16.20 + 3.35 + 0.01 = 19.56
    lines: [EXCL_18, FRACTIONAL, HALF_DISCOUNT],
    opts: INTRA,
    want: {
      gross: 25_798,
      discount: 2151,
      net: 23_647,
      taxable: 23_647,
      cgst: 1957,
      sgst: 1956,
      igst: 0,
      tax: 3913,
      beforeRound: 27_560,
      roundOff: 40,
      total: 27_600,
    },
    // 236.47 + 19.57 + 19.56 + 0.40 = 276.00
    postings: [
      { PLID: 101, Debit: 27_600, Credit: 0 },
      { PLID: 201, Debit: 0, Credit: 23_647 },
      { PLID: 301, Debit: 0, Credit: 1957 },
      { PLID: 302, Debit: 0, Credit: 1956 },
      { PLID: 401, Debit: 0, Credit: 40 },
    ],
  },
  {
    name: 'sums the same lines inter-state onto IGST',
    // as above; IGST 39.13
    lines: [EXCL_18, FRACTIONAL, HALF_DISCOUNT],
    opts: INTER,
    want: {
      gross: 25_798,
      discount: 2151,
      net: 23_647,
      taxable: 23_647,
      cgst: 0,
      sgst: 0,
      igst: 3913,
      tax: 3913,
      beforeRound: 27_560,
      roundOff: 40,
      total: 27_600,
    },
    postings: [
      { PLID: 101, Debit: 27_600, Credit: 0 },
      { PLID: 201, Debit: 0, Credit: 23_647 },
      { PLID: 303, Debit: 0, Credit: 3913 },
      { PLID: 401, Debit: 0, Credit: 40 },
    ],
  },
  {
    name: 'sums inclusive lines, whose totals are their nets',
    // totals 100.00 + 168.15 + 0.16 = 268.31 -> 268.00, -0.31
    // gross 100.00 + 177.00 + 0.16 = 277.16; discount 8.85; tax 10.71 + 25.65 + 0.04 = 36.40;
    // taxable 89.29 + 142.50 + 0.12 = 231.91; CGST 5.36 + 12.83 + 0.02 = 18.21; SGST 5.35 + 12.82 + 0.02 = 18.19
    // (per-line halves: CGST is 18.21, not half of 36.40)
    lines: [INCL_12, INCL_DISC, INCL_HALF],
    opts: INCL,
    want: {
      gross: 27_716,
      discount: 885,
      net: 26_831,
      taxable: 23_191,
      cgst: 1821,
      sgst: 1819,
      igst: 0,
      tax: 3640,
      beforeRound: 26_831,
      roundOff: -31,
      total: 26_800,
    },
    // credits 231.91 + 18.21 + 18.19 = 268.31 = debits 268.00 + 0.31
    postings: [
      { PLID: 101, Debit: 26_800, Credit: 0 },
      { PLID: 201, Debit: 0, Credit: 23_191 },
      { PLID: 301, Debit: 0, Credit: 1821 },
      { PLID: 302, Debit: 0, Credit: 1819 },
      { PLID: 401, Debit: 31, Credit: 0 },
    ],
  },
  {
    name: 'leaves Round Off out of a bill in whole rupees',
    // 118.00 incl. 18%: taxable 100.00, 9.00 + 9.00, no round-off
    lines: [line('takes the tax out of an inclusive rate')],
    opts: INCL,
    want: {
      gross: 11_800,
      discount: 0,
      net: 11_800,
      taxable: 10_000,
      cgst: 900,
      sgst: 900,
      igst: 0,
      tax: 1800,
      beforeRound: 11_800,
      roundOff: 0,
      total: 11_800,
    },
    postings: [
      { PLID: 101, Debit: 11_800, Credit: 0 },
      { PLID: 201, Debit: 0, Credit: 10_000 },
      { PLID: 301, Debit: 0, Credit: 900 },
      { PLID: 302, Debit: 0, Credit: 900 },
    ],
  },
  {
    name: 'posts nothing for a bill wholly discounted',
    // 1000.00 less 100%: every figure 0, every row left out
    lines: [line('brings a line with 100% discount to nothing')],
    opts: INTRA,
    want: {
      gross: 100_000,
      discount: 100_000,
      net: 0,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      tax: 0,
      beforeRound: 0,
      roundOff: 0,
      total: 0,
    },
    postings: [],
  },
  {
    name: 'totals no lines as zero',
    lines: [],
    opts: INTRA,
    want: {
      gross: 0,
      discount: 0,
      net: 0,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      tax: 0,
      beforeRound: 0,
      roundOff: 0,
      total: 0,
    },
    postings: [],
  },
];

describe('computeInvoice', () => {
  it.each(INVOICE_CASES)('$name', ({ lines, opts, want }) => {
    const result = computeInvoice(lines, opts);

    expect(result.totals).toEqual(want);
    expect(result.lines).toEqual(lines.map((l) => computeLine(l, opts)));
  });
});

describe('postSalesInvoice', () => {
  it.each(INVOICE_CASES)('balances: $name', ({ lines, opts, postings }) => {
    const { totals } = computeInvoice(lines, opts);

    const entries = postSalesInvoice(totals, ACCOUNTS);

    expect(entries).toEqual(postings);
    expect(isBalanced(entries)).toBe(true);
  });

  it('refuses totals whose bill total does not match its parts', () => {
    const { totals } = computeInvoice([EXCL_18], INTRA);

    expect(() => postSalesInvoice({ ...totals, total: totals.total + 100 }, ACCOUNTS)).toThrow(
      /does not balance/,
    );
  });

  it('refuses totals whose tax split does not add up to the tax', () => {
    const { totals } = computeInvoice([EXCL_18], INTRA);

    expect(() =>
      postSalesInvoice({ ...totals, tax: totals.tax + 1, total: totals.total + 1 }, ACCOUNTS),
    ).toThrow(/does not balance/);
  });
});

describe('isBalanced', () => {
  it('compares total debits with total credits', () => {
    expect(
      isBalanced([
        { PLID: 1, Debit: 500, Credit: 0 },
        { PLID: 2, Debit: 0, Credit: 500 },
      ]),
    ).toBe(true);
    expect(
      isBalanced([
        { PLID: 1, Debit: 500, Credit: 0 },
        { PLID: 2, Debit: 0, Credit: 499 },
      ]),
    ).toBe(false);
    expect(isBalanced([])).toBe(true);
  });
});

describe('stateCodeOfGstin', () => {
  it.each([
    ['32AABCT1332L1ZN', '32'],
    [' 29aaaci1195h1zi ', '29'], // trimmed and upper-cased
    ['32AABCT1332L1ZX', '32'], // a wrong check character still names the state
    ['97AABCT1332L1ZN', '97'], // Other Territory
    ['00AABCT1332L1ZN', null], // no such state
    ['39AABCT1332L1ZN', null],
    ['32AABCT1332L1Z', null], // 14 characters
    ['32AABCT-332L1ZN', null],
    ['URP', null], // 'unregistered person', as some books write it
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads %s as %s', (gstin, code) => {
    const result = stateCodeOfGstin(gstin);

    expect(result).toBe(code);
  });
});

describe('placeOfSupply', () => {
  const KERALA_CO = { GSTIN: '32AABCT1332L1ZN', StateCode: '32' };

  it.each([
    [
      'a customer registered in another state',
      { GSTIN: '29AAACI1195H1ZI' },
      KERALA_CO,
      { code: '29', interState: true },
    ],
    [
      'a customer registered in the same state',
      { GSTIN: '32AAACA1234F1ZH' },
      KERALA_CO,
      { code: '32', interState: false },
    ],
    [
      'an unregistered customer in another state',
      { GSTIN: null, StateCode: '29' },
      KERALA_CO,
      { code: '29', interState: true },
    ],
    [
      'a customer whose GSTIN and state disagree (the GSTIN wins)',
      { GSTIN: '32AAACA1234F1ZH', StateCode: '29' },
      { StateCode: '29' },
      { code: '32', interState: true },
    ],
    [
      'a customer whose GSTIN is not one, with a state',
      { GSTIN: 'URP', StateCode: '33' },
      { StateCode: '33' },
      { code: '33', interState: false },
    ],
    [
      'a company known only by a one-digit state code',
      { GSTIN: '07AAACD6382M1ZB' },
      { GSTIN: '', StateCode: '7' },
      { code: '07', interState: false },
    ],
    [
      'a customer of unknown state (billed as local)',
      { GSTIN: null, StateCode: '' },
      KERALA_CO,
      { code: '32', interState: false },
    ],
    [
      'a company of unknown state',
      { StateCode: '29' },
      { GSTIN: null, StateCode: null },
      { code: '29', interState: false },
    ],
    ['neither state known', {}, {}, { code: null, interState: false }],
    [
      'a customer abroad (another country, no GSTIN): 96, an export',
      { GSTIN: null, StateCode: null, Country: 'United Arab Emirates' },
      { StateCode: '29' },
      { code: '96', interState: true },
    ],
    [
      'a customer whose Country is India',
      { StateCode: '29', Country: ' india ' },
      { StateCode: '29' },
      { code: '29', interState: false },
    ],
  ])('places %s', (_name, customer, company, want) => {
    const result = placeOfSupply(customer, company);

    expect(result).toEqual(want);
  });
});

describe('hsnSummary', () => {
  const figures = (taxable: number, cgst: number, sgst: number, igst: number): LineFigures => ({
    gross: taxable,
    discount: 0,
    net: taxable,
    taxable,
    tax: cgst + sgst + igst,
    cgst,
    sgst,
    igst,
    total: taxable + cgst + sgst + igst,
  });

  it('groups by HSN code and rate, sorted by code then rate as a number', () => {
    const lines = [
      { ...figures(8929, 536, 535, 0), hsn: '3004', taxBp: 1200 },
      { ...figures(14_250, 1283, 1282, 0), hsn: '2106', taxBp: 1800 },
      { ...figures(5000, 300, 300, 0), hsn: '3004', taxBp: 1200 },
      { ...figures(1000, 25, 25, 0), hsn: '3004', taxBp: 500 },
      { ...figures(12, 2, 2, 0), hsn: ' 3004 ', taxBp: 1200 }, // the same code with stray spaces
    ];

    const rows = hsnSummary(lines);

    expect(rows).toEqual([
      { hsn: '2106', taxBp: 1800, taxable: 14_250, cgst: 1283, sgst: 1282, igst: 0, tax: 2565 },
      // '500' sorts before '1200' as a rate, not as text
      { hsn: '3004', taxBp: 500, taxable: 1000, cgst: 25, sgst: 25, igst: 0, tax: 50 },
      // 8929 + 5000 + 12; 536 + 300 + 2; 535 + 300 + 2; 1071 + 600 + 4
      { hsn: '3004', taxBp: 1200, taxable: 13_941, cgst: 838, sgst: 837, igst: 0, tax: 1675 },
    ]);
  });

  it('sums IGST for an inter-state bill', () => {
    const lines = [
      { ...figures(10_000, 0, 0, 1800), hsn: '8471', taxBp: 1800 },
      { ...figures(2500, 0, 0, 450), hsn: '8471', taxBp: 1800 },
    ];

    const rows = hsnSummary(lines);

    expect(rows).toEqual([
      { hsn: '8471', taxBp: 1800, taxable: 12_500, cgst: 0, sgst: 0, igst: 2250, tax: 2250 },
    ]);
  });

  it('summarises no lines as no rows', () => {
    expect(hsnSummary([])).toEqual([]);
  });
});

/** mulberry32: a small seeded generator, so a failure here is the same failure on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Whether `result` is num / den rounded half away from zero, checked from the definition
 * (within half a unit; on an exact half, the larger magnitude) rather than by the same code.
 */
function isRoundedQuotient(result: number, num: bigint, den: bigint): boolean {
  const diff = BigInt(result) * den - num; // den x (result - exact)
  const twice = 2n * (diff < 0n ? -diff : diff);
  const absDen = den < 0n ? -den : den;
  if (twice < absDen) return true;
  if (twice > absDen) return false;
  const r = BigInt(result);
  return (r < 0n ? -r : r) * absDen > (num < 0n ? -num : num);
}

describe('random invoices (seed 20240401)', () => {
  const random = seeded(20_240_401);
  const int = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)];
  const RATES = [0, 5, 25, 300, 500, 1200, 1800, 2800];
  const randomLine = (): LineInput => ({
    qtyMilli: pick([int(1, 999), int(1000, 100_000), int(1, 10_000_000)]),
    freeQtyMilli: int(0, 5000),
    ratePaise: pick([int(0, 100), int(100, 100_000), int(0, 10_000_000)]),
    discountBp: pick([0, 10_000, int(0, 10_000), int(0, 2500)]),
    taxBp: pick(RATES),
  });
  const invoices = Array.from({ length: 3000 }, () => ({
    lines: Array.from({ length: int(1, 25) }, randomLine),
    opts: { inclusive: random() < 0.5, interState: random() < 0.5 },
  }));

  // Each check collects the cases that break it, so a failure names its inputs and the loop stays fast.
  it('rounds every figure of every line once, half away from zero', () => {
    const broken = invoices.flatMap(({ lines, opts }) =>
      lines
        .filter((l) => {
          const f = computeLine(l, opts);
          const taxDen = BigInt(opts.inclusive ? 10_000 + l.taxBp : 10_000);
          return !(
            isRoundedQuotient(f.gross, BigInt(l.ratePaise) * BigInt(l.qtyMilli), 1000n) &&
            isRoundedQuotient(f.discount, BigInt(f.gross) * BigInt(l.discountBp), 10_000n) &&
            isRoundedQuotient(f.tax, BigInt(f.net) * BigInt(l.taxBp), taxDen)
          );
        })
        .map((l) => ({ l, opts })),
    );

    expect(broken).toEqual([]);
  });

  it('keeps each line consistent: net, taxable and total, and the tax split adding up', () => {
    const broken = invoices.flatMap(({ lines, opts }) =>
      lines
        .filter((l) => {
          const f = computeLine(l, opts);
          const split = opts.interState
            ? f.cgst === 0 && f.sgst === 0 && f.igst === f.tax
            : f.igst === 0 &&
              f.cgst + f.sgst === f.tax &&
              f.cgst - f.sgst >= 0 &&
              f.cgst - f.sgst <= 1;
          return !(
            split &&
            f.net === f.gross - f.discount &&
            f.taxable + f.tax === f.total &&
            f.total === (opts.inclusive ? f.net : f.net + f.tax)
          );
        })
        .map((l) => ({ l, opts })),
    );

    expect(broken).toEqual([]);
  });

  it('totals the lines and rounds the bill to whole rupees within half a rupee', () => {
    const KEYS = ['gross', 'discount', 'net', 'taxable', 'cgst', 'sgst', 'igst', 'tax'] as const;

    const broken = invoices.filter(({ lines, opts }) => {
      const { lines: figures, totals: t } = computeInvoice(lines, opts);
      const sums = KEYS.every((k) => t[k] === figures.reduce((s, f) => s + f[k], 0));
      return !(
        sums &&
        t.beforeRound === figures.reduce((s, f) => s + f.total, 0) &&
        t.total % 100 === 0 &&
        t.total - t.beforeRound === t.roundOff &&
        t.roundOff > -50 &&
        t.roundOff <= 50
      );
    });

    expect(broken).toEqual([]);
  });

  it('posts every bill balanced, the customer debited the total, no zero rows, no negative column', () => {
    const broken = invoices.filter(({ lines, opts }) => {
      const { totals } = computeInvoice(lines, opts);
      const entries = postSalesInvoice(totals, ACCOUNTS);
      return !(
        isBalanced(entries) &&
        entries.every((e) => e.Debit >= 0 && e.Credit >= 0 && e.Debit + e.Credit > 0) &&
        (entries.find((e) => e.PLID === ACCOUNTS.customer)?.Debit ?? 0) === totals.total
      );
    });

    expect(broken).toEqual([]);
  });

  it('draws lines of every kind, so the checks above are not vacuous', () => {
    const all = invoices.flatMap(({ lines, opts }) =>
      lines.map((l) => ({ l, f: computeLine(l, opts), opts })),
    );

    expect(all.length).toBeGreaterThan(30_000);
    expect(all.some(({ l }) => l.discountBp === 10_000)).toBe(true);
    expect(all.some(({ f, opts }) => !opts.interState && f.cgst !== f.sgst)).toBe(true);
    expect(all.some(({ f, opts }) => opts.inclusive && f.tax > 0)).toBe(true);
    expect(
      invoices.some(({ lines, opts }) => computeInvoice(lines, opts).totals.roundOff === 50),
    ).toBe(true);
    expect(
      invoices.some(({ lines, opts }) => computeInvoice(lines, opts).totals.roundOff < 0),
    ).toBe(true);
  });
});

describe('saleTitle', () => {
  it('calls a bill of only untaxed goods a Bill of Supply, any other a Tax Invoice', () => {
    expect(saleTitle([0])).toBe('Bill of Supply');
    expect(saleTitle([0, 0, 0])).toBe('Bill of Supply');
    expect(saleTitle([0, 1200])).toBe('Tax Invoice');
    expect(saleTitle([500])).toBe('Tax Invoice');
    expect(saleTitle([])).toBe('Tax Invoice');
  });
});
