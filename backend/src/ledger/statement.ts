import { QueryTypes, type Sequelize } from 'sequelize';
import { profitAndLossGroups, runningBalances, sideOf } from '../../../resources';
import { notFound } from '../http/errors';
import { accountTreeOf } from './accountTree';
import { ledgerPeriod } from './monthSums';
import { OPENING } from './openingBalance';
import { settledAsOnSql } from '../reports/outstanding';
import { periodInYear } from '../reports/period';

export interface StatementQuery {
  CompanyID: number;
  FYearID: number | null;
  PLID: number;
  FromDate?: string;
  ToDate?: string;
  /** A page of the period's entries (API.md lists): the first row, and the row after the last. */
  start?: number;
  end?: number;
}

const rupees = (paise: number) => paise / 100;
const signed = (paise: number) => ({
  amount: rupees(sideOf(paise).amount),
  side: sideOf(paise).side,
});

/**
 * A ledger's statement for a date range within the financial year: the balance brought
 * forward (its opening balance for the year plus everything dated before the range), each
 * entry of the range (or of one page of it) in date order with the balance after it, the
 * period's totals and the closing balance. Sums are the database's, in integer paise, from the
 * month balances (monthSums.ts); the running balance adds integers.
 */
export async function ledgerStatement(sequelize: Sequelize, q: StatementQuery) {
  const ledger = (
    await sequelize.query<{
      PLID: number;
      LedgerName: string;
      AccGroupid: number;
      LedgerType: number;
    }>(
      'SELECT "PLID", "LedgerName", "AccGroupid", "LedgerType" FROM "ledger" WHERE "CompanyID" = :CompanyID AND "PLID" = :PLID AND "IsDeleted" = :no',
      {
        replacements: { CompanyID: q.CompanyID, PLID: q.PLID, no: false },
        type: QueryTypes.SELECT,
      },
    )
  )[0];
  if (!ledger) throw notFound();
  const { from, to, start } = await periodInYear(sequelize, q);
  const profitAndLoss = profitAndLossGroups(await accountTreeOf(sequelize, q.CompanyID)).has(
    Number(ledger.AccGroupid),
  );

  const { brought, segments } = await ledgerPeriod(sequelize, {
    CompanyID: q.CompanyID,
    PLID: q.PLID,
    from,
    to,
    since: profitAndLoss ? start.slice(0, 7) : undefined,
  });
  const total = segments.reduce((n, g) => n + g.count, 0);
  // A page (_start, _end) starts in the month holding its first row: the months before it come
  // from their balances, and only the rows of that month before the page are read and summed.
  const first = Math.min(Math.max(q.start ?? 0, 0), total);
  const last = q.end === undefined ? total : Math.min(Math.max(q.end, first), total);
  let skipped = 0;
  let pageOpening = brought;
  let segment = segments[0];
  for (const g of segments) {
    segment = g;
    if (skipped + g.count > first) break;
    skipped += g.count;
    pageOpening += g.debit - g.credit;
  }
  const replacements = {
    CompanyID: q.CompanyID,
    PLID: q.PLID,
    no: false,
    since: segment?.from ?? from,
    to,
    opening: OPENING,
    offset: first - skipped,
    limit: last - first,
  };
  const range = `"CompanyID" = :CompanyID AND "PLID" = :PLID AND "IsDeleted" = :no AND "EntryDate" >= :since AND "EntryDate" <= :to AND "Type" <> :opening`;
  if (replacements.offset > 0) {
    const [r] = await sequelize.query<{ b: string | number | null }>(
      `SELECT SUM("Debit" - "Credit") AS b FROM (SELECT "Debit", "Credit" FROM "ledgerEntry" WHERE ${range}
        ORDER BY "EntryDate", "EntryId" LIMIT :offset) p`,
      { replacements, type: QueryTypes.SELECT },
    );
    pageOpening += Number(r?.b ?? 0);
  }
  const rows =
    last > first
      ? await sequelize.query<{
          EntryId: number;
          EntryDate: string;
          Type: string;
          DocId: number;
          DocNo: string | null;
          Narration: string | null;
          Debit: string | number;
          Credit: string | number;
        }>(
          `SELECT "EntryId", "EntryDate", "Type", "DocId", "DocNo", "Narration", "Debit", "Credit" FROM "ledgerEntry"
          WHERE ${range} ORDER BY "EntryDate", "EntryId" LIMIT :limit OFFSET :offset`,
          { replacements, type: QueryTypes.SELECT },
        )
      : [];
  const particulars = await otherSides(sequelize, q.CompanyID, q.PLID, rows);
  const outstanding = await billsOutstanding(
    sequelize,
    { CompanyID: q.CompanyID, PLID: q.PLID, AsOn: to },
    rows.filter((r) => r.Type === SALES).map((r) => Number(r.DocId)),
  );
  const { lines } = runningBalances(
    pageOpening,
    rows.map((r) => ({
      ...r,
      EntryDate: String(r.EntryDate).slice(0, 10),
      Debit: Number(r.Debit),
      Credit: Number(r.Credit),
    })),
  );
  const debit = segments.reduce((n, g) => n + g.debit, 0);
  const credit = segments.reduce((n, g) => n + g.credit, 0);
  return {
    PLID: ledger.PLID,
    LedgerName: ledger.LedgerName,
    AccGroupid: ledger.AccGroupid,
    LedgerType: ledger.LedgerType,
    FromDate: from,
    ToDate: to,
    Opening: signed(brought),
    Total: total,
    lines: lines.map((l) => ({
      ...l,
      Debit: rupees(l.Debit),
      Credit: rupees(l.Credit),
      Balance: signed(l.Balance),
      Particulars: particulars.get(`${l.Type}|${l.DocId}|${l.Debit ? 'Dr' : 'Cr'}`) ?? null,
      ...(l.Type === SALES && outstanding.has(Number(l.DocId))
        ? { Outstanding: rupees(outstanding.get(Number(l.DocId))!) }
        : {}),
    })),
    TotalDebit: rupees(debit),
    TotalCredit: rupees(credit),
    Closing: signed(brought + debit - credit),
  };
}

