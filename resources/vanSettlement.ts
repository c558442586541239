import { defineDocument } from './kit/defineDocument';
import { fromScaled, toScaled } from './kit/scaled';
import type { AnyRecord, FieldSpec } from './kit/types';
import { settleVanDay, type VanMoneyDay } from './rules/vanSettlement';

/** What the server knows of a van's day when it settles it (backend/src/van/vanSettlementParts). */
export interface VanSettlementContext {
  /** Every item loaded, sold or returned: its names, the morning's load, what was billed from the van, its rate. */
  items: ReadonlyMap<
    number,
    {
      ItemCode: string;
      itemName: string;
      loadedMilli: number;
      soldMilli: number;
      ratePaise: number;
    }
  >;
  /** The day's money except what is handed over (typed at settlement). */
  money: Omit<VanMoneyDay, 'handedOver'>;
  /** The vehicle, its sheet and the representative allocated to it, copied onto the settlement. */
  copies: AnyRecord;
}

const money = { type: 'money' } as const;
const qty = { type: 'decimal', scale: 3 } as const satisfies FieldSpec;
const rupees = (paise: number) => fromScaled(paise, 2);
const units = (milli: number) => fromScaled(milli, 3);

/**
 * The evening's van settlement: for a vehicle and date, per item what was loaded, sold (billed
 * from the van), returned and is short or over, valued at the item's rate; and the cash the
 * representative hands over against the cash bills and receipts of the day. Saving it closes
 * the day for the vehicle (its sheet and the day's bills stay as they are); reopening cancels it,
 * kept with its number and versions, and the day may be settled again.
 */
/** Why a day without a morning's van sheet cannot be settled (the server and the screen say it). */
export const NO_VAN_SHEET =
  'There is no van sheet for this vehicle on this date: load the van first.';

export const vanSettlement = defineDocument<VanSettlementContext>({
  name: 'vanSettlement',
  label: { one: 'Van Settlement', many: 'Van Settlements' },
  menu: { group: 'Vehicle Page', routes: ['/VanSettlement'] },
  primaryKey: 'SettlementID',
  lineKey: 'VSDID',
  linesField: 'Items',
  maxLines: 5000,
  date: 'VanDate',
  number: { field: 'SettlementNo', by: [] },

  header: {
    VanID: {
      type: 'reference',
      to: 'vehicle',
      label: 'Vehicle',
      required: 'Please select a vehicle.',
    },
    VanDate: { type: 'date', label: 'Date', required: 'Please select a date.' },
    CashHanded: { type: 'money', label: 'Cash Handed Over', minValue: 0, default: 0 },
    Narration: { type: 'textarea', max: 250 },
  },
  lines: {
    ItemID: { type: 'reference', to: 'item', label: 'Item', required: 'Please select an item.' },
    Returned: {
      type: 'decimal',
      scale: 3,
      minValue: 0,
      required: 'Returned is required.',
      invalid: 'Returned must be a number.',
    },
  },
  stored: {
    header: {
      VehicleNo: { type: 'text', max: 15 },
      BranchID: { type: 'integer' },
      VanLoadID: { type: 'integer' },
      SheetID: { type: 'integer' },
      RepID: { type: 'integer' },
      RepName: { type: 'text', max: 100 },
      CashBills: money,
      GPayBills: money,
      CashReceipts: money,
      BankReceipts: money,
      Collected: money,
      ExpectedCash: money,
      Difference: money,
      ShortageValue: money,
      ExcessValue: money,
    },
    lines: {
      ItemCode: { type: 'text', max: 50 },
      itemName: { type: 'text', max: 150 },
      Loaded: qty,
      Sold: qty,
      Shortage: qty, // loaded - sold - returned: below zero is an excess
      Rate: money,
      Value: money,
    },
  },
  keepLine: (l: AnyRecord) => Number(l.Returned) > 0,
  linesOptional: true,

  compute: ({ header, lines }, c) => {
    const returned = new Map<number, number>();
    for (const l of lines)
      returned.set(
        Number(l.ItemID),
        (returned.get(Number(l.ItemID)) ?? 0) + toScaled(Number(l.Returned), 3),
      );
    const ids = [...c.items.keys()].sort(
      (a, b) => c.items.get(a)!.itemName.localeCompare(c.items.get(b)!.itemName) || a - b,
    );
    const day = settleVanDay(
      ids.map((id) => ({
        ItemID: id,
        loadedMilli: c.items.get(id)!.loadedMilli,
        soldMilli: c.items.get(id)!.soldMilli,
        returnedMilli: returned.get(id) ?? 0,
        ratePaise: c.items.get(id)!.ratePaise,
      })),
      { ...c.money, handedOver: toScaled(Number(header.CashHanded ?? 0), 2) },
    );
    const m = day.money;
    return {
      header: {
        ...header,
        ...c.copies,
        CashHanded: rupees(m.handedOver),
        CashBills: rupees(m.cashBills),
        GPayBills: rupees(m.gpayBills),
        CashReceipts: rupees(m.cashReceipts),
        BankReceipts: rupees(m.bankReceipts),
        Collected: rupees(m.collected),
        ExpectedCash: rupees(m.expectedCash),
        Difference: rupees(m.difference),
        ShortageValue: rupees(day.shortageValue),
        ExcessValue: rupees(day.excessValue),
      },
      lines: day.items.map((f) => ({
        ItemID: f.ItemID,
        ItemCode: c.items.get(f.ItemID)!.ItemCode,
        itemName: c.items.get(f.ItemID)!.itemName,
        Loaded: units(f.loadedMilli),
        Sold: units(f.soldMilli),
        Returned: units(f.returnedMilli),
        Shortage: units(f.shortMilli),
        Rate: rupees(f.ratePaise),
        Value: rupees(f.valuePaise),
      })),
    };
  },

  search: ['VehicleNo', 'RepName'],
  listSort: { field: 'SettlementID', order: 'DESC' },
  cancelWords: { action: 'Reopened', status: 'Reopened', reason: 'Reason for reopening' },
  endpoints: {
    create: 'insertvansettlement',
    update: 'updatevansettlement',
    cancel: 'reopenvansettlement',
    history: 'vansettlementhistory',
    list: 'getvansettlements',
    one: 'getvansettlement',
  },
  messages: {
    created: 'Van settlement saved: the day is closed for this vehicle.',
    updated: 'Van settlement updated successfully!',
    cancelled: "Van settlement reopened: the sheet and the day's bills can be changed again.",
    noLines: 'Items array is empty or contains invalid items.',
    tooManyLines: 'A van settlement can have at most 5000 items.',
    isCancelled: 'This settlement has been reopened and cannot be changed: settle the day again.',
  },
});
