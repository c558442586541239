import { describe, expect, it } from 'vitest';
import {
  b2clLimit,
  gstr1PortalJson,
  nilSupplyType,
  hsnIsSplit,
  invoicesOf,
  isB2cLarge,
  mergeHsn,
  portalDate,
  returnPeriodOf,
  uqcOf,
  type BillRateRow,
  type HsnRow,
} from '../../resources/rules/gstr1';
import { monthLabel, monthsBetween } from '../../resources/rules/months';

const row = (BillID: number, rateBp: number, extra: Partial<BillRateRow> = {}): BillRateRow => ({
  BillID,
  InvoiceNo: `A/${BillID}`,
  BillDate: '2026-06-15',
  GSTIN: '27AAPFU0939F1ZV',
  CustomerName: 'Pune Pharma',
  PlaceOfSupply: '27',
  PlaceOfSupplyName: 'Maharashtra',
  InterState: true,
  BillAmount: 29400,
  rateBp,
  taxable: 10000,
  igst: rateBp,
  cgst: 0,
  sgst: 0,
  ...extra,
});
const hsn = (section: 'B2B' | 'B2C', unit: string, qtyMilli: number, taxable: number): HsnRow => ({
  section,
  hsn: '3004',
  unit,
  qtyMilli,
  rateBp: 1200,
  taxable,
  igst: 0,
  cgst: taxable / 20,
  sgst: taxable / 20,
});

