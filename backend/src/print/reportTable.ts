import PDFDocument from 'pdfkit';
import { finishPages } from './pdfPage';
import {
  eachColumn,
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
  type Align,
  type Doc,
  fittedLine,
  printable,
  REGULAR,
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
  const span: Span = { left: MARGIN, width };
  const bottom = doc.page.height - MARGIN - FOOTER;
  const page = { y: pageHeader(doc, r, width) };
  const newPage = () => {
    doc.addPage();
    page.y = pageHeader(doc, r, width);
  };

  for (const table of r.tables) {
    const box: TableBox = { ...span, widths: widthsOf(table.columns, width) };
    const needed = (table.heading ? ROW + 2 : 0) + 2 * ROW + 2;
    if (page.y + needed > bottom) newPage();
    if (table.heading)
      page.y += textBox(doc, printable(table.heading), MARGIN, page.y, width, captionStyle) + 3;
    // No column rules: group headings run across the table.
    const flow = pagedTable(
      page,
      bottom,
      newPage,
      (top) => heading(doc, table.columns, box, top),
      (top, end) => outline(doc, span, top, end),
    );
    const rows: ReportRow[] = table.rows.length
      ? table.rows
      : [{ kind: 'row', cells: [table.empty ?? 'Nothing to show.'] }];
    for (const row of rows) {
      flow.place(ROW);
      page.y = drawRow(doc, table.columns, box, row, page.y, !table.rows.length);
    }
    flow.end();
    page.y += GAP;
  }

  finishPages(doc, {
    span,
    y: bottom + 4,
    style: footStyle,
    note: { text: printable(`${r.company} - ${r.title}`), width: width / 2 },
  });
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

function heading(doc: Doc, columns: ReportColumn[], box: TableBox, top: number): number {
  return headingRow(doc, box, top, ROW + 4, (i, x, width) => {
    const c = columns[i];
    fittedLine(doc, c.label, x + CELL, top + CELL + 1, width - 2 * CELL, headStyle, c.align);
  });
}

function drawRow(
  doc: Doc,
  columns: ReportColumn[],
  box: TableBox,
  row: ReportRow,
  y: number,
  spans: boolean,
): number {
  const { width } = box;
  const kind = row.kind ?? 'row';
  if (kind === 'subtotal' || kind === 'total') rule(doc, box, y, kind === 'total' ? 0.9 : 0.5);
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
    eachColumn(box, (i, x, cellWidth) => {
      const pad = i === 0 ? indent : 0;
      fittedLine(
        doc,
        printable(row.cells[i] ?? ''),
        x + CELL + pad,
        y + CELL,
        cellWidth - 2 * CELL - pad,
        style,
        columns[i].align,
      );
    });
  }
  rowRule(doc, box, y + ROW);
  return y + ROW;
}
