import { QueryTypes, type Sequelize } from 'sequelize';
import {
  ageingOf,
  daysBetween,
  DOC_STATUS,
  overdueOf,
  isCalendarDate,
  LEDGER_TYPE,
  payment,
  receipt,
  today,
  type AnyRecord,
} from '../../../resources';
import { BILL_SOURCES } from '../documents/billAllocations';
import { HttpError, notFound } from '../http/errors';
import { queryId, queryText } from '../http/queryText';
import { balancesAsOnSql } from '../ledger/monthSums';

/**
 * What is owed as on a date, bill by bill: receivables (each live sales invoice, less what
 * receipts set against it) or payables (each live purchase invoice, less what payments set
 * against it), only what is dated on or before the date counting on either side; each bill's age
 * and how far it is past the party's credit days (from its newest statutory record); ageing per
 * party and in total. Besides the bills, each party's amount on account: what its ledger holds
 * that no open bill explains (an opening balance, a receipt or payment set against no bill, a
 * journal), so that a party's outstanding is its ledger's balance, as Tally's bills receivable
 * show 'On Account'. Ageing is the bills', with the amount on account in a column of its own (it
 * has no bill date), so the columns add up to the outstanding. Overdue is the
 * overdue bills' less a credit on account (overdueOf), so it never exceeds what is owed.
 * Summed in SQL.
 */
export type OutstandingSide = 'receivable' | 'payable';

const SIDES = {
  receivable: {
    bills: BILL_SOURCES.salesInvoice,
    BillType: 'salesInvoice',
    settler: receipt,
    statutory: 'customerStatutory',
    ledgerType: LEDGER_TYPE.CUSTOMER,
  },
  payable: {
    bills: BILL_SOURCES.purchaseInvoice,
    BillType: 'purchaseInvoice',
    settler: payment,
    statutory: 'supplierStatutory',
    ledgerType: LEDGER_TYPE.SUPPLIER,
  },
} as const;

interface Bill {
  BillID: number;
  InvoiceNo: unknown;
  BillDate: string;
  total: number;
  settled: number;
  outstanding: number;
  days: number;
  overdue: number;
}

/** The query as the routes take it (JSON and print): a bad party or side is the caller's error. */
export function outstandingQuery(
  CompanyID: number,
  query: Record<string, unknown>,
): { CompanyID: number; AsOn?: string; PLID?: number; Side: OutstandingSide } {
  const PLID = queryId(query, 'PLID');
  const Side = queryText(query, 'Side') ?? 'receivable';
  if (Side !== 'receivable' && Side !== 'payable')
    throw new HttpError(400, 'Side must be receivable or payable.');
  return { CompanyID, AsOn: queryText(query, 'AsOn'), PLID, Side };
}

/**
 * What the vouchers dated on or before :AsOn set against bill "b" (paise), as SQL: a receipt or
 * payment dated after it has not yet come in. Uses the :AsOn and :no replacements.
 */
export function settledAsOnSql(side: OutstandingSide, b = 'b'): string {
  const { bills, BillType, settler: v } = SIDES[side];
  return `COALESCE((SELECT SUM(a."Amount") FROM "billAllocation" a JOIN "${v.name}" v ON v."CompanyID" = a."CompanyID" AND v."${v.primaryKey}" = a."DocId"
                       WHERE a."CompanyID" = ${b}."CompanyID" AND a."BillType" = '${BillType}' AND a."BillID" = ${b}."${bills.key}" AND a."IsDeleted" = :no
                         AND a."DocType" = '${v.name}' AND v."${v.date}" <= :AsOn), 0)`;
}

