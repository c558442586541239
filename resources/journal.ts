import { defineDocument } from './kit/defineDocument';
import { toScaled } from './kit/scaled';
import type { AnyRecord } from './kit/types';
import { LEDGER_REQUIRED } from './voucherFields';

const paise = (v: unknown) => toScaled(Number(v ?? 0), 2);
function sides(lines: AnyRecord[]): { debit: number; credit: number } {
  return lines.reduce<{ debit: number; credit: number }>(
    (s, l) => ({ debit: s.debit + paise(l.Debit), credit: s.credit + paise(l.Credit) }),
    { debit: 0, credit: 0 },
  );
}

export const CREDIT_EXCEEDS =
  'Credit exceeds Debit value! Please adjust the entries before submitting.';
export const TOTALS_DIFFER =
  'Total Credit does not match Total Debit! Please adjust the entries before submitting.';

/**
 * Journal (spec 3 "Journal"): rows of ledgers with a debit or a credit each; the first row is
 * the debit and the screen adds a credit row for the remaining difference. Saved only when the
 * debits equal the credits, each row posted to its ledger as typed.
 */
export const journal = defineDocument({
  name: 'journal',
  label: { one: 'Journal', many: 'Journals' },
  menu: { group: 'Invoice Pages', routes: ['/Journal'] },
  primaryKey: 'JournalId',
  lineKey: 'JoId', // the spec's row id
  linesField: 'journalEntries',
  maxLines: 100,
  date: 'Jdate',
  number: { field: 'JoNo', by: [] },
  postingType: 'JRN',
  amount: 'Amount',
  header: {
    Jdate: { type: 'date', label: 'Date', required: 'Date is required.' },
    Narration: { type: 'textarea', max: 250 },
  },
  lines: {
    PLID: { type: 'reference', to: 'ledger', label: 'Ledger', required: LEDGER_REQUIRED },
    Debit: { type: 'money', minValue: 0 },
    Credit: { type: 'money', minValue: 0 },
    Narration: { type: 'text', max: 250 },
  },
  stored: { header: { Amount: { type: 'money' } }, lines: {} },
  compute: ({ header, lines }) => ({
    header: { ...header, Amount: sides(lines).debit / 100 },
    lines: lines.map((l) => ({ ...l, Debit: l.Debit ?? 0, Credit: l.Credit ?? 0 })),
  }),
  post: (doc) =>
    doc.lines.map((l) => ({
      PLID: Number(l.PLID),
      Debit: paise(l.Debit),
      Credit: paise(l.Credit),
    })),
  check: ({ lines }, mode) => {
    const one = lines.findIndex((l) => paise(l.Debit) > 0 === paise(l.Credit) > 0);
    if (one >= 0)
      return {
        field: `journalEntries[${one}].Debit`,
        message: 'Enter a debit or a credit on each row, not both.',
      };
    const { debit, credit } = sides(lines);
    if (mode === 'create' && credit > debit) return CREDIT_EXCEEDS;
    return credit === debit ? null : TOTALS_DIFFER;
  },
  narrationOf: (doc) =>
    ['Journal ' + String(doc.header.JoNo), doc.header.Narration].filter(Boolean).join(': '),
  rowNames: { PLID: 'LedgerName' },
  search: [],
  listSort: { field: 'JoNo', order: 'DESC' },
  endpoints: {
    create: 'insertupdatejournal',
    update: 'updatejournal',
    updatePut: true,
    remove: 'deleteJournal',
    removeLine: 'deleteJournalbyid',
    next: 'GetJournalNo',
    rows: 'getJournal',
    lines: 'getAdditionalRows',
    cancel: 'canceljournal',
    history: 'journalhistory',
    list: 'journals',
    one: 'journal',
  },
  messages: {
    created: 'Journal saved successfully!',
    updated: 'Journal updated successfully!',
    deleted: 'Journal deleted successfully!',
    cancelled: 'Journal cancelled successfully!',
    keyMissing: 'JoNo is required to delete.',
    noLines: 'Please add the journal rows.',
    tooManyLines: 'A journal can have at most 100 rows.',
    isCancelled: 'This journal is cancelled and cannot be changed.',
  },
});
