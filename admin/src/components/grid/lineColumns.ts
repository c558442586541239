import { formatIndian, formatPercent, toScaled, type LineFigures } from '../../../../resources';
import type { TypedLine } from '../documentLines';
import type { GridColumn } from './KeyGrid';
import type { PickOption } from './usePicker';

/** A line of a bill's grid: the typed figures and the item picked by its code or its name. */
export interface ItemLine extends TypedLine {
  ItemCode: string;
  ItemName: string;
}
type Column<L> = GridColumn<L, LineFigures>;
type TypedCell = 'Quantity' | 'FreeQty' | 'Rate' | 'DiscountPer';

// The sales and the purchase grids show these columns alike, so a clerk's hands learn one grid.

const hasItem = (l: TypedLine) => l.ItemID !== null;

/** Item Code and Item Name, both pickers of the same items; a pick goes on to `afterPick`. */
export function itemColumns<L extends ItemLine>(
  options: readonly PickOption[],
  afterPick: string,
): Column<L>[] {
  return [
    {
      key: 'ItemCode',
      label: 'Item Code',
      width: 75,
      edit: 'picker',
      options,
      afterPick,
      value: (l) => l.ItemCode,
    },
    {
      key: 'ItemName',
      label: 'Item Name',
      // The one column that takes what the figures leave: an item's name is what the eye reads.
      minWidth: 160,
      edit: 'picker',
      options,
      afterPick,
      value: (l) => l.ItemName,
    },
  ];
}

const typed = <L extends TypedLine>(key: TypedCell, label: string, width: number): Column<L> => ({
  key,
  label,
  width,
  edit: 'number',
  numeric: true,
  value: (l) => l[key],
});

/** Qty and Free Qty, as typed. */
export const quantityColumns = <L extends TypedLine>(): Column<L>[] => [
  typed('Quantity', 'Qty', 50),
  typed('FreeQty', 'Free Qty', 62),
];

/** Rate and Disc %, as typed. */
export const rateColumns = <L extends TypedLine>(): Column<L>[] => [
  typed('Rate', 'Rate', 62),
  typed('DiscountPer', 'Disc %', 52),
];

/** The item's tax percent, read-only: it comes with the item. */
export const taxPercentColumn = <L extends TypedLine>(): Column<L> => ({
  key: 'TaxPer',
  label: 'Tax %',
  width: 46,
  numeric: true,
  value: (l) => (hasItem(l) ? formatPercent(toScaled(l.TaxPer, 2)) : ''),
});

/** One of the line's computed rupee figures, read-only; blank on a line with no item. */
export const figureColumn = <L extends TypedLine>(
  key: string,
  label: string,
  width: number,
  figure: keyof LineFigures,
): Column<L> => ({
  key,
  label,
  width,
  numeric: true,
  value: (l, f) => (hasItem(l) ? formatIndian(f[figure]) : ''),
});
