import type { Sequelize, Transaction } from 'sequelize';
import { DOC_STATUS, type AnyRecord, type VanSettlementContext } from '../../../resources';
import { displayDate } from '../../../resources/rules/financialYear';
import { GROUP } from '../../../fixtures/accountGroups';
import { readRows } from '../db/txSql';
import { HttpError } from '../http/errors';
import { sequelizeOf } from '../ledger/entries';

const CASH = 1;
const GPAY = 2;
const NOBODY = -1; // no representative allocated: no bill or receipt is his

/** Where a van day's queries run: inside a saving transaction, or a plain read. */
export interface Reader {
  sequelize: Sequelize;
  t?: Transaction;
}

async function rows(r: Reader, sql: string, replacements: AnyRecord): Promise<AnyRecord[]> {
  return readRows(r.sequelize, r.t, sql, { no: false, active: DOC_STATUS.ACTIVE, ...replacements });
}

/** The representative allocated to a vehicle on a date (Allocation master), if any. */
export async function allocatedRep(
  r: Reader,
  CompanyID: number,
  VanID: number,
  date: string,
): Promise<{ RepID: number; RepName: string } | null> {
  const [row] = await rows(
    r,
    `SELECT a."RepID", e."FirstName", e."LastName" FROM "allocation" a
      LEFT JOIN "employee" e ON e."Empid" = a."RepID" AND e."CompanyID" = a."CompanyID"
     WHERE a."CompanyID" = :CompanyID AND a."VanID" = :VanID AND a."Alocdate" = :date AND a."IsDeleted" = :no`,
    { CompanyID, VanID, date },
  );
  return row
    ? { RepID: Number(row.RepID), RepName: [row.FirstName, row.LastName].filter(Boolean).join(' ') }
    : null;
}

/**
 * Allocations read in a saving transaction, which changes none: a bill asks twice (its van day,
 * its stock), maybe at the same moment, so the read itself is shared.
 */
const allocatedIn = new WeakMap<object, Map<string, Promise<number | null>>>();

/** The vehicle allocated to a representative on a date, if any. */
async function allocatedVan(
  r: Reader,
  CompanyID: number,
  RepID: number,
  date: string,
): Promise<number | null> {
  const key = `${CompanyID}:${RepID}:${date}`;
  const known = r.t ? allocatedIn.get(r.t) : undefined;
  const asked = known?.get(key);
  if (asked) return asked;
  const read = rows(
    r,
    'SELECT "VanID" FROM "allocation" WHERE "CompanyID" = :CompanyID AND "RepID" = :RepID AND "Alocdate" = :date AND "IsDeleted" = :no',
    { CompanyID, RepID, date },
  ).then(([row]) => (row ? Number(row.VanID) : null));
  if (r.t) allocatedIn.set(r.t, (known ?? new Map()).set(key, read));
  return read;
}

/** The live sheet of a vehicle for a date, without its lines. */
export async function sheetOf(
  r: Reader,
  CompanyID: number,
  VanID: number,
  date: string,
): Promise<AnyRecord | undefined> {
  const [row] = await rows(
    r,
    `SELECT "VanLoadID", "SheetID", "BranchID" FROM "vanLoad"
     WHERE "CompanyID" = :CompanyID AND "VanID" = :VanID AND "VanDate" = :date AND "DocStatus" = :active AND "IsDeleted" = :no`,
    { CompanyID, VanID, date },
  );
  return row;
}

/** The settlement that closes a vehicle's day, if the day is closed. */
export async function settlementOf(
  r: Reader,
  CompanyID: number,
  VanID: number,
  date: string,
): Promise<AnyRecord | undefined> {
  const [row] = await rows(
    r,
    `SELECT "SettlementID", "SettlementNo", "VehicleNo" FROM "vanSettlement"
     WHERE "CompanyID" = :CompanyID AND "VanID" = :VanID AND "VanDate" = :date AND "DocStatus" = :active AND "IsDeleted" = :no`,
    { CompanyID, VanID, date },
  );
  return row;
}

