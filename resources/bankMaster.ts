import { GROUP } from '../fixtures/accountGroups';
import { statusField } from './common';
import { defineResource } from './kit/defineResource';
import { deriveLedger, LEDGER_TYPE, ledgerNameField, openingFields } from './ledgerFields';
import { IFSC_MESSAGES } from './rules/ifsc';

const REQUIRED = (label: string) => ({ required: `${label} is required.` });

/**
 * Bank ledgers (/BankLedger): a ledger (LedgerType 4, the spec's) with its one bank account.
 * The account's details are columns of the ledger row, and the spec's BMID is the ledger's
 * PLID under another name: a bank ledger has exactly one account, so a second table keyed
 * apart would be one-to-one with the ledger and add only a join.
 */
export const bankMaster = defineResource({
  name: 'bankMaster',
  label: { one: 'Bank Ledger', many: 'Bank Ledgers' },
  menu: { group: 'Ledger Page', routes: ['/BankLedger'] },
  primaryKey: 'PLID',
  titleField: 'LedgerName',
  viewOf: { resource: 'ledger', where: { LedgerType: LEDGER_TYPE.BANK } },
  keyAlias: 'BMID',
  createWith: { Status: 1 },

  fields: {
    PLID: { type: 'id', label: 'BMID' },
    AccountNo: { type: 'text', label: 'Account Number', ...REQUIRED('Account Number'), max: 15 },
    BankName: { type: 'text', label: 'Bank Name', ...REQUIRED('Bank Name'), max: 100 },
    LedgerName: ledgerNameField('Ledger Name'),
    IFSCCode: {
      type: 'text',
      label: 'IFSC Code',
      ...REQUIRED('IFSC Code'),
      max: 11,
      pattern: { regex: /^[A-Za-z]{4}0[A-Za-z0-9]{6}$/, message: IFSC_MESSAGES.format },
    },
    Email: { type: 'email', ...REQUIRED('Email'), max: 100 },
    RTGSNo: { type: 'text', label: 'RTGS Number', ...REQUIRED('RTGS Number'), max: 30 },
    Phone: {
      type: 'phone',
      ...REQUIRED('Phone'),
      pattern: { regex: /^\d{10}$/, message: 'Please enter a valid 10-digit phone number' },
    },
    Branch: { type: 'text', ...REQUIRED('Branch'), max: 100 },
    State: { type: 'text', ...REQUIRED('State'), max: 60 },
    District: { type: 'text', ...REQUIRED('District'), max: 60 },
    StateCode: { type: 'text', label: 'State Code', max: 2, derived: true },
    Pincode: {
      type: 'pincode',
      ...REQUIRED('Pincode'),
      pattern: { regex: /^\d{6}$/, message: 'Pincode must be exactly 6 digits' },
    },
    Status: statusField,
    AccGroupid: {
      type: 'reference',
      to: 'accountGroup',
      label: 'Account Group',
      required: 'Account Group is required.',
      default: GROUP.BANK,
    },
    ...openingFields,
  },

  list: {
    columns: ['BankName', 'LedgerName', 'AccountNo', 'IFSCCode', 'Branch', 'Status'],
    empty: 'No Records Found',
    sort: { field: 'BankName', order: 'ASC' },
  },
  search: { fields: ['BankName'], rank: 'prefix' },
  endpoints: {
    list: 'getbankmaster',
    create: 'insertbankmaster',
    update: 'updatebankmaster',
    delete: 'deletebankmaster',
  },
  messages: {
    created: 'Bank information submitted successfully!',
    updated: 'Bank Information updated successfully!',
    deleted: 'Bank ledger deleted successfully!',
    keyMissing: {
      update: 'BMID is missing. Cannot update.',
      delete: 'BMID is missing. Cannot delete.',
    },
  },
  derive: (r) => ({
    ...deriveLedger(r),
    ...(typeof r.IFSCCode === 'string' ? { IFSCCode: r.IFSCCode.toUpperCase() } : {}),
  }),
});
