import { statusField } from './common';
import { defineResource } from './kit/defineResource';

const quantity = { type: 'decimal', scale: 3, minValue: 0, required: true } as const;
const percent = { type: 'decimal', scale: 2, minValue: 0, maxValue: 100, required: true } as const;

/**
 * Items: what a company sells, with its classification, stock limits and logo. Each item has one
 * rate per rate name (itemRate), saved with it in one transaction (see the item service).
 */
export const item = defineResource({
  name: 'item',
  label: { one: 'Item', many: 'Items' },
  primaryKey: 'ItemId',
  titleField: 'ItemName',

  fields: {
    ItemId: { type: 'id', label: 'Item ID' },
    HsnId: { type: 'reference', to: 'hsn', label: 'HSN', required: true },
    ItemCode: { type: 'text', required: true, max: 50 },
    ItemName: {
      type: 'text',
      required: true,
      max: 150,
      unique: { message: 'Item Name already exists.' },
    },
    ItemDescription: { type: 'text', label: 'Description', required: true, max: 250 },
    CategoryId: { type: 'reference', to: 'itemCategory', label: 'Category', required: true },
    MainCategoryId: {
      type: 'reference',
      to: 'itemCategory',
      label: 'Main Category',
      required: true,
    },
    SubCategoryId: { type: 'reference', to: 'itemCategory', label: 'Sub Category', required: true },
    UnitID: { type: 'reference', to: 'unit', label: 'Unit', required: true },
    BarcodeNumber: { type: 'text', label: 'Barcode Number', required: true, max: 50 },
    ReorderQuantity: { ...quantity, label: 'Reorder Quantity' },
    MaximumQuantity: { ...quantity, label: 'Maximum Quantity' },
    MinimumQuantity: { ...quantity, label: 'Minimum Quantity' },
    Taxable: {
      type: 'select',
      required: true,
      choices: [
        { id: 1, name: 'Yes' },
        { id: 2, name: 'No' },
      ],
    },
    // The GST (or VAT) a bill charges on the item: a tax of the Tax Master, picked by its name.
    TaxID: { type: 'reference', to: 'tax', label: 'Tax' },
    MRP: { type: 'money', label: 'MRP', minValue: 0 },
    Quantity: { ...quantity },
    // What the opening stock (Quantity) cost a unit: with it the stock is valued, as Tally's
    // opening rate; the purchases that follow are averaged with it.
    OpeningRate: { type: 'money', label: 'Opening Rate', minValue: 0 },
    // A batch-wise item (a medicine) names its batch on every purchase and sale line; others are kept per godown only.
    BatchWise: {
      type: 'select',
      label: 'Batch-wise',
      choices: [
        { id: 1, name: 'Yes' },
        { id: 2, name: 'No' },
      ],
      default: 2,
    },
    Cess: { ...percent },
    SurCharge: { type: 'decimal', scale: 2, minValue: 0, maxValue: 100 },
    Status: statusField,
    AddedUnit: { type: 'reference', to: 'unit', label: 'Added Unit', required: true },
    ManufactureId: { type: 'reference', to: 'manufacture', label: 'Manufacture', required: true },
    RackId: { type: 'reference', to: 'rack', label: 'Rack', required: true },
    MarketerId: { type: 'reference', to: 'marketer', label: 'Marketer', required: true },
    Discount: { ...percent },
    Itemlogo: { type: 'file', accept: 'image', download: 'getitemlogo', label: 'Item Logo' },
  },

  list: {
    columns: ['ItemId', 'ItemName', 'ItemDescription', 'BarcodeNumber', 'ReorderQuantity', 'Cess'],
    empty: 'No item found',
  },
  search: { fields: ['ItemName'], rank: 'prefixFirst' },
  // Creates and updates carry the item's rates, so they are the item service's (backend/src/items).
  endpoints: { list: 'getitemdetails', delete: 'deleteitemdetails' },
  messages: {
    created: 'Item and rates submitted successfully!',
    updated: 'Item and rates updated successfully!',
    deleted: 'Item deleted successfully!',
    keyMissing: { update: 'ItemId is missing.', delete: 'ItemId is missing.' },
  },
  check: (r): Record<string, string> => {
    const most = typeof r.MaximumQuantity === 'number' ? r.MaximumQuantity : null;
    if (most === null) return {};
    // The level that calls for an order lies below the most the item is stocked to.
    return {
      ...(typeof r.MinimumQuantity === 'number' && r.MinimumQuantity > most
        ? { MinimumQuantity: 'Minimum Quantity cannot exceed Maximum Quantity.' }
        : {}),
      ...(typeof r.ReorderQuantity === 'number' && r.ReorderQuantity > most
        ? { ReorderQuantity: 'Reorder Quantity cannot exceed Maximum Quantity.' }
        : {}),
    };
  },
});
