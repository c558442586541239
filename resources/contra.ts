import { defineVoucher } from './voucherFields';

/** Contra Entry (spec 3 "Contra Entry", DOCUMENTS.md posting table): money between two cash or bank ledgers: into PLID, out of PartyID; one CeNo may hold several rows. */
export const contra = defineVoucher({
  name: 'contra',
  label: { one: 'Contra Entry', many: 'Contra Entries' },
  route: '/ContraEntry',
  primaryKey: 'ContraId',
  lineKey: 'CeId',
  number: 'CeNo',
  date: 'Cdate',
  postingType: 'CON',
  labels: { mode: 'Mode', ledger: 'Ledger', party: 'Recipient' },
  into: true,
  cashOrBankParty: true,
  endpoints: {
    create: 'insertupdateContraEntry',
    createAliases: ['insertupdatecontraentry'],
    update: 'updateContraEntry',
    remove: 'deleteContraEntry',
    next: 'GetContraEntryNo',
    rows: 'getcontraentry',
  },
  messages: {
    created: 'Contra entry saved successfully!',
    updated: 'Contra entry updated successfully!',
    deleted: 'Contra entry deleted successfully!',
    keyMissing: 'CeNo is required to delete.',
  },
});
