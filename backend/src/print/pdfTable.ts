import { type Doc, FRAME, RULE, SHADE } from './pdfText';

/**
 * The lines of the printed tables (tax invoice, vouchers, van sheet, reports), drawn one way so
 * that every document's tables carry the same weights: heavy frames, light rules between rows.
 */

/** Where a block stands across the page. */
export interface Span {
  left: number;
  width: number;
}

/** A table's span and its columns' widths, left to right. */
export interface TableBox extends Span {
  widths: number[];
}

/** A line across `span` at `y`; by default the heavy one under a heading and above totals. */
export function rule(doc: Doc, span: Span, y: number, weight = 0.7, color = FRAME): void {
  doc
    .lineWidth(weight)
    .strokeColor(color)
    .moveTo(span.left, y)
    .lineTo(span.left + span.width, y)
    .stroke();
}

/** The light rule under each body row. */
export function rowRule(doc: Doc, span: Span, y: number): void {
  rule(doc, span, y, 0.3, RULE);
}

/** A box's outline: a table's part on one page, or the box around a header's fields. */
export function outline(doc: Doc, span: Span, top: number, bottom: number): void {
  doc
    .lineWidth(0.7)
    .strokeColor(FRAME)
    .rect(span.left, top, span.width, bottom - top)
    .stroke();
}

/** The outline and the column rules of one page's part of a table. */
export function frame(doc: Doc, table: TableBox, top: number, bottom: number): void {
  outline(doc, table, top, bottom);
  doc.lineWidth(0.4);
  let x = table.left;
  for (const w of table.widths.slice(0, -1)) {
    x += w;
    doc.moveTo(x, top).lineTo(x, bottom).stroke();
  }
}

/** Calls `draw` with each column's index, left edge and width. */
export function eachColumn(
  table: TableBox,
  draw: (index: number, x: number, width: number) => void,
): void {
  let x = table.left;
  table.widths.forEach((width, i) => {
    draw(i, x, width);
    x += width;
  });
}

/**
 * The shaded heading row, ruled heavy below; `label` sets each column's heading in its cell (a
 * document's own way: one fitted line, or wrapped and centred). Answers the row's bottom.
 */
export function headingRow(
  doc: Doc,
  table: TableBox,
  top: number,
  height: number,
  label: (index: number, x: number, width: number) => void,
): number {
  doc.rect(table.left, top, table.width, height).fill(SHADE);
  eachColumn(table, label);
  rule(doc, table, top + height);
  return top + height;
}

/** What a table needs of the page it flows down: where the next row goes. */
export interface Cursor {
  y: number;
}

/**
 * A table that breaks across pages. The heading is drawn at `page.y` now; `place` makes room for a
 * row of `height`, and where that row would cross `bottom` it frames this page's part, starts a new
 * page and repeats the heading; `end` frames the last part.
 */
export function pagedTable(
  page: Cursor,
  bottom: number,
  newPage: () => void,
  heading: (top: number) => number,
  framePart: (top: number, bottom: number) => void,
): { place(height: number): void; end(): void } {
  let top = page.y;
  page.y = heading(top);
  return {
    place(height) {
      if (page.y + height <= bottom) return;
      framePart(top, page.y);
      newPage();
      top = page.y;
      page.y = heading(top);
    },
    end() {
      framePart(top, page.y);
    },
  };
}
