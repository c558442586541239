import PDFDocument from 'pdfkit';
import { amountInWords } from '../../../resources/rules/amountInWords';
import { displayDate } from '../../../resources/rules/financialYear';
import { formatIndian } from '../../../resources/rules/indianNumber';
import { type Column, widthsOf } from './invoiceTables';
import { A4, finishPages, letterhead, signatures } from './pdfPage';
import {
  eachColumn,
  frame,
  headingRow,
  outline,
  pagedTable,
  rowRule,
  rule,
  type Span,
  type TableBox,
} from './pdfTable';
import {
  GREY,
  BOLD,
  type Doc,
  fittedLine,
  measure,
  printable,
  REGULAR,
  rupeeStyle,
  type Style,
  textBox,
  toBuffer,
  withRupee,
} from './pdfText';
import type { ChequeDetails, PrintableVoucher, SettledBill } from './printableVoucher';

export type { PrintableVoucher } from './printableVoucher';

/**
 * A receipt, payment, contra or journal voucher on A4 with a 15 mm margin, as Tally prints one:
 * title, company, number and date, mode and the cash or bank ledger, the particulars with their
 * amounts (a journal's in Debit and Credit columns), the total with the rupee sign and in words,
 * the bills a receipt settles, cheque details, narration, and the two signature lines. A long
 * voucher breaks across pages with its table heading repeated.
 */

const MARGIN = (15 / 25.4) * 72;
const LEFT = MARGIN;
const WIDTH = A4.width - 2 * MARGIN;
const PAGE: Span = { left: LEFT, width: WIDTH };
const FOOTER = 14; // the page number's strip below the content
const BOTTOM = A4.height - MARGIN - FOOTER;
const PAD = 5; // inside a box
const CELL = 3; // inside a table cell
const GAP = 10; // between blocks
const SIGNATURES = 70;

const text: Style = { font: REGULAR, size: 9 };
const strong: Style = { font: BOLD, size: 9 };
const caption: Style = { font: REGULAR, size: 8, color: GREY };
const note: Style = { font: REGULAR, size: 8, color: GREY };
const cell: Style = { font: REGULAR, size: 9 };
const heading: Style = { font: BOLD, size: 8.5 };

/** Where the next block goes; `room` starts a new page when `height` does not fit on this one. */
export interface Flow {
  y: number;
  room(height: number): void;
  newPage(): void;
}

