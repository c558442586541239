import { defineResource } from './kit/defineResource';
import {
  checkGstin,
  deriveLedger,
  exactGstin,
  LEDGER_TYPE,
  ledgerNameField,
  openingFields,
} from './ledgerFields';

/**
 * Party ledgers (/PartyLedger): a ledger under any account group, with its opening balance.
 * A view of the ledger table (LedgerType 5). Its legal name is its ledger name, so the Customer
 * Data list's legal-name search finds it.
 */
export const partyLedger = defineResource({
  name: 'partyLedger',
  label: { one: 'Party Ledger', many: 'Party Ledgers' },
  menu: { group: 'Ledger Page', routes: ['/PartyLedger'] },
  primaryKey: 'PLID',
  titleField: 'LedgerName',
  viewOf: { resource: 'ledger', where: { LedgerType: LEDGER_TYPE.PARTY } },

  fields: {
    PLID: { type: 'id', label: 'PLID' },
    GSTIN: exactGstin,
    LedgerName: ledgerNameField('Ledger Name'),
    LegalName: { type: 'text', label: 'Legal Name', max: 100, derived: true },
    AccGroupid: {
      type: 'reference',
      to: 'accountGroup',
      label: 'Account Group',
      required: 'Account Group is required.',
    },
    ...openingFields,
  },

  list: {
    columns: ['PLID', 'LedgerName', 'AccGroupid', 'Openingbalance', 'balanceType'],
    empty: 'No Records Found',
    sort: { field: 'LedgerName', order: 'ASC' },
  },
  search: { fields: ['LegalName'], rank: 'prefix' },
  endpoints: {
    list: 'getpartyledger',
    create: 'insertpartyledger',
    update: 'updatepartyledger',
    delete: 'deletepartyledger',
  },
  messages: {
    created: 'Party Ledger submitted successfully!',
    updated: 'Party Ledger updated successfully!',
    deleted: 'Party Ledger deleted successfully!',
  },
  derive: (r) => ({ ...deriveLedger(r), LegalName: r.LedgerName }),
  check: checkGstin,
});
