import { QueryTypes, type Transaction } from 'sequelize';
import {
  contra,
  fromScaled,
  payment,
  receipt,
  type AnyRecord,
  type EarlierAllocation,
} from '../../../resources';
import { MODES } from '../../../resources/voucherFields';
import { invalid } from '../http/errors';
import { sequelizeOf } from '../ledger/entries';
import { refuseSettledReceipt } from '../van/vanDay';
import {
  allocateLines,
  earlierAllocations,
  lockBillsOfParties,
  releaseAllocations,
} from './billAllocations';
import { registerParts, type DocCtx } from './parts';

/**
 * A receipt, payment or contra names its mode (bank 5 or cash 6) and a cash or bank ledger:
 * the ledger must be of that mode, as the screen's filtered list offers it.
 */
async function context(
  c: DocCtx,
  input: { header: AnyRecord },
  t: Transaction,
): Promise<AnyRecord> {
  const [ledger] = await sequelizeOf(t).query<{ AccGroupid: number }>(
    'SELECT "AccGroupid" FROM "ledger" WHERE "CompanyID" = :CompanyID AND "PLID" = :PLID AND "IsDeleted" = :no',
    {
      replacements: { CompanyID: c.CompanyID, PLID: input.header.PLID, no: false },
      type: QueryTypes.SELECT,
      transaction: t,
    },
  );
  if (ledger && Number(ledger.AccGroupid) !== Number(input.header.AccGroupid)) {
    const mode =
      MODES.find((m) => m.id === Number(input.header.AccGroupid))?.name.toLowerCase() ?? 'chosen';
    throw invalid({ PLID: `Please select a ${mode} ledger for this mode.` });
  }
  return {};
}

/** What an edited voucher's lines were set against, kept from beforeChange to afterWrite. */
const earlierIn = new WeakMap<Transaction, EarlierAllocation[]>();

/** Registers the voucher part for the receipt, the payment and the contra entry; a receipt also settles bills. */
export function registerVouchers(): void {
  registerParts(contra.name, { context });
  // A receipt settles a customer's sales invoices; a payment a supplier's purchase invoices.
  for (const [doc, bills] of [
    [receipt, 'salesInvoice'],
    [payment, 'purchaseInvoice'],
  ] as const) {
    const keys = {
      docKey: doc.primaryKey,
      lineKey: doc.lineKey,
      linesField: doc.linesField,
      party: 'PartyID',
      amount: 'Debit',
    };
    // A representative's receipts are counted in his van day's settlement (van/vanDay.ts).
    const settled = doc === receipt;
    registerParts(doc.name, {
      context: async (c, input, t, existing) => {
        if (settled) {
          await refuseSettledReceipt(t, c.CompanyID, {
            ...input.header,
            CreatedBy: existing?.CreatedBy ?? c.Empid,
          });
          if (existing) await refuseSettledReceipt(t, c.CompanyID, existing);
        }
        return context(c, input, t);
      },
      beforeChange: async (c, before, t, change) => {
        if (settled && change !== 'update') await refuseSettledReceipt(t, c.CompanyID, before);
        if (change === 'update')
          earlierIn.set(t, await earlierAllocations(c, doc.name, before, keys, t));
        await releaseAllocations(c, doc.name, Number(before[doc.primaryKey]), t);
      },
      // Each line with the bills it is set against (rupees), as its edit shows them.
      readExtras: async (sequelize, CompanyID, read) => {
        const rows = await sequelize.query<{ LineId: number; BillID: number; Amount: number }>(
          `SELECT "LineId", "BillID", "Amount" FROM "billAllocation"
            WHERE "CompanyID" = :CompanyID AND "DocType" = :DocType AND "DocId" = :DocId AND "IsDeleted" = :no
            ORDER BY "AllocId"`,
          {
            replacements: { CompanyID, DocType: doc.name, DocId: read[doc.primaryKey], no: false },
            type: QueryTypes.SELECT,
          },
        );
        const lines = (read[doc.linesField] as AnyRecord[]).map((line) => ({
          ...line,
          Allocations: rows
            .filter((r) => Number(r.LineId) === Number(line[doc.lineKey]))
            .map((r) => ({ BillID: Number(r.BillID), Amount: fromScaled(r.Amount, 2) })),
        }));
        return { ...read, [doc.linesField]: lines };
      },
      // The bills it may settle, locked before it posts: see lockBillsOfParties.
      readAhead: (c, input, t) =>
        lockBillsOfParties(
          t,
          c.CompanyID,
          input.lines.map((l) => l.PartyID),
          bills,
        ),
      afterWrite: (c, saved, sent, t, mode) =>
        allocateLines(
          c,
          doc.name,
          saved,
          sent,
          { ...keys, bills },
          t,
          mode === 'update' ? earlierIn.get(t) : undefined,
        ),
    });
  }
}
