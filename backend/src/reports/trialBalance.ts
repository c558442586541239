import { QueryTypes, type Sequelize } from 'sequelize';
import {
  carryProfitForward,
  profitAndLossGroups,
  trialBalanceTree,
  type TrialLedger,
} from '../../../resources';
import { accountTreeOf } from '../ledger/accountTree';
import { nextMonthStart } from '../ledger/monthSums';
import { OPENING } from '../ledger/openingBalance';
import { periodInYear } from './period';

/**
 * The trial balance for a period of the session's financial year: per ledger, in one SQL query
 * over the month balances (and the entries of a part month at either end), the balance brought
 * forward (opening balances and everything before the period), and the period's debits and
 * credits; then the account tree around them.
 */
export async function trialBalance(
  sequelize: Sequelize,
  q: { CompanyID: number; FYearID: number | null; FromDate?: string; ToDate?: string },
) {
  const { from, to, start } = await periodInYear(sequelize, q);

  const fromMonth = from.slice(0, 7);
  const toMonth = to.slice(0, 7);
  const rows = await sequelize.query<{
    PLID: number;
    LedgerName: string;
    AccGroupid: number;
    opening: string | number;
    debit: string | number;
    credit: string | number;
  }>(
    // Whole months from the month balances, then the entries of the first and last month that
    // fall outside the period put right: before it they are brought forward, after it they are out.
    `SELECT l."PLID", l."LedgerName", l."AccGroupid", SUM(x.opening) AS opening, SUM(x.debit) AS debit, SUM(x.credit) AS credit
       FROM (
         SELECT m."PLID",
                CASE WHEN m."Opening" = :yes OR m."Month" < :fromMonth THEN m."Debit" - m."Credit" ELSE 0 END AS opening,
                CASE WHEN m."Opening" = :no AND m."Month" >= :fromMonth THEN m."Debit" ELSE 0 END AS debit,
                CASE WHEN m."Opening" = :no AND m."Month" >= :fromMonth THEN m."Credit" ELSE 0 END AS credit
           FROM "ledgerMonth" m WHERE m."CompanyID" = :CompanyID AND m."Month" <= :toMonth
         UNION ALL
         SELECT e."PLID", e."Debit" - e."Credit", -e."Debit", -e."Credit" FROM "ledgerEntry" e
          WHERE e."CompanyID" = :CompanyID AND e."IsDeleted" = :no AND e."Type" <> :opening AND e."EntryDate" >= :fromMonthStart AND e."EntryDate" < :from
         UNION ALL
         SELECT e."PLID", CASE WHEN e."Type" = :opening THEN e."Credit" - e."Debit" ELSE 0 END,
                CASE WHEN e."Type" = :opening THEN 0 ELSE -e."Debit" END, CASE WHEN e."Type" = :opening THEN 0 ELSE -e."Credit" END
           FROM "ledgerEntry" e
          WHERE e."CompanyID" = :CompanyID AND e."IsDeleted" = :no AND e."EntryDate" > :to AND e."EntryDate" < :afterToMonth
       ) x JOIN "ledger" l ON l."PLID" = x."PLID" AND l."CompanyID" = :CompanyID
      GROUP BY l."PLID", l."LedgerName", l."AccGroupid"`,
    {
      replacements: {
        CompanyID: q.CompanyID,
        from,
        to,
        fromMonth,
        toMonth,
        fromMonthStart: `${fromMonth}-01`,
        afterToMonth: nextMonthStart(toMonth),
        opening: OPENING,
        no: false,
        yes: true,
      },
      type: QueryTypes.SELECT,
    },
  );
  const tree = await accountTreeOf(sequelize, q.CompanyID);
  const profitAndLoss = profitAndLossGroups(tree);
  const ledgers: TrialLedger[] = carryProfitForward(
    rows.map((r) => ({
      PLID: Number(r.PLID),
      LedgerName: r.LedgerName,
      AccGroupid: Number(r.AccGroupid),
      opening: Number(r.opening),
      debit: Number(r.debit),
      credit: Number(r.credit),
    })),
    await earlierYears(sequelize, q.CompanyID, start),
    (g) => profitAndLoss.has(g),
  ).filter((l) => l.opening !== 0 || l.debit !== 0 || l.credit !== 0);
  const { heads, totals } = trialBalanceTree(tree, ledgers);
  return { FromDate: from, ToDate: to, heads, totals };
}

/**
 * Each ledger's balance at the end of the years before the one starting on `start` (paise by
 * PLID), from the month balances: a financial year starts on a month's first day.
 */
export async function earlierYears(
  sequelize: Sequelize,
  CompanyID: number,
  start: string,
): Promise<Map<number, number>> {
  const rows = await sequelize.query<{ PLID: number; b: string | number }>(
    `SELECT "PLID", SUM("Debit" - "Credit") AS b FROM "ledgerMonth" WHERE "CompanyID" = :CompanyID AND "Month" < :month GROUP BY "PLID"`,
    { replacements: { CompanyID, month: start.slice(0, 7) }, type: QueryTypes.SELECT },
  );
  return new Map(rows.map((r) => [Number(r.PLID), Number(r.b)]));
}
