import { defineResource } from './kit/defineResource';
import { itemMasterName } from './itemMaster';

/** Marketers: the companies that market items (the Marketer tab of Item Master). */
export const marketer = defineResource({
  name: 'marketer',
  label: { one: 'Marketer', many: 'Marketers' },
  primaryKey: 'MarketerId',
  titleField: 'MarketerName',

  fields: {
    MarketerId: { type: 'id' },
    MarketerName: itemMasterName(
      'Marketer Name is !',
      'Marketer Name',
      'Marketer already exists. Please choose a different name.',
    ),
  },

  list: {
    columns: ['MarketerName'],
    empty: 'No marketer found',
    sort: { field: 'MarketerName', order: 'ASC' },
  },
  search: { fields: ['MarketerName'], rank: 'prefixFirst' },
  endpoints: { list: 'getitemmaster/marketer', create: 'insertmarketed' },
  messages: {
    created: 'Marketer submitted successfully!',
    updated: 'Marketer updated successfully!',
    deleted: 'Marketer deleted successfully!',
  },
});
