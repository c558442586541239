import { defineResource } from './kit/defineResource';
import { itemMasterName } from './itemMaster';

/** Racks: the shelves items are kept on (the Rack tab of Item Master). */
export const rack = defineResource({
  name: 'rack',
  label: { one: 'Rack', many: 'Racks' },
  primaryKey: 'RackId',
  titleField: 'RackName',

  fields: {
    RackId: { type: 'id' },
    RackName: itemMasterName('Rack Name is !', 'Rack Name'),
  },

  list: {
    columns: ['RackName'],
    empty: 'No rack found',
    sort: { field: 'RackName', order: 'ASC' },
  },
  search: { fields: ['RackName'], rank: 'prefixFirst' },
  endpoints: { list: 'getitemmaster/rack', create: 'insertrack' },
  messages: {
    created: 'Rack submitted successfully!',
    updated: 'Rack updated successfully!',
    deleted: 'Rack deleted successfully!',
  },
});
