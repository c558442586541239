import { defineResource } from './kit/defineResource';
import { HSN_TYPES, itemMasterName } from './itemMaster';

/** HSN and SAS codes items are classified under (the HSN tab of Item Master). */
export const hsn = defineResource({
  name: 'hsn',
  label: { one: 'HSN', many: 'HSN' },
  primaryKey: 'HsnId',
  titleField: 'HsnName',

  fields: {
    HsnId: { type: 'id', label: 'HSN ID' },
    HsnName: itemMasterName(
      'HSN Name is !',
      'HSN Name',
      'HSN Name already exists. Please choose a different name.',
    ),
    HsnDescription: { type: 'text', label: 'HSN Description', max: 250 },
    Status: {
      type: 'select',
      label: 'Type',
      choices: HSN_TYPES,
      required: 'Please select a Type (HSN or SAS)!',
    },
  },

  list: {
    columns: ['HsnName', 'HsnDescription', 'Status'],
    empty: 'No HSN found',
    sort: { field: 'HsnName', order: 'ASC' },
  },
  search: { fields: ['HsnName'], rank: 'prefixFirst' },
  endpoints: { list: 'getitemmaster/hsn', create: 'inserthsn' },
  messages: {
    created: 'HSN submitted successfully!',
    updated: 'HSN updated successfully!',
    deleted: 'HSN deleted successfully!',
  },
});
