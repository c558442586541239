import { defineDocument } from './kit/defineDocument';
import { billFigures, storedTotals } from './rules/billFigures';
import {
  billLineFigureFields,
  billLineInputs,
  billTotalFields,
  lineItemCopies,
} from './billFields';
import type { AnyRecord } from './kit/types';
import type { BillItem } from './rules/itemTax';
import {
  postPurchaseInvoice,
  purchaseTaxRate,
  type InputTax,
  type PurchaseAccounts,
} from './rules/purchase';

/** What the server knows when it computes a purchase: each item's tax and the supplier's state against the company's. */
export interface PurchaseInvoiceContext {
  interState: boolean;
  /** None from an unregistered supplier; else CGST and SGST or IGST (rules/purchase inputTaxOf). */
  input: InputTax;
  items: ReadonlyMap<number, BillItem>;
  /** Supplier snapshot, place of supply and the godown, copied onto the bill. */
  copies: AnyRecord;
  accounts: Omit<PurchaseAccounts, 'supplier'>;
}

const money = { type: 'money' } as const;

/**
 * The purchase invoice (issue: purchases and stock; DOCUMENTS.md posting table): the supplier's
 * bill as received, numbered by us per company and financial year, with the same arithmetic as
 * a sale (rules/invoice), Input GST by the supplier's state, and its lines' batches and
 * quantities taken into the godown's stock.
 */
export const purchaseInvoice = defineDocument<PurchaseInvoiceContext>({
  name: 'purchaseInvoice',
  label: { one: 'Purchase Invoice', many: 'Purchase Invoices' },
  menu: { group: 'Invoice Pages', routes: ['/Purchase'], opensByKey: true },
  primaryKey: 'PurchaseID',
  lineKey: 'PDID',
  linesField: 'items',
  maxLines: 500,
  date: 'PurchaseDate',
  number: { field: 'PurchaseNo', by: [] },
  postingType: 'PUR',
  amount: 'BillAmount',

  header: {
    PurchaseDate: { type: 'date', label: 'Purchase Date', required: 'Purchase Date is required.' },
    SupplierID: {
      type: 'reference',
      to: 'supplier',
      label: 'Supplier',
      required: 'Please select a supplier.',
    },
    SupplierBillNo: {
      type: 'text',
      label: 'Supplier Bill No',
      required: 'Supplier Bill No is required.',
      max: 30,
    },
    SupplierBillDate: {
      type: 'date',
      label: 'Supplier Bill Date',
      required: 'Supplier Bill Date is required.',
    },
    GodownId: { type: 'reference', to: 'godown', label: 'Godown' },
    Narration: { type: 'textarea', max: 250 },
    GSTIncluding: { type: 'boolean', label: 'GST Including', default: 0 },
  },
  lines: {
    ItemID: { type: 'reference', to: 'item', label: 'Item', required: 'Please select an item.' },
    BatchNo: { type: 'text', label: 'Batch', max: 50 },
    MfgDate: { type: 'date', label: 'Mfg Date' },
    ExpiryDate: { type: 'date', label: 'Expiry' },
    MRP: { type: 'money', label: 'MRP', minValue: 0 },
    ...billLineInputs,
  },
  stored: {
    header: {
      SupplierName: { type: 'text', label: 'Supplier', max: 100 },
      GSTIN: { type: 'text', max: 15 },
      PlaceOfSupply: { type: 'text', max: 2 },
      InterState: { type: 'boolean' },
      StockGodownId: { type: 'integer' }, // the godown the stock went into (the chosen one, else the company's first)
      ...billTotalFields,
    },
    lines: {
      ...lineItemCopies,
      UnitID: { type: 'integer' },
      BatchId: { type: 'integer' },
      ...billLineFigureFields,
      TaxAmount: money,
      LineAmount: money,
    },
  },

  compute: ({ header, lines }, c) => {
    const items = lines.map((l) => c.items.get(Number(l.ItemID))!);
    const figures = billFigures(
      lines,
      items.map((i) => purchaseTaxRate(c.input, i.taxBp)),
      { inclusive: Boolean(header.GSTIncluding), interState: c.interState },
    );
    return {
      header: { ...header, ...c.copies, InterState: c.interState, ...figures.header },
      lines: lines.map((l, i) => {
        const { total, ...f } = figures.lines[i];
        const item = items[i];
        return {
          ...l,
          ...f,
          BatchNo: typeof l.BatchNo === 'string' && l.BatchNo.trim() ? l.BatchNo.trim() : null,
          ItemCode: item.ItemCode,
          itemName: item.itemName,
          HsnCode: item.HsnCode,
          UnitID: item.UnitID,
          LineAmount: total,
        };
      }),
    };
  },
  post: (doc, c) =>
    postPurchaseInvoice(storedTotals(doc.header), {
      ...c.accounts,
      supplier: Number(doc.header.SupplierID),
    }),
  narrationOf: (doc) =>
    [
      `Purchase ${String(doc.header.PurchaseNo)} (bill ${String(doc.header.SupplierBillNo)})`,
      doc.header.Narration,
    ]
      .filter(Boolean)
      .join(': '),

  search: ['SupplierBillNo', 'SupplierName'],
  listSort: { field: 'PurchaseID', order: 'DESC' },
  endpoints: {
    create: 'insertpurchase',
    update: 'updatepurchase',
    cancel: 'cancelpurchase',
    history: 'purchasehistory',
    list: 'getpurchases',
    one: 'getpurchase',
  },
  messages: {
    created: 'Purchase saved successfully!',
    updated: 'Purchase updated successfully!',
    cancelled: 'Purchase cancelled successfully!',
    noLines: 'Please add at least one item.',
    tooManyLines: 'A purchase can have at most 500 lines.',
    isCancelled: 'This purchase is cancelled and cannot be changed.',
  },
});
