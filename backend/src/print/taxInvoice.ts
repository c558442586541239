import PDFDocument from 'pdfkit';
import { amountInWords } from '../../../resources/rules/amountInWords';
import { displayDate } from '../../../resources/rules/financialYear';
import { formatIndian } from '../../../resources/rules/indianNumber';
import { type Column, hsnColumns, lineColumns, valueLabel, widthsOf } from './invoiceTables';
import { A4, finishPages } from './pdfPage';
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
  BOLD,
  GREY,
  type Doc,
  fittedLine,
  measure,
  printable,
  REGULAR,
  type Style,
  textBox,
  toBuffer,
} from './pdfText';
import type { PrintableInvoice } from './printableInvoice';

export type { PrintableInvoice, PrintableLine } from './printableInvoice';

/**
 * The A4 GST tax invoice (CGST Rule 46) as a PDF, laid out the way Tally prints one: supplier and
 * invoice boxes, the buyer and place of supply, the line table, the HSN-wise summary, totals with
 * the round-off, the amount in words and the signatory. The header and the table heading repeat
 * on every page; 'Page N of M' and a CANCELLED stamp are added once all pages exist.
 */

const MARGIN = 28;
const LEFT = MARGIN;
const WIDTH = A4.width - 2 * MARGIN;
const PAGE: Span = { left: LEFT, width: WIDTH };
const FOOTER = 16; // the page number's strip below the content
const BOTTOM = A4.height - MARGIN - FOOTER;
const PAD = 4; // inside a box
const CELL = 2; // inside a table cell
const SPLIT = 0.58; // the left boxes' share of the width
const LOGO = 48;
/**
 * Lines a wrapping cell or an address may take: enough for the longest the masters allow (an
 * item's 150-character name in the description column, a 250-character address), so nothing
 * a person typed is cut.
 */
const CELL_LINES = 8;
const ADDRESS_LINES = 6;

const title: Style = { font: BOLD, size: 13 };
const name: Style = { font: BOLD, size: 11 };
const text: Style = { font: REGULAR, size: 8 };
const strong: Style = { font: BOLD, size: 8 };
const label: Style = { font: REGULAR, size: 7, color: GREY };
const value: Style = { font: BOLD, size: 9.5 };
const cell: Style = { font: REGULAR, size: 7 };
const cellBold: Style = { font: BOLD, size: 7 };
const heading: Style = { font: BOLD, size: 6.5 };

