import { GROUP } from '../fixtures/accountGroups';
import { lettersAndSpaces } from './common';
import { defineResource } from './kit/defineResource';
import {
  checkGstin,
  gstinReaction,
  deriveLedger,
  exactGstin,
  LEDGER_TYPE,
  openingFields,
  partyFields,
} from './ledgerFields';

const LETTERS = lettersAndSpaces('Only alphabets and spaces are allowed');

/**
 * Customers (/CustomerCreation, tab 1 of /CommonCustomer): a ledger of LedgerType 3, under
 * Sundry Debtors by default, on a route (RootId). Its rate comes from its customer rate.
 */
export const customer = defineResource({
  name: 'customer',
  label: { one: 'Customer', many: 'Customers' },
  menu: {
    group: 'Ledger Page',
    routes: ['/CustomerCreation'],
    tabOf: { page: '/CommonCustomer', label: 'Customer Registration' },
  },
  primaryKey: 'PLID',
  titleField: 'LedgerName',
  viewOf: { resource: 'ledger', where: { LedgerType: LEDGER_TYPE.CUSTOMER } },
  form: { blockWhileInvalid: true, submitLockMs: 2000 },

  fields: {
    PLID: { type: 'id', label: 'PLID' },
    GSTIN: exactGstin,
    ...partyFields,
    District: { ...partyFields.District, pattern: LETTERS },
    State: { ...partyFields.State, pattern: LETTERS },
    Country: { ...partyFields.Country, pattern: LETTERS },
    RootId: { type: 'reference', to: 'route', label: 'Route' },
    AccGroupid: {
      type: 'reference',
      to: 'accountGroup',
      label: 'Account Group',
      required: 'Account Group is required.',
      default: GROUP.SUNDRY_DEBTORS,
    },
    ...openingFields,
  },

  list: {
    columns: [
      'LegalName',
      'LedgerName',
      'GSTIN',
      'Mobile',
      'RootId',
      'Openingbalance',
      'balanceType',
    ],
    empty: 'No Records Found',
    sort: { field: 'LedgerName', order: 'ASC' },
  },
  search: { fields: ['LegalName', 'LedgerName'], rank: 'prefix' },
  endpoints: {
    list: 'getcustomer',
    create: 'insertcustomer',
    update: 'updatecustomer',
    delete: 'deletecustomer',
  },
  messages: {
    created: 'Customer submitted successfully!',
    updated: 'Customer updated successfully!',
    deleted: 'Customer deleted successfully!',
  },
  derive: deriveLedger,
  check: checkGstin,
  reactions: gstinReaction,
});
