import { formatIndian, toScaled, type LineFigures } from '../../../../resources';
import { scaledOf } from '../../components/documentLines';
import type { GridColumn } from '../../components/grid/KeyGrid';
import {
  figureColumn,
  itemColumns,
  quantityColumns,
  rateColumns,
  taxPercentColumn,
} from '../../components/grid/lineColumns';
import type { PickOption } from '../../components/grid/usePicker';
import { availableOf, type BatchChoice, type BillingItem, type LineDraft } from './invoiceLines';

const money = (paise: number) => formatIndian(paise);
const has = (l: LineDraft) => l.ItemID !== null;

/** Price per unit after discount, before tax (what Tally calls the net rate); display only. */
function netRate(l: LineDraft, f: LineFigures): string {
  // In thousandths, as the arithmetic counts: 0.0001 is a quantity of 0 there, and no divisor.
  const qtyMilli = scaledOf(l.Quantity, 3);
  if (!has(l) || qtyMilli <= 0) return '';
  return money(Math.round((f.taxable * 1000) / qtyMilli));
}

/** The item list as the pickers offer it. */
export function itemOptions(items: readonly BillingItem[]): PickOption[] {
  return items.map((i) => ({
    id: i.ItemId,
    code: i.ItemCode,
    name: i.ItemName,
    hint: [i.MRP !== null ? `MRP ${i.MRP}` : '', i.Taxper !== null ? `GST ${i.Taxper}%` : '']
      .filter(Boolean)
      .join(' · '),
  }));
}

const ddmmyyyy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');
const batchCache = new WeakMap<readonly BatchChoice[], PickOption[]>();

/** A line's batches as its Batch cell offers them, the same list while the batches stay. */
export function batchOptions(batches: readonly BatchChoice[]): PickOption[] {
  let shown = batchCache.get(batches);
  if (!shown) {
    shown = batches.map((b, i) => ({
      id: i + 1,
      name: b.BatchNo,
      hint: [
        b.ExpiryDate ? `Exp ${ddmmyyyy(b.ExpiryDate)}` : '',
        `Stock ${b.Available}`,
        b.MRP !== null ? `MRP ${b.MRP}` : '',
      ]
        .filter(Boolean)
        .join(' · '),
    }));
    batchCache.set(batches, shown);
  }
  return shown;
}

/** The spec's grid columns (spec 3 "Sales invoice"); the computed ones are read-only. */
export function invoiceColumns(
  options: readonly PickOption[],
): GridColumn<LineDraft, LineFigures>[] {
  return [
    ...itemColumns<LineDraft>(options, 'Quantity'),
    {
      key: 'BatchId',
      label: 'Batch',
      width: 70,
      edit: 'picker',
      options: (l) => batchOptions(l.Batches),
      afterPick: 'Quantity',
      value: (l) => l.BatchId,
    },
    { key: 'Stock', label: 'Stock', width: 50, numeric: true, value: availableOf },
    { key: 'UnitName', label: 'Unit', width: 48, value: (l) => l.UnitName },
    ...quantityColumns<LineDraft>(),
    {
      key: 'MRP',
      label: 'MRP',
      width: 62,
      numeric: true,
      value: (l) => (l.MRP === null ? '' : money(toScaled(l.MRP, 2))),
    },
    ...rateColumns<LineDraft>(),
    figureColumn<LineDraft>('DiscountRs', 'Disc Amt', 66, 'discount'),
    taxPercentColumn<LineDraft>(),
    { key: 'NetRate', label: 'Net Rate', width: 62, numeric: true, value: (l, f) => netRate(l, f) },
    figureColumn<LineDraft>('TaxAmount', 'Total Tax', 66, 'tax'),
    figureColumn<LineDraft>('Total', 'Total Amount', 93, 'total'),
  ];
}
