import { defineResource } from './kit/defineResource';
import { statutoryFields, statutoryStatus } from './statutory';

/** Customer statutory records (PAN, FSSAI, drug licence, credit terms, route); the screen updates and deletes only. */
export const customerStatutory = defineResource({
  name: 'customerStatutory',
  label: { one: 'Customer Statutory', many: 'Customer Statutory' },
  menu: { group: 'Ledger Page', routes: ['/CustomerCreationStatutory'], tabOf: { page: '/CommonCustomer', label: 'Customer Statutory' } },
  primaryKey: 'PLRID',
  titleField: 'PanNo',

  fields: {
    ...statutoryFields,
    RootId: { type: 'reference', to: 'route', label: 'Root' },
    Status: statutoryStatus,
    LedgerType: { type: 'integer', default: 1, minValue: 1 },
  },

  list: { columns: ['PLID', 'PanNo', 'FssaiNo', 'DrugLicenseNo', 'CreditDays', 'Status'], empty: 'No Document Found', latestPer: 'PLID' },
  search: { fields: ['PLID'], rank: 'byId' },
  endpoints: { list: 'getstatutory', update: 'updatestatutory', delete: 'deletestatutory' },
  messages: { created: 'Customer statutory submitted successfully!', updated: 'Customer statutory updated successfully!', deleted: 'Customer statutory deleted successfully!' },
});
