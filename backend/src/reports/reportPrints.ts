import type { Sequelize } from 'sequelize';
import {
  AGEING_COLUMNS,
  ageingLabel,
  billCount,
  billsByDay,
  type AnyRecord,
  type TrialNode,
} from '../../../resources';
import { displayDate } from '../../../resources/rules/financialYear';
import { formatIndian } from '../../../resources/rules/indianNumber';
import { NIL_SUPPLY_NAMES } from '../../../resources/rules/gstr1';
import type { ReportColumn, ReportRow, ReportTable } from '../print/reportTable';
import { dayBook } from './dayBook';
import { gstr1, gstr1Answer } from './gstr1';
import { outstanding, outstandingQuery } from './outstanding';
import { register, REGISTERS, type RegisterKind } from './registers';
import { trialBalance } from './trialBalance';

/**
 * What each report prints: its name, its period and its tables, from the same function its JSON
 * answer comes from (so the print and the screen cannot disagree). The layout is the report
 * table writer's (backend/src/print/reportTable.ts); here are only columns and rows.
 */
export interface ReportQuery {
  CompanyID: number;
  FYearID: number | null;
  query: Record<string, string | undefined>;
}

export interface ReportPrint {
  title: string;
  period: string;
  landscape?: boolean;
  tables: ReportTable[];
}

const paise = (rupees: number) => formatIndian(Math.round(rupees * 100));
/** A Dr or Cr column: blank where the figure is on the other side or nil, as Tally prints it. */
const side = (p: number, debit: boolean) =>
  (debit ? p > 0 : p < 0) ? formatIndian(Math.abs(p)) : '';
const money = (width = 66): ReportColumn => ({ label: '', width, align: 'right' });
const col = (label: string, base: ReportColumn): ReportColumn => ({ ...base, label });
const between = (from: string, to: string) =>
  from === to ? `On ${displayDate(from)}` : `From ${displayDate(from)} to ${displayDate(to)}`;

async function trialBalancePrint(db: Sequelize, q: ReportQuery): Promise<ReportPrint> {
  const r = await trialBalance(db, {
    CompanyID: q.CompanyID,
    FYearID: q.FYearID,
    FromDate: q.query.FromDate,
    ToDate: q.query.ToDate,
  });
  const m = money(62);
  const columns = [
    { label: 'Particulars', width: 0 },
    col('Opening Dr', m),
    col('Opening Cr', m),
    col('Debit', m),
    col('Credit', m),
    col('Closing Dr', m),
    col('Closing Cr', m),
  ];
  const figures = (f: { opening: number; debit: number; credit: number; closing: number }) => [
    side(f.opening, true),
    side(f.opening, false),
    f.debit ? formatIndian(f.debit) : '',
    f.credit ? formatIndian(f.credit) : '',
    side(f.closing, true),
    side(f.closing, false),
  ];
  const rows: ReportRow[] = [];
  const walk = (node: TrialNode, depth: number) => {
    rows.push({ kind: 'subtotal', cells: [node.GName, ...figures(node)], indent: depth });
    for (const g of node.groups) walk(g, depth + 1);
    for (const l of node.ledgers)
      rows.push({ cells: [l.LedgerName, ...figures(l)], indent: depth + 1 });
  };
  for (const head of r.heads) walk(head, 0);
  const t = r.totals;
  rows.push({
    kind: 'total',
    cells: [
      'Grand Total',
      formatIndian(t.openingDebit),
      formatIndian(t.openingCredit),
      formatIndian(t.debit),
      formatIndian(t.credit),
      formatIndian(t.closingDebit),
      formatIndian(t.closingCredit),
    ],
  });
  return {
    title: 'Trial Balance',
    period: between(r.FromDate, r.ToDate),
    tables: [{ columns, rows, empty: 'No entries in this period.' }],
  };
}

