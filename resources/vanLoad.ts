import { defineDocument } from './kit/defineDocument';
import type { AnyRecord } from './kit/types';

export const VAN_ITEMS_INVALID = 'Items array is empty or contains invalid items.';

/** What the server copies onto a sheet: the vehicle's number and each item's code and name. */
export interface VanLoadContext {
  VehicleNo: string;
  items: ReadonlyMap<number, { ItemCode: string; itemName: string }>;
}

/**
 * The van sheet (spec 3 "Van loading"): the stock a vehicle of a branch takes out on a date, per
 * item. Numbered (SheetID) per company and financial year; one live sheet per vehicle and date.
 * It moves no money, so it posts nothing; moving the stock out of the godown is the stock
 * ledger's business, not the sheet's.
 */
export const vanLoad = defineDocument<VanLoadContext>({
  name: 'vanLoad',
  label: { one: 'Van Sheet', many: 'Van Sheets' },
  menu: { group: 'Vehicle Page', routes: ['/Vanloding'] },
  primaryKey: 'VanLoadID',
  lineKey: 'VLDID',
  linesField: 'Items',
  maxLines: 5000,
  date: 'VanDate',
  number: { field: 'SheetID', by: [] },

  header: {
    BranchID: {
      type: 'reference',
      to: 'branch',
      label: 'Branch',
      required: 'Please select a branch.',
    },
    VanID: {
      type: 'reference',
      to: 'vehicle',
      label: 'Vehicle',
      required: 'Please select a vehicle.',
    },
    VanDate: { type: 'date', label: 'Date', required: 'Please select a date.' },
  },
  lines: {
    ItemID: {
      type: 'reference',
      to: 'item',
      label: 'Item',
      required: VAN_ITEMS_INVALID,
      invalid: VAN_ITEMS_INVALID,
    },
    Stock: {
      type: 'decimal',
      scale: 2,
      minValue: 0,
      required: 'Stock is required.',
      invalid: 'Stock must be a number.',
    },
  },
  stored: {
    header: { VehicleNo: { type: 'text', max: 15 } },
    lines: { ItemCode: { type: 'text', max: 50 }, itemName: { type: 'text', max: 150 } },
  },
  // Items left at 0 are not loaded: the screen sends every item, the sheet keeps those that go out.
  keepLine: (l: AnyRecord) => Number(l.Stock) > 0,

  compute: ({ header, lines }, c) => {
    // One line per item: an item typed twice is loaded once with both quantities.
    const byItem = new Map<number, AnyRecord>();
    for (const l of lines) {
      const id = Number(l.ItemID);
      const had = byItem.get(id);
      const stock = had
        ? (Math.round(Number(had.Stock) * 100) + Math.round(Number(l.Stock) * 100)) / 100
        : Number(l.Stock);
      const item = c.items.get(id)!;
      byItem.set(id, {
        ItemID: id,
        Stock: stock,
        ItemCode: item.ItemCode,
        itemName: item.itemName,
      });
    }
    return { header: { ...header, VehicleNo: c.VehicleNo }, lines: [...byItem.values()] };
  },

  search: ['VehicleNo'],
  listSort: { field: 'VanLoadID', order: 'DESC' },
  endpoints: {
    create: 'InsertVanload',
    update: 'UpdateVanload',
    cancel: 'cancelvanload',
    history: 'vanloadhistory',
    list: 'getvanloads',
    one: 'GetVanload',
  },
  messages: {
    created: 'Stock loaded to the van successfully!',
    updated: 'Van stock updated successfully!',
    cancelled: 'Van sheet cancelled successfully!',
    noLines: VAN_ITEMS_INVALID,
    tooManyLines: 'A van sheet can have at most 5000 items.',
    isCancelled: 'This van sheet is cancelled and cannot be changed.',
  },
});
