import { QueryTypes, type Transaction } from 'sequelize';
import {
  DOC_STATUS,
  formatIndian,
  allocateAsBefore,
  allocateOldestFirst,
  hasAtMostDecimals,
  toScaled,
  type AnyRecord,
  type EarlierAllocation,
  type OpenBill,
} from '../../../resources';
import { HttpError, invalid } from '../http/errors';
import { sequelizeOf } from '../ledger/entries';
import type { DocCtx } from './parts';

/**
 * The bills a voucher can settle, by the document that raised them: a receipt settles a
 * customer's sales invoices, a payment a supplier's purchase invoices. Allocations name their
 * bill's kind (BillType), since the two tables number their keys apart.
 */
export const BILL_SOURCES = {
  salesInvoice: {
    table: 'salesInvoice',
    key: 'BillID',
    number: 'BillNo',
    shown: '"InvoiceNo"',
    date: 'BillDate',
    billDate: 'b."BillDate"',
    party: 'CustomerID',
  },
  purchaseInvoice: {
    table: 'purchaseInvoice',
    key: 'PurchaseID',
    number: 'PurchaseNo',
    shown: '"SupplierBillNo"',
    date: 'PurchaseDate',
    /** A payable's age runs from the supplier's bill, as its credit period does. */
    billDate: 'COALESCE(b."SupplierBillDate", b."PurchaseDate")',
    party: 'SupplierID',
  },
} as const;

export type BillType = keyof typeof BILL_SOURCES;

/**
 * The live bills of a party with what is settled and outstanding (paise), oldest first.
 * `except`: a voucher whose own allocations are not counted (the bills as its edit sees them).
 */
export async function openBillsOf(
  sequelize: ReturnType<typeof sequelizeOf>,
  CompanyID: number,
  PLID: number,
  t?: Transaction,
  onlyOpen = true,
  BillType: BillType = 'salesInvoice',
  except?: { DocType: string; DocId: number },
): Promise<OpenBill[]> {
  const s = BILL_SOURCES[BillType];
  const notExcepted = except
    ? ' AND NOT (a."DocType" = :exceptType AND a."DocId" = :exceptId)'
    : '';
  const rows = await sequelize.query<AnyRecord>(
    `SELECT b."${s.key}" AS "BillID", b."${s.number}" AS "BillNo", ${s.shown} AS "InvoiceNo", b."${s.date}" AS "BillDate", b."BillAmount",
            COALESCE((SELECT SUM(a."Amount") FROM "billAllocation" a WHERE a."CompanyID" = b."CompanyID" AND a."BillType" = :BillType AND a."BillID" = b."${s.key}" AND a."IsDeleted" = :no${notExcepted}), 0) AS "Settled"
       FROM "${s.table}" b
      WHERE b."CompanyID" = :CompanyID AND b."${s.party}" = :PLID AND b."IsDeleted" = :no AND b."DocStatus" = :active
      ORDER BY b."${s.date}", b."${s.key}"`,
    {
      replacements: {
        CompanyID,
        PLID,
        BillType,
        no: false,
        active: DOC_STATUS.ACTIVE,
        ...(except && { exceptType: except.DocType, exceptId: except.DocId }),
      },
      type: QueryTypes.SELECT,
      transaction: t,
    },
  );
  const bills = rows.map((r) => {
    const total = Number(r.BillAmount);
    const settled = Number(r.Settled);
    return {
      BillID: Number(r.BillID),
      BillNo: Number(r.BillNo),
      InvoiceNo: String(r.InvoiceNo),
      BillDate: String(r.BillDate).slice(0, 10),
      total,
      settled,
      outstanding: total - settled,
    };
  });
  return onlyOpen ? bills.filter((b) => b.outstanding > 0) : bills;
}

/** What vouchers settle on each of these bills (paise), by their key. */
export async function settledOnBills(
  sequelize: ReturnType<typeof sequelizeOf>,
  CompanyID: number,
  BillIDs: readonly number[],
  BillType: BillType = 'salesInvoice',
): Promise<Map<number, number>> {
  if (!BillIDs.length) return new Map();
  const rows = await sequelize.query<{ BillID: number; s: string | number }>(
    'SELECT "BillID", SUM("Amount") AS s FROM "billAllocation" WHERE "CompanyID" = :CompanyID AND "BillType" = :BillType AND "BillID" IN (:ids) AND "IsDeleted" = :no GROUP BY "BillID"',
    {
      replacements: { CompanyID, BillType, ids: [...BillIDs], no: false },
      type: QueryTypes.SELECT,
    },
  );
  return new Map(rows.map((r) => [Number(r.BillID), Number(r.s)]));
}