export async function outstanding(
  sequelize: Sequelize,
  q: { CompanyID: number; AsOn?: string; PLID?: number; Side?: OutstandingSide },
) {
  const AsOn = q.AsOn ?? today();
  if (!isCalendarDate(AsOn)) throw new HttpError(400, 'AsOn must be a date (YYYY-MM-DD).');
  const side = SIDES[q.Side ?? 'receivable'];
  const s = side.bills;
  if (q.PLID !== undefined) {
    const [party] = await sequelize.query(
      'SELECT "PLID" FROM "ledger" WHERE "CompanyID" = :CompanyID AND "PLID" = :PLID AND "LedgerType" = :ledgerType AND "IsDeleted" = :no',
      {
        replacements: {
          CompanyID: q.CompanyID,
          PLID: q.PLID,
          ledgerType: side.ledgerType,
          no: false,
        },
        type: QueryTypes.SELECT,
      },
    );
    // Not this company's customer (supplier): nothing is owed on a party that is not there.
    if (!party) throw notFound();
  }
  const rows = await sequelize.query<AnyRecord>(
    `SELECT b."${s.key}" AS "BillID", ${s.shown} AS "InvoiceNo", ${s.billDate} AS "BillDate", b."BillAmount", b."${s.party}" AS "PartyID", l."LedgerName",
            ${settledAsOnSql(q.Side ?? 'receivable')} AS "Settled",
            (SELECT st."CreditDays" FROM "${side.statutory}" st WHERE st."CompanyID" = b."CompanyID" AND st."PLID" = b."${s.party}" AND st."IsDeleted" = :no ORDER BY st."PLRID" DESC LIMIT 1) AS "CreditDays"
       FROM "${s.table}" b JOIN "ledger" l ON l."PLID" = b."${s.party}" AND l."CompanyID" = b."CompanyID" AND l."LedgerType" = :ledgerType
      WHERE b."CompanyID" = :CompanyID AND b."IsDeleted" = :no AND b."DocStatus" = :active AND b."${s.date}" <= :AsOn ${q.PLID ? `AND b."${s.party}" = :PLID` : ''}
      ORDER BY l."LedgerName", b."${s.date}", b."${s.key}"`,
    {
      replacements: {
        CompanyID: q.CompanyID,
        AsOn,
        PLID: q.PLID ?? 0,
        no: false,
        active: DOC_STATUS.ACTIVE,
        ledgerType: side.ledgerType,
      },
      type: QueryTypes.SELECT,
    },
  );
  const customers = new Map<
    number,
    { PLID: number; LedgerName: string; CreditDays: number | null; bills: Bill[] }
  >();
  // Each party's ledger balance as on the date, its side's way round (a customer owes its debit).
  const balances = await sequelize.query<AnyRecord>(
    `SELECT x."PLID", x."balance", p."LedgerName",
            (SELECT st."CreditDays" FROM "${side.statutory}" st WHERE st."CompanyID" = p."CompanyID" AND st."PLID" = p."PLID" AND st."IsDeleted" = :no ORDER BY st."PLRID" DESC LIMIT 1) AS "CreditDays"
       FROM (${balancesAsOnSql(
         `l."LedgerType" = :ledgerType${q.PLID ? ' AND l."PLID" = :PLID' : ''}`,
       )}) x JOIN "ledger" p ON p."CompanyID" = :CompanyID AND p."PLID" = x."PLID"`,
    {
      replacements: {
        CompanyID: q.CompanyID,
        AsOn,
        asOnMonth: AsOn.slice(0, 7),
        monthStart: `${AsOn.slice(0, 8)}01`,
        PLID: q.PLID ?? 0,
        no: false,
        ledgerType: side.ledgerType,
      },
      type: QueryTypes.SELECT,
    },
  );
  const sign = q.Side === 'payable' ? -1 : 1;
  const balanceOf = new Map(balances.map((r) => [Number(r.PLID), sign * Number(r.balance)]));
  for (const r of rows) {
    const total = Number(r.BillAmount);
    const settled = Number(r.Settled);
    if (total - settled <= 0) continue;
    const PLID = Number(r.PartyID);
    const credit =
      r.CreditDays === null || r.CreditDays === undefined ? null : Number(r.CreditDays);
    const days = daysBetween(String(r.BillDate).slice(0, 10), AsOn);
    const c = customers.get(PLID) ?? {
      PLID,
      LedgerName: String(r.LedgerName),
      CreditDays: credit,
      bills: [],
    };
    c.bills.push({
      BillID: Number(r.BillID),
      InvoiceNo: r.InvoiceNo,
      BillDate: String(r.BillDate).slice(0, 10),
      total,
      settled,
      outstanding: total - settled,
      days,
      overdue: Math.max(0, days - (credit ?? 0)),
    });
    customers.set(PLID, c);
  }
  // A party owing on account alone (an opening balance, an advance) is listed too, without bills.
  for (const r of balances) {
    const PLID = Number(r.PLID);
    if (customers.has(PLID) || !balanceOf.get(PLID)) continue;
    const CreditDays =
      r.CreditDays === null || r.CreditDays === undefined ? null : Number(r.CreditDays);
    customers.set(PLID, { PLID, LedgerName: String(r.LedgerName), CreditDays, bills: [] });
  }
  const rupees = (p: number) => p / 100;
  const ageingRupees = (a: Record<string, number>) =>
    Object.fromEntries(Object.entries(a).map(([k, v]) => [k, rupees(v)]));
  const billsOwed = (c: { bills: Bill[] }) => c.bills.reduce((s, b) => s + b.outstanding, 0);
  const onAccountOf = (c: { PLID: number; bills: Bill[] }) =>
    (balanceOf.get(c.PLID) ?? 0) - billsOwed(c);
  const partyOverdue = (c: { PLID: number; bills: Bill[] }) =>
    overdueOf(
      c.bills.filter((b) => b.overdue > 0).reduce((s, b) => s + b.outstanding, 0),
      onAccountOf(c),
    );
  const parties = [...customers.values()].sort(
    (a, b) => a.LedgerName.localeCompare(b.LedgerName) || a.PLID - b.PLID,
  );
  const list = parties.map((c) => ({
    PLID: c.PLID,
    LedgerName: c.LedgerName,
    CreditDays: c.CreditDays,
    OnAccount: rupees(onAccountOf(c)),
    Outstanding: rupees(billsOwed(c) + onAccountOf(c)),
    Overdue: rupees(partyOverdue(c)),
    Ageing: ageingRupees(ageingOf(c.bills, onAccountOf(c))),
    Bills: c.bills.map((b) => ({
      BillID: b.BillID,
      InvoiceNo: b.InvoiceNo,
      BillDate: b.BillDate,
      Total: rupees(b.total),
      Settled: rupees(b.settled),
      Outstanding: rupees(b.outstanding),
      Days: b.days,
      DaysOverdue: b.overdue,
    })),
  }));
  const all = parties.flatMap((c) => c.bills);
  const onAccount = parties.reduce((s, c) => s + onAccountOf(c), 0);
  return {
    AsOn,
    Side: q.Side ?? 'receivable',
    customers: list,
    OnAccount: rupees(onAccount),
    Total: rupees(all.reduce((s, b) => s + b.outstanding, 0) + onAccount),
    // Party by party: one party's advance does not make another's bills any less overdue.
    Overdue: rupees(parties.reduce((s, c) => s + partyOverdue(c), 0)),
    Ageing: ageingRupees(ageingOf(all, onAccount)),
  };
}