/**
 * The settlements of a vehicle's day that were reopened, oldest first: the screen names them so
 * that their history (who settled, who reopened and why) stays in reach once the day is open.
 */
export async function reopenedOf(
  r: Reader,
  CompanyID: number,
  VanID: number,
  date: string,
): Promise<Array<{ SettlementID: number; SettlementNo: number; Reason: string | null }>> {
  const found = await rows(
    r,
    `SELECT "SettlementID", "SettlementNo", "CancelReason" FROM "vanSettlement"
     WHERE "CompanyID" = :CompanyID AND "VanID" = :VanID AND "VanDate" = :date AND "DocStatus" = :cancelled AND "IsDeleted" = :no
     ORDER BY "SettlementID"`,
    { CompanyID, VanID, date, cancelled: DOC_STATUS.CANCELLED },
  );
  return found.map((row) => ({
    SettlementID: Number(row.SettlementID),
    SettlementNo: Number(row.SettlementNo),
    Reason: row.CancelReason === null ? null : String(row.CancelReason),
  }));
}

/** The vehicle (its row locked until the transaction ends): sheets and settlements of one van take turns. */
export async function lockedVehicle(
  t: Transaction,
  CompanyID: number,
  VanID: number,
): Promise<AnyRecord | undefined> {
  const Vehicle = sequelizeOf(t).model('vehicle');
  const row = await Vehicle.findOne({
    where: { CompanyID, VID: VanID, IsDeleted: false },
    lock: t.LOCK.UPDATE,
    transaction: t,
    raw: true,
  });
  return (row as AnyRecord | null) ?? undefined;
}

/**
 * The bills billed from a van on a date (what its settlement counts): those naming the vehicle,
 * and those naming none whose representative (SalesmanId, else whoever saved the bill) is the
 * one allocated to the vehicle that day.
 */
function vanBills(alias: string): string {
  return `${alias}."CompanyID" = :CompanyID AND ${alias}."BillDate" = :date AND ${alias}."DocStatus" = :active AND ${alias}."IsDeleted" = :no
    AND (${alias}."VanID" = :VanID OR (${alias}."VanID" IS NULL AND COALESCE(${alias}."SalesmanId", ${alias}."CreatedBy") = :RepID))`;
}