async function dayBookPrint(db: Sequelize, q: ReportQuery): Promise<ReportPrint> {
  const r = await dayBook(db, {
    CompanyID: q.CompanyID,
    FromDate: q.query.FromDate,
    ToDate: q.query.ToDate,
  });
  const columns: ReportColumn[] = [
    { label: 'Date', width: 52 },
    { label: 'Type', width: 72 },
    { label: 'Number', width: 56 },
    { label: 'Debit', width: 0 },
    { label: 'Credit', width: 0 },
    col('Amount', money(70)),
    { label: 'Status', width: 48 },
  ];
  const rows: ReportRow[] = r.rows.map((d) => ({
    cells: [
      displayDate(d.Date),
      d.TypeName,
      String(d.DocNo ?? ''),
      d.Debit,
      d.Credit,
      d.Status === 'Active' ? paise(d.Amount) : '',
      d.Status,
    ],
  }));
  rows.push({ kind: 'total', cells: ['Total', '', '', '', '', paise(r.Total), ''] });
  return {
    title: 'Day Book',
    period: between(r.FromDate, r.ToDate),
    tables: [{ columns, rows, empty: 'No documents in this period.' }],
  };
}

async function outstandingPrint(db: Sequelize, q: ReportQuery): Promise<ReportPrint> {
  const r = await outstanding(db, outstandingQuery(q.CompanyID, q.query));
  const Side = r.Side;
  const party = Side === 'payable' ? 'Supplier' : 'Customer';
  const m = money(70);
  const bills: ReportRow[] = r.customers.flatMap((c) => [
    {
      kind: 'group' as const,
      cells: [`${c.LedgerName}${c.CreditDays === null ? '' : ` (credit ${c.CreditDays} days)`}`],
    },
    ...c.Bills.map((b) => ({
      cells: [
        String(b.InvoiceNo ?? ''),
        displayDate(b.BillDate),
        paise(b.Total),
        paise(b.Settled),
        paise(b.Outstanding),
        String(b.Days),
        b.DaysOverdue ? String(b.DaysOverdue) : '',
      ],
      indent: 1,
    })),
    // What the ledger holds beyond its open bills: an opening balance, money set against no bill.
    ...(c.OnAccount
      ? [{ cells: ['On Account', '', '', '', paise(c.OnAccount), '', ''], indent: 1 }]
      : []),
    {
      kind: 'subtotal' as const,
      cells: [`Total ${c.LedgerName}`, '', '', '', paise(c.Outstanding), '', ''],
    },
  ]);
  bills.push({ kind: 'total', cells: ['Total', '', '', '', paise(r.Total), '', ''] });
  const ageingRow = (name: string, a: Record<string, number>, total: number, overdue: number) => [
    name,
    ...AGEING_COLUMNS.map((k) => paise(a[k] ?? 0)),
    paise(total),
    paise(overdue),
  ];
  const ageing: ReportRow[] = r.customers.map((c) => ({
    cells: ageingRow(c.LedgerName, c.Ageing, c.Outstanding, c.Overdue),
  }));
  ageing.push({ kind: 'total', cells: ageingRow('Total', r.Ageing, r.Total, r.Overdue) });
  return {
    title: Side === 'payable' ? 'Outstanding Payables' : 'Outstanding Receivables',
    period: `As on ${displayDate(r.AsOn)}`,
    tables: [
      {
        heading: 'Bill by bill',
        columns: [
          { label: 'Bill No', width: 0 },
          { label: 'Date', width: 56 },
          col('Total', m),
          col(Side === 'payable' ? 'Paid' : 'Received', m),
          col('Outstanding', m),
          { label: 'Days', width: 36, align: 'right' },
          { label: 'Overdue Days', width: 52, align: 'right' },
        ],
        rows: bills,
        empty: 'Nothing outstanding.',
      },
      {
        heading: 'Ageing (days since the bill)',
        columns: [
          { label: party, width: 0 },
          ...AGEING_COLUMNS.map((k) => col(ageingLabel(k), money(62))),
          col('Outstanding', m),
          col('Overdue', m),
        ],
        rows: ageing,
        empty: 'Nothing outstanding.',
      },
    ],
  };
}

/** What a register's print calls its number and party, and its name. */
const REGISTER_PRINTS: Record<
  RegisterKind,
  { title: string; number: string; party: string; place: string }
> = {
  sales: {
    title: 'Sales Register',
    number: 'Invoice No',
    party: 'Customer',
    place: 'Place of Supply',
  },
  purchase: {
    title: 'Purchase Register',
    number: 'Supplier Bill',
    party: 'Supplier',
    place: 'Supplier State',
  },
};

const registerPrint =
  (kind: RegisterKind) =>
  async (db: Sequelize, q: ReportQuery): Promise<ReportPrint> => {
    const names = REGISTER_PRINTS[kind];
    const r = await register(db, kind, {
      CompanyID: q.CompanyID,
      FromDate: q.query.FromDate,
      ToDate: q.query.ToDate,
    });
    return registerTables(r, kind);
  };

