import { GROUP } from '../fixtures/accountGroups';
import { defineResource } from './kit/defineResource';
import { LEDGER_TYPE, ledgerNameField } from './ledgerFields';

export { LEDGER_TYPE } from './ledgerFields';

export const LEDGER_TYPES = [
  { id: LEDGER_TYPE.SYSTEM, name: 'System' },
  { id: LEDGER_TYPE.SUPPLIER, name: 'Supplier' },
  { id: LEDGER_TYPE.CUSTOMER, name: 'Customer' },
  { id: LEDGER_TYPE.BANK, name: 'Bank' },
  { id: LEDGER_TYPE.PARTY, name: 'Party' },
];

/** The ledger that balances every opening balance (Tally's 'Difference in opening balances'). */
export const OPENING_BALANCE_DIFFERENCE = 'Opening Balance Difference';

/** Capital Account: where the opening balance difference sits, as the owner's opening equity. */
const CAPITAL_ACCOUNT = 1;
/** The predefined 'Round Off' group (under Indirect Expenses). */
const ROUND_OFF_GROUP = 31;

/**
 * The ledgers every company has from sign-up (LedgerType 1), under the predefined groups of
 * fixtures/accountGroups. Documents find them by name; no view can rename or delete them.
 */
export const SYSTEM_LEDGERS: ReadonlyArray<{ LedgerName: string; AccGroupid: number }> = [
  { LedgerName: 'Cash', AccGroupid: GROUP.CASH },
  { LedgerName: 'Sales', AccGroupid: GROUP.SALES },
  { LedgerName: 'Purchase', AccGroupid: GROUP.PURCHASE },
  { LedgerName: 'Output CGST', AccGroupid: GROUP.GST },
  { LedgerName: 'Output SGST', AccGroupid: GROUP.GST },
  { LedgerName: 'Output IGST', AccGroupid: GROUP.GST },
  { LedgerName: 'Input CGST', AccGroupid: GROUP.GST },
  { LedgerName: 'Input SGST', AccGroupid: GROUP.GST },
  { LedgerName: 'Input IGST', AccGroupid: GROUP.GST },
  { LedgerName: 'Round Off', AccGroupid: ROUND_OFF_GROUP },
  { LedgerName: OPENING_BALANCE_DIFFERENCE, AccGroupid: CAPITAL_ACCOUNT },
];

/**
 * Every account a company posts to (PLID): its parties, banks, suppliers, customers, and the
 * system ledgers made at sign-up (Cash, Sales, the GST ledgers, ...). Written only through its
 * views (partyLedger, bankMaster, supplier, customer); read whole here, for pickers and the
 * ledger statement. PartyID is another name for PLID in the spec's voucher screens.
 */
export const ledger = defineResource({
  name: 'ledger',
  label: { one: 'Ledger', many: 'Ledgers' },
  primaryKey: 'PLID',
  titleField: 'LedgerName',
  readOnly: true,
  keyAlias: 'PartyID',

  fields: {
    PLID: { type: 'id', label: 'PLID' },
    LedgerName: ledgerNameField('Ledger Name'),
    AccGroupid: {
      type: 'reference',
      to: 'accountGroup',
      label: 'Account Group',
      required: 'Account Group is required.',
    },
    LedgerType: { type: 'select', label: 'Ledger Type', choices: LEDGER_TYPES },
  },

  list: {
    columns: ['LedgerName', 'AccGroupid', 'LedgerType'],
    empty: 'No ledger found',
    sort: { field: 'LedgerName', order: 'ASC' },
  },
  search: { fields: ['LedgerName'], rank: 'prefix' },
  endpoints: { list: 'getledger' },
  messages: {
    created: 'Ledger submitted successfully!',
    updated: 'Ledger updated successfully!',
    deleted: 'Ledger deleted successfully!',
  },
});