/** What is allocated against one bill (paise). */
export async function settledOn(
  t: Transaction,
  CompanyID: number,
  BillID: number,
  BillType: BillType = 'salesInvoice',
): Promise<number> {
  const [row] = await sequelizeOf(t).query<{ s: string | number | null }>(
    'SELECT SUM("Amount") AS s FROM "billAllocation" WHERE "CompanyID" = :CompanyID AND "BillType" = :BillType AND "BillID" = :BillID AND "IsDeleted" = :no',
    {
      replacements: { CompanyID, BillType, BillID, no: false },
      type: QueryTypes.SELECT,
      transaction: t,
    },
  );
  return Number(row?.s ?? 0);
}

/**
 * Every bill of a settling document's parties, locked until its transaction ends, before the
 * document posts (its readAhead); on Postgres only, SQLite's writers already take turns.
 * - Two receipts from one customer at once must not both settle the same outstanding.
 * - An edit of one of those bills locks the bill first and the party's ledger month next; a
 *   receipt that posted to that month first and locked the bills after waited on the edit
 *   while the edit waited on it (deadlock detected).
 * In key order, so that two receipts take them in the same order.
 */
export async function lockBillsOfParties(
  t: Transaction,
  CompanyID: number,
  parties: readonly unknown[],
  BillType: BillType,
): Promise<void> {
  const sequelize = sequelizeOf(t);
  const PLIDs = [...new Set(parties.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))];
  if (sequelize.getDialect() !== 'postgres' || !PLIDs.length) return;
  const s = BILL_SOURCES[BillType];
  await sequelize.query(
    `SELECT "${s.key}" FROM "${s.table}" WHERE "CompanyID" = :CompanyID AND "${s.party}" IN (:PLIDs) ORDER BY "${s.key}" FOR UPDATE`,
    { replacements: { CompanyID, PLIDs }, transaction: t },
  );
}

/**
 * What each line of a settling document was set against, in line order (for its edit), read
 * before they are let go: each line's party and amount, and its bills in the order they were set.
 */
export async function earlierAllocations(
  c: DocCtx,
  DocType: string,
  before: AnyRecord,
  keys: { docKey: string; lineKey: string; linesField: string; party: string; amount: string },
  t: Transaction,
): Promise<EarlierAllocation[]> {
  const rows = await sequelizeOf(t).query<{ LineId: number; BillID: number; Amount: number }>(
    `SELECT "LineId", "BillID", "Amount" FROM "billAllocation"
      WHERE "CompanyID" = :CompanyID AND "DocType" = :DocType AND "DocId" = :DocId AND "IsDeleted" = :no
      ORDER BY "AllocId"`,
    {
      replacements: {
        CompanyID: c.CompanyID,
        DocType,
        DocId: Number(before[keys.docKey]),
        no: false,
      },
      type: QueryTypes.SELECT,
      transaction: t,
    },
  );
  return (before[keys.linesField] as AnyRecord[]).map((line) => ({
    PLID: Number(line[keys.party]),
    amount: toScaled(Number(line[keys.amount]), 2),
    bills: rows
      .filter((r) => Number(r.LineId) === Number(line[keys.lineKey]))
      .map((r) => ({ BillID: Number(r.BillID), amount: Number(r.Amount) })),
  }));
}

/** A settling document's allocations let go (its edit or delete), in its transaction. */
export async function releaseAllocations(
  c: DocCtx,
  DocType: string,
  DocId: number,
  t: Transaction,
): Promise<void> {
  await sequelizeOf(t)
    .model('billAllocation')
    .update(
      { IsDeleted: true, DeletedBy: c.Empid, DeletedDate: new Date() },
      { where: { CompanyID: c.CompanyID, DocType, DocId, IsDeleted: false }, transaction: t },
    );
}

/**
 * Sets each line of a settling document against the party's open bills: as the line says
 * (`Allocations: [{BillID, Amount}]`; an empty list keeps it all on account), else, on an edit,
 * as the line at its place was for the same party (allocateAsBefore), else the oldest bills
 * first. A bill of another party, or more than a bill's outstanding or the line's amount,
 * is refused (400), and the whole document with it. The parties' bills are already locked
 * (lockBillsOfParties, in the document's readAhead).
 */
