import { formatIndian, formatPercent, toScaled, type LineFigures } from '../../../../resources';
import type { GridColumn } from '../../components/grid/KeyGrid';
import type { PickOption } from '../../components/grid/usePicker';
import {
  availableOf,
  scaledOf,
  type BatchChoice,
  type BillingItem,
  type LineDraft,
} from './invoiceLines';

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
    {
      key: 'ItemCode',
      label: 'Item Code',
      width: 90,
      edit: 'picker',
      options,
      afterPick: 'Quantity',
      value: (l) => l.ItemCode,
    },
    {
      key: 'ItemName',
      label: 'Item Name',
      width: 200,
      edit: 'picker',
      options,
      afterPick: 'Quantity',
      value: (l) => l.ItemName,
    },
    {
      key: 'BatchId',
      label: 'Batch',
      width: 80,
      edit: 'picker',
      options: (l) => batchOptions(l.Batches),
      afterPick: 'Quantity',
      value: (l) => l.BatchId,
    },
    { key: 'Stock', label: 'Stock', width: 60, numeric: true, value: availableOf },
    { key: 'UnitName', label: 'Unit', width: 50, value: (l) => l.UnitName },
    {
      key: 'Quantity',
      label: 'Qty',
      width: 60,
      edit: 'number',
      numeric: true,
      value: (l) => l.Quantity,
    },
    {
      key: 'FreeQty',
      label: 'Free Qty',
      width: 60,
      edit: 'number',
      numeric: true,
      value: (l) => l.FreeQty,
    },
    {
      key: 'MRP',
      label: 'MRP',
      width: 70,
      numeric: true,
      value: (l) => (l.MRP === null ? '' : money(toScaled(l.MRP, 2))),
    },
    { key: 'Rate', label: 'Rate', width: 70, edit: 'number', numeric: true, value: (l) => l.Rate },
    {
      key: 'DiscountPer',
      label: 'Disc %',
      width: 55,
      edit: 'number',
      numeric: true,
      value: (l) => l.DiscountPer,
    },
    {
      key: 'DiscountRs',
      label: 'Disc Amt',
      width: 70,
      numeric: true,
      value: (l, f) => (has(l) ? money(f.discount) : ''),
    },
    {
      key: 'TaxPer',
      label: 'Tax %',
      width: 50,
      numeric: true,
      value: (l) => (has(l) ? formatPercent(toScaled(l.TaxPer, 2)) : ''),
    },
    { key: 'NetRate', label: 'Net Rate', width: 70, numeric: true, value: (l, f) => netRate(l, f) },
    {
      key: 'TaxAmount',
      label: 'Total Tax',
      width: 70,
      numeric: true,
      value: (l, f) => (has(l) ? money(f.tax) : ''),
    },
    {
      key: 'Total',
      label: 'Total Amount',
      width: 90,
      numeric: true,
      value: (l, f) => (has(l) ? money(f.total) : ''),
    },
  ];
}
