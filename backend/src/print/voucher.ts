import PDFDocument from 'pdfkit';
import { amountInWords } from '../../../resources/rules/amountInWords';
import { displayDate } from '../../../resources/rules/financialYear';
import { formatIndian } from '../../../resources/rules/indianNumber';
import { type Column, widthsOf } from './invoiceTables';
import {
  FRAME,
  GREY,
  RULE,
  SHADE,
  BOLD,
  type Doc,
  fittedLine,
  measure,
  printable,
  REGULAR,
  rupeeStyle,
  stampCancelled,
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

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = (15 / 25.4) * 72;
const LEFT = MARGIN;
const WIDTH = A4.width - 2 * MARGIN;
const FOOTER = 14; // the page number's strip below the content
const BOTTOM = A4.height - MARGIN - FOOTER;
const PAD = 5; // inside a box
const CELL = 3; // inside a table cell
const GAP = 10; // between blocks
const SIGNATURES = 70;

const titleStyle: Style = { font: BOLD, size: 15 };
const companyStyle: Style = { font: BOLD, size: 12 };
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
  const page: Flow = {
    y: drawHeader(doc, v),
    newPage() {
      doc.addPage();
      page.y = drawContinued(doc, v);
    },
    room(height) {
      if (page.y + height > BOTTOM) page.newPage();
    },
  };

  drawParticulars(doc, v, page);
  drawWords(doc, v, page);
  if (v.bills?.length) drawBills(doc, v.bills, page);
  if (v.cheque) drawCheque(doc, v.cheque, page);
  if (v.narration?.trim()) drawNarration(doc, v.narration, page);
  drawSignatures(doc, v, page);

  stampPages(doc, v);
  return toBuffer(doc);
}

/** Title, company, then number, date, mode and the cash or bank ledger in a box. */
function drawHeader(doc: Doc, v: PrintableVoucher): number {
  let y = MARGIN;
  y += textBox(doc, printable(v.title), LEFT, y, WIDTH, titleStyle, { align: 'center' }) + 6;
  y +=
    textBox(doc, printable(v.company.name), LEFT, y, WIDTH, companyStyle, {
      align: 'center',
      maxLines: 2,
    }) + 1;
  y +=
    textBox(doc, printable(v.company.address), LEFT, y, WIDTH, text, {
      align: 'center',
      maxLines: 3,
    }) + GAP;

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
  doc
    .lineWidth(0.7)
    .strokeColor(FRAME)
    .rect(LEFT, top, WIDTH, bottom - top)
    .stroke();
  return bottom + GAP;
}