/** Everything a van's day settles against: the sheet, what was billed and received, each item's rate. */
export async function loadVanDay(
  r: Reader,
  CompanyID: number,
  VanID: number,
  date: string,
  returnedItems: readonly number[],
): Promise<VanSettlementContext & { sheet: AnyRecord | undefined }> {
  const [vehicle] = await rows(
    r,
    'SELECT "VRegNo" FROM "vehicle" WHERE "CompanyID" = :CompanyID AND "VID" = :VanID',
    { CompanyID, VanID },
  );
  const rep = await allocatedRep(r, CompanyID, VanID, date);
  const sheet = await sheetOf(r, CompanyID, VanID, date);
  const who = { CompanyID, VanID, date, RepID: rep?.RepID ?? NOBODY };

  // Stock is kept in hundredths on the sheet, quantities in thousandths on bills.
  const loaded = sheet
    ? await rows(
        r,
        'SELECT "ItemID", "Stock" FROM "vanLoadLine" WHERE "CompanyID" = :CompanyID AND "VanLoadID" = :id AND "IsDeleted" = :no',
        { CompanyID, id: sheet.VanLoadID },
      )
    : [];
  const billed = await rows(
    r,
    `SELECT DISTINCT l."ItemID" FROM "salesInvoiceLine" l JOIN "salesInvoice" h ON h."BillID" = l."BillID" AND h."CompanyID" = l."CompanyID"
     WHERE ${vanBills('h')} AND l."IsDeleted" = :no`,
    who,
  );
  const bills = await rows(
    r,
    `SELECT h."BillMode", SUM(h."BillAmount") AS "amount" FROM "salesInvoice" h WHERE ${vanBills('h')} GROUP BY h."BillMode"`,
    who,
  );
  // A receipt's rows are its lines; the header's Amount is their total.
  const receipts = rep
    ? await rows(
        r,
        `SELECT "AccGroupid", SUM("Amount") AS "amount" FROM "receipt"
        WHERE "CompanyID" = :CompanyID AND "RDate" = :date AND "CreatedBy" = :RepID AND "DocStatus" = :active AND "IsDeleted" = :no GROUP BY "AccGroupid"`,
        who,
      )
    : [];

  const loadedMilli = new Map(loaded.map((l) => [Number(l.ItemID), Number(l.Stock) * 10]));
  // Sold from the van is what the day's bills took out of it (free quantity too): a bill keyed
  // before the sheet, or before its representative was allocated, took its stock from the
  // godown and leaves none of the load short. Read by the items loaded or billed, by date.
  const candidates = [...new Set([...loadedMilli.keys(), ...billed.map((b) => Number(b.ItemID))])];
  const sold = candidates.length
    ? await rows(
        r,
        `SELECT m."ItemID", -SUM(m."QtyMilli") AS "qty" FROM "stockMove" m
          WHERE m."CompanyID" = :CompanyID AND m."ItemID" IN (:candidates) AND m."IsDeleted" = :no AND m."MoveDate" = :date
            AND m."VanID" = :VanID AND m."DocType" = :sale GROUP BY m."ItemID"`,
        { ...who, candidates, sale: 'salesInvoice' },
      )
    : [];
  const soldMilli = new Map(sold.map((s) => [Number(s.ItemID), Number(s.qty)]));
  const ids = [
    ...new Set([...loadedMilli.keys(), ...soldMilli.keys(), ...returnedItems.map(Number)]),
  ];
  const items = ids.length
    ? await rows(
        r,
        // By key (+"CompanyID" keeps SQLite off an index holding every item of the company).
        'SELECT "ItemId", "ItemCode", "ItemName", "MRP" FROM "item" WHERE "ItemId" IN (:ids) AND +"CompanyID" = :CompanyID',
        { CompanyID, ids },
      )
    : [];
  // The item's rate: its price under the company's first rate name (read last, so it stays), else its MRP.
  const rates = ids.length
    ? await rows(
        r,
        // Ordered by +"RateId": found through the items' index, not every rate of the company in RateId order.
        'SELECT "ItemId", "Rate" FROM "itemRate" WHERE "CompanyID" = :CompanyID AND "ItemId" IN (:ids) AND "IsDeleted" = :no ORDER BY +"RateId" DESC',
        { CompanyID, ids },
      )
    : [];
  const rateOf = new Map(rates.map((x) => [Number(x.ItemId), Number(x.Rate)]));

  const byMode = (mode: number) =>
    Number(bills.find((b) => Number(b.BillMode) === mode)?.amount ?? 0);
  const byGroup = (group: number) =>
    Number(receipts.find((x) => Number(x.AccGroupid) === group)?.amount ?? 0);
  return {
    sheet,
    items: new Map(
      items.map((i) => {
        const id = Number(i.ItemId);
        return [
          id,
          {
            ItemCode: String(i.ItemCode),
            itemName: String(i.ItemName),
            loadedMilli: loadedMilli.get(id) ?? 0,
            soldMilli: soldMilli.get(id) ?? 0,
            ratePaise: rateOf.get(id) ?? Number(i.MRP ?? 0),
          },
        ];
      }),
    ),
    money: {
      cashBills: byMode(CASH),
      gpayBills: byMode(GPAY),
      cashReceipts: byGroup(GROUP.CASH),
      bankReceipts: byGroup(GROUP.BANK),
    },
    copies: {
      VehicleNo: vehicle?.VRegNo ?? null,
      BranchID: sheet?.BranchID ?? null,
      VanLoadID: sheet?.VanLoadID ?? null,
      SheetID: sheet?.SheetID ?? null,
      RepID: rep?.RepID ?? null,
      RepName: rep?.RepName ?? null,
    },
  };
}

