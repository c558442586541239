import { defineResource } from './kit/defineResource';

/**
 * Batches of an item (pharma: each lot with its expiry and MRP), made by purchase invoices and
 * corrected here. A batch number is unique per item, whatever its case.
 */
export const batch = defineResource({
  name: 'batch',
  label: { one: 'Batch', many: 'Batches' },
  menu: { group: 'Item Master', routes: ['/BatchMaster'] },
  primaryKey: 'BatchId',
  titleField: 'BatchNo',

  fields: {
    BatchId: { type: 'id' },
    ItemId: { type: 'reference', to: 'item', label: 'Item', required: 'Please select an item.' },
    BatchNo: {
      type: 'text',
      label: 'Batch No',
      required: 'Batch No is required.',
      max: 50,
      unique: { message: 'This item already has a batch of that number.', with: ['ItemId'] },
    },
    MfgDate: { type: 'date', label: 'Mfg Date' },
    ExpiryDate: { type: 'date', label: 'Expiry Date' },
    MRP: { type: 'money', minValue: 0 },
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