/** A later page names the voucher it continues. */
function drawContinued(doc: Doc, v: PrintableVoucher): number {
  const line = `${printable(v.title)} No. ${printable(v.number)} (continued)`;
  return MARGIN + textBox(doc, line, LEFT, MARGIN, WIDTH, strong) + GAP;
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

/** The invoices a receipt settles, with the amount set against each. */
function drawBills(doc: Doc, bills: SettledBill[], page: Flow): void {
  const first = measure(doc, 'X', 100, strong) + 2 * rowHeight(doc);
  page.room(first);
  page.y += textBox(doc, 'Bills Settled (Agst Ref)', LEFT, page.y, WIDTH, strong) + 3;
  const columns: Column<Row>[] = [
    { label: 'Party', width: 0, align: 'left', value: (r) => r.texts[0], wraps: true },
    { label: 'Invoice No.', width: 100, align: 'left', value: (r) => r.texts[1] },
    { label: 'Invoice Date', width: 90, align: 'left', value: (r) => r.texts[2] },
    { label: 'Amount', width: 120, align: 'right', value: (r) => r.texts[3] },
  ];
  const rows = bills.map((b) => ({
    texts: [
      printable(b.party),
      printable(b.invoiceNo),
      displayDate(b.billDate),
      formatIndian(b.amountPaise),
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
  doc
    .lineWidth(0.7)
    .strokeColor(FRAME)
    .rect(LEFT, top, WIDTH, bottom - top)
    .stroke();
  page.y = bottom + GAP;
}

function drawNarration(doc: Doc, narration: string, page: Flow): void {
  const content = printable(narration);
  page.room(measure(doc, 'X', 100, caption) + measure(doc, content, WIDTH, text, 5));
  page.y += textBox(doc, 'Narration', LEFT, page.y, WIDTH, caption);
  page.y += textBox(doc, content, LEFT, page.y, WIDTH, text, { maxLines: 5 }) + GAP;
}

/** 'Prepared By' on the left, 'Authorized Signatory' for the company on the right, each over a line to sign on. */
function drawSignatures(doc: Doc, v: PrintableVoucher, page: Flow): void {
  page.room(SIGNATURES);
  const top = page.y + 4;
  const width = 170;
  const rightX = LEFT + WIDTH - width;
  textBox(doc, `for ${printable(v.company.name)}`, rightX, top, width, strong, {
    align: 'center',
    maxLines: 2,
  });
  const line = top + SIGNATURES - 22;
  doc.lineWidth(0.6).strokeColor(FRAME);
  doc
    .moveTo(LEFT, line)
    .lineTo(LEFT + width, line)
    .stroke();
  doc
    .moveTo(rightX, line)
    .lineTo(rightX + width, line)
    .stroke();
  textBox(doc, 'Prepared By', LEFT, line + 3, width, text, { align: 'center' });
  textBox(doc, 'Authorized Signatory', rightX, line + 3, width, text, { align: 'center' });
  page.y = line + 3 + measure(doc, 'X', 100, text);
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
  const widths = widthsOf(columns, WIDTH);
  const headHeight = rowHeight(doc) + 2;
  page.room(headHeight + rowHeight(doc));
  let top = page.y;
  page.y = drawHeading(doc, columns, widths, top, headHeight);
  const place = (height: number) => {
    if (page.y + height <= BOTTOM) return;
    frame(doc, widths, top, page.y);
    page.newPage();
    top = page.y;
    page.y = drawHeading(doc, columns, widths, top, headHeight);
  };

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
    place(height);
    let x = LEFT;
    columns.forEach((c, i) => {
      if (i === wrapAt) {
        const h = textBox(doc, texts[i], x + CELL, page.y + CELL, inner, cell, { maxLines: 3 });
        if (row.note)
          textBox(doc, row.note, x + CELL, page.y + CELL + h, inner, note, { maxLines: 2 });
      } else {
        fittedLine(doc, texts[i], x + CELL, page.y + CELL, widths[i] - 2 * CELL, cell, c.align);
      }
      x += widths[i];
    });
    page.y += height;
    doc
      .lineWidth(0.3)
      .strokeColor(RULE)
      .moveTo(LEFT, page.y)
      .lineTo(LEFT + WIDTH, page.y)
      .stroke();
  });

  if (total) {
    const height = rowHeight(doc) + 4;
    place(height);
    doc
      .lineWidth(0.7)
      .strokeColor(FRAME)
      .moveTo(LEFT, page.y)
      .lineTo(LEFT + WIDTH, page.y)
      .stroke();
    // The figures carry the rupee sign; the label is set in the same face so the row shares one baseline.
    const face = rupeeStyle(doc, 10);
    let x = LEFT;
    columns.forEach((c, i) => {
      const figure =
        c.align === 'right' && total[i] ? withRupee(doc, total[i], 10).text : (total[i] ?? '');
      fittedLine(doc, figure, x + CELL, page.y + CELL + 1, widths[i] - 2 * CELL, face, c.align);
      x += widths[i];
    });
    page.y += height;
  }
  frame(doc, widths, top, page.y);
  page.y += GAP;
}

function drawHeading(
  doc: Doc,
  columns: Column<Row>[],
  widths: number[],
  top: number,
  height: number,
): number {
  doc.rect(LEFT, top, WIDTH, height).fill(SHADE);
  let x = LEFT;
  columns.forEach((c, i) => {
    fittedLine(doc, c.label, x + CELL, top + CELL + 1, widths[i] - 2 * CELL, heading, c.align);
    x += widths[i];
  });
  doc
    .lineWidth(0.7)
    .strokeColor(FRAME)
    .moveTo(LEFT, top + height)
    .lineTo(LEFT + WIDTH, top + height)
    .stroke();
  return top + height;
}

/** The outer frame and the column rules of one page's part of a table. */
function frame(doc: Doc, widths: number[], top: number, bottom: number): void {
  doc
    .lineWidth(0.7)
    .strokeColor(FRAME)
    .rect(LEFT, top, WIDTH, bottom - top)
    .stroke();
  doc.lineWidth(0.4);
  let x = LEFT;
  for (const w of widths.slice(0, -1)) {
    x += w;
    doc.moveTo(x, top).lineTo(x, bottom).stroke();
  }
}

/** Page numbers on every page, and CANCELLED across each when the voucher is cancelled. */
function stampPages(doc: Doc, v: PrintableVoucher): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i += 1) {
    doc.switchToPage(start + i);
    const y = BOTTOM + 4;
    textBox(doc, `Page ${i + 1} of ${count}`, LEFT, y, WIDTH, caption, { align: 'right' });
    textBox(doc, 'This is a computer generated voucher.', LEFT, y, WIDTH, caption);
    if (v.cancelled) stampCancelled(doc);
  }
}
