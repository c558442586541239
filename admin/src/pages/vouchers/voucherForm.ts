import { DOC_STATUS, type AnyRecord } from '../../../../resources';
import { AMOUNT_HINT, parsePaise, showPaise } from './amount';
import type { VoucherConfig } from './voucherConfig';
import { workingDate } from '../../api/workingDate';

export const BANK = 5;
export const CASH = 6;

/** One row of a voucher: a party (receipt, payment, contra) or a journal ledger with its side. */
export interface VoucherRow {
  key: number;
  ledger: number | null;
  amount: string; // as typed
  side: 'Dr' | 'Cr';
  allocations?: Record<number, string>; // receipt: bill -> amount typed; absent: oldest bills first
  saved?: Record<number, number>; // an opened voucher's row: bill -> paise it was saved against
  auto?: boolean; // journal: the amount is the balancing offer, not typed
}

export interface VoucherForm {
  date: string;
  mode: number;
  PLID: number | null;
  rows: VoucherRow[];
  Narration: string;
  ChkNo: string;
  ChkDate: string;
  Bank: string;
  Branch: string;
  Remark: string;
}

/** Form errors: header fields by their API name, row fields as `rows.<key>.<ledger|amount|allocations>`. */
export type FormErrors = Record<string, string>;
export const rowError = (key: number, field: 'ledger' | 'amount' | 'allocations') =>
  `rows.${key}.${field}`;

let nextKey = 1;
export const newRow = (side: VoucherRow['side'] = 'Cr', amount = ''): VoucherRow => ({
  key: nextKey++,
  ledger: null,
  amount,
  side,
});

export function emptyForm(config: VoucherConfig): VoucherForm {
  return {
    date: workingDate(),
    mode: CASH,
    PLID: null,
    rows: config.journal ? [newRow('Dr'), newRow('Cr')] : [newRow()],
    Narration: '',
    ChkNo: '',
    ChkDate: '',
    Bank: '',
    Branch: '',
    Remark: '',
  };
}

const blank = (r: VoucherRow) => r.ledger === null && r.amount.trim() === '';

/** A saved voucher (GET /api/<one>/:id: header with its lines) back in the form. */
export function formOf(config: VoucherConfig, doc: AnyRecord): VoucherForm {
  const lines = (doc[config.doc.linesField] as AnyRecord[] | undefined) ?? [];
  const text = (k: string) => (doc[k] === null || doc[k] === undefined ? '' : String(doc[k]));
  const rows = lines.map((l): VoucherRow => {
    if (!config.journal)
      return {
        ...newRow(),
        ledger: Number(l.PartyID),
        amount: showPaise(Math.round(Number(l.Debit) * 100)),
        ...(Array.isArray(l.Allocations) && {
          saved: Object.fromEntries(
            (l.Allocations as AnyRecord[]).map((a) => [
              Number(a.BillID),
              Math.round(Number(a.Amount) * 100),
            ]),
          ),
        }),
      };
    const debit = Number(l.Debit ?? 0);
    return {
      ...newRow(debit > 0 ? 'Dr' : 'Cr'),
      ledger: Number(l.PLID),
      amount: showPaise(Math.round((debit > 0 ? debit : Number(l.Credit ?? 0)) * 100)),
    };
  });
  return {
    date: text(config.dateField).slice(0, 10),
    mode: Number(doc.AccGroupid ?? CASH),
    PLID: doc.PLID === undefined || doc.PLID === null ? null : Number(doc.PLID),
    rows: config.journal ? rows : [...rows, newRow()],
    Narration: text('Narration'),
    ChkNo: text('ChkNo'),
    ChkDate: text('ChkDate').slice(0, 10),
    Bank: text('Bank'),
    Branch: text('Branch'),
    Remark: text('Remark'),
  };
}

/** A party's open bill as GET /api/openbills answers it (rupees). */
export interface OpenBillRow {
  BillID: number;
  InvoiceNo: string;
  BillDate: string;
  BillAmount: number;
  Settled: number;
  Outstanding: number;
}

/**
 * What each receipt row sets against its party's open bills (paise): as typed where the person
 * changed it, else the oldest bills first (Tally's default), each bill's outstanding shared out
 * across rows of the same party in row order, so two rows never settle the same rupee twice.
 */
