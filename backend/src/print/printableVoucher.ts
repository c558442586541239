/**
 * Everything a printed voucher shows, as stored: money in integer paise, dates as 'YYYY-MM-DD'
 * (printed DD-MM-YYYY). The renderer only lays it out.
 */
export interface PrintableVoucher {
  title: string; // 'Receipt Voucher', 'Payment Voucher', 'Contra Voucher', 'Journal Voucher'
  company: { name: string; address: string };
  number: string;
  date: string;
  mode?: string | null; // 'Cash' or 'Bank'; a journal has none
  account?: { label: string; name: string } | null; // the cash or bank ledger (a receipt's 'Receipt Type')
  lines: VoucherLines;
  totalPaise: number; // printed with the rupee sign and in words
  bills?: SettledBill[]; // what a receipt or payment sets against bills (Agst Ref)
  cheque?: ChequeDetails | null; // printed when the mode is bank
  narration?: string | null;
  cancelled?: boolean; // CANCELLED across every page
}

/** One amount per party (receipt, payment, contra), or a debit and a credit per ledger (journal). */
export type VoucherLines =
  | { kind: 'amount'; partyLabel: string; rows: Array<{ name: string; amountPaise: number }> }
  | {
      kind: 'journal';
      rows: Array<{ name: string; note?: string | null; debitPaise: number; creditPaise: number }>;
    };

export interface SettledBill {
  party: string;
  invoiceNo: string; // a purchase's is the supplier's bill number
  ourNo?: string; // a purchase's own number, by which the purchase register knows it
  billDate: string;
  amountPaise: number;
}

export interface ChequeDetails {
  number: string | null;
  date: string | null;
  bank: string | null;
  branch: string | null;
  remark?: string | null;
}