export async function allocateLines(
  c: DocCtx,
  DocType: string,
  saved: AnyRecord,
  sent: readonly AnyRecord[],
  keys: {
    docKey: string;
    lineKey: string;
    linesField: string;
    party: string;
    amount: string;
    bills: BillType;
  },
  t: Transaction,
  earlier: readonly EarlierAllocation[] = [],
): Promise<void> {
  const Alloc = sequelizeOf(t).model('billAllocation');
  const lines = saved[keys.linesField] as AnyRecord[];
  const errors: Record<string, string> = {};
  for (const [i, line] of lines.entries()) {
    const PLID = Number(line[keys.party]);
    const amount = toScaled(Number(line[keys.amount]), 2);
    // Read in this transaction: what earlier lines of this voucher set against a bill is
    // already written below, and already off its outstanding.
    const open = await openBillsOf(sequelizeOf(t), c.CompanyID, PLID, t, true, keys.bills);
    const asked = sent[i]?.Allocations;
    let plan: Array<{ BillID: number; amount: number }>;
    if (asked === undefined || asked === null) {
      const was = earlier[i];
      plan =
        was?.PLID === PLID
          ? allocateAsBefore(was, open, amount)
          : allocateOldestFirst(open, amount);
    } else if (!Array.isArray(asked)) {
      errors[`${keys.linesField}[${i}].Allocations`] =
        'Allocations must be a list of bills and amounts.';
      continue;
    } else {
      plan = [];
      const named = new Map<number, number>(); // bill -> paise set against it by this line so far
      for (const a of asked as AnyRecord[]) {
        const bill = open.find((b) => b.BillID === Number(a?.BillID));
        const part = toScaled(Number(a?.Amount), 2);
        const before = bill ? (named.get(bill.BillID) ?? 0) : 0;
        const owed = bill ? `its outstanding ${formatIndian(bill.outstanding)}` : '';
        if (!bill)
          errors[`${keys.linesField}[${i}].Allocations`] =
            'One of the bills chosen is not an open bill of this party.';
        else if (!Number.isFinite(part) || part <= 0 || part > bill.outstanding)
          errors[`${keys.linesField}[${i}].Allocations`] =
            `The amount set against ${bill.InvoiceNo} must be above 0 and at most ${owed}.`;
        // Paise, as every amount: 10.005 is not rounded into a bill's settlement unseen.
        else if (!hasAtMostDecimals(Number(a?.Amount), 2))
          errors[`${keys.linesField}[${i}].Allocations`] =
            `The amount set against ${bill.InvoiceNo} can have at most 2 decimals.`;
        // A bill named twice is held to what it owes across both.
        else if (before + part > bill.outstanding)
          errors[`${keys.linesField}[${i}].Allocations`] =
            `The amounts set against ${bill.InvoiceNo} add up to more than ${owed}.`;
        else {
          named.set(bill.BillID, before + part);
          plan.push({ BillID: bill.BillID, amount: part });
        }
      }
      const field = `${keys.linesField}[${i}].Allocations`;
      if (!(field in errors) && plan.reduce((s, p) => s + p.amount, 0) > amount)
        errors[field] =
          `The amounts set against bills cannot add up to more than the amount ${keys.bills === 'purchaseInvoice' ? 'paid' : 'received'}.`;
    }
    for (const p of plan) {
      await Alloc.create(
        {
          CompanyID: c.CompanyID,
          DocType,
          DocId: saved[keys.docKey],
          LineId: line[keys.lineKey],
          PLID,
          BillType: keys.bills,
          BillID: p.BillID,
          Amount: p.amount,
          IsDeleted: false,
          CreatedBy: c.Empid,
          CreatedDate: new Date(),
        },
        { transaction: t },
      );
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/**
 * A bill with vouchers set against it cannot be cancelled, nor edited below what they settle,
 * nor moved to another party: the vouchers are the old party's money, and would settle a bill
 * of a party who never paid it (the party's field answers 400, as a form shows it).
 */
export async function guardSettledBill(
  t: Transaction,
  CompanyID: number,
  BillID: number,
  change: 'cancel' | { total: number; party: number },
  BillType: BillType = 'salesInvoice',
): Promise<void> {
  const settled = await settledOn(t, CompanyID, BillID, BillType);
  if (!settled) return;
  const [vouchers, bill, party] =
    BillType === 'salesInvoice'
      ? ['Receipts', 'invoice', 'customer']
      : ['Payments', 'purchase', 'supplier'];
  if (change === 'cancel')
    throw new HttpError(
      409,
      `${vouchers} are set against this ${bill}. Remove them from those ${vouchers.toLowerCase()} before cancelling it.`,
    );
  const [others] = await sequelizeOf(t).query<{ n: string | number }>(
    'SELECT COUNT(*) AS n FROM "billAllocation" WHERE "CompanyID" = :CompanyID AND "BillType" = :BillType AND "BillID" = :BillID AND "IsDeleted" = :no AND "PLID" <> :party',
    {
      replacements: { CompanyID, BillType, BillID, no: false, party: change.party },
      type: QueryTypes.SELECT,
      transaction: t,
    },
  );
  if (Number(others?.n ?? 0) > 0)
    throw invalid({
      [BILL_SOURCES[BillType].party]:
        `${vouchers} are set against this ${bill}. Remove them from those ${vouchers.toLowerCase()} before changing its ${party}.`,
    });
  if (change.total < settled)
    throw new HttpError(
      409,
      `${vouchers} set against this ${bill} settle more than its new total. Change those ${vouchers.toLowerCase()} first.`,
    );
}
