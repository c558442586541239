import { QueryTypes, type Sequelize } from 'sequelize';
import {
  ageingOf,
  daysBetween,
  DOC_STATUS,
  isCalendarDate,
  LEDGER_TYPE,
  today,
  type AnyRecord,
} from '../../../resources';
import { HttpError } from '../http/errors';

/**
 * Receivables bill by bill as on a date: each live sales invoice dated on or before it, less
 * what receipts settle on it (summed in SQL), with its age and how far it is past the
 * customer's credit days (from the newest statutory record); ageing per customer and in total.
 * What is settled is what is settled now (allocations carry no date of their own).
 */
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

export async function outstanding(
  sequelize: Sequelize,
  q: { CompanyID: number; AsOn?: string; PLID?: number },
) {
  const AsOn = q.AsOn ?? today();
  if (!isCalendarDate(AsOn)) throw new HttpError(400, 'AsOn must be a date (YYYY-MM-DD).');
  const rows = await sequelize.query<AnyRecord>(
    `SELECT b."BillID", b."InvoiceNo", b."BillDate", b."BillAmount", b."CustomerID", l."LedgerName",
            COALESCE((SELECT SUM(a."Amount") FROM "billAllocation" a WHERE a."CompanyID" = b."CompanyID" AND a."BillType" = 'salesInvoice' AND a."BillID" = b."BillID" AND a."IsDeleted" = :no), 0) AS "Settled",
            (SELECT s."CreditDays" FROM "customerStatutory" s WHERE s."CompanyID" = b."CompanyID" AND s."PLID" = b."CustomerID" AND s."IsDeleted" = :no ORDER BY s."PLRID" DESC LIMIT 1) AS "CreditDays"
       FROM "salesInvoice" b JOIN "ledger" l ON l."PLID" = b."CustomerID" AND l."CompanyID" = b."CompanyID" AND l."LedgerType" = :customer
      WHERE b."CompanyID" = :CompanyID AND b."IsDeleted" = :no AND b."DocStatus" = :active AND b."BillDate" <= :AsOn ${q.PLID ? 'AND b."CustomerID" = :PLID' : ''}
      ORDER BY l."LedgerName", b."BillDate", b."BillID"`,
    {
      replacements: {
        CompanyID: q.CompanyID,
        AsOn,
        PLID: q.PLID ?? 0,
        no: false,
        active: DOC_STATUS.ACTIVE,
        customer: LEDGER_TYPE.CUSTOMER,
      },
      type: QueryTypes.SELECT,
    },
  );
  const customers = new Map<
    number,
    { PLID: number; LedgerName: string; CreditDays: number | null; bills: Bill[] }
  >();
  for (const r of rows) {
    const total = Number(r.BillAmount);
    const settled = Number(r.Settled);
    if (total - settled <= 0) continue;
    const PLID = Number(r.CustomerID);
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
  const rupees = (p: number) => p / 100;
  const ageingRupees = (a: Record<string, number>) =>
    Object.fromEntries(Object.entries(a).map(([k, v]) => [k, rupees(v)]));
  const list = [...customers.values()].map((c) => ({
    PLID: c.PLID,
    LedgerName: c.LedgerName,
    CreditDays: c.CreditDays,
    Outstanding: rupees(c.bills.reduce((s, b) => s + b.outstanding, 0)),
    Overdue: rupees(c.bills.filter((b) => b.overdue > 0).reduce((s, b) => s + b.outstanding, 0)),
    Ageing: ageingRupees(ageingOf(c.bills)),
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
  const all = [...customers.values()].flatMap((c) => c.bills);
  return {
    AsOn,
    customers: list,
    Total: rupees(all.reduce((s, b) => s + b.outstanding, 0)),
    Overdue: rupees(all.filter((b) => b.overdue > 0).reduce((s, b) => s + b.outstanding, 0)),
    Ageing: ageingRupees(ageingOf(all)),
  };
}