/**
 * The vehicle a bill is billed from (the day its settlement counts it in, and the place its
 * stock leaves): the one it names, else the one allocated to its representative that day.
 */
export async function vanOfBill(
  r: Reader,
  CompanyID: number,
  bill: { VanID?: unknown; BillDate?: unknown; SalesmanId?: unknown; CreatedBy?: unknown },
): Promise<number | null> {
  if (bill.VanID !== null && bill.VanID !== undefined) return Number(bill.VanID);
  const rep = bill.SalesmanId ?? bill.CreatedBy;
  if (rep === null || rep === undefined) return null;
  return allocatedVan(r, CompanyID, Number(rep), String(bill.BillDate ?? ''));
}

/**
 * Locks the vehicles of bills (each the van it names, else its representative's that day), in
 * key order: an edit or cancel takes them before it gives back any stock, as a new bill takes
 * its van before its items, so on Postgres neither holds what the other waits for.
 */
export async function lockBillVans(
  t: Transaction,
  CompanyID: number,
  bills: ReadonlyArray<{
    VanID?: unknown;
    BillDate?: unknown;
    SalesmanId?: unknown;
    CreatedBy?: unknown;
  }>,
): Promise<void> {
  const r = { sequelize: sequelizeOf(t), t };
  const vans = new Set<number>();
  for (const bill of bills) {
    const VanID = await vanOfBill(r, CompanyID, bill);
    if (VanID) vans.add(VanID);
  }
  for (const VanID of [...vans].sort((a, b) => a - b)) await lockedVehicle(t, CompanyID, VanID);
}

/**
 * A bill of a settled van day cannot be saved, changed or cancelled: its day is the vehicle it
 * names, else the one allocated to its representative that day.
 */
export async function refuseSettledBill(
  t: Transaction,
  CompanyID: number,
  bill: { VanID?: unknown; BillDate?: unknown; SalesmanId?: unknown; CreatedBy?: unknown },
): Promise<void> {
  const VanID = await vanOfBill({ sequelize: sequelizeOf(t), t }, CompanyID, bill);
  if (VanID) await refuseSettledDay(t, CompanyID, VanID, String(bill.BillDate ?? ''), 'bill');
}

/**
 * A receipt its representative records on a day his vehicle has settled is counted in that
 * settlement's cash: it cannot be added, changed or cancelled until the day is reopened.
 */
export async function refuseSettledReceipt(
  t: Transaction,
  CompanyID: number,
  receipt: { RDate?: unknown; CreatedBy?: unknown },
): Promise<void> {
  const date = String(receipt.RDate ?? '');
  const VanID = await allocatedVan(
    { sequelize: sequelizeOf(t), t },
    CompanyID,
    Number(receipt.CreatedBy),
    date,
  );
  if (VanID) await refuseSettledDay(t, CompanyID, VanID, date, 'record receipts');
}

/**
 * Refuses a change to what a settled van day counted (its bills, its receipts, who was
 * allocated to it); `action` says what the reopening would let the clerk do.
 */
export async function refuseSettledDay(
  t: Transaction,
  CompanyID: number,
  VanID: number,
  date: string,
  action: string,
): Promise<void> {
  // Taken in turn with the van's settlement: a change made while the day is being settled is either counted or refused.
  await lockedVehicle(t, CompanyID, VanID);
  const closed = await settlementOf({ sequelize: sequelizeOf(t), t }, CompanyID, VanID, date);
  if (closed) {
    throw new HttpError(
      409,
      `The van settlement of ${String(closed.VehicleNo ?? 'this vehicle')} for ${displayDate(date)} is closed (settlement ${String(closed.SettlementNo)}): reopen it to ${action} for that day.`,
    );
  }
}
