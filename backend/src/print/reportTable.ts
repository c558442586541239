import PDFDocument from 'pdfkit';
import {
  BOLD,
  FRAME,
  GREY,
  type Align,
  type Doc,
  fittedLine,
  printable,
  REGULAR,
  RULE,
  SHADE,
  type Style,
  textBox,
  toBuffer,
} from './pdfText';

/**
 * Any report as an A4 table: the company, the report's name and its period on every page, the
 * column headings repeated at the top of each page's part of a table, group headings, subtotal and
 * total rows, and 'Page n of m'. The report only says what its columns and rows are (texts already
 * formatted: money in Indian grouping); this lays them out and breaks the pages.
 */
export interface ReportColumn {
  label: string;
  width: number; // points; 0 shares what the fixed columns leave
  align?: Align;
}

export interface ReportRow {
  /** group: a heading across the table; subtotal and total: bold, ruled above. */
  kind?: 'row' | 'group' | 'subtotal' | 'total';
  cells: string[];
  indent?: number; // levels, for a tree's first column
}

export interface ReportTable {
  heading?: string; // a caption above the table (a section of GSTR-1)
  columns: ReportColumn[];
  rows: ReportRow[];
  empty?: string; // said in place of rows when there are none
}

export interface PrintableReport {
  company: string;
  title: string;
  period: string; // 'From 01-04-2026 to 31-03-2027' or 'As on 15-07-2026'
  landscape?: boolean;
  tables: ReportTable[];
}

const MARGIN = (12 / 25.4) * 72;
const FOOTER = 14;
const CELL = 3;
const INDENT = 9;
const GAP = 10;

const companyStyle: Style = { font: BOLD, size: 12 };
const titleStyle: Style = { font: BOLD, size: 10.5 };
const periodStyle: Style = { font: REGULAR, size: 9, color: GREY };
const captionStyle: Style = { font: BOLD, size: 9 };
const headStyle: Style = { font: BOLD, size: 7.5 };
const cellStyle: Style = { font: REGULAR, size: 8 };
const boldStyle: Style = { font: BOLD, size: 8 };
const footStyle: Style = { font: REGULAR, size: 7.5, color: GREY };
const ROW = 13;

export async function renderReport(r: PrintableReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: r.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${printable(r.title)} ${printable(r.period)}`, Author: printable(r.company) },
  });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - FOOTER;
  let y = pageHeader(doc, r, width);
  const newPage = () => {
    doc.addPage();
    y = pageHeader(doc, r, width);
  };

  for (const table of r.tables) {
    const widths = widthsOf(table.columns, width);
    const needed = (table.heading ? ROW + 2 : 0) + 2 * ROW + 2;
    if (y + needed > bottom) newPage();
    if (table.heading)
      y += textBox(doc, printable(table.heading), MARGIN, y, width, captionStyle) + 3;
    let top = y;
    y = heading(doc, table.columns, widths, y, width);
    const rows: ReportRow[] = table.rows.length
      ? table.rows
      : [{ kind: 'row', cells: [table.empty ?? 'Nothing to show.'] }];
    for (const row of rows) {
      if (y + ROW > bottom) {
        frame(doc, top, y, width);
        newPage();
        top = y;
        y = heading(doc, table.columns, widths, y, width);
      }
      y = drawRow(doc, table.columns, widths, row, y, width, !table.rows.length);
    }
    frame(doc, top, y, width);
    y += GAP;
  }

  const { start, count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i += 1) {
    doc.switchToPage(start + i);
    textBox(doc, `Page ${i + 1} of ${count}`, MARGIN, bottom + 4, width, footStyle, {
      align: 'right',
    });
    textBox(doc, printable(`${r.company} - ${r.title}`), MARGIN, bottom + 4, width / 2, footStyle);
  }
  return toBuffer(doc);
}

/** Company, report and period: large on the first page, one line on the ones after. */
function pageHeader(doc: Doc, r: PrintableReport, width: number): number {
  let y = MARGIN;
  y += textBox(doc, printable(r.company), MARGIN, y, width, companyStyle, { align: 'center' });
  y += textBox(doc, printable(r.title), MARGIN, y + 2, width, titleStyle, { align: 'center' }) + 2;
  y += textBox(doc, printable(r.period), MARGIN, y + 1, width, periodStyle, { align: 'center' });
  return y + GAP;
}

function widthsOf(columns: ReportColumn[], width: number): number[] {
  const fixed = columns.reduce((s, c) => s + c.width, 0);
  const flexible = columns.filter((c) => !c.width).length;
  return columns.map((c) => c.width || Math.max(40, (width - fixed) / Math.max(1, flexible)));
}

function heading(
  doc: Doc,
  columns: ReportColumn[],
  widths: number[],
  top: number,
  width: number,
): number {
  const height = ROW + 4;
  doc.rect(MARGIN, top, width, height).fill(SHADE);
  let x = MARGIN;
  columns.forEach((c, i) => {
    fittedLine(doc, c.label, x + CELL, top + CELL + 1, widths[i] - 2 * CELL, headStyle, c.align);
    x += widths[i];
  });
  line(doc, top + height, width, 0.7, FRAME);
  return top + height;
}

function drawRow(
  doc: Doc,
  columns: ReportColumn[],
  widths: number[],
  row: ReportRow,
  y: number,
  width: number,
  spans: boolean,
): number {
  const kind = row.kind ?? 'row';
  if (kind === 'subtotal' || kind === 'total')
    line(doc, y, width, kind === 'total' ? 0.9 : 0.5, FRAME);
  const style = kind === 'row' ? cellStyle : boldStyle;
  const indent = (row.indent ?? 0) * INDENT;
  if (kind === 'group' || spans) {
    if (kind === 'group') doc.rect(MARGIN, y, width, ROW).fill('#f6f6f6');
    fittedLine(
      doc,
      printable(row.cells[0]),
      MARGIN + CELL + indent,
      y + CELL,
      width - 2 * CELL - indent,
      style,
    );
  } else {
    let x = MARGIN;
    columns.forEach((c, i) => {
      const pad = i === 0 ? indent : 0;
      fittedLine(
        doc,
        printable(row.cells[i] ?? ''),
        x + CELL + pad,
        y + CELL,
        widths[i] - 2 * CELL - pad,
        style,
        c.align,
      );
      x += widths[i];
    });
  }
  line(doc, y + ROW, width, 0.3, RULE);
  return y + ROW;
}

function line(doc: Doc, y: number, width: number, weight: number, color: string): void {
  doc
    .lineWidth(weight)
    .strokeColor(color)
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .stroke();
}

/** The frame of one page's part of a table (no column rules: group headings run across). */
function frame(doc: Doc, top: number, bottom: number, width: number): void {
  doc
    .lineWidth(0.7)
    .strokeColor(FRAME)
    .rect(MARGIN, top, width, bottom - top)
    .stroke();
}
