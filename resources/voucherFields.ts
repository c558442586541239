import { GROUP } from '../fixtures/accountGroups';
import {
  defineDocument,
  type Computed,
  type Document,
  type DocumentEntry,
  type DocumentSpec,
} from './kit/defineDocument';
import { toScaled } from './kit/scaled';
import type { AnyRecord, FieldSpec } from './kit/types';

/** The modes a receipt, payment or contra moves money by: account group 5 (bank) or 6 (cash). */
export const CASH_OR_BANK = [GROUP.BANK, GROUP.CASH] as const;
export const MODES = [
  { id: GROUP.BANK, name: 'Bank' },
  { id: GROUP.CASH, name: 'Cash' },
];

export const LEDGER_REQUIRED = 'Please select a ledger name.';
export const RECIPIENT_REQUIRED = 'Please select a recipient name.';

const CHEQUE = { field: 'AccGroupid', in: [GROUP.BANK] } as const;

/** A voucher's header: its mode, the cash or bank ledger, the cheque details a bank mode shows, the narration. */
export function voucherHeader(
  date: string,
  modeLabel: string,
  ledgerLabel: string,
): Record<string, FieldSpec> {
  return {
    [date]: { type: 'date', label: 'Date', required: 'Date is required.' },
    AccGroupid: {
      type: 'select',
      label: modeLabel,
      choices: MODES,
      required: `Please select a ${modeLabel.toLowerCase()}.`,
    },
    PLID: {
      type: 'reference',
      to: 'ledger',
      label: ledgerLabel,
      required: LEDGER_REQUIRED,
      toWhere: { AccGroupid: CASH_OR_BANK },
    },
    ChkNo: { type: 'text', label: 'Cheque/DD No', max: 30, showWhen: CHEQUE },
    ChkDate: { type: 'date', label: 'Cheque Date', showWhen: CHEQUE },
    Bank: { type: 'text', max: 100, showWhen: CHEQUE },
    Branch: { type: 'text', max: 100, showWhen: CHEQUE },
    Remark: { type: 'text', max: 250, showWhen: CHEQUE },
    Narration: { type: 'textarea', max: 250 },
  };
}

/** A voucher's line: who pays or is paid (any ledger of the company, or a cash or bank one), and how much. */
export function voucherLine(partyLabel: string, cashOrBankOnly = false): Record<string, FieldSpec> {
  return {
    PartyID: {
      type: 'reference',
      to: 'ledger',
      label: partyLabel,
      required: RECIPIENT_REQUIRED,
      ...(cashOrBankOnly ? { toWhere: { AccGroupid: CASH_OR_BANK } } : {}),
    },
    Debit: { type: 'money', label: 'Amount', required: 'Amount is required.', minValue: 0.01 },
  };
}

const paise = (v: unknown) => toScaled(Number(v ?? 0), 2);

/** The lines' total, in rupees, kept on the header. */
export function voucherTotal(input: { header: AnyRecord; lines: AnyRecord[] }): Computed {
  const total = input.lines.reduce((s, l) => s + paise(l.Debit), 0);
  return { header: { ...input.header, Amount: total / 100 }, lines: input.lines };
}

/**
 * Money into PLID from each party (receipt, contra): PLID debited the total, each party credited;
 * `into: false` is the other way (payment): each party debited, PLID credited.
 */
export function voucherEntries(doc: Computed, into: boolean): DocumentEntry[] {
  const PLID = Number(doc.header.PLID);
  const total = paise(doc.header.Amount);
  return [
    { PLID, Debit: into ? total : 0, Credit: into ? 0 : total },
    ...doc.lines.map((l) => ({
      PLID: Number(l.PartyID),
      Debit: into ? 0 : paise(l.Debit),
      Credit: into ? paise(l.Debit) : 0,
    })),
  ];
}

/** A voucher cannot move money from a ledger to itself. */
export function notToItself(input: {
  header: AnyRecord;
  lines: AnyRecord[];
}): { field: string; message: string } | null {
  const i = input.lines.findIndex((l) => Number(l.PartyID) === Number(input.header.PLID));
  return i >= 0
    ? { field: `items[${i}].PartyID`, message: 'The ledger and the recipient must be different.' }
    : null;
}

export const voucherStored = { header: { Amount: { type: 'money' } as FieldSpec }, lines: {} };

/** What sets one cash-or-bank voucher apart from another: its names, numbers, direction and the spec's endpoints. */
export interface VoucherSpec {
  name: string;
  label: { one: string; many: string };
  route: string;
  primaryKey: string;
  lineKey: string; // the spec's row id
  number: string; // ReNo, PUNo, CeNo
  date: string;
  postingType: string;
  labels: { mode: string; ledger: string; party: string };
  into: boolean; // money comes into PLID (receipt, contra) or goes out of it (payment)
  cashOrBankParty?: boolean; // the party too is a cash or bank ledger (contra)
  endpoints: Pick<
    DocumentSpec['endpoints'],
    'create' | 'createAliases' | 'update' | 'remove' | 'next' | 'rows'
  >;
  messages: { created: string; updated: string; deleted: string; keyMissing: string };
}

/**
 * A receipt, payment or contra entry: one cash or bank ledger (PLID) and rows of parties
 * (PartyID) with amounts, under one number; one row may come as the body itself (the spec's
 * calls), and a voucher never moves money from a ledger to itself.
 */
export function defineVoucher(v: VoucherSpec): Document {
  const lower = v.label.one.toLowerCase();
  return defineDocument({
    name: v.name,
    label: v.label,
    menu: { group: 'Invoice Pages', routes: [v.route] },
    primaryKey: v.primaryKey,
    lineKey: v.lineKey,
    linesField: 'items',
    singleLine: true,
    maxLines: 100,
    date: v.date,
    number: { field: v.number, by: [] },
    postingType: v.postingType,
    amount: 'Amount',
    header: voucherHeader(v.date, v.labels.mode, v.labels.ledger),
    lines: voucherLine(v.labels.party, v.cashOrBankParty),
    stored: voucherStored,
    compute: voucherTotal,
    post: (doc) => voucherEntries(doc, v.into),
    check: notToItself,
    narrationOf: (doc) =>
      [`${v.label.one} ${String(doc.header[v.number])}`, doc.header.Narration]
        .filter(Boolean)
        .join(': '),
    rowNames: { PLID: 'PLedgerName', PartyID: 'PartyLedgerName' },
    search: [],
    listSort: { field: v.number, order: 'DESC' },
    endpoints: {
      ...v.endpoints,
      updatePut: true,
      cancel: `cancel${v.name}`,
      history: `${v.name}history`,
      list: `${v.name}s`,
      one: v.name,
    },
    messages: {
      ...v.messages,
      cancelled: `${v.label.one} cancelled successfully!`,
      noLines: RECIPIENT_REQUIRED,
      tooManyLines: 'A voucher can have at most 100 rows.',
      isCancelled: `This ${lower} is cancelled and cannot be changed.`,
    },
  });
}
