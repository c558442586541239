import { defineResource } from './kit/defineResource';
import { LEDGER_TYPE } from './ledgerFields';
import { partyColumns, partyField, statutoryFields, statutoryStatus } from './statutory';

/** Supplier statutory records: the customer's fields without the route; ledger type 2 unless said. */
export const supplierStatutory = defineResource({
  name: 'supplierStatutory',
  label: { one: 'Supplier Record', many: 'Supplier Records' },
  menu: {
    group: 'Ledger Page',
    routes: ['/SupplierRecord'],
    tabOf: { page: '/CommonSupplier', label: 'Supplier Record' },
  },
  primaryKey: 'PLRID',
  titleField: 'PanNo',

  fields: {
    PLRID: { type: 'id' },
    PLID: partyField('supplier'),
    ...statutoryFields,
    Status: statutoryStatus,
    LedgerType: { type: 'integer', default: LEDGER_TYPE.SUPPLIER, minValue: 1 },
  },

  list: {
    columns: [
      'LegalName',
      'TradeName',
      'PanNo',
      'FssaiNo',
      'DrugLicenseNo',
      'CreditDays',
      'Status',
    ],
    empty: 'No Document Found',
    latestPer: 'PLID',
    join: partyColumns,
  },
  search: { fields: ['PLID'], rank: 'byId' },
  endpoints: {
    list: 'getstatutorysupplier',
    create: 'insertstatutorysupplier',
    update: 'updatestatutorysupplier',
    delete: 'deletestatutorysupplier',
  },
  messages: {
    created: 'Supplier record submitted successfully!',
    updated: 'Supplier record updated successfully!',
    deleted: 'Supplier record deleted successfully!',
  },
});