describe('GSTR-1 rules', () => {
  it('reports an unregistered inter-state bill invoice by invoice above 2.5 lakh until July 2024 and above 1 lakh from August 2024', () => {
    const bill = (
      BillDate: string,
      value: number,
      InterState = true,
      GSTIN: string | null = null,
      PlaceOfSupply: string | null = '27',
    ) => ({ BillDate, value, InterState, GSTIN, PlaceOfSupply });

    expect(b2clLimit('2024-07-31')).toBe(2_50_000_00);
    expect(b2clLimit('2024-08-01')).toBe(1_00_000_00);
    expect(isB2cLarge(bill('2024-07-31', 2_00_000_00))).toBe(false);
    expect(isB2cLarge(bill('2024-08-01', 1_00_000_01))).toBe(true);
    expect(isB2cLarge(bill('2026-06-01', 1_00_000_00))).toBe(false); // not above the limit
    expect(isB2cLarge(bill('2026-06-01', 5_00_000_00, false))).toBe(false); // intra-state stays in B2C small
    expect(isB2cLarge(bill('2026-06-01', 5_00_000_00, true, '27AAPFU0939F1ZV'))).toBe(false); // registered: B2B
    expect(isB2cLarge(bill('2026-06-01', 5_00_000_00, true, null, '96'))).toBe(false); // an export: 6A
  });

  it('files one month, or one whole quarter as its last month, and nothing else', () => {
    expect(returnPeriodOf('2026-06-01', '2026-06-30')).toBe('062026');
    expect(returnPeriodOf('2026-06-10', '2026-06-12')).toBe('062026');
    expect(returnPeriodOf('2026-04-01', '2026-06-30')).toBe('062026');
    expect(returnPeriodOf('2027-01-01', '2027-03-31')).toBe('032027');
    expect(returnPeriodOf('2026-05-01', '2026-07-31')).toBeNull(); // not a quarter
    expect(returnPeriodOf('2026-04-01', '2026-06-29')).toBeNull();
    expect(returnPeriodOf('2026-06-30', '2026-06-01')).toBeNull();
  });

  it('writes dates as the portal does and names units by their quantity codes', () => {
    expect(portalDate('2026-06-05')).toBe('05-06-2026');
    expect(['NOS', 'Nos', 'kg', 'Strip', 'Bottle', 'tablets', ''].map(uqcOf)).toEqual([
      'NOS',
      'NOS',
      'KGS',
      'OTH',
      'BTL',
      'TBS',
      'OTH',
    ]);
    expect(hsnIsSplit('042025')).toBe(false);
    expect(hsnIsSplit('052025')).toBe(true);
    expect(hsnIsSplit('012026')).toBe(true);
  });

  it('makes bill-by-rate rows into invoices with their rates in order', () => {
    const invoices = invoicesOf([row(1, 1200), row(1, 500), row(2, 1800, { GSTIN: null })]);

    expect(invoices.map((i) => [i.InvoiceNo, i.rates.map((r) => r.rateBp)])).toEqual([
      ['A/1', [500, 1200]],
      ['A/2', [1800]],
    ]);
  });

  it('adds HSN rows of one code, unit quantity code and rate together, per section or across both', () => {
    const rows = [
      hsn('B2B', 'NOS', 3000, 1000),
      hsn('B2B', 'Nos', 1500, 200),
      hsn('B2C', 'NOS', 1000, 100),
    ];

    expect(mergeHsn(rows).map((h) => [h.section, h.qtyMilli, h.taxable, h.cgst])).toEqual([
      ['B2B', 4500, 1200, 60],
      ['B2C', 1000, 100, 5],
    ]);
    expect(mergeHsn(rows, false).map((h) => [h.qtyMilli, h.taxable])).toEqual([[5500, 1300]]);
  });

  it('builds the portal JSON in rupees with the old single HSN list before May 2025', () => {
    const report = {
      b2b: invoicesOf([row(1, 1200)]),
      b2cl: [],
      b2cs: [],
      exp: [],
      nil: [],
      hsn: [hsn('B2B', 'NOS', 2500, 12340)],
      docs: [{ series: 'A', first: 'A/1', last: 'A/4', total: 4, cancelled: 1 }],
    };

    const json = gstr1PortalJson(report, { gstin: '29AAACT2727Q1ZX', fp: '032025' });
    const withNil = gstr1PortalJson(
      {
        ...report,
        nil: [
          { supplyType: 'INTRAB2B', nil: 10000, exempt: 0, nonGst: 0 },
          { supplyType: nilSupplyType(false, false), nil: 10050, exempt: 0, nonGst: 1000 },
        ],
      },
      { gstin: '29AAACT2727Q1ZX', fp: '032025' },
    );

    expect(json.b2b[0].inv[0]).toEqual({
      inum: 'A/1',
      idt: '15-06-2026',
      val: 294,
      pos: '27',
      rchrg: 'N',
      inv_typ: 'R',
      itms: [{ num: 1, itm_det: { txval: 100, rt: 12, iamt: 12, camt: 0, samt: 0, csamt: 0 } }],
    });
    expect(json.hsn).toEqual({
      data: [
        {
          num: 1,
          hsn_sc: '3004',
          uqc: 'NOS',
          qty: 2.5,
          val: 135.74,
          txval: 123.4,
          iamt: 0,
          camt: 6.17,
          samt: 6.17,
          csamt: 0,
        },
      ],
    });
    // Table 8 and 6A only when something carried no tax or went abroad.
    expect('nil' in json).toBe(false);
    expect('exp' in json).toBe(false);
    expect(withNil.nil).toEqual({
      inv: [
        { sply_ty: 'INTRAB2B', expt_amt: 0, nil_amt: 100, ngsup_amt: 0 },
        { sply_ty: 'INTRAB2C', expt_amt: 0, nil_amt: 100.5, ngsup_amt: 10 },
      ],
    });
    expect(json.doc_issue.doc_det[0].docs[0]).toEqual({
      num: 1,
      from: 'A/1',
      to: 'A/4',
      totnum: 4,
      cancel: 1,
      net_issue: 3,
    });
  });

  it('reports exports in 6A by export type: with IGST paid, or at 0% under bond or LUT', () => {
    const abroad = { GSTIN: null, PlaceOfSupply: '96', PlaceOfSupplyName: 'Other Country' };
    const [paid, bonded] = invoicesOf([
      row(7, 1200, { ...abroad, BillAmount: 11200, taxable: 10000, igst: 1200 }),
      row(8, 0, { ...abroad, BillAmount: 5000, taxable: 5000, igst: 0 }),
    ]);
    const json = gstr1PortalJson(
      { b2b: [], b2cl: [], b2cs: [], exp: [paid, bonded], nil: [], hsn: [], docs: [] },
      { gstin: '29AAACT2727Q1ZX', fp: '062026' },
    );

    expect(json.exp).toEqual([
      {
        exp_typ: 'WPAY',
        inv: [
          {
            inum: 'A/7',
            idt: '15-06-2026',
            val: 112,
            itms: [{ txval: 100, rt: 12, iamt: 12, csamt: 0 }],
          },
        ],
      },
      {
        exp_typ: 'WOPAY',
        inv: [
          {
            inum: 'A/8',
            idt: '15-06-2026',
            val: 50,
            itms: [{ txval: 50, rt: 0, iamt: 0, csamt: 0 }],
          },
        ],
      },
    ]);
  });

  it('lists the months of a financial year', () => {
    expect(monthsBetween('2026-04-01', '2027-03-31')).toHaveLength(12);
    expect(monthsBetween('2026-11-15', '2027-01-02')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(monthLabel('2027-01')).toBe('Jan 2027');
  });
});
