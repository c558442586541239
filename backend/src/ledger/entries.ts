import { Op, QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { isBalanced, LEDGER_TYPE, SYSTEM_LEDGERS, type AnyRecord } from '../../../resources';
import { insertRows } from '../db/insertRows';
import { together } from '../db/together';
import { sequelizeOf, txSql } from '../db/txSql';
import { HttpError } from '../http/errors';

/**
 * Posting to the ledger (API.md 7): a document writes entries whose debits equal their credits,
 * in its own transaction; changing or cancelling it reverses them (they are flagged deleted,
 * never removed) in the same transaction. Models are taken from the transaction's connection,
 * so this works for any database the caller is writing to.
 */

export interface Posting {
  CompanyID: number;
  Empid: number;
  FYearID: number | null;
  EntryDate: string; // YYYY-MM-DD
  Type: string; // the document kind, e.g. OPB
  DocId: number;
  DocNo?: string | null; // the number as printed, shown on statements
  lines: Array<{ PLID: number; Debit: number; Credit: number; Narration?: string | null }>; // paise
}

/** The Type of opening-balance entries (dated the first day of the year, counted as brought forward). */
export const OPENING = 'OPB';

const UNBALANCED =
  'The entries of this document do not balance: total debit must equal total credit.';

// Defined beside txSql; exported here too, where the document and stock code has long found it.
export { sequelizeOf };

function entries(t: Transaction) {
  return sequelizeOf(t).model('ledgerEntry');
}

export type Entry = {
  PLID: number;
  EntryDate: string;
  Type: string;
  Debit: number;
  Credit: number;
};

/**
 * Adds entries (sign 1) or takes them away (sign -1) from the month balances of their ledgers
 * (db/ledgerMonthTables.ts), one upsert per document. Keys in a fixed order, so two documents
 * posting to the same ledgers at once on Postgres wait for each other instead of deadlocking;
 * an edit's old entries (`undone`) go in the same upsert as its new ones for the same reason.
 */
async function addToMonths(
  t: Transaction,
  CompanyID: number,
  rows: readonly Entry[],
  sign: 1 | -1,
  undone: readonly Entry[] = [],
): Promise<void> {
  const sums = new Map<
    string,
    { PLID: number; Month: string; Opening: boolean; d: number; c: number; n: number }
  >();
  const signed = [
    ...rows.map((r) => [r, sign] as const),
    ...undone.map((r) => [r, -1 as const] as const),
  ];
  for (const [r, sign] of signed) {
    const Month = String(r.EntryDate).slice(0, 7);
    const Opening = r.Type === OPENING;
    const key = `${String(r.PLID).padStart(12, '0')}|${Month}|${Opening ? 1 : 0}`;
    const sum = sums.get(key) ?? { PLID: r.PLID, Month, Opening, d: 0, c: 0, n: 0 };
    sum.d += sign * Number(r.Debit);
    sum.c += sign * Number(r.Credit);
    sum.n += sign;
    sums.set(key, sum);
  }
  if (!sums.size) return;
  const keys = [...sums.keys()].sort();
  const replacements: AnyRecord = { CompanyID };
  const values = keys.map((k, i) => {
    const v = sums.get(k)!;
    Object.assign(replacements, {
      [`p${i}`]: v.PLID,
      [`m${i}`]: v.Month,
      [`o${i}`]: v.Opening,
      [`d${i}`]: v.d,
      [`c${i}`]: v.c,
      [`n${i}`]: v.n,
    });
    return `(:CompanyID, :p${i}, :m${i}, :o${i}, :d${i}, :c${i}, :n${i})`;
  });
  await txSql(t).run(
    `INSERT INTO "ledgerMonth" ("CompanyID", "PLID", "Month", "Opening", "Debit", "Credit", "Entries") VALUES ${values.join(', ')}
     ON CONFLICT ("CompanyID", "PLID", "Month", "Opening")
     DO UPDATE SET "Debit" = "ledgerMonth"."Debit" + excluded."Debit", "Credit" = "ledgerMonth"."Credit" + excluded."Credit", "Entries" = "ledgerMonth"."Entries" + excluded."Entries"`,
    replacements,
  );
}

/**
 * Writes a document's entries; refuses (409) a document whose debits and credits differ.
 * `undone`: the entries an edit took back (takeBack), taken from the month totals here.
 */
export async function post(
  t: Transaction,
  p: Posting,
  undone: readonly Entry[] = [],
): Promise<void> {
  const lines = p.lines.filter((l) => l.Debit !== 0 || l.Credit !== 0);
  if (!isBalanced(lines)) throw new HttpError(409, UNBALANCED);
  if (!lines.length) return addToMonths(t, p.CompanyID, [], 1, undone);
  const now = new Date();
  // The entries and their months' totals are written side by side: neither reads the other.
  await together(
    t,
    () =>
      insertRows(
        t,
        entries(t),
        lines.map((l) => ({
          CompanyID: p.CompanyID,
          FYearID: p.FYearID,
          PLID: l.PLID,
          EntryDate: p.EntryDate,
          Type: p.Type,
          DocId: p.DocId,
          DocNo: p.DocNo ?? null,
          Debit: l.Debit,
          Credit: l.Credit,
          Narration: l.Narration ?? null,
          IsDeleted: false,
          CreatedBy: p.Empid || null,
          CreatedDate: now,
        })),
      ),
    () =>
      addToMonths(
        t,
        p.CompanyID,
        lines.map((l) => ({ ...l, EntryDate: p.EntryDate, Type: p.Type })),
        1,
        undone,
      ),
  );
}

/** Reverses every live entry of one document (when it is cancelled or deleted). */
export async function reverse(
  t: Transaction,
  ctx: { CompanyID: number; Empid: number },
  Type: string,
  DocId: number,
): Promise<void> {
  const live = await takeBack(t, ctx, Type, DocId);
  if (live.length) await addToMonths(t, ctx.CompanyID, live, -1);
}

/**
 * Flags every live entry of one document deleted and answers them, leaving the month totals to
 * the `post` of the entries that replace them (an edit).
 */
export async function takeBack(
  t: Transaction,
  ctx: { CompanyID: number; Empid: number },
  Type: string,
  DocId: number,
): Promise<Entry[]> {
  const where = { CompanyID: ctx.CompanyID, Type, DocId, IsDeleted: false };
  const live = (await entries(t).findAll({
    attributes: ['PLID', 'EntryDate', 'Type', 'Debit', 'Credit'],
    where,
    transaction: t,
    raw: true,
  })) as unknown as Entry[];
  if (!live.length) return [];
  await entries(t).update(
    { IsDeleted: true, DeletedBy: ctx.Empid, DeletedDate: new Date() },
    { where, transaction: t },
  );
  return live;
}

/** How many live entries of a ledger belong to documents other than `except` (its own opening balance). */
export async function otherEntries(
  t: Transaction,
  CompanyID: number,
  PLID: number,
  except: { Type: string; DocId: number },
): Promise<number> {
  return entries(t).count({
    where: {
      CompanyID,
      PLID,
      IsDeleted: false,
      [Op.not]: { Type: except.Type, DocId: except.DocId },
    },
    transaction: t,
  });
}

/** Creates the system ledgers a company lacks (at sign-up; and for a company made before them). */
export async function ensureSystemLedgers(
  t: Transaction,
  ctx: { CompanyID: number; Empid: number },
): Promise<Map<string, number>> {
  const Ledger = sequelizeOf(t).model('ledger');
  const names = SYSTEM_LEDGERS.map((l) => l.LedgerName);
  // Read on every document saved: a plain query, not a model's.
  const have = await txSql(t).all<{ PLID: number; LedgerName: string }>(
    `SELECT "PLID", "LedgerName" FROM "ledger"
      WHERE "CompanyID" = :CompanyID AND "LedgerType" = :type AND "IsDeleted" = :no AND "LedgerName" IN (:names)`,
    { CompanyID: ctx.CompanyID, type: LEDGER_TYPE.SYSTEM, no: false, names },
  );
  const ids = new Map(have.map((r) => [r.LedgerName, Number(r.PLID)]));
  for (const l of SYSTEM_LEDGERS) {
    if (ids.has(l.LedgerName)) continue;
    const row = await Ledger.create(
      {
        ...l,
        LedgerType: LEDGER_TYPE.SYSTEM,
        CompanyID: ctx.CompanyID,
        IsDeleted: false,
        CreatedBy: ctx.Empid || null,
        CreatedDate: new Date(),
      },
      { transaction: t },
    );
    ids.set(l.LedgerName, (row.get({ plain: true }) as AnyRecord).PLID as number);
  }
  return ids;
}

/** The first day of a financial year of the company, or null when it has no such year. */
export async function yearStart(
  t: Transaction,
  CompanyID: number,
  FYearID: number,
): Promise<string | null> {
  const rows = await sequelizeOf(t).query<{ StartDate: string }>(
    'SELECT "StartDate" FROM "financialYear" WHERE "CompanyID" = :CompanyID AND "FYearID" = :FYearID',
    { replacements: { CompanyID, FYearID }, type: QueryTypes.SELECT, transaction: t },
  );
  return rows[0] ? String(rows[0].StartDate).slice(0, 10) : null;
}