export function planAllocations(
  rows: readonly VoucherRow[],
  billsOf: (PLID: number) => readonly OpenBillRow[] | undefined,
): Map<number, Map<number, number>> {
  const taken = new Map<number, number>(); // BillID -> paise set against by earlier rows
  const plans = new Map<number, Map<number, number>>();
  for (const row of rows) {
    const bills = row.ledger === null ? undefined : billsOf(row.ledger);
    if (!bills?.length) continue;
    const plan = new Map<number, number>();
    if (row.allocations) {
      for (const [id, typed] of Object.entries(row.allocations)) {
        const paise = parsePaise(typed);
        if (paise) plan.set(Number(id), paise);
      }
    } else {
      let left = parsePaise(row.amount) ?? 0;
      const oldest = [...bills].sort(
        (a, b) => a.BillDate.localeCompare(b.BillDate) || a.BillID - b.BillID,
      );
      for (const bill of oldest) {
        const open = Math.round(bill.Outstanding * 100) - (taken.get(bill.BillID) ?? 0);
        const part = Math.min(left, open);
        if (part > 0) plan.set(bill.BillID, part);
        left -= Math.max(part, 0);
      }
    }
    for (const [id, paise] of plan) taken.set(id, (taken.get(id) ?? 0) + paise);
    plans.set(row.key, plan);
  }
  return plans;
}

/**
 * Tally's journal: each row is Dr or Cr (a new one starts as Cr), and whatever the rows leave
 * unbalanced is offered on a row at the end, on the side that balances it: the last row takes it
 * while it is blank or still holds an earlier offer, else a new row is added. An offer no longer
 * needed (the two sides agree without it) is taken back.
 */
export function balanceJournal(rows: readonly VoucherRow[]): VoucherRow[] {
  const last = rows[rows.length - 1];
  const offer = rows.length > 1 && last.ledger === null && (last.auto || last.amount.trim() === '');
  const counted = offer ? rows.slice(0, -1) : rows;
  const sum = (side: VoucherRow['side']) =>
    counted.filter((r) => r.side === side).reduce((s, r) => s + (parsePaise(r.amount) ?? 0), 0);
  const diff = sum('Dr') - sum('Cr');
  if (diff !== 0) {
    const side: VoucherRow['side'] = diff > 0 ? 'Cr' : 'Dr';
    const amount = showPaise(Math.abs(diff));
    if (offer) return [...counted, { ...last, side, amount, auto: true }];
    return [...rows, { ...newRow(side, amount), auto: true }];
  }
  if (offer && parsePaise(last.amount))
    return rows.length > 2 ? [...counted] : [...counted, { ...last, amount: '', auto: false }];
  return [...rows];
}

export interface Submission {
  body?: AnyRecord;
  sent: VoucherRow[]; // the rows in the order the body carries them (server errors name their index)
  errors: FormErrors;
}

/**
 * The body for insertupdate... / update... (lines in the declaration's lines field), or the
 * errors a person can fix before anything is sent (amounts the server could not read).
 */
export function submissionOf(
  config: VoucherConfig,
  form: VoucherForm,
  plans: Map<number, Map<number, number>>,
  sendAllocations: (row: VoucherRow) => boolean,
  mode: 'create' | 'update' = 'create',
): Submission {
  const errors: FormErrors = {};
  const sent = form.rows.filter((r) => !blank(r));
  // The row's ledger (a journal's PLID, a receipt's PartyID), whose message says it is needed.
  const [ledgerField] = Object.keys(config.doc.lines);
  const ledgerNeeded = String(config.doc.lines[ledgerField]?.required ?? '');
  const lines = sent.map((row) => {
    // An amount with no ledger (a journal's balancing offer too) is refused here, as the server
    // would, before any Accept? or Are you sure?.
    if (row.ledger === null) errors[rowError(row.key, 'ledger')] = ledgerNeeded;
    const paise = parsePaise(row.amount);
    if (paise === null)
      errors[rowError(row.key, 'amount')] = row.amount.trim() ? AMOUNT_HINT : 'Amount is required.';
    const amount = (paise ?? 0) / 100;
    if (config.journal)
      return {
        PLID: row.ledger,
        Debit: row.side === 'Dr' ? amount : 0,
        Credit: row.side === 'Cr' ? amount : 0,
      };
    const line: AnyRecord = { PartyID: row.ledger, Debit: amount };
    if (config.settlesBills && row.allocations) {
      for (const [id, typed] of Object.entries(row.allocations))
        if (typed.trim() && parsePaise(typed) === null)
          errors[rowError(row.key, 'allocations')] = AMOUNT_HINT;
    }
    const plan = plans.get(row.key);
    if (config.settlesBills && plan && sendAllocations(row))
      line.Allocations = [...plan].map(([BillID, p]) => ({ BillID, Amount: p / 100 }));
    return line;
  });
  if (Object.keys(errors).length) return { sent, errors };
  if (config.journal)
    return checkedByDeclaration(config, sent, mode, {
      [config.dateField]: form.date,
      Narration: form.Narration,
      [config.doc.linesField]: lines,
    });
  const cheque =
    form.mode === BANK
      ? {
          ChkNo: form.ChkNo,
          ChkDate: form.ChkDate || null,
          Bank: form.Bank,
          Branch: form.Branch,
          Remark: form.Remark,
        }
      : {};
  return checkedByDeclaration(config, sent, mode, {
    [config.dateField]: form.date,
    AccGroupid: form.mode,
    PLID: form.PLID,
    Narration: form.Narration,
    ...cheque,
    [config.doc.linesField]: lines,
  });
}