const SALES = 'SAL';

/**
 * Tally's Particulars: the ledger on the other side of each entry's document, the one with the
 * largest amount there (a sales bill's Sales rather than its GST; a receipt's cash or bank).
 * Keyed by type, document and the entry's own side; read for one page of entries at once.
 */
async function otherSides(
  sequelize: Sequelize,
  CompanyID: number,
  PLID: number,
  rows: ReadonlyArray<{ Type: string; DocId: number }>,
): Promise<Map<string, string>> {
  if (!rows.length) return new Map();
  const others = await sequelize.query<{
    Type: string;
    DocId: number;
    LedgerName: string;
    Debit: string | number;
    Credit: string | number;
  }>(
    `SELECT e."Type", e."DocId", l."LedgerName", e."Debit", e."Credit" FROM "ledgerEntry" e
       JOIN "ledger" l ON l."CompanyID" = e."CompanyID" AND l."PLID" = e."PLID"
      WHERE e."CompanyID" = :CompanyID AND e."Type" IN (:types) AND e."DocId" IN (:ids)
        AND e."IsDeleted" = :no AND e."PLID" <> :PLID`,
    {
      replacements: {
        CompanyID,
        PLID,
        no: false,
        types: [...new Set(rows.map((r) => r.Type))],
        ids: [...new Set(rows.map((r) => Number(r.DocId)))],
      },
      type: QueryTypes.SELECT,
    },
  );
  const best = new Map<string, { name: string; paise: number }>();
  for (const o of others) {
    // An entry on the other side of a debit is a credit, and the other way round.
    const [side, paise] = Number(o.Credit) > 0 ? ['Dr', Number(o.Credit)] : ['Cr', Number(o.Debit)];
    const key = `${o.Type}|${o.DocId}|${side}`;
    if ((best.get(key)?.paise ?? -1) < paise) best.set(key, { name: o.LedgerName, paise });
  }
  return new Map([...best].map(([k, v]) => [k, v.name]));
}

/**
 * What each of the customer's sales bills on the page still had open at the statement's end
 * (only the receipts dated by then count, as on the outstanding report); only on the customer's
 * own statement, where the bill is a debit, not on the Sales or GST ledgers' (the sales
 * invoices' allocations only: a payment set against purchase 1 is not a receipt against bill 1).
 */
async function billsOutstanding(
  sequelize: Sequelize,
  q: { CompanyID: number; PLID: number; AsOn: string },
  BillIDs: number[],
): Promise<Map<number, number>> {
  if (!BillIDs.length) return new Map();
  const rows = await sequelize.query<{ BillID: number; open: string | number }>(
    `SELECT b."BillID", b."BillAmount" - ${settledAsOnSql('receivable')} AS "open" FROM "salesInvoice" b
      WHERE b."CompanyID" = :CompanyID AND b."BillID" IN (:ids) AND b."CustomerID" = :PLID`,
    {
      replacements: { CompanyID: q.CompanyID, PLID: q.PLID, AsOn: q.AsOn, ids: BillIDs, no: false },
      type: QueryTypes.SELECT,
    },
  );
  return new Map(rows.map((r) => [Number(r.BillID), Number(r.open)]));
}