function registerTables(r: Awaited<ReturnType<typeof register>>, kind: RegisterKind): ReportPrint {
  const names = REGISTER_PRINTS[kind];
  const m = money(62);
  const columns: ReportColumn[] = [
    { label: 'Date', width: 54 },
    { label: names.number, width: 62 },
    { label: names.party, width: 0 },
    { label: 'GSTIN', width: 88 },
    { label: names.place, width: 80 },
    col('Taxable Value', m),
    col('CGST', m),
    col('SGST', m),
    col('IGST', m),
    col('Round Off', money(44)),
    col('Total', m),
    { label: 'Status', width: 46 },
  ];
  type Sums = Record<
    'TaxableAmount' | 'CGST' | 'SGST' | 'IGST' | 'RoundOff' | 'BillAmount',
    number
  >;
  const figures = (s: Sums) => [
    paise(s.TaxableAmount),
    paise(s.CGST),
    paise(s.SGST),
    paise(s.IGST),
    paise(s.RoundOff),
    paise(s.BillAmount),
  ];
  const rows: ReportRow[] = [];
  for (const { bills, day } of billsByDay(r.rows, r.days)) {
    for (const b of bills) rows.push({ cells: invoiceCells(b, REGISTERS[kind].party, figures) });
    if (!day) continue; // a day of cancelled bills only: nothing to total
    rows.push({
      kind: 'subtotal',
      cells: [
        `Total ${displayDate(day.BillDate)} (${billCount(day.Bills)})`,
        '',
        '',
        '',
        '',
        ...figures(day),
        '',
      ],
    });
  }
  rows.push({
    kind: 'total',
    cells: [`Total (${billCount(r.totals.Bills)})`, '', '', '', '', ...figures(r.totals), ''],
  });
  return {
    title: names.title,
    period: between(r.FromDate, r.ToDate),
    landscape: true,
    tables: [{ columns, rows, empty: 'No invoices in this period.' }],
  };
}

function invoiceCells(
  b: Awaited<ReturnType<typeof register>>['rows'][number],
  party: string, // the row's key of the party's name
  figures: (s: typeof b) => string[],
): string[] {
  return [
    displayDate(b.BillDate),
    String(b.InvoiceNo ?? ''),
    String((b as AnyRecord)[party] ?? ''),
    String(b.GSTIN ?? ''),
    [b.PlaceOfSupply, b.PlaceOfSupplyName].filter(Boolean).join('-'),
    ...figures(b),
    b.Status,
  ];
}

