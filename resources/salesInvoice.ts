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
import { INVOICE_TYPES, invoiceNumber } from './invoiceSeries';
import { postSalesInvoice, type SalesAccounts } from './rules/invoice';
import { batchKey } from './rules/batchKey';

export const BILL_MODES = [
  { id: 1, name: 'Cash' },
  { id: 2, name: 'GPay' },
  { id: 3, name: 'Bank' },
];

/** What the server knows when it computes a bill: each item's tax and the place of supply. */
export interface SalesInvoiceContext {
  interState: boolean;
  /** Per ItemID: its tax percent in hundredths (0 when not taxable), and the copies a line keeps. */
  items: ReadonlyMap<number, BillItem>;
  units: ReadonlyMap<number, string>;
  /**
   * Each batch the lines name, by `${ItemID}:${batch number in lower case}`: a line keeps the
   * batch number as the batch master spells it, and takes the batch's MRP where it has one.
   */
  batches?: ReadonlyMap<string, { BatchNo: string; mrp: number | null }>;
  /** Customer snapshot, place of supply and series, copied onto the bill. */
  copies: AnyRecord;
  accounts: Omit<SalesAccounts, 'customer'>;
}

const money = { type: 'money' } as const;

/**
 * The sales invoice (spec 3 "Sales invoice", DOCUMENTS.md). A person types the header and, per
 * line, item, quantity, free quantity, rate and discount; the server copies the customer's
 * address, GSTIN and route, takes each item's tax and HSN, computes every figure in paise with
 * rules/invoice, numbers it in its series and posts it.
 */
export const salesInvoice = defineDocument<SalesInvoiceContext>({
  name: 'salesInvoice',
  label: { one: 'Sales Invoice', many: 'Sales Invoices' },
  menu: { group: 'Invoice Pages', routes: ['/SalesInvoice'], opensByKey: true },
  primaryKey: 'BillID',
  lineKey: 'BDID',
  linesField: 'items',
  maxLines: 500,
  date: 'BillDate',
  number: {
    field: 'BillNo',
    by: ['SID'],
    display: {
      field: 'InvoiceNo',
      format: (h) => invoiceNumber(h.SeriesName, h.BillNo),
      full: 'This series has used every number that fits an invoice number (16 characters): start a new series.',
    },
  },
  postingType: 'SAL',
  amount: 'BillAmount',

  header: {
    BillDate: { type: 'date', label: 'Invoice Date', required: 'Invoice Date is required.' },
    InvType: {
      type: 'select',
      label: 'Form Type',
      choices: INVOICE_TYPES,
      required: 'Please select B2B or B2C.',
    },
    SID: {
      type: 'reference',
      to: 'invoiceSeries',
      label: 'Series',
      required: 'Please select a series.',
    },
    CustomerID: {
      type: 'reference',
      to: 'customer',
      label: 'Customer',
      required: 'Please select a customer.',
    },
    BillMode: { type: 'select', label: 'Payment Method', choices: BILL_MODES, default: 1 },
    SalesmanId: { type: 'reference', to: 'employee', label: 'Representative' },
    BranchId: { type: 'reference', to: 'branch', label: 'Branch' },
    VanID: { type: 'reference', to: 'vehicle', label: 'Vehicle' }, // billed from this van (its settlement counts the bill)
    QuotationId: { type: 'text', label: 'Quotation Number', max: 30 },
    SaleOrderId: { type: 'text', label: 'Sale Order Number', max: 30 },
    Narration: { type: 'textarea', max: 250 },
    GSTIncluding: { type: 'boolean', label: 'GST Including', default: 0 },
  },
  lines: {
    ItemID: { type: 'reference', to: 'item', label: 'Item', required: 'Please select an item.' },
    BatchId: { type: 'text', label: 'Batch', max: 50 },
    UnitID: { type: 'reference', to: 'unit', label: 'Unit' },
    ...billLineInputs,
  },
  stored: {
    header: {
      SeriesName: { type: 'text', max: 50 },
      CustomerName: { type: 'text', label: 'Customer', max: 100 },
      Address: { type: 'textarea', max: 250 },
      GSTIN: { type: 'text', max: 15 },
      Mobile: { type: 'text', max: 20 },
      // The customer's state when billed (its GSTIN's, else its State's code): a reprint says
      // what the bill said, whatever the customer's master says since.
      CustomerStateCode: { type: 'text', max: 2, label: 'Customer State Code' },
      // The company's registration when billed (its licence GSTIN, its state's code): a reprint
      // after the company re-registers still shows the GSTIN that decided CGST+SGST or IGST.
      SellerGSTIN: { type: 'text', max: 15, label: 'Our GSTIN' },
      SellerStateCode: { type: 'text', max: 2, label: 'Our State Code' },
      RootId: { type: 'integer' },
      PlaceOfSupply: { type: 'text', max: 2, label: 'Place of Supply Code' }, // the state's GST code
      PlaceOfSupplyName: { type: 'text', max: 100, label: 'Place of Supply' },
      InterState: { type: 'boolean' },
      ...billTotalFields,
    },
    lines: {
      ...lineItemCopies,
      UnitName: { type: 'text', max: 50 },
      UnitPrice: { ...money, label: 'MRP' },
      ...billLineFigureFields,
      TaxAmount: { ...money, label: 'Tax' },
      SchemeDisAmt: { ...money, label: 'Amount' }, // the line total, as the spec names it
    },
  },

  compute: ({ header, lines }, c) => {
    const items = lines.map((l) => c.items.get(Number(l.ItemID))!);
    const figures = billFigures(
      lines,
      items.map((i) => i.taxBp),
      { inclusive: Boolean(header.GSTIncluding), interState: c.interState },
    );
    return {
      header: { ...header, ...c.copies, InterState: c.interState, ...figures.header },
      lines: lines.map((l, i) => {
        const { total, ...f } = figures.lines[i];
        const item = items[i];
        const batch = c.batches?.get(batchKey(l.ItemID, l.BatchId));
        return {
          ...l,
          ...f,
          ...(batch ? { BatchId: batch.BatchNo } : {}),
          ItemCode: item.ItemCode,
          itemName: item.itemName,
          HsnCode: item.HsnCode,
          UnitPrice: batch?.mrp ?? item.UnitPrice,
          UnitID: l.UnitID ?? item.UnitID,
          UnitName: c.units.get(Number(l.UnitID ?? item.UnitID)) ?? null,
          SchemeDisAmt: total,
        };
      }),
    };
  },
  post: (doc, c) =>
    postSalesInvoice(storedTotals(doc.header), {
      ...c.accounts,
      customer: Number(doc.header.CustomerID),
    }),
  narrationOf: (doc) =>
    [`Sales invoice ${String(doc.header.InvoiceNo)}`, doc.header.Narration]
      .filter(Boolean)
      .join(': '),

  search: ['InvoiceNo', 'CustomerName'],
  listSort: { field: 'BillID', order: 'DESC' },
  endpoints: {
    create: 'insertbilling',
    update: 'updatebilling',
    cancel: 'cancelbilling',
    history: 'billhistory',
    list: 'getsaleinvoices',
    one: 'getsaleinvoice',
    hold: 'insertbillingdetails',
  },
  messages: {
    created: 'Invoice submitted successfully!',
    updated: 'Invoice updated successfully!',
    cancelled: 'Invoice cancelled successfully!',
    noLines: 'Please add at least one item.',
    tooManyLines: 'An invoice can have at most 500 lines.',
    isCancelled: 'This invoice is cancelled and cannot be changed.',
  },
});