/** Renders the voucher; resolves to the PDF's bytes. */
export async function renderVoucher(v: PrintableVoucher): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${v.title} ${v.number}`, Author: printable(v.company.name) },
  });
  const page = flow(doc, drawHeader(doc, v), `${printable(v.title)} No. ${printable(v.number)}`);

  drawParticulars(doc, v, page);
  drawWords(doc, v, page);
  if (v.bills?.length) drawBills(doc, v.bills, page);
  if (v.cheque) drawCheque(doc, v.cheque, page);
  if (v.narration?.trim()) drawNarration(doc, v.narration, page);
  page.room(SIGNATURES);
  const signers: [string, string] = ['Prepared By', 'Authorized Signatory'];
  page.y = signatures(doc, PAGE, page.y + 4, SIGNATURES, signers, v.company.name);

  finishPages(doc, {
    span: PAGE,
    y: BOTTOM + 4,
    style: caption,
    note: { text: 'This is a computer generated voucher.' },
    stamp: v.cancelled ? 'CANCELLED' : undefined,
  });
  return toBuffer(doc);
}

/** Pages for a voucher-like sheet; a later one names the document it continues (`name`). */
export function flow(doc: Doc, y: number, name: string): Flow {
  const page: Flow = {
    y,
    newPage() {
      doc.addPage();
      const line = `${name} (continued)`;
      page.y = MARGIN + textBox(doc, line, LEFT, MARGIN, WIDTH, strong) + GAP;
    },
    room(height) {
      if (page.y + height > BOTTOM) page.newPage();
    },
  };
  return page;
}

/** Title, company, then number, date, mode and the cash or bank ledger in a box. */
function drawHeader(doc: Doc, v: PrintableVoucher): number {
  const y = letterhead(doc, { title: v.title, ...v.company }, PAGE, MARGIN) + GAP;

  const half = WIDTH / 2;
  const top = y;
  let left = top + PAD;
  left += pair(doc, 'Voucher No.', printable(v.number), LEFT + PAD, left, half - 2 * PAD);
  if (v.mode) left += pair(doc, 'Mode', printable(v.mode), LEFT + PAD, left, half - 2 * PAD);
  if (v.account)
    left += pair(
      doc,
      printable(v.account.label),
      printable(v.account.name),
      LEFT + PAD,
      left,
      half - 2 * PAD,
    );
  const right =
    top +
    PAD +
    pair(doc, 'Date', displayDate(v.date), LEFT + half + PAD, top + PAD, half - 2 * PAD, 'right');
  const bottom = Math.max(left, right) + PAD - 3;
  outline(doc, PAGE, top, bottom);
  return bottom + GAP;
}

/** 'Caption: value' on one line, the value bold; answers the height taken. */
export function pair(
  doc: Doc,
  name: string,
  content: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' = 'left',
): number {
  const captionWidth = Math.min(80, width / 2);
  // The smaller caption sits on the value's baseline (Helvetica's ascender is 0.718 of its size).
  const lower = (strong.size - caption.size) * 0.718;
  if (align === 'right') {
    const valueWidth = Math.min(
      doc.font(BOLD).fontSize(strong.size).widthOfString(content) + 2,
      width - captionWidth,
    );
    fittedLine(
      doc,
      `${name}:`,
      x + width - valueWidth - captionWidth,
      y + lower,
      captionWidth - 4,
      caption,
      'right',
    );
    fittedLine(doc, content, x + width - valueWidth, y, valueWidth, strong, 'right');
  } else {
    fittedLine(doc, `${name}:`, x, y + lower, captionWidth, caption);
    textBox(doc, content, x + captionWidth, y, width - captionWidth, strong, { maxLines: 2 });
  }
  return (
    Math.max(
      measure(doc, content, width - captionWidth, strong, 2),
      measure(doc, 'X', 100, caption),
    ) + 3
  );
}

export type Row = { texts: string[]; note?: string };

/** The particulars: one amount per party, or a journal's Debit and Credit; the total with the rupee sign. */
function drawParticulars(doc: Doc, v: PrintableVoucher, page: Flow): void {
  const money = (paise: number) => (paise ? formatIndian(paise) : '');
  const sl = { label: 'Sl', width: 26, align: 'center' } as const;
  if (v.lines.kind === 'amount') {
    const columns: Column<Row>[] = [
      { ...sl, value: (_, i) => String(i + 1) },
      {
        label: printable(v.lines.partyLabel),
        width: 0,
        align: 'left',
        value: (r) => r.texts[0],
        wraps: true,
      },
      { label: 'Amount', width: 120, align: 'right', value: (r) => r.texts[1] },
    ];
    const rows = v.lines.rows.map((r) => ({
      texts: [printable(r.name), formatIndian(r.amountPaise)],
    }));
    table(doc, page, columns, rows, ['', 'Total', formatIndian(v.totalPaise)]);
    return;
  }
  const columns: Column<Row>[] = [
    { ...sl, value: (_, i) => String(i + 1) },
    { label: 'Particulars', width: 0, align: 'left', value: (r) => r.texts[0], wraps: true },
    { label: 'Debit', width: 110, align: 'right', value: (r) => r.texts[1] },
    { label: 'Credit', width: 110, align: 'right', value: (r) => r.texts[2] },
  ];
  const rows = v.lines.rows.map((r) => ({
    texts: [printable(r.name), money(r.debitPaise), money(r.creditPaise)],
    note: printable(r.note),
  }));
  const credit = v.lines.rows.reduce((s, r) => s + r.creditPaise, 0);
  table(doc, page, columns, rows, ['', 'Total', formatIndian(v.totalPaise), formatIndian(credit)]);
}

/** The total in words, lakh and crore. */
function drawWords(doc: Doc, v: PrintableVoucher, page: Flow): void {
  const words = amountInWords(v.totalPaise);
  const height = measure(doc, 'X', 100, caption) + measure(doc, words, WIDTH, strong, 3);
  page.room(height);
  page.y += textBox(doc, 'Amount (in words)', LEFT, page.y, WIDTH, caption);
  page.y += textBox(doc, words, LEFT, page.y, WIDTH, strong, { maxLines: 3 }) + GAP;
}

/**
 * The bills a receipt or payment settles, with the amount set against each. A supplier's bill
 * is known by two numbers, the supplier's and our purchase number, so a payment prints both.
 */
function drawBills(doc: Doc, bills: SettledBill[], page: Flow): void {
  const first = measure(doc, 'X', 100, strong) + 2 * rowHeight(doc);
  page.room(first);
  page.y += textBox(doc, 'Bills Settled (Agst Ref)', LEFT, page.y, WIDTH, strong) + 3;
  const left = (label: string, width: number, i: number): Column<Row> => ({
    label,
    width,
    align: 'left',
    value: (r) => r.texts[i],
  });
  const purchases = bills.some((b) => b.ourNo !== undefined);
  const columns: Column<Row>[] = [
    { label: 'Party', width: 0, align: 'left', value: (r) => r.texts[0], wraps: true },
    ...(purchases
      ? [
          left('Supplier Bill No.', 100, 1),
          left('Purchase No.', 70, 4),
          left('Purchase Date', 80, 2),
        ]
      : [left('Invoice No.', 100, 1), left('Invoice Date', 90, 2)]),
    { label: 'Amount', width: 120, align: 'right', value: (r) => r.texts[3] },
  ];
  const rows = bills.map((b) => ({
    texts: [
      printable(b.party),
      printable(b.invoiceNo),
      displayDate(b.billDate),
      formatIndian(b.amountPaise),
      printable(b.ourNo ?? ''),
    ],
  }));
  table(doc, page, columns, rows);
}

/** Cheque or DD number and date, bank and branch, and the remark, in a box. */
function drawCheque(doc: Doc, cheque: ChequeDetails, page: Flow): void {
  const half = WIDTH / 2;
  const inner = half - 2 * PAD;
  const cells: Array<[string, string]> = [
    ['Cheque/DD No.', printable(cheque.number)],
    ['Cheque Date', displayDate(cheque.date)],
    ['Bank', printable(cheque.bank)],
    ['Branch', printable(cheque.branch)],
  ];
  const remark = printable(cheque.remark);
  const lineHeight = measure(doc, 'X', 100, strong) + 3;
  const height =
    measure(doc, 'X', 100, strong) + 3 + 2 * PAD + 2 * lineHeight + (remark ? lineHeight * 2 : 0);
  page.room(height);
  page.y += textBox(doc, 'Cheque/DD Details', LEFT, page.y, WIDTH, strong) + 3;
  const top = page.y;
  let left = top + PAD;
  let right = top + PAD;
  cells.forEach(([name, content], i) => {
    if (i % 2 === 0) left += pair(doc, name, content || '-', LEFT + PAD, left, inner);
    else right += pair(doc, name, content || '-', LEFT + half + PAD, right, inner);
  });
  let bottom = Math.max(left, right);
  if (remark) bottom += pair(doc, 'Remark', remark, LEFT + PAD, bottom, WIDTH - 2 * PAD);
  bottom += PAD - 3;
  outline(doc, PAGE, top, bottom);
  page.y = bottom + GAP;
}

function drawNarration(doc: Doc, narration: string, page: Flow): void {
  const content = printable(narration);
  page.room(measure(doc, 'X', 100, caption) + measure(doc, content, WIDTH, text, 5));
  page.y += textBox(doc, 'Narration', LEFT, page.y, WIDTH, caption);
  page.y += textBox(doc, content, LEFT, page.y, WIDTH, text, { maxLines: 5 }) + GAP;
}

function rowHeight(doc: Doc): number {
  return measure(doc, 'X', 100, cell) + 2 * CELL;
}

/**
 * A framed table that breaks across pages (heading repeated), with an optional total row whose
 * last cells carry the rupee sign.
 */
export function table(
  doc: Doc,
  page: Flow,
  columns: Column<Row>[],
  rows: Row[],
  total?: string[],
): void {
  const box: TableBox = { ...PAGE, widths: widthsOf(columns, WIDTH) };
  const { widths } = box;
  const headHeight = rowHeight(doc) + 2;
  page.room(headHeight + rowHeight(doc));
  const flow = pagedTable(
    page,
    BOTTOM,
    () => page.newPage(),
    (top) =>
      headingRow(doc, box, top, headHeight, (i, x, width) => {
        const c = columns[i];
        fittedLine(doc, c.label, x + CELL, top + CELL + 1, width - 2 * CELL, heading, c.align);
      }),
    (top, bottom) => frame(doc, box, top, bottom),
  );

  const wrapAt = columns.findIndex((c) => c.wraps);
  rows.forEach((row, index) => {
    const texts = columns.map((c) => c.value(row, index));
    const inner = widths[wrapAt] - 2 * CELL;
    const noteHeight = row.note ? measure(doc, row.note, inner, note, 2) : 0;
    const height =
      Math.max(
        rowHeight(doc) - 2 * CELL,
        measure(doc, texts[wrapAt], inner, cell, 3) + noteHeight,
      ) +
      2 * CELL;
    flow.place(height);
    eachColumn(box, (i, x, width) => {
      if (i === wrapAt) {
        const h = textBox(doc, texts[i], x + CELL, page.y + CELL, inner, cell, { maxLines: 3 });
        if (row.note)
          textBox(doc, row.note, x + CELL, page.y + CELL + h, inner, note, { maxLines: 2 });
      } else {
        fittedLine(
          doc,
          texts[i],
          x + CELL,
          page.y + CELL,
          width - 2 * CELL,
          cell,
          columns[i].align,
        );
      }
    });
    page.y += height;
    rowRule(doc, PAGE, page.y);
  });

  if (total) {
    const height = rowHeight(doc) + 4;
    flow.place(height);
    rule(doc, PAGE, page.y);
    // The figures carry the rupee sign; the label is set in the same face so the row shares one baseline.
    const face = rupeeStyle(doc, 10);
    eachColumn(box, (i, x, width) => {
      const { align } = columns[i];
      const figure =
        align === 'right' && total[i] ? withRupee(doc, total[i], 10).text : (total[i] ?? '');
      fittedLine(doc, figure, x + CELL, page.y + CELL + 1, width - 2 * CELL, face, align);
    });
    page.y += height;
  }
  flow.end();
  page.y += GAP;
}
