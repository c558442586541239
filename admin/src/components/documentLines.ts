import {
  computeInvoice,
  computeLine,
  toScaled,
  type AnyRecord,
  type InvoiceTaxOptions,
  type LineFigures,
} from '../../../resources';

/**
 * The cells a sales and a purchase line both have. The figures are the text in their cells, so
 * that the grid shows what was typed; the arithmetic reads them as the server will.
 */
export interface TypedLine {
  ItemID: number | null;
  Quantity: string;
  FreeQty: string;
  Rate: string;
  DiscountPer: string;
  TaxPer: number;
}

/** Typed text as a scaled integer; what is not a number yet counts as 0 while typing. */
export function scaledOf(text: string, scale: number): number {
  const t = text.trim();
  if (!/^\d*\.?\d*$/.test(t) || t === '' || t === '.') return 0;
  return toScaled(Number(t), scale);
}

/** The shared arithmetic's input for one typed line (spec: figures only when quantity > 0 and the rate is a number). */
function lineInput(l: TypedLine) {
  return {
    qtyMilli: scaledOf(l.Quantity, 3),
    freeQtyMilli: scaledOf(l.FreeQty, 3),
    ratePaise: scaledOf(l.Rate, 2),
    discountBp: Math.min(scaledOf(l.DiscountPer, 2), 10_000),
    taxBp: toScaled(l.TaxPer, 2),
  };
}

/** One line's figures, as the server will compute them. */
export function lineFigures(l: TypedLine, opts: InvoiceTaxOptions): LineFigures {
  return computeLine(lineInput(l), opts);
}

/** The bill's figures over the lines that have an item: the same function the server saves with. */
export function billFigures(lines: readonly TypedLine[], opts: InvoiceTaxOptions) {
  return computeInvoice(lines.filter((l) => l.ItemID !== null).map(lineInput), opts);
}

/** A number when the text is one; otherwise the text, so the server's message names the cell. */
export function numberOrText(text: string): number | string {
  const t = text.trim();
  return t !== '' && Number.isFinite(Number(t)) ? Number(t) : t;
}

/**
 * The lines the server gets: those with an item, in order, with the grid row each came from.
 * `fieldsOf` gives what the document's lines add (batch, unit, expiry) between the item and the figures.
 */
export function linesToSend<L extends TypedLine>(
  lines: readonly L[],
  fieldsOf: (line: L) => AnyRecord,
): { items: AnyRecord[]; rowOf: number[] } {
  const items: AnyRecord[] = [];
  const rowOf: number[] = [];
  lines.forEach((l, row) => {
    if (l.ItemID === null) return;
    rowOf.push(row);
    items.push({
      ItemID: l.ItemID,
      ...fieldsOf(l),
      Quantity: numberOrText(l.Quantity),
      FreeQty: numberOrText(l.FreeQty || '0'),
      GrossAmount: numberOrText(l.Rate),
      DiscountPer: numberOrText(l.DiscountPer || '0'),
    });
  });
  return { items, rowOf };
}

/**
 * A server's field messages split into the header's and the grid's: 'items[2].Quantity' is the
 * cell `cellOf` names (the item's code when it names none) of the grid row the third sent line
 * came from.
 */
export function placeErrors(
  errors: Record<string, string>,
  rowOf: readonly number[],
  cellOf: Readonly<Record<string, string>>,
) {
  const header: Record<string, string> = {};
  const cells: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const m = /^items\[(\d+)\]\.(\w+)$/.exec(field);
    if (m) {
      const row = rowOf[Number(m[1])] ?? Number(m[1]);
      cells[`${row}:${cellOf[m[2]] ?? 'ItemCode'}`] = message;
    } else header[field] = message;
  }
  return { header, cells };
}

/**
 * Where the cursor goes after a refused save: the first header field, in the order the screen
 * shows them, that has a message; else the first line's cell that has one, left to right.
 * `headerIds` maps the API's header fields to their elements' ids, in screen order.
 */
export function firstErrorPlace(
  placed: ReturnType<typeof placeErrors>,
  headerIds: ReadonlyArray<readonly [field: string, id: string]>,
  columns: readonly string[],
): { id: string } | { index: number; column: string } | null {
  const field = headerIds.find(([f]) => placed.header[f]);
  if (field) return { id: field[1] };
  const cells = Object.keys(placed.cells)
    .filter((k) => placed.cells[k])
    .map((k) => {
      const [row, column] = k.split(':');
      return { index: Number(row), column };
    })
    .sort((a, b) => a.index - b.index || columns.indexOf(a.column) - columns.indexOf(b.column));
  return cells[0] ?? null;
}
