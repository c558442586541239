import { defineResource } from './kit/defineResource';

/** Rate names (Retail, Wholesale, ...): each item carries one rate per name. */
export const rate = defineResource({
  name: 'rate',
  label: { one: 'Rate', many: 'Rates' },
  menu: { group: 'Item Master', routes: ['/RateMaster'] },
  primaryKey: 'RateId',
  titleField: 'RateName',

  fields: {
    RateId: { type: 'id', label: 'RateID' },
    RateName: {
      type: 'text',
      required: 'Rate Name is required.',
      max: 100,
      pattern: {
        regex: /^[A-Za-z0-9 ]+$/,
        message: 'Rate Name can only contain letters, numbers, and spaces.',
      },
      unique: { message: 'Rate Name already exists. Please choose a different name.' },
    },
  },

  list: { columns: ['RateId', 'RateName'], empty: 'No rate found' },
  search: { fields: ['RateName'], rank: 'prefixFirst' },
  // getrates is the item rate table's name for the same list.
  endpoints: {
    list: 'getRate',
    create: 'insertRate',
    update: 'updaterate',
    delete: 'deleteRate',
    aliases: ['getrates'],
  },
  messages: {
    created: 'Rate submitted successfully!',
    updated: 'Rate updated successfully!',
    deleted: 'Rate deleted successfully!',
  },
});
