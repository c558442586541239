import { defineResource } from './kit/defineResource';

/** States and union territories (with their GST state code): shared rows plus a company's own. */
export const state = defineResource({
  name: 'state',
  label: { one: 'State', many: 'States' },
  primaryKey: 'StateId',
  titleField: 'StateName',
  scope: 'sharedAndCompany',

  fields: {
    StateId: { type: 'id' },
    StateName: {
      type: 'text',
      required: 'All fields are required.',
      max: 100,
      unique: { message: 'State name already exists. Please choose a different name.' },
    },
    CountryId: {
      type: 'reference',
      to: 'country',
      label: 'Country',
      required: 'All fields are required.',
    },
    StateCode: { type: 'text', max: 2 },
  },

  list: {
    columns: ['StateName', 'CountryId', 'StateCode'],
    empty: 'No state found',
    sort: { field: 'StateName', order: 'ASC' },
  },
  search: { fields: ['StateName'], rank: 'prefixFirst' },
  endpoints: {
    list: 'getstate',
    publicList: true,
    create: 'insertstate',
    update: 'updatestate',
    delete: 'deletestate',
  },
  messages: {
    created: 'State submitted successfully!',
    updated: 'State updated successfully!',
    deleted: 'State deleted successfully!',
  },
});
