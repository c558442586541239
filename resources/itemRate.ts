import { defineResource } from './kit/defineResource';

/** An item's price under one rate name (Retail, Wholesale, ...), in rupees. */
export const itemRate = defineResource({
  name: 'itemRate',
  label: { one: 'Item Rate', many: 'Item Rates' },
  primaryKey: 'ItemRateId',
  titleField: 'ItemRateId',

  fields: {
    ItemRateId: { type: 'id' },
    ItemId: { type: 'reference', to: 'item', label: 'Item ID', required: true, partOf: true },
    RateId: { type: 'reference', to: 'rate', label: 'Rate', required: true },
    Rate: { type: 'money', required: true, minValue: 0 },
  },

  list: { columns: ['ItemId', 'RateId', 'Rate'], empty: 'No item rate found' },
  search: { fields: ['ItemId'], rank: 'byId' },
  // getitemratebyid is the same list filtered by ItemId (?ItemId=5).
  endpoints: { list: 'getitemrate', aliases: ['getitemratebyid'] },
  messages: {
    created: 'Item rates submitted successfully!',
    updated: 'Item and rates updated successfully!',
    deleted: 'Item rate deleted successfully!',
  },
});
