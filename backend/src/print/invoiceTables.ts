import { formatIndian, formatPercent, formatQty } from '../../../resources/rules/indianNumber';
import type { Align } from './pdfText';
import { printable } from './pdfText';
import type { PrintableInvoice, PrintableLine } from './printableInvoice';

/** A printed column: its heading, width in points (0: takes the width left over) and its cell. */
export interface Column<T> {
  label: string;
  width: number;
  align: Align;
  value: (row: T, index: number) => string;
  wraps?: boolean; // the one column whose text may run onto further lines
}

type HsnRow = PrintableInvoice['hsnSummary'][number];

const money = (paise: number | null): string => (paise === null ? '' : formatIndian(paise));
/** Blank rather than '0' for a free quantity or discount a line does not have, as Tally prints it. */
const unlessZero = (n: number, format: (n: number) => string): string => (n === 0 ? '' : format(n));

/**
 * The line table: Rule 46's per-line fields, with CGST and SGST for a sale inside the state or
 * IGST for one across states; a bill of supply (not taxed) has no tax columns, and its value is
 * no taxable value. Widths fit A4 portrait at 7 pt; Description takes what is left.
 */
export function lineColumns(interState: boolean, taxed = true): Column<PrintableLine>[] {
  const tax: Column<PrintableLine>[] = !taxed
    ? []
    : interState
      ? [{ label: 'IGST', width: 46, align: 'right', value: (l) => money(l.igstPaise) }]
      : [
          { label: 'CGST', width: 40, align: 'right', value: (l) => money(l.cgstPaise) },
          { label: 'SGST', width: 40, align: 'right', value: (l) => money(l.sgstPaise) },
        ];
  const rate: Column<PrintableLine>[] = taxed
    ? [{ label: 'Tax %', width: 24, align: 'right', value: (l) => formatPercent(l.taxBp) }]
    : [];
  return [
    { label: 'Sl', width: 14, align: 'center', value: (_, i) => String(i + 1) },
    { label: 'HSN/SAC', width: 38, align: 'left', value: (l) => printable(l.hsn) },
    {
      label: 'Description of Goods',
      width: 0,
      align: 'left',
      value: (l) => printable(l.description),
      wraps: true,
    },
    { label: 'Qty', width: 32, align: 'right', value: (l) => formatQty(l.qtyMilli) },
    {
      label: 'Free',
      width: 26,
      align: 'right',
      value: (l) => unlessZero(l.freeQtyMilli, formatQty),
    },
    { label: 'Unit', width: 26, align: 'left', value: (l) => printable(l.unit) },
    { label: 'MRP', width: 38, align: 'right', value: (l) => money(l.mrpPaise) },
    { label: 'Rate', width: 38, align: 'right', value: (l) => money(l.ratePaise) },
    {
      label: 'Disc %',
      width: 26,
      align: 'right',
      value: (l) => unlessZero(l.discountBp, formatPercent),
    },
    {
      label: valueLabel(taxed),
      width: 48,
      align: 'right',
      value: (l) => money(l.taxablePaise),
    },
    ...rate,
    ...tax,
    { label: 'Amount', width: 50, align: 'right', value: (l) => money(l.totalPaise) },
  ];
}

/** What a line's value before tax is called: no tax is charged on a bill of supply's. */
export const valueLabel = (taxed: boolean) => (taxed ? 'Taxable Value' : 'Value');

/** A rate in basis points, a half of an odd one too (0.25% split is 0.125% each). */
const percentOf = (bp: number) => (Number.isInteger(bp) ? formatPercent(bp) : String(bp / 100));

/** A tax head's two columns: its rate and its amount. */
function headColumns(label: 'CGST' | 'SGST' | 'IGST', split: number): Column<HsnRow>[] {
  const key = label.toLowerCase() as 'cgst' | 'sgst' | 'igst';
  return [
    { label: `${label} %`, width: 44, align: 'right', value: (r) => percentOf(r.taxBp / split) },
    { label, width: 70, align: 'right', value: (r) => money(r[key]) },
  ];
}

/**
 * The HSN-wise tax summary: one row per HSN and rate, the tax split as on the lines, each head
 * with its own rate (Rule 46(j): CGST 6% and SGST 6% of a 12% line).
 */
export function hsnColumns(interState: boolean): Column<HsnRow>[] {
  const tax = interState
    ? headColumns('IGST', 1)
    : [...headColumns('CGST', 2), ...headColumns('SGST', 2)];
  return [
    { label: 'HSN/SAC', width: 0, align: 'left', value: (r) => printable(r.hsn) },
    { label: 'Tax %', width: 50, align: 'right', value: (r) => formatPercent(r.taxBp) },
    { label: 'Taxable Value', width: 90, align: 'right', value: (r) => money(r.taxable) },
    ...tax,
    { label: 'Total Tax', width: 90, align: 'right', value: (r) => money(r.tax) },
  ];
}

/** Column widths for a table `width` wide: the flexible column takes the rest. */
export function widthsOf<T>(columns: Column<T>[], width: number): number[] {
  const fixed = columns.reduce((sum, c) => sum + c.width, 0);
  return columns.map((c) => c.width || width - fixed);
}
