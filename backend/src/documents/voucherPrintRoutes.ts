import { Router, type RequestHandler } from 'express';
import { QueryTypes } from 'sequelize';
import { GROUP } from '../../../fixtures/accountGroups';
import {
  contra,
  DOC_STATUS,
  journal,
  payment,
  receipt,
  toScaled,
  type AnyRecord,
  type Document,
} from '../../../resources';
import { MODES } from '../../../resources/voucherFields';
import { requireSession } from '../auth/sessionMiddleware';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { ctxOf, type SessionContext } from '../http/context';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { renderVoucher, type PrintableVoucher } from '../print/voucher';
import type { SettledBill, VoucherLines } from '../print/printableVoucher';
import { BILL_SOURCES } from './billAllocations';
import type { DocumentService } from './service';
import { sendPdf } from '../http/sendPdf';

/**
 * The printed vouchers, one row each: the title, and for a voucher with a cash or bank ledger,
 * how that ledger and the parties' column are captioned (PLID takes the money in a receipt and a
 * contra, pays it out in a payment). A journal prints its ledgers with Debit and Credit.
 */
const VOUCHERS: ReadonlyArray<{ doc: Document; title: string; account?: string; party?: string }> =
  [
    { doc: receipt, title: 'Receipt Voucher', account: 'Receipt Type', party: 'Received From' },
    { doc: payment, title: 'Payment Voucher', account: 'Paid From', party: 'Paid To' },
    { doc: contra, title: 'Contra Voucher', account: 'Transferred To', party: 'Transferred From' },
    { doc: journal, title: 'Journal Voucher' },
  ];

const paise = (rupees: unknown) => toScaled(Number(rupees ?? 0), 2);
const textOf = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : String(v);

/**
 * GET /api/print<document>/:<number>: the voucher of that number in the session's financial year
 * as an A4 PDF. A deleted voucher, or another company's, is not found (404).
 */
export function voucherPrintRoutes(
  db: Database,
  _models: Models,
  registry: RouteRegistry,
  services: Map<string, DocumentService<never>>,
): Router {
  const router = Router();
  const guard: RequestHandler[] = [requireSession, sameTenant()];
  const q = (sql: string, replacements: AnyRecord) =>
    db.sequelize.query<AnyRecord>(sql, { replacements, type: QueryTypes.SELECT });

  for (const v of VOUCHERS) {
    const svc = services.get(v.doc.name);
    if (!svc) throw new Error(`no document service for ${v.doc.name}`);
    const key = v.doc.number.field;
    const summary = `The ${v.title.toLowerCase()} of a ${key} in the session's financial year, as an A4 PDF`;
    registry.add(
      router,
      {
        method: 'get',
        path: `/api/print${v.doc.name}/:${key}`,
        summary,
        tag: v.doc.label.many,
        answers: 'file',
      },
      ...guard,
      async (req, res) => {
        const ctx = ctxOf(req);
        const id = await svc.idByNumber(ctx, req.params[key]);
        const pdf = await renderVoucher(await printableOf(ctx, v, await svc.read(ctx, id), svc));
        sendPdf(res, pdf, `${v.doc.name}-${Number(req.params[key])}`);
      },
    );
  }

  /** The voucher as stored, with its ledgers by name, its company and the bills it settles. */
  async function printableOf(
    ctx: SessionContext,
    v: (typeof VOUCHERS)[number],
    stored: AnyRecord,
    svc: DocumentService<never>,
  ): Promise<PrintableVoucher> {
    const { doc } = v;
    const number = Number(stored[doc.number.field]);
    const named = await svc.rows(ctx, { number });
    const nameOf = new Map(named.map((r) => [Number(r[doc.lineKey]), r]));
    const lines = stored[doc.linesField] as AnyRecord[];
    const ledgerName = (line: AnyRecord, as: string) =>
      String(nameOf.get(Number(line[doc.lineKey]))?.[as] ?? '');
    const [company] = await q(
      'SELECT "CompanyName", "Address" FROM "company" WHERE "CompanyID" = :CompanyID',
      { CompanyID: ctx.CompanyID },
    );
    const isBank = Number(stored.AccGroupid) === GROUP.BANK;

    const printedLines: VoucherLines = v.party
      ? {
          kind: 'amount',
          partyLabel: v.party,
          rows: lines.map((l) => ({
            name: ledgerName(l, 'PartyLedgerName'),
            amountPaise: paise(l.Debit),
          })),
        }
      : {
          kind: 'journal',
          rows: lines.map((l) => ({
            name: ledgerName(l, 'LedgerName'),
            note: textOf(l.Narration),
            debitPaise: paise(l.Debit),
            creditPaise: paise(l.Credit),
          })),
        };
    return {
      title: v.title,
      company: {
        name: String(company?.CompanyName ?? ''),
        address: String(company?.Address ?? ''),
      },
      number: String(number),
      date: String(stored[doc.date]),
      mode: v.account
        ? (MODES.find((m) => m.id === Number(stored.AccGroupid))?.name ?? null)
        : null,
      account:
        v.account && lines.length
          ? { label: v.account, name: ledgerName(lines[0], 'PLedgerName') }
          : null,
      lines: printedLines,
      totalPaise: paise(stored.Amount),
      bills: await billsOf(ctx, doc, Number(stored[doc.primaryKey]), (lineId) =>
        ledgerName({ [doc.lineKey]: lineId }, 'PartyLedgerName'),
      ),
      cheque:
        v.account && isBank
          ? {
              number: textOf(stored.ChkNo),
              date: textOf(stored.ChkDate),
              bank: textOf(stored.Bank),
              branch: textOf(stored.Branch),
              remark: textOf(stored.Remark),
            }
          : null,
      narration: textOf(stored.Narration),
      cancelled: Number(stored.DocStatus) === DOC_STATUS.CANCELLED,
    };
  }

  /**
   * The bills this voucher's lines are set against, oldest first: a receipt's are sales invoices,
   * a payment's purchases. Each allocation names its bill's kind (BillType), as the two tables
   * number their keys apart: joined on the key alone, a payment would print a customer's bill.
   */
  async function billsOf(
    ctx: SessionContext,
    doc: Document,
    DocId: number,
    partyOf: (lineId: number) => string,
  ): Promise<SettledBill[]> {
    const kinds = Object.entries(BILL_SOURCES).map(
      ([BillType, s]) =>
        `SELECT a."LineId", a."Amount", '${BillType}' AS "BillType", b."${s.key}" AS "BillID", ${s.shown} AS "InvoiceNo", b."${s.number}" AS "OurNo", b."${s.date}" AS "BillDate"
           FROM "billAllocation" a JOIN "${s.table}" b ON b."${s.key}" = a."BillID" AND b."CompanyID" = a."CompanyID"
          WHERE a."CompanyID" = :CompanyID AND a."BillType" = '${BillType}' AND a."DocType" = :DocType AND a."DocId" = :DocId AND a."IsDeleted" = :no`,
    );
    const rows = await q(`${kinds.join(' UNION ALL ')} ORDER BY "BillDate", "BillID", "LineId"`, {
      CompanyID: ctx.CompanyID,
      DocType: doc.name,
      DocId,
      no: false,
    });
    return rows.map((r) => ({
      party: partyOf(Number(r.LineId)),
      invoiceNo: String(r.InvoiceNo),
      ...(r.BillType === 'purchaseInvoice' ? { ourNo: String(r.OurNo) } : {}),
      billDate: String(r.BillDate).slice(0, 10),
      amountPaise: Number(r.Amount),
    }));
  }

  return router;
}
