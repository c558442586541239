import { defineResource } from './kit/defineResource';

/**
 * Batches of an item (pharma: each lot with its expiry and MRP), made by purchase invoices. A
 * batch number is unique per item, whatever its case. Once stock of a batch has moved, bills
 * print its number, expiry and MRP: they are corrected on the purchase that brought it in (which
 * refuses once other documents moved it), not here.
 */
const MOVED =
  'This batch has stock movements: correct its item, number, dates or MRP on the purchase that brought it in.';

export const batch = defineResource({
  name: 'batch',
  label: { one: 'Batch', many: 'Batches' },
  menu: { group: 'Item Master', routes: ['/BatchMaster'] },
  primaryKey: 'BatchId',
  titleField: 'BatchNo',

  fields: {
    BatchId: { type: 'id' },
    ItemId: {
      type: 'reference',
      to: 'item',
      label: 'Item',
      required: 'Please select an item.',
      fixedOnceUsed: MOVED,
    },
    BatchNo: {
      type: 'text',
      label: 'Batch No',
      required: 'Batch No is required.',
      max: 50,
      unique: { message: 'This item already has a batch of that number.', with: ['ItemId'] },
      fixedOnceUsed: MOVED,
    },
    MfgDate: { type: 'date', label: 'Mfg Date', fixedOnceUsed: MOVED },
    ExpiryDate: { type: 'date', label: 'Expiry Date', fixedOnceUsed: MOVED },
    MRP: { type: 'money', minValue: 0, fixedOnceUsed: MOVED },
    PurchaseRate: { type: 'money', label: 'Purchase Rate', minValue: 0 },
  },

  list: {
    columns: ['ItemId', 'BatchNo', 'ExpiryDate', 'MRP', 'PurchaseRate'],
    empty: 'No batch found',
    sort: { field: 'BatchNo', order: 'ASC' },
  },
  search: { fields: ['BatchNo'], rank: 'prefixFirst' },
  messages: {
    created: 'Batch saved successfully!',
    updated: 'Batch updated successfully!',
    deleted: 'Batch deleted successfully!',
  },
});
