import { QueryTypes, type Sequelize } from 'sequelize';
import {
  DOC_STATUS,
  groupsUnder,
  isCalendarDate,
  LEDGER_TYPE,
  overdueOf,
  setupSteps,
  today,
  type AnyRecord,
} from '../../../resources';
import { monthLabel, monthsBetween } from '../../../resources/rules/months';
import { GROUP } from '../../../fixtures/accountGroups';
import { HttpError } from '../http/errors';
import { accountTreeOf } from '../ledger/accountTree';
import { balancesAsOnSql } from '../ledger/monthSums';
import { outstanding, settledAsOnSql } from './outstanding';
import { setupFacts } from './setupFacts';

export interface DashboardQuery {
  CompanyID: number;
  FYearID: number | null;
  AsOn?: string;
}

const rupees = (paise: unknown) => Number(paise ?? 0) / 100;
const RECEIPT = 'REC';

/**
 * What an owner looks at first, as on a date (default today), every figure summed in SQL:
 * sales (bill totals, tax included) and receipts of the day and of its month, receivables (each
 * customer's ledger balance: its open bills and what is on account) and what of them is past
 * each customer's credit days, as the outstanding report has them, what is owed to suppliers
 * and what of it is past their credit days (the outstanding report's payables side itself),
 * the balance of every cash and bank ledger, the five customers owing most, and sales per month
 * of the session's financial year up to the date; and, for a company still setting up, the steps
 * to its first bill with those done.
 */