async function gstr1Print(db: Sequelize, q: ReportQuery): Promise<ReportPrint> {
  const r = gstr1Answer(
    await gstr1(db, { CompanyID: q.CompanyID, FromDate: q.query.FromDate, ToDate: q.query.ToDate }),
  );
  const m = money(64);
  const taxes = [col('Taxable Value', m), col('IGST', m), col('CGST', m), col('SGST', m)];
  type Rate = (typeof r.b2b)[number]['rates'][number];
  const taxCells = (x: Rate) => [paise(x.Taxable), paise(x.IGST), paise(x.CGST), paise(x.SGST)];
  const place = (code: string | null, name: string | null) =>
    [code, name].filter(Boolean).join('-');
  const invoiceTable = (heading: string, list: typeof r.b2b): ReportTable => ({
    heading,
    columns: [
      { label: 'GSTIN', width: 92 },
      { label: 'Receiver', width: 0 },
      { label: 'Invoice No', width: 60 },
      { label: 'Date', width: 54 },
      col('Invoice Value', m),
      { label: 'Place of Supply', width: 80 },
      { label: 'Rate %', width: 38, align: 'right' },
      ...taxes,
    ],
    rows: list.flatMap((b) =>
      b.rates.map((x) => ({
        cells: [
          String(b.GSTIN ?? ''),
          b.CustomerName,
          b.InvoiceNo,
          displayDate(b.BillDate),
          paise(b.Value),
          place(b.PlaceOfSupply, b.PlaceOfSupplyName),
          String(x.Rate),
          ...taxCells(x),
        ],
      })),
    ),
    empty: 'None.',
  });
  return {
    title: 'GSTR-1 Summary',
    period: between(r.FromDate, r.ToDate),
    landscape: true,
    tables: [
      invoiceTable('B2B invoices (4A, 4B, 4C, 6B, 6C)', r.b2b),
      invoiceTable('B2C large invoices (5A, 5B)', r.b2cl),
      invoiceTable('Exports (6A)', r.exp),
      {
        heading: 'B2C small (7): by place of supply and rate',
        columns: [
          { label: 'Supply Type', width: 70 },
          { label: 'Place of Supply', width: 0 },
          { label: 'Rate %', width: 50, align: 'right' },
          ...taxes,
        ],
        rows: r.b2cs.map((s) => ({
          cells: [
            s.SupplyType === 'INTER' ? 'Inter-state' : 'Intra-state',
            place(s.PlaceOfSupply, s.PlaceOfSupplyName),
            String(s.Rate),
            ...taxCells(s),
          ],
        })),
        empty: 'None.',
      },
      {
        heading: 'Nil rated, exempted and non-GST supplies (8)',
        columns: [
          { label: 'Supply Type', width: 0 },
          col('Nil Rated', m),
          col('Exempted', m),
          col('Non-GST', m),
        ],
        rows: r.nil.map((x) => ({
          cells: [
            NIL_SUPPLY_NAMES[x.SupplyType],
            paise(x.NilRated),
            paise(x.Exempted),
            paise(x.NonGst),
          ],
        })),
        empty: 'None.',
      },
      {
        heading: 'HSN summary (12)',
        columns: [
          { label: 'Section', width: 50 },
          { label: 'HSN', width: 0 },
          { label: 'Unit', width: 50 },
          { label: 'Quantity', width: 60, align: 'right' },
          { label: 'Rate %', width: 44, align: 'right' },
          ...taxes,
          col('Total Value', m),
        ],
        rows: r.hsn.map((h) => ({
          cells: [
            h.Section,
            h.HSN,
            String(h.Unit ?? ''),
            String(h.Quantity),
            String(h.Rate),
            ...taxCells(h),
            paise(h.Value),
          ],
        })),
        empty: 'None.',
      },
      {
        heading: 'Documents issued (13)',
        columns: [
          { label: 'Series', width: 0 },
          { label: 'From', width: 90 },
          { label: 'To', width: 90 },
          { label: 'Total', width: 60, align: 'right' },
          { label: 'Cancelled', width: 60, align: 'right' },
          { label: 'Net Issued', width: 60, align: 'right' },
        ],
        rows: r.docs.map((d) => ({
          cells: [d.Series, d.From, d.To, String(d.Total), String(d.Cancelled), String(d.Net)],
        })),
        empty: 'None.',
      },
    ],
  };
}

/** The printable reports by the name in /api/print/:report. */
export const REPORT_PRINTS: Record<
  string,
  { summary: string; query: Record<string, string>; print: typeof trialBalancePrint }
> = {
  trialbalance: {
    summary: 'The trial balance as an A4 PDF',
    query: { FromDate: 'YYYY-MM-DD', ToDate: 'YYYY-MM-DD' },
    print: trialBalancePrint,
  },
  daybook: {
    summary: 'The day book as an A4 PDF',
    query: { FromDate: 'YYYY-MM-DD', ToDate: 'YYYY-MM-DD' },
    print: dayBookPrint,
  },
  outstanding: {
    summary: 'Outstanding receivables (or payables, Side=payable) with ageing as an A4 PDF',
    query: { AsOn: 'YYYY-MM-DD', PLID: 'one party', Side: 'receivable or payable' },
    print: outstandingPrint,
  },
  salesregister: {
    summary: 'The sales register as an A4 (landscape) PDF',
    query: { FromDate: 'YYYY-MM-DD', ToDate: 'YYYY-MM-DD' },
    print: registerPrint('sales'),
  },
  purchaseregister: {
    summary: 'The purchase register as an A4 (landscape) PDF',
    query: { FromDate: 'YYYY-MM-DD', ToDate: 'YYYY-MM-DD' },
    print: registerPrint('purchase'),
  },
  gstr1: {
    summary: 'The GSTR-1 summary as an A4 (landscape) PDF',
    query: { FromDate: 'YYYY-MM-DD', ToDate: 'YYYY-MM-DD' },
    print: gstr1Print,
  },
};
