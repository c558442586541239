import { QueryTypes, type Sequelize } from 'sequelize';
import { OPENING } from './entries';

export interface Segment {
  Month: string; // YYYY-MM
  from: string; // the first date of the period inside this month
  count: number;
  debit: number; // paise
  credit: number;
}

/** The first day of the month after YYYY-MM. */
export function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * One ledger's period from its month balances: the balance brought forward (opening balances and
 * everything before the period) and, month by month, the entries of the period (count, debits,
 * credits). Only the first and last month's entries outside the period are read from the entries,
 * so a year of the busiest ledger costs twelve rows and two short index ranges. With `since`
 * (YYYY-MM, its year's first month), the months before it are left out: a profit-and-loss
 * ledger starts each financial year at nothing.
 */
export async function ledgerPeriod(
  sequelize: Sequelize,
  q: { CompanyID: number; PLID: number; from: string; to: string; since?: string },
): Promise<{ brought: number; segments: Segment[] }> {
  const fromMonth = q.from.slice(0, 7);
  const toMonth = q.to.slice(0, 7);
  const replacements = {
    ...q,
    toMonth,
    fromMonthStart: `${fromMonth}-01`,
    afterToMonth: nextMonthStart(toMonth),
    opening: OPENING,
    no: false,
  };
  const select = <T extends object>(sql: string) =>
    sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT });
  const months = await select<{
    Month: string;
    Opening: unknown;
    Debit: string | number;
    Credit: string | number;
    Entries: string | number;
  }>(
    `SELECT "Month", "Opening", "Debit", "Credit", "Entries" FROM "ledgerMonth"
      WHERE "CompanyID" = :CompanyID AND "PLID" = :PLID AND "Month" <= :toMonth ORDER BY "Month"`,
  );
  // Opening-balance entries are dated the year's first day, never after a period's end.
  const edge = (range: string) =>
    select<{ n: string | number; d: string | number | null; c: string | number | null }>(
      `SELECT COUNT(*) AS n, SUM("Debit") AS d, SUM("Credit") AS c FROM "ledgerEntry"
        WHERE "CompanyID" = :CompanyID AND "PLID" = :PLID AND "IsDeleted" = :no AND "Type" <> :opening AND ${range}`,
    ).then(([r]) => ({ n: Number(r?.n ?? 0), d: Number(r?.d ?? 0), c: Number(r?.c ?? 0) }));
  const before = await edge('"EntryDate" >= :fromMonthStart AND "EntryDate" < :from');
  const after = await edge('"EntryDate" > :to AND "EntryDate" < :afterToMonth');

  let brought = before.d - before.c;
  const segments: Segment[] = [];
  for (const m of months) {
    const d = Number(m.Debit);
    const c = Number(m.Credit);
    // A profit-and-loss ledger brings nothing from the years before its year (`since`).
    if (q.since && m.Month < q.since) continue;
    if (Number(m.Opening) || m.Month < fromMonth) {
      brought += d - c;
      continue;
    }
    const s = {
      Month: m.Month,
      from: `${m.Month}-01`,
      count: Number(m.Entries),
      debit: d,
      credit: c,
    };
    if (m.Month === fromMonth) {
      s.from = q.from;
      s.count -= before.n;
      s.debit -= before.d;
      s.credit -= before.c;
    }
    if (m.Month === toMonth) {
      s.count -= after.n;
      s.debit -= after.d;
      s.credit -= after.c;
    }
    if (s.count > 0) segments.push(s);
  }
  return { brought, segments };
}

/**
 * The SQL of each ledger's balance (debits less credits, paise) as on :AsOn, for the ledgers
 * `ledgers` selects (a condition on l, the ledger row): the month balances of the months before
 * :AsOn's and the entries of its month up to the date. Needs :CompanyID, :AsOn, :asOnMonth (its YYYY-MM), :monthStart, :no.
 */
export function balancesAsOnSql(ledgers: string): string {
  return `SELECT x."PLID", SUM(x.b) AS "balance" FROM (
      SELECT m."PLID", m."Debit" - m."Credit" AS b FROM "ledgerMonth" m JOIN "ledger" l ON l."CompanyID" = m."CompanyID" AND l."PLID" = m."PLID"
       WHERE m."CompanyID" = :CompanyID AND m."Month" < :asOnMonth AND ${ledgers}
      UNION ALL
      SELECT e."PLID", e."Debit" - e."Credit" FROM "ledgerEntry" e JOIN "ledger" l ON l."CompanyID" = e."CompanyID" AND l."PLID" = e."PLID"
       WHERE e."CompanyID" = :CompanyID AND e."IsDeleted" = :no AND e."EntryDate" >= :monthStart AND e."EntryDate" <= :AsOn AND ${ledgers}
    ) x GROUP BY x."PLID"`;
}
