import { statusField } from './common';
import { defineResource } from './kit/defineResource';

/** Routes: the delivery and sales beats a van and its representative cover (RootId in the spec). */
export const route = defineResource({
  name: 'route',
  label: { one: 'Route', many: 'Routes' },
  menu: { group: 'Vehicle Page', routes: ['/RouteMaster'] },
  primaryKey: 'RootId',
  titleField: 'RootName',

  fields: {
    RootId: { type: 'id', label: 'Route ID' },
    RootName: {
      type: 'text',
      label: 'Route Name',
      required: 'Route Name is  required.',
      max: 100,
      unique: { message: 'route name already exists. Please choose a different name.' },
    },
    Status: statusField,
    BranchId: { type: 'reference', to: 'branch', label: 'Branch', required: 'Branch is required.' },
  },

  list: {
    columns: ['RootName', 'BranchId', 'Status'],
    empty: 'No route found',
    sort: { field: 'RootName', order: 'ASC' },
  },
  search: { fields: ['RootName'], rank: 'prefixFirst' },
  endpoints: {
    list: 'getroute',
    create: 'insertroute',
    update: 'updateroute',
    delete: 'deleteroute',
    aliases: ['getroot'],
  },
  messages: {
    created: 'Route information submitted successfully!',
    updated: 'Route updated successfully!',
    deleted: 'Route deleted successfully!',
  },
});
