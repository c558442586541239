import { OPENING_BALANCE_DIFFERENCE, toScaled, type AnyRecord } from '../../../resources';
import { HttpError } from '../http/errors';
import { registerHooks } from '../resources/hooks';
import type { HookCtx as Ctx } from '../resources/hooks';
import { ensureSystemLedgers, OPENING, otherEntries, post, reverse, yearStart } from './entries';
import type { Transaction } from 'sequelize';

/** The ledger views whose rows carry an opening balance. */
export const OPENING_BALANCE_VIEWS = ['partyLedger', 'bankMaster', 'supplier', 'customer'] as const;

export { OPENING } from './entries';
const HAS_ENTRIES = 'This ledger has entries and cannot be deleted.';

/**
 * An opening balance is a document of type OPB (DocId = the ledger's PLID) dated the first day
 * of its financial year: the ledger's Debit or Credit, balanced by the opposite entry on the
 * company's 'Opening Balance Difference' ledger, so the company's debits always equal its
 * credits. Saving the ledger rewrites it; deleting the ledger reverses it; all in the ledger's
 * own transaction. `row` is the row as answered (money in rupees).
 */
async function postOpening(t: Transaction, ctx: Ctx, row: AnyRecord): Promise<void> {
  const Debit = toScaled(Number(row.Debit ?? 0), 2);
  const Credit = toScaled(Number(row.Credit ?? 0), 2);
  if (!Debit && !Credit) return;
  const FYearID = Number(row.FYearID);
  const EntryDate = await yearStart(t, ctx.CompanyID, FYearID);
  if (!EntryDate)
    throw new HttpError(400, 'FYearID not found. Please fetch the financial year first.');
  const contra = (await ensureSystemLedgers(t, ctx)).get(OPENING_BALANCE_DIFFERENCE)!;
  const PLID = Number(row.PLID);
  await post(t, {
    CompanyID: ctx.CompanyID,
    Empid: ctx.Empid,
    FYearID,
    EntryDate,
    Type: OPENING,
    DocId: PLID,
    lines: [
      { PLID, Debit, Credit, Narration: 'Opening balance' },
      {
        PLID: contra,
        Debit: Credit,
        Credit: Debit,
        Narration: `Opening balance of ${String(row.LedgerName ?? PLID)}`,
      },
    ],
  });
}

/** Makes every ledger view post, rewrite and reverse its opening balance with the row. */
export function registerOpeningBalances(): void {
  for (const name of OPENING_BALANCE_VIEWS) {
    registerHooks(name, {
      async afterWrite(ctx, row, t, mode) {
        if (mode === 'update') await reverse(t, ctx, OPENING, Number(row.PLID));
        await postOpening(t, ctx, row);
      },
      async beforeRemove(ctx, row, t) {
        // Documents other than its own opening balance still post to it: those must go first.
        if (
          await otherEntries(t, ctx.CompanyID, Number(row.PLID), {
            Type: OPENING,
            DocId: Number(row.PLID),
          })
        ) {
          throw new HttpError(409, HAS_ENTRIES);
        }
      },
      async afterRemove(ctx, row, t) {
        await reverse(t, ctx, OPENING, Number(row.PLID));
      },
    });
  }
}