/** Renders the invoice; resolves to the PDF's bytes. */
export async function renderTaxInvoice(inv: PrintableInvoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${inv.title ?? 'Tax Invoice'} ${inv.invoiceNo}`,
      Author: printable(inv.company.name),
    },
  });
  const page = { y: drawHeader(doc, inv) };
  const newPage = () => {
    doc.addPage();
    page.y = drawHeader(doc, inv);
  };

  const { taxable, cgst, sgst, igst } = inv.totals;
  const taxed = inv.taxed !== false;
  flowTable(doc, page, newPage, lineColumns(inv.interState, taxed), inv.lines, {
    'Description of Goods': 'Total',
    [valueLabel(taxed)]: formatIndian(taxable),
    CGST: formatIndian(cgst),
    SGST: formatIndian(sgst),
    IGST: formatIndian(igst),
    Amount: formatIndian(taxable + cgst + sgst + igst),
  });

  // The Rate column of a GST-inclusive bill is the price with the tax in it: said under the
  // lines, or a reader takes Qty × Rate for the taxable value.
  if (inv.ratesIncludeTax) {
    page.y += 2;
    if (page.y + 10 > BOTTOM) newPage();
    page.y += textBox(doc, 'Rates include GST.', LEFT, page.y, WIDTH, label);
  }

  if (taxed && inv.hsnSummary.length > 0) {
    page.y += 8;
    // The caption travels with the heading and at least one row.
    if (page.y + 40 > BOTTOM) newPage();
    page.y += textBox(doc, 'HSN/SAC-wise Tax Summary', LEFT, page.y, WIDTH, strong) + 2;
    flowTable(doc, page, newPage, hsnColumns(inv.interState), inv.hsnSummary, {
      'HSN/SAC': 'Total',
      'Taxable Value': formatIndian(taxable),
      CGST: formatIndian(cgst),
      SGST: formatIndian(sgst),
      IGST: formatIndian(igst),
      'Total Tax': formatIndian(cgst + sgst + igst),
    });
  }

  page.y += 8;
  if (page.y + closingHeight(doc, inv) > BOTTOM) newPage();
  drawClosing(doc, inv, page.y);

  // 'Continued' tells a reader of a loose page that the totals are on a later one.
  finishPages(doc, {
    span: PAGE,
    y: BOTTOM + 5,
    style: label,
    note: { text: 'This is a computer generated invoice.' },
    continued: true,
    stamp: inv.cancelled ? 'CANCELLED' : undefined,
  });
  return toBuffer(doc);
}

/** Supplier, invoice number and date, buyer and place of supply; answers where the page goes on. */
function drawHeader(doc: Doc, inv: PrintableInvoice): number {
  const { company, customer } = inv;
  let y = MARGIN;
  y +=
    textBox(doc, printable(inv.title) || 'Tax Invoice', LEFT, y, WIDTH, title, {
      align: 'center',
    }) + 4;

  const leftWidth = WIDTH * SPLIT;
  const rightX = LEFT + leftWidth;
  const rightWidth = WIDTH - leftWidth;

  // The supplier, with the logo to the left of the name when there is one.
  let top = y;
  let x = LEFT + PAD;
  let width = leftWidth - 2 * PAD;
  const logoBottom =
    company.logo && drawLogo(doc, company.logo, x, top + PAD) ? top + PAD + LOGO : 0;
  if (logoBottom) {
    x += LOGO + 6;
    width -= LOGO + 6;
  }
  let left = top + PAD;
  left += textBox(doc, printable(company.name), x, left, width, name, { maxLines: 2 }) + 1;
  left += textBox(doc, printable(company.address), x, left, width, text, {
    maxLines: ADDRESS_LINES,
  });
  if (company.gstin)
    left += textBox(doc, `GSTIN/UIN: ${printable(company.gstin)}`, x, left, width, strong);
  left += textBox(doc, stateLine(company), x, left, width, text);
  const contact = [
    company.phone && `Phone: ${printable(company.phone)}`,
    company.email && `Email: ${printable(company.email)}`,
  ];
  left += textBox(doc, contact.filter(Boolean).join('   '), x, left, width, text, { maxLines: 2 });

  let right = top + PAD;
  right += labelled(
    doc,
    'Invoice No.',
    printable(inv.invoiceNo),
    rightX + PAD,
    right,
    rightWidth - 2 * PAD,
  );
  right += labelled(
    doc,
    'Dated',
    displayDate(inv.billDate),
    rightX + PAD,
    right,
    rightWidth - 2 * PAD,
  );
  for (const r of inv.references ?? [])
    right += labelled(doc, r.label, printable(r.value), rightX + PAD, right, rightWidth - 2 * PAD);
  y = box(doc, top, Math.max(left, right, logoBottom) + PAD, rightX);

  // The buyer, and where the supply is made (which decides CGST and SGST or IGST).
  top = y;
  x = LEFT + PAD;
  width = leftWidth - 2 * PAD;
  left = top + PAD;
  left += textBox(doc, inv.partyHeading ?? 'Bill To (Buyer)', x, left, width, label) + 1;
  left += textBox(
    doc,
    printable(customer.name),
    x,
    left,
    width,
    { font: BOLD, size: 9.5 },
    { maxLines: 2 },
  );
  left += textBox(doc, printable(customer.address), x, left, width, text, {
    maxLines: ADDRESS_LINES,
  });
  if (customer.gstin)
    left += textBox(doc, `GSTIN/UIN: ${printable(customer.gstin)}`, x, left, width, strong);
  left += textBox(doc, stateLine(customer), x, left, width, text);
  if (customer.mobile)
    left += textBox(doc, `Mobile: ${printable(customer.mobile)}`, x, left, width, text);

  const { code, name: stateName } = inv.placeOfSupply;
  const supply = `Place of Supply: ${printable(stateName)}${code ? ` (${printable(code)})` : ''}`;
  right = top + PAD;
  right +=
    textBox(doc, supply, rightX + PAD, right, rightWidth - 2 * PAD, strong, { maxLines: 2 }) + 3;
  // Rule 46(p): goods sold here are taxed on forward charge; the invoice still has to say so.
  if (inv.reverseCharge !== false)
    right += textBox(
      doc,
      'Tax payable on Reverse Charge: No',
      rightX + PAD,
      right,
      rightWidth - 2 * PAD,
      text,
    );
  return box(doc, top, Math.max(left, right) + PAD, rightX) + 6;
}

/** 'State Name: Karnataka, Code: 29', leaving out what is not known. */
function stateLine(party: { stateName: string | null; stateCode: string | null }): string {
  const parts = [
    party.stateName && `State Name: ${printable(party.stateName)}`,
    party.stateCode && `Code: ${printable(party.stateCode)}`,
  ];
  return parts.filter(Boolean).join(', ');
}

/** A small grey caption over a bold value; answers the height of both. */
function labelled(
  doc: Doc,
  caption: string,
  content: string,
  x: number,
  y: number,
  width: number,
): number {
  const h = textBox(doc, caption, x, y, width, label);
  return h + textBox(doc, content, x, y + h, width, value, { maxLines: 2 }) + 4;
}

/** A logo is decoration: bytes pdfkit cannot read leave it out rather than fail the invoice. */
function drawLogo(doc: Doc, logo: Buffer, x: number, y: number): boolean {
  try {
    doc.image(logo, x, y, { fit: [LOGO, LOGO], align: 'center', valign: 'center' });
    return true;
  } catch {
    return false;
  }
}

/** The frame of a header row, split into its left and right boxes; answers its bottom. */
function box(doc: Doc, top: number, bottom: number, splitX: number): number {
  outline(doc, PAGE, top, bottom);
  doc.moveTo(splitX, top).lineTo(splitX, bottom).stroke();
  return bottom;
}

/**
 * A table that breaks across pages: before a row that would cross the bottom, the page's part is
 * framed, a new page starts with the invoice header, and the column heading is repeated.
 */
function flowTable<T>(
  doc: Doc,
  page: { y: number },
  newPage: () => void,
  columns: Column<T>[],
  rows: T[],
  totals: Record<string, string>,
): void {
  const table: TableBox = { ...PAGE, widths: widthsOf(columns, WIDTH) };
  const { widths } = table;
  const lineHeight = measure(doc, 'X', 100, cell);
  const headHeight = 2 * measure(doc, 'X', 100, heading) + 2 * CELL;
  const flow = pagedTable(
    page,
    BOTTOM,
    newPage,
    (top) => drawHeading(doc, table, columns, top, headHeight),
    (top, bottom) => frame(doc, table, top, bottom),
  );

  rows.forEach((row, index) => {
    const texts = columns.map((c) => c.value(row, index));
    const wrapped = columns.map((c, i) =>
      c.wraps ? measure(doc, texts[i], widths[i] - 2 * CELL, cell, CELL_LINES) : lineHeight,
    );
    const height = Math.max(lineHeight, ...wrapped) + 2 * CELL;
    flow.place(height);
    drawCells(doc, table, columns, texts, page.y, cell);
    page.y += height;
    rowRule(doc, PAGE, page.y);
  });

  const height = lineHeight + 2 * CELL + 1;
  flow.place(height);
  rule(doc, PAGE, page.y);
  drawCells(
    doc,
    table,
    columns,
    columns.map((c) => totals[c.label] ?? ''),
    page.y + 0.5,
    cellBold,
  );
  page.y += height;
  flow.end();
}

/** Headings wrap to two lines, centred in their cells: the invoice's columns are narrow. */
function drawHeading<T>(
  doc: Doc,
  table: TableBox,
  columns: Column<T>[],
  top: number,
  height: number,
): number {
  return headingRow(doc, table, top, height, (i, x, width) => {
    const c = columns[i];
    const textHeight = measure(doc, c.label, width - 2 * CELL, heading, 2);
    textBox(doc, c.label, x + CELL, top + (height - textHeight) / 2, width - 2 * CELL, heading, {
      align: c.align === 'left' ? 'left' : 'center',
      maxLines: 2,
    });
  });
}

function drawCells<T>(
  doc: Doc,
  table: TableBox,
  columns: Column<T>[],
  texts: string[],
  y: number,
  style: Style,
): void {
  eachColumn(table, (i, x, width) => {
    const c = columns[i];
    const inner = width - 2 * CELL;
    if (c.wraps) textBox(doc, texts[i], x + CELL, y + CELL, inner, style, { maxLines: CELL_LINES });
    else fittedLine(doc, texts[i], x + CELL, y + CELL, inner, style, c.align);
  });
}

/** The totals rows on the right, in print order. */
function totalRows(inv: PrintableInvoice): Array<[string, number]> {
  const t = inv.totals;
  const taxed = inv.taxed !== false;
  const tax: Array<[string, number]> = !taxed
    ? []
    : inv.interState
      ? [['IGST', t.igst]]
      : [
          ['CGST', t.cgst],
          ['SGST', t.sgst],
        ];
  return [[valueLabel(taxed), t.taxable], ...tax, ['Round Off', t.roundOff]];
}

const TOTAL_ROW = 12;
const SIGNATURE = 58;

/** Words and narration on the left, totals on the right, then declaration and signatory. */
function closingParts(doc: Doc, inv: PrintableInvoice) {
  const leftWidth = WIDTH * SPLIT - 2 * PAD;
  const words = amountInWords(inv.totals.total);
  const narration = printable(inv.narration);
  const wordsHeight = measure(doc, 'X', 100, label) + measure(doc, words, leftWidth, strong, 3);
  const narrationHeight = narration
    ? 6 + measure(doc, 'X', 100, label) + measure(doc, narration, leftWidth, text, 4)
    : 0;
  const left = wordsHeight + narrationHeight + 2 * PAD;
  const right = (totalRows(inv).length + 1) * TOTAL_ROW + 4 + 2 * PAD;
  return { leftWidth, words, narration, height: Math.max(left, right) };
}

function closingHeight(doc: Doc, inv: PrintableInvoice): number {
  return closingParts(doc, inv).height + SIGNATURE;
}

function drawClosing(doc: Doc, inv: PrintableInvoice, top: number): void {
  const { leftWidth, words, narration, height } = closingParts(doc, inv);
  const rightX = LEFT + WIDTH * SPLIT;
  const rightWidth = WIDTH - WIDTH * SPLIT - 2 * PAD;

  let y = top + PAD;
  y += textBox(doc, 'Amount Chargeable (in words)', LEFT + PAD, y, leftWidth, label);
  y += textBox(doc, words, LEFT + PAD, y, leftWidth, strong, { maxLines: 3 });
  if (narration) {
    y += 6;
    y += textBox(doc, 'Narration', LEFT + PAD, y, leftWidth, label);
    textBox(doc, narration, LEFT + PAD, y, leftWidth, text, { maxLines: 4 });
  }

  y = top + PAD;
  for (const [caption, paise] of totalRows(inv)) {
    fittedLine(doc, caption, rightX + PAD, y, rightWidth / 2, text);
    fittedLine(
      doc,
      formatIndian(paise),
      rightX + PAD + rightWidth / 2,
      y,
      rightWidth / 2,
      text,
      'right',
    );
    y += TOTAL_ROW;
  }
  y += 2;
  rule(doc, { left: rightX, width: LEFT + WIDTH - rightX }, y);
  const half = rightWidth / 2;
  const grand: Style = { font: BOLD, size: 10 };
  fittedLine(doc, 'Total', rightX + PAD, y + 3, half, grand);
  fittedLine(
    doc,
    `Rs. ${formatIndian(inv.totals.total)}`,
    rightX + PAD + half,
    y + 3,
    half,
    grand,
    'right',
  );
  const bottom = box(doc, top, top + height, rightX);

  // Tally's declaration on the left (the seller's: not on our record of a supplier's bill); the
  // signatory's box on the right.
  const declaration =
    'Declaration: We declare that this invoice shows the actual price of the goods described ' +
    'and that all particulars are true and correct.';
  if (inv.declaration !== false)
    textBox(doc, declaration, LEFT + PAD, bottom + PAD, leftWidth, label, { maxLines: 4 });
  const signedFor = `for ${printable(inv.company.name)}`;
  textBox(doc, signedFor, rightX + PAD, bottom + PAD, rightWidth, strong, {
    align: 'right',
    maxLines: 2,
  });
  const signatoryY = bottom + SIGNATURE - PAD - 10;
  textBox(doc, 'Authorised Signatory', rightX + PAD, signatoryY, rightWidth, text, {
    align: 'right',
  });
  box(doc, bottom, bottom + SIGNATURE, rightX);
}
