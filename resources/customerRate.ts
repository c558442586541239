import { defineResource } from './kit/defineResource';

const percent = { type: 'decimal', scale: 2, minValue: 0, maxValue: 100 } as const;

/**
 * Customer rate (tab 3 of /CommonCustomer): which rate name a customer buys at and its
 * discount, with exceptions per item (customerRateItem). One per customer; saved with its item
 * rows in one transaction (backend/src/ledger/customerRates.ts).
 */
export const customerRate = defineResource({
  name: 'customerRate',
  label: { one: 'Customer Rate', many: 'Customer Rates' },
  primaryKey: 'CRID',
  titleField: 'CRID',

  fields: {
    CRID: { type: 'id', label: 'CRID' },
    PLID: {
      type: 'reference',
      to: 'customer',
      label: 'Customer',
      required: 'Customer is required.',
      unique: { message: 'This customer already has a rate. Please update it.', ignoreCase: false },
    },
    CustRatetype: {
      type: 'reference',
      to: 'rate',
      label: 'Rate Type',
      required: 'Rate Type is required.',
    },
    CustDiscount: {
      ...percent,
      label: 'Customer Discount',
      invalid: 'Customer Discount must be a number.',
    },
  },

  list: { columns: ['PLID', 'CustRatetype', 'CustDiscount'], empty: 'No Records Found' },
  search: { fields: [], rank: 'byId' },
  messages: {
    created: 'Customer rate submitted successfully!',
    updated: 'Customer rate updated successfully!',
    deleted: 'Customer rate deleted successfully!',
    keyMissing: { update: 'CRID is missing.', delete: 'CRID is missing.' },
  },
});

/** One item row of a customer rate: the rate name (ItemRate, a rate id) and discount for that item. */
export const customerRateItem = defineResource({
  name: 'customerRateItem',
  label: { one: 'Customer Rate Item', many: 'Customer Rate Items' },
  primaryKey: 'CRIID',
  titleField: 'CRIID',

  fields: {
    CRIID: { type: 'id', label: 'CRIID' },
    CRID: { type: 'reference', to: 'customerRate', label: 'Customer Rate', partOf: true },
    ItemID: { type: 'reference', to: 'item', label: 'Item', required: 'Item is required.' },
    ItemRate: { type: 'reference', to: 'rate', label: 'Rate', required: 'Rate is required.' },
    ItemDiscount: {
      ...percent,
      label: 'Item Discount',
      invalid: 'Item Discount must be a number.',
    },
  },

  list: { columns: ['ItemID', 'ItemRate', 'ItemDiscount'], empty: 'No Records Found' },
  search: { fields: [], rank: 'byId' },
  messages: {
    created: 'Customer rate submitted successfully!',
    updated: 'Customer rate updated successfully!',
    deleted: 'Item removed from the customer rate.',
  },
});
