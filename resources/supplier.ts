import { GROUP } from '../fixtures/accountGroups';
import { defineResource } from './kit/defineResource';
import {
  checkGstin,
  gstinReaction,
  deriveLedger,
  LEDGER_TYPE,
  openingFields,
  partyFields,
  shortGstin,
} from './ledgerFields';

/** Suppliers (/SupplierCreation, tab 1 of /CommonSupplier): a ledger of LedgerType 2, under Sundry Creditors by default. */
export const supplier = defineResource({
  name: 'supplier',
  label: { one: 'Supplier', many: 'Suppliers' },
  menu: {
    group: 'Ledger Page',
    routes: ['/SupplierCreation'],
    tabOf: { page: '/CommonSupplier', label: 'Supplier Creation' },
  },
  primaryKey: 'PLID',
  titleField: 'LedgerName',
  viewOf: { resource: 'ledger', where: { LedgerType: LEDGER_TYPE.SUPPLIER } },
  form: { blockWhileInvalid: true },

  fields: {
    PLID: { type: 'id', label: 'PLID' },
    GSTIN: shortGstin,
    ...partyFields,
    AccGroupid: {
      type: 'reference',
      to: 'accountGroup',
      label: 'Account Group',
      required: 'Account Group is required.',
      default: GROUP.SUNDRY_CREDITORS,
    },
    ...openingFields,
  },

  list: {
    columns: [
      'LegalName',
      'LedgerName',
      'GSTIN',
      'Mobile',
      'State',
      'Openingbalance',
      'balanceType',
    ],
    empty: 'No Records Found',
    sort: { field: 'LedgerName', order: 'ASC' },
  },
  search: { fields: ['LegalName', 'LedgerName'], rank: 'prefix' },
  endpoints: {
    list: 'getsupplier',
    create: 'insertsupplier',
    update: 'updatesupplier',
    delete: 'deletesupplier',
  },
  messages: {
    created: 'Supplier submitted successfully!',
    updated: 'Supplier updated successfully!',
    deleted: 'Supplier deleted successfully!',
  },
  derive: deriveLedger,
  check: checkGstin,
  reactions: gstinReaction,
});