/**
 * The body, unless the document's own check (the declaration's, as the server runs it) refuses
 * it on a field this form shows: a receipt's party that is its cash ledger, a journal row with
 * both sides. What names no field is left for the server to say.
 */
function checkedByDeclaration(
  config: VoucherConfig,
  sent: VoucherRow[],
  mode: 'create' | 'update',
  body: AnyRecord,
): Submission {
  const refused = config.doc.check?.(
    { header: body, lines: body[config.doc.linesField] as AnyRecord[] },
    mode,
  );
  if (refused && typeof refused === 'object') {
    const { errors } = placeErrors(config, { [refused.field]: refused.message }, sent);
    if (Object.keys(errors).length) return { sent, errors };
  }
  return { sent, errors: {}, body };
}

const LINE_FIELD: Record<string, 'ledger' | 'amount' | 'allocations'> = {
  PartyID: 'ledger',
  PLID: 'ledger',
  Debit: 'amount',
  Credit: 'amount',
  Allocations: 'allocations',
};

/**
 * The server's field errors placed on the form: 'items[1].PartyID' on the second row sent,
 * header keys as they are, and one about the rows as a whole ('Please select a recipient
 * name.', sent none) on the first row's ledger, where the person starts them. What names no
 * field on this form is answered apart, to be shown.
 */
export function placeErrors(
  config: VoucherConfig,
  serverErrors: Record<string, string>,
  sent: readonly VoucherRow[],
  firstRow?: VoucherRow,
): { errors: FormErrors; rest: string[] } {
  const errors: FormErrors = {};
  const rest: string[] = [];
  const line = new RegExp(`^${config.doc.linesField}\\[(\\d+)\\]\\.(\\w+)$`);
  for (const [key, message] of Object.entries(serverErrors)) {
    const m = line.exec(key);
    const row = m ? sent[Number(m[1])] : undefined;
    const field = m ? LINE_FIELD[m[2]] : undefined;
    if (row && field) errors[rowError(row.key, field)] = message;
    else if (key === config.doc.linesField && (sent[0] ?? firstRow))
      errors[rowError((sent[0] ?? firstRow)!.key, 'ledger')] = message;
    else if (!m && HEADER_FIELDS.has(key === config.dateField ? 'date' : key))
      errors[key] = message;
    else rest.push(message);
  }
  return { errors, rest };
}

const HEADER_FIELDS = new Set([
  'date',
  'AccGroupid',
  'PLID',
  'Narration',
  'ChkNo',
  'ChkDate',
  'Bank',
  'Branch',
  'Remark',
]);

/** The vouchers of a rows list (one row per line) as one entry per number, newest first as listed. */
export interface ListedVoucher {
  number: number;
  id: number;
  date: string;
  ledger: string;
  parties: string;
  amount: number;
  /** Cancelled: kept with its number, its entries reversed; its amount counts for nothing. */
  cancelled: boolean;
}

export function groupRows(config: VoucherConfig, rows: readonly AnyRecord[]): ListedVoucher[] {
  const by = new Map<number, ListedVoucher>();
  for (const r of rows) {
    const number = Number(r[config.numberField]);
    const name = String((config.journal ? r.LedgerName : r.PartyLedgerName) ?? '');
    const amount = Number(r.Debit ?? 0); // a journal's debits are its total
    const seen = by.get(number);
    if (seen) {
      seen.parties = [seen.parties, name].filter(Boolean).join(', ');
      seen.amount = Math.round(seen.amount * 100 + amount * 100) / 100;
    } else {
      by.set(number, {
        number,
        id: Number(r[config.doc.primaryKey]),
        date: String(r[config.dateField] ?? '').slice(0, 10),
        ledger: String(r.PLedgerName ?? ''),
        parties: name,
        amount,
        cancelled: Number(r.DocStatus) === DOC_STATUS.CANCELLED,
      });
    }
  }
  return [...by.values()];
}