export async function dashboard(sequelize: Sequelize, q: DashboardQuery) {
  const AsOn = q.AsOn ?? today();
  if (!isCalendarDate(AsOn)) throw new HttpError(400, 'AsOn must be a date (YYYY-MM-DD).');
  const postgres = sequelize.getDialect() === 'postgres';
  const monthStart = `${AsOn.slice(0, 8)}01`;
  const replacements = {
    CompanyID: q.CompanyID,
    FYearID: q.FYearID ?? 0,
    AsOn,
    monthStart,
    asOnMonth: AsOn.slice(0, 7),
    no: false,
    active: DOC_STATUS.ACTIVE,
    receipt: RECEIPT,
  };
  const select = <T extends object = AnyRecord>(sql: string, extra: AnyRecord = {}) =>
    sequelize.query<T>(sql, {
      replacements: { ...replacements, ...extra },
      type: QueryTypes.SELECT,
    });
  const live = 'b."CompanyID" = :CompanyID AND b."IsDeleted" = :no AND b."DocStatus" = :active';

  const [sales] = await select(
    `SELECT SUM(CASE WHEN b."BillDate" = :AsOn THEN b."BillAmount" ELSE 0 END) AS "today", SUM(CASE WHEN b."BillDate" = :AsOn THEN 1 ELSE 0 END) AS "todayBills",
            SUM(b."BillAmount") AS "month", COUNT(*) AS "monthBills"
       FROM "salesInvoice" b WHERE ${live} AND b."BillDate" BETWEEN :monthStart AND :AsOn`,
  );
  // A receipt debits the cash or bank ledger it comes into with what it received.
  const [receipts] = await select(
    `SELECT SUM(CASE WHEN e."EntryDate" = :AsOn THEN e."Debit" ELSE 0 END) AS "today", SUM(e."Debit") AS "month"
       FROM "ledgerEntry" e WHERE e."CompanyID" = :CompanyID AND e."Type" = :receipt AND e."IsDeleted" = :no AND e."EntryDate" BETWEEN :monthStart AND :AsOn`,
  );

  // Each live bill up to the date with what is still due on it and its customer's credit days.
  const open = `SELECT b."CustomerID", b."BillDate",
            b."BillAmount" - ${settledAsOnSql('receivable')} AS "Due",
            COALESCE((SELECT s."CreditDays" FROM "customerStatutory" s WHERE s."CompanyID" = b."CompanyID" AND s."PLID" = b."CustomerID" AND s."IsDeleted" = :no ORDER BY s."PLRID" DESC LIMIT 1), 0) AS "CreditDays"
       FROM "salesInvoice" b WHERE ${live} AND b."BillDate" <= :AsOn`;
  const pastDue = postgres
    ? 'o."BillDate" + CAST(o."CreditDays" AS integer) < CAST(:AsOn AS date)'
    : `date(o."BillDate", '+' || o."CreditDays" || ' days') < :AsOn`;
  const overdue = `SUM(CASE WHEN o."Due" > 0 AND ${pastDue} THEN o."Due" ELSE 0 END)`;
  // One pass over the open bills, per customer: what they still owe and what of it is overdue.
  // Materialized: each bill's settlements and credit days are looked up once, not once for
  // every place the sums below name "Due".
  const billsOf = new Map(
    (
      await select(
        `WITH o AS MATERIALIZED (${open})
         SELECT o."CustomerID", SUM(o."Due") AS "bills", ${overdue} AS "overdue" FROM o WHERE o."Due" > 0 GROUP BY o."CustomerID"`,
      )
    ).map((r) => [Number(r.CustomerID), { bills: Number(r.bills), overdue: Number(r.overdue) }]),
  );
  // What each customer owes is its ledger's balance (bills, and what is on account: an opening
  // balance, a receipt set against no bill), as the outstanding report has it.
  const owing = (
    await select<{ CustomerID: number; LedgerName: string; owed: number }>(
      `SELECT x."PLID" AS "CustomerID", l."LedgerName", x."balance" AS "owed" FROM (${balancesAsOnSql(
        'l."LedgerType" = :customer',
      )}) x JOIN "ledger" l ON l."CompanyID" = :CompanyID AND l."PLID" = x."PLID"`,
      { customer: LEDGER_TYPE.CUSTOMER },
    )
  )
    .map((r) => {
      const open = billsOf.get(Number(r.CustomerID)) ?? { bills: 0, overdue: 0 };
      // Netted with what is on account, as the outstanding report has it.
      return { ...r, overdue: overdueOf(open.overdue, Number(r.owed) - open.bills) };
    })
    .filter((r) => Number(r.owed) !== 0)
    .sort(
      (a, b) =>
        Number(b.owed) - Number(a.owed) || String(a.LedgerName).localeCompare(String(b.LedgerName)),
    );
  const receivables = {
    total: owing.reduce((s, r) => s + Number(r.owed), 0),
    overdue: owing.reduce((s, r) => s + Number(r.overdue), 0),
  };

  // Fewer bills than the sales side: the report itself, so the two can never disagree.
  const payables = await outstanding(sequelize, { CompanyID: q.CompanyID, AsOn, Side: 'payable' });

  // Cash-in-Hand and Bank Accounts with every group the company made under them, as the trial
  // balance adds them up.
  const topOf = groupsUnder(
    await accountTreeOf(sequelize, q.CompanyID),
    new Set([GROUP.CASH, GROUP.BANK]),
  );
  const kindOf = (group: unknown) => (topOf.get(Number(group)) === GROUP.CASH ? 'Cash' : 'Bank');
  const groups = { cashBankGroups: [...topOf.keys()] };
  const cashBankLedgers = await select(
    `SELECT l."PLID", l."LedgerName", l."AccGroupid" FROM "ledger" l
      WHERE l."CompanyID" = :CompanyID AND l."IsDeleted" = :no AND l."AccGroupid" IN (:cashBankGroups)`,
    groups,
  );
  const balanceOf = new Map(
    (
      await select(
        balancesAsOnSql('l."IsDeleted" = :no AND l."AccGroupid" IN (:cashBankGroups)'),
        groups,
      )
    ).map((r) => [Number(r.PLID), Number(r.balance)]),
  );
  // Cash first, then the banks, each by name.
  const cashBank = cashBankLedgers
    .map((l: AnyRecord) => ({
      PLID: Number(l.PLID),
      LedgerName: String(l.LedgerName),
      Kind: kindOf(l.AccGroupid),
      balance: balanceOf.get(Number(l.PLID)) ?? 0,
    }))
    .sort(
      (a, b) =>
        Number(b.Kind === 'Cash') - Number(a.Kind === 'Cash') ||
        a.LedgerName.localeCompare(b.LedgerName),
    );

  // The van day: sheets loaded on the date, and every sheet of the year up to it whose day has
  // no live settlement yet (yesterday's unsettled van is what the clerk must chase first).
  const [loaded] = await select(
    `SELECT COUNT(*) AS "sheets" FROM "vanLoad" v WHERE v."CompanyID" = :CompanyID AND v."IsDeleted" = :no AND v."DocStatus" = :active AND v."VanDate" = :AsOn`,
  );
  const unsettled = await select(
    `SELECT v."SheetID", v."VanID", v."VanDate", v."VehicleNo" FROM "vanLoad" v
      WHERE v."CompanyID" = :CompanyID AND v."FYearID" = :FYearID AND v."IsDeleted" = :no AND v."DocStatus" = :active AND v."VanDate" <= :AsOn
        AND NOT EXISTS (SELECT 1 FROM "vanSettlement" s WHERE s."CompanyID" = v."CompanyID" AND s."VanID" = v."VanID" AND s."VanDate" = v."VanDate" AND s."IsDeleted" = :no AND s."DocStatus" = :active)
      ORDER BY v."VanDate", v."SheetID"`,
  );

  const [company] = await select<{ CompanyName: string }>(
    'SELECT "CompanyName" FROM "company" WHERE "CompanyID" = :CompanyID',
  );
  const [year] = await select<{ StartDate: string; EndDate: string; FYear: string }>(
    'SELECT "StartDate", "EndDate", "FYear" FROM "financialYear" WHERE "CompanyID" = :CompanyID AND "FYearID" = :FYearID AND "IsDeleted" = :no',
  );
  const start = year ? String(year.StartDate).slice(0, 10) : '';
  const end = year ? String(year.EndDate).slice(0, 10) : '';
  const month = postgres ? `to_char(b."BillDate", 'YYYY-MM')` : `substr(b."BillDate", 1, 7)`;
  const byMonth = year
    ? await select(
        `SELECT ${month} AS "month", SUM(b."BillAmount") AS "sales", COUNT(*) AS "bills" FROM "salesInvoice" b WHERE ${live} AND b."BillDate" BETWEEN :start AND :upTo GROUP BY ${month}`,
        { start, upTo: AsOn < end ? AsOn : end },
      )
    : [];
  const monthly = new Map(byMonth.map((r) => [String(r.month), r]));

  const balances = cashBank.map(({ balance, ...r }) => ({ ...r, Balance: rupees(balance) }));
  const sum = (kind: string) =>
    rupees(cashBank.filter((r) => r.Kind === kind).reduce((s, r) => s + Number(r.balance), 0));
  return {
    AsOn,
    CompanyName: company?.CompanyName ?? null,
    setup: setupSteps(await setupFacts(sequelize, q.CompanyID, q.FYearID)),
    FYear: year?.FYear ?? null,
    sales: {
      today: rupees(sales?.today),
      todayBills: Number(sales?.todayBills ?? 0),
      month: rupees(sales?.month),
      monthBills: Number(sales?.monthBills ?? 0),
    },
    receipts: { today: rupees(receipts?.today), month: rupees(receipts?.month) },
    receivables: { total: rupees(receivables.total), overdue: rupees(receivables.overdue) },
    payables: { total: payables.Total, overdue: payables.Overdue },
    vans: {
      loadedToday: Number(loaded?.sheets ?? 0),
      unsettled: unsettled.map((r) => ({
        SheetID: Number(r.SheetID),
        VanID: Number(r.VanID),
        VanDate: String(r.VanDate).slice(0, 10),
        VehicleNo: r.VehicleNo == null ? null : String(r.VehicleNo),
      })),
    },
    cashBank: balances,
    cash: sum('Cash'),
    bank: sum('Bank'),
    topDebtors: owing
      .filter((r) => Number(r.owed) > 0)
      .slice(0, 5)
      .map((r) => ({
        PLID: Number(r.CustomerID),
        LedgerName: String(r.LedgerName),
        Outstanding: rupees(r.owed),
        Overdue: rupees(r.overdue),
      })),
    salesByMonth: year
      ? monthsBetween(start, end).map((m) => ({
          Month: m,
          Label: monthLabel(m),
          Sales: rupees(monthly.get(m)?.sales),
          Bills: Number(monthly.get(m)?.bills ?? 0),
        }))
      : [],
  };
}
