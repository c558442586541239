import { contra, journal, payment, receipt, type Document } from '../../../../resources';
import type { BuiltPage } from '../../layout/menuItems';

/**
 * What differs between the four voucher screens; everything else is one page (VoucherPage).
 * Labels, endpoints and field names come from the declarations in resources/, so the screen
 * and the server cannot drift apart.
 */
export interface VoucherConfig {
  kind: 'receipt' | 'payment' | 'contra' | 'journal';
  title: string;
  route: string; // the spec's screen path
  hotkey: string; // Tally's voucher key
  doc: Document<never>;
  numberField: string; // ReNo, PUNo, CeNo, JoNo
  dateField: string; // RDate, Cdate, Jdate
  print: string; // GET /api/<print>/<number>, an A4 PDF
  journal: boolean; // rows of ledger with a debit or credit, no cash/bank header
  partyCashOrBankOnly: boolean; // contra: both sides are cash or bank ledgers
  settlesBills: boolean; // a receipt settles a customer's open invoices, a payment a supplier's purchases
  labels: { mode: string; ledger: string; party: string };
  /** The side each takes in the books, shown beside it as Tally does: a receipt's cash is Dr. */
  sides: { ledger: 'Dr' | 'Cr'; party: 'Dr' | 'Cr' };
}

/**
 * The side the voucher's own ledger is posted to, read off the declaration's posting rule, so
 * the screen says what the books will: money into it (receipt, contra) is a debit.
 */
function sidesOf(doc: Document<never>): VoucherConfig['sides'] {
  const entries =
    doc.post?.(
      { header: { PLID: 1, Amount: 1 }, lines: [{ PartyID: 2, Debit: 1 }] },
      undefined as never,
    ) ?? [];
  const debited = (entries.find((e) => e.PLID === 1)?.Debit ?? 0) > 0;
  return debited ? { ledger: 'Dr', party: 'Cr' } : { ledger: 'Cr', party: 'Dr' };
}

const labelOf = (fields: Document<never>['header'], key: string, fallback: string) =>
  fields[key]?.label ?? fallback;

function config(
  kind: VoucherConfig['kind'],
  doc: Document<never>,
  extra: Pick<VoucherConfig, 'title' | 'hotkey' | 'print'>,
): VoucherConfig {
  return {
    kind,
    ...extra,
    route: doc.menu!.routes[0],
    doc,
    numberField: doc.number.field,
    dateField: doc.date,
    journal: kind === 'journal',
    partyCashOrBankOnly: kind === 'contra',
    settlesBills: kind === 'receipt' || kind === 'payment',
    labels: {
      mode: labelOf(doc.header, 'AccGroupid', 'Mode'),
      ledger: labelOf(doc.header, 'PLID', 'Ledger'),
      party: labelOf(doc.lines, kind === 'journal' ? 'PLID' : 'PartyID', 'Ledger'),
    },
    sides: kind === 'journal' ? { ledger: 'Dr', party: 'Cr' } : sidesOf(doc),
  };
}

const asDoc = (d: unknown) => d as Document<never>;

export const VOUCHERS: readonly VoucherConfig[] = [
  config('contra', asDoc(contra), { title: 'Contra Entry', hotkey: 'F4', print: 'printcontra' }),
  config('payment', asDoc(payment), { title: 'Payment', hotkey: 'F5', print: 'printpayment' }),
  config('receipt', asDoc(receipt), { title: 'Receipt', hotkey: 'F6', print: 'printreceipt' }),
  config('journal', asDoc(journal), { title: 'Journal', hotkey: 'F7', print: 'printjournal' }),
];

/** The side menu's entries: each voucher stands in for its spec route under 'Invoice Pages'. */
export const VOUCHER_PAGES: readonly BuiltPage[] = VOUCHERS.map((v) => ({
  to: v.route,
  label: v.title,
  group: 'Invoice Pages',
  replaces: v.route,
}));

export const voucherOf = (kind: VoucherConfig['kind']): VoucherConfig =>
  VOUCHERS.find((v) => v.kind === kind)!;
