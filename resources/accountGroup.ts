import { defineResource } from './kit/defineResource';

/**
 * Account heads (GUnder 0) and groups. Ids below 177 are the predefined chart shared by every
 * company; a company's own start at 177. The tree screen comes with the master-data work.
 */
export const accountGroup = defineResource({
  name: 'accountGroup',
  label: { one: 'Account Group', many: 'Account Groups' },
  primaryKey: 'GSlNo',
  titleField: 'GName',
  scope: 'sharedAndCompany',

  fields: {
    GSlNo: { type: 'id' },
    GName: { type: 'text', label: 'Group Name', required: true, max: 100, unique: { message: 'Account group already exists.' } },
    GUnder: { type: 'integer', default: 0, minValue: 0 },
    Level: { type: 'integer', default: 0, minValue: 0 },
  },

  list: { columns: ['GName', 'GUnder'], empty: 'No account group found' },
  search: { fields: ['GName'], rank: 'prefixFirst' },
  messages: { created: 'Account group submitted successfully!', updated: 'Account group updated successfully!', deleted: 'Account group deleted successfully!' },
});
