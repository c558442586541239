import { defineResource } from './kit/defineResource';

/**
 * Account heads (GUnder 0) and the groups under them, kept as a tree. Ids below 177 are the
 * predefined chart shared by every company (read-only to all); a company's own start at 177.
 */
export const accountGroup = defineResource({
  name: 'accountGroup',
  label: { one: 'Account Group', many: 'Account Groups' },
  primaryKey: 'GSlNo',
  titleField: 'GName',
  scope: 'sharedAndCompany',

  fields: {
    GSlNo: { type: 'id' },
    GName: {
      type: 'text',
      label: 'Group Name',
      required: true,
      max: 100,
      unique: { message: 'Account group already exists.' },
    },
    GUnder: { type: 'integer', label: 'Parent Group', default: 0, minValue: 0 },
    Level: { type: 'integer', derived: true },
  },

  list: {
    columns: ['GName', 'GUnder'],
    empty: 'No account group found',
    sort: { field: 'GSlNo', order: 'ASC' },
  },
  search: { fields: ['GName'], rank: 'prefixFirst' },
  endpoints: { list: 'getAccGroup', delete: 'Deletegroup' },
  tree: {
    parent: 'GUnder',
    level: 'Level',
    childNameKey: 'Ggroup',
    endpoints: {
      createHead: 'inserthead',
      updateHead: 'Updatehead',
      createChild: 'insertgroup',
      updateChild: 'Updategroup',
    },
    hasChildren: 'This account group has sub groups and cannot be deleted.',
    underItself: 'A group cannot be placed under itself or one of its sub groups.',
  },
  messages: {
    created: 'Account group submitted successfully!',
    updated: 'Account group updated successfully!',
    deleted: 'Account group deleted successfully!',
  },
});
