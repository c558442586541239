import { QueryTypes, type Sequelize } from 'sequelize';
import { isCalendarDate, trialBalanceTree, type TrialLedger } from '../../../resources';
import { HttpError } from '../http/errors';
import { OPENING } from '../ledger/openingBalance';

/**
 * The trial balance for a period of the session's financial year: per ledger, in one SQL pass
 * over the entries, the balance brought forward (opening balances and everything before the
 * period), and the period's debits and credits; then the account tree around them.
 */
export async function trialBalance(
  sequelize: Sequelize,
  q: { CompanyID: number; FYearID: number | null; FromDate?: string; ToDate?: string },
) {
  const [year] = q.FYearID
    ? await sequelize.query<{ StartDate: string; EndDate: string; FYear: string }>(
        'SELECT "StartDate", "EndDate", "FYear" FROM "financialYear" WHERE "CompanyID" = :CompanyID AND "FYearID" = :FYearID AND "IsDeleted" = :no',
        {
          replacements: { CompanyID: q.CompanyID, FYearID: q.FYearID, no: false },
          type: QueryTypes.SELECT,
        },
      )
    : [];
  if (!year) throw new HttpError(400, 'FYearID not found. Please fetch the financial year first.');
  const start = String(year.StartDate).slice(0, 10);
  const end = String(year.EndDate).slice(0, 10);
  const from = q.FromDate || start;
  const to = q.ToDate || end;
  if (!isCalendarDate(from) || !isCalendarDate(to))
    throw new HttpError(400, 'Please enter valid dates.');
  if (from > to) throw new HttpError(400, 'From Date must not be after To Date.');
  if (from < start || to > end)
    throw new HttpError(400, `The dates must fall within the financial year ${year.FYear}.`);

  const rows = await sequelize.query<{
    PLID: number;
    LedgerName: string;
    AccGroupid: number;
    opening: string | number;
    debit: string | number;
    credit: string | number;
  }>(
    `SELECT l."PLID", l."LedgerName", l."AccGroupid",
            SUM(CASE WHEN e."EntryDate" < :from OR e."Type" = :opening THEN e."Debit" - e."Credit" ELSE 0 END) AS opening,
            SUM(CASE WHEN e."EntryDate" >= :from AND e."Type" <> :opening THEN e."Debit" ELSE 0 END) AS debit,
            SUM(CASE WHEN e."EntryDate" >= :from AND e."Type" <> :opening THEN e."Credit" ELSE 0 END) AS credit
       FROM "ledgerEntry" e JOIN "ledger" l ON l."PLID" = e."PLID" AND l."CompanyID" = e."CompanyID"
      WHERE e."CompanyID" = :CompanyID AND e."IsDeleted" = :no AND e."EntryDate" <= :to
      GROUP BY l."PLID", l."LedgerName", l."AccGroupid"`,
    {
      replacements: { CompanyID: q.CompanyID, from, to, opening: OPENING, no: false },
      type: QueryTypes.SELECT,
    },
  );
  const groups = await sequelize.query<{ GSlNo: number; GName: string; GUnder: number }>(
    'SELECT "GSlNo", "GName", "GUnder" FROM "accountGroup" WHERE ("CompanyID" IS NULL OR "CompanyID" = :CompanyID) AND "IsDeleted" = :no',
    { replacements: { CompanyID: q.CompanyID, no: false }, type: QueryTypes.SELECT },
  );
  const ledgers: TrialLedger[] = rows
    .map((r) => ({
      PLID: Number(r.PLID),
      LedgerName: r.LedgerName,
      AccGroupid: Number(r.AccGroupid),
      opening: Number(r.opening),
      debit: Number(r.debit),
      credit: Number(r.credit),
    }))
    .filter((l) => l.opening !== 0 || l.debit !== 0 || l.credit !== 0);
  const { heads, totals } = trialBalanceTree(
    groups.map((g) => ({ GSlNo: Number(g.GSlNo), GName: g.GName, GUnder: Number(g.GUnder) })),
    ledgers,
  );
  return { FromDate: from, ToDate: to, heads, totals };
}
