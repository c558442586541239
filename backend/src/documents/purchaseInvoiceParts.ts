import { QueryTypes, type Transaction } from 'sequelize';
import {
  displayDate,
  DOC_STATUS,
  fromScaled,
  LEDGER_TYPE,
  inputTaxOf,
  purchaseInvoice,
  toScaled,
  untaxedItemMessage,
  type AnyRecord,
  type PurchaseInvoiceContext,
} from '../../../resources';
import { invalid } from '../http/errors';
import { BILL_ITEMS_SQL, billItemsById } from './billItems';
import { ensureSystemLedgers, sequelizeOf } from '../ledger/entries';
import { defaultGodown, dropMoves, writeMoves, type StockMove } from '../stock/moves';
import { lockedItems, onlyInStock } from '../stock/places';
import { datedShortfalls } from '../stock/datedShortfalls';
import { shortfalls } from '../stock/shortfalls';
import { guardSettledBill, settledOnBills } from './billAllocations';
import { registerParts, type DocCtx } from './parts';
import { companyState } from './salesInvoiceParts';

async function many(t: Transaction, sql: string, replacements: AnyRecord): Promise<AnyRecord[]> {
  return sequelizeOf(t).query<AnyRecord>(sql, {
    replacements,
    type: QueryTypes.SELECT,
    transaction: t,
  });
}

/**
 * The purchase's part: the supplier (its snapshot and state), the supplier's bill not entered
 * twice in the year, the godown, each item's tax, and the accounts it posts to.
 */
async function context(
  c: DocCtx,
  input: { header: AnyRecord; lines: AnyRecord[] },
  t: Transaction,
  existing?: AnyRecord,
): Promise<PurchaseInvoiceContext> {
  const h = input.header;
  const errors: Record<string, string> = {};
  // Locked on Postgres, so that two entries of one supplier's bill at once take turns and the
  // second sees the first (SQLite has one writer at a time).
  const lock = sequelizeOf(t).getDialect() === 'postgres' ? ' FOR UPDATE' : '';
  const [supplier] = await many(
    t,
    `SELECT "PLID", "LedgerName", "GSTIN", "StateCode" FROM "ledger"
    WHERE "CompanyID" = :CompanyID AND "PLID" = :PLID AND "LedgerType" = :type AND "IsDeleted" = :no${lock}`,
    { CompanyID: c.CompanyID, PLID: h.SupplierID, type: LEDGER_TYPE.SUPPLIER, no: false },
  );
  if (!supplier) errors.SupplierID = 'Supplier not found.';

  // One supplier's bill is entered once a year; a cancelled entry frees it for the right one.
  const [twice] = await many(
    t,
    `SELECT "PurchaseNo" FROM "purchaseInvoice" WHERE "CompanyID" = :CompanyID AND "FYearID" = :FYearID AND "SupplierID" = :SupplierID
      AND lower("SupplierBillNo") = :billNo AND "DocStatus" = :active AND "IsDeleted" = :no AND "PurchaseID" <> :self`,
    {
      CompanyID: c.CompanyID,
      FYearID: existing?.FYearID ?? c.FYearID,
      SupplierID: h.SupplierID,
      billNo: String(h.SupplierBillNo ?? '')
        .trim()
        .toLowerCase(),
      active: DOC_STATUS.ACTIVE,
      no: false,
      self: existing?.PurchaseID ?? 0,
    },
  );
  if (twice)
    errors.SupplierBillNo = `This supplier's bill ${String(h.SupplierBillNo).trim()} is already entered as purchase ${String(twice.PurchaseNo)}.`;

  let godown: number | null = null;
  if (h.GodownId !== undefined && h.GodownId !== null) {
    const [g] = await many(
      t,
      'SELECT "GodownId" FROM "godown" WHERE "CompanyID" = :CompanyID AND "GodownId" = :id AND "IsDeleted" = :no',
      { CompanyID: c.CompanyID, id: h.GodownId, no: false },
    );
    if (!g) errors.GodownId = 'Godown not found.';
    else godown = Number(g.GodownId);
  }

  const itemIds = [...new Set(input.lines.map((l) => Number(l.ItemID)))];
  const byId = billItemsById(
    await many(t, BILL_ITEMS_SQL, { CompanyID: c.CompanyID, ids: itemIds, no: false }),
  );
  // Goods come in on or after the day the supplier billed them.
  if (h.SupplierBillDate && h.PurchaseDate && String(h.SupplierBillDate) > String(h.PurchaseDate))
    errors.SupplierBillDate = "The supplier's bill date cannot be after the purchase date.";
  input.lines.forEach((l, i) => {
    const it = byId.get(Number(l.ItemID));
    if (!it) errors[`items[${i}].ItemID`] = 'Item not found.';
    else if (it.taxBp < 0) errors[`items[${i}].ItemID`] = untaxedItemMessage(it.itemName);
    if (l.ExpiryDate && l.MfgDate && String(l.ExpiryDate) <= String(l.MfgDate))
      errors[`items[${i}].ExpiryDate`] = 'The expiry must be after the manufacturing date.';
    // Goods past their expiry are not stock to sell: they go back to the supplier, not in.
    else if (l.ExpiryDate && h.PurchaseDate && String(l.ExpiryDate) <= String(h.PurchaseDate))
      errors[`items[${i}].ExpiryDate`] = expiredBy(l.ExpiryDate);
  });
  if (Object.keys(errors).length) throw invalid(errors);

  const company = await companyState(t, c.CompanyID);
  const supply = inputTaxOf(
    {
      GSTIN: (supplier.GSTIN as string | null) ?? null,
      StateCode: (supplier.StateCode as string | null) ?? null,
    },
    company,
  );
  const accounts = await ensureSystemLedgers(t, c);
  return {
    interState: supply.interState,
    input: supply.input,
    items: byId,
    copies: {
      SupplierName: supplier.LedgerName,
      GSTIN: supplier.GSTIN ?? null,
      PlaceOfSupply: supply.code ?? null,
      StockGodownId: godown ?? (await defaultGodown(t, c)),
    },
    accounts: {
      purchase: accounts.get('Purchase')!,
      inputCgst: accounts.get('Input CGST')!,
      inputSgst: accounts.get('Input SGST')!,
      inputIgst: accounts.get('Input IGST')!,
      roundOff: accounts.get('Round Off')!,
    },
  };
}

/**
 * The batch a purchase line names (item and number, whatever its case): found, or made from the
 * line's expiry, MRP and rate. An existing batch takes what it lacks from the line; a line that
 * gives it another expiry, manufacture date or MRP is refused while any other document moves
 * the batch (the stock already in hand carries the first), and corrects it when none does (a
 * purchase edited to fix its own typing).
 */
async function batchOf(
  t: Transaction,
  c: DocCtx,
  line: AnyRecord,
  index: number,
  PurchaseID: number,
  PurchaseDate: string,
): Promise<number | null> {
  const no = typeof line.BatchNo === 'string' ? line.BatchNo.trim() : '';
  if (!no) return null;
  const Batch = sequelizeOf(t).model('batch');
  const [found] = await many(
    t,
    'SELECT "BatchId", "BatchNo", "MfgDate", "ExpiryDate", "MRP" FROM "batch" WHERE "CompanyID" = :CompanyID AND "ItemId" = :ItemId AND lower("BatchNo") = :no AND "IsDeleted" = :deleted',
    { CompanyID: c.CompanyID, ItemId: line.ItemID, no: no.toLowerCase(), deleted: false },
  );
  const known = {
    MfgDate: line.MfgDate ?? undefined,
    ExpiryDate: line.ExpiryDate ?? undefined,
    MRP: line.MRP === null || line.MRP === undefined ? undefined : toScaled(Number(line.MRP), 2),
  };
  const given = Object.fromEntries(Object.entries(known).filter(([, v]) => v !== undefined));
  if (found) {
    // A batch named without its expiry is still the batch it is: expired, it comes in no more.
    const expiry = given.ExpiryDate ?? found.ExpiryDate;
    if (expiry && String(expiry).slice(0, 10) <= PurchaseDate)
      throw invalid({ [`items[${index}].ExpiryDate`]: expiredBy(expiry) });
    const differs = Object.keys(given).filter((k) => {
      const had = found[k];
      if (had === null || had === undefined) return false;
      return k === 'MRP' ? Number(had) !== given[k] : String(had).slice(0, 10) !== given[k];
    });
    if (differs.length && (await movedElsewhere(t, c, Number(found.BatchId), PurchaseID)))
      throw invalid(
        Object.fromEntries(
          differs.map((k) => [
            `items[${index}].${k}`,
            batchHas(String(found.BatchNo), String(line.itemName ?? ''), k, found[k]),
          ]),
        ),
      );
    if (Object.keys(given).length)
      await Batch.update(
        { ...given, ModifiedBy: c.Empid, ModifiedDate: new Date() },
        { where: { BatchId: found.BatchId }, transaction: t },
      );
    return Number(found.BatchId);
  }
  const made = await Batch.create(
    {
      ItemId: line.ItemID,
      BatchNo: no,
      ...given,
      PurchaseRate: toScaled(Number(line.GrossAmount), 2),
      CompanyID: c.CompanyID,
      IsDeleted: false,
      CreatedBy: c.Empid,
      CreatedDate: new Date(),
    },
    { transaction: t },
  );
  return Number(made.get('BatchId'));
}

/** The refusal of a batch expired on or before the purchase's date. */
function expiredBy(expiry: unknown): string {
  return `This batch expired on ${displayDate(String(expiry).slice(0, 10))}, by the purchase date: expired goods cannot be taken into stock.`;
}

/** Whether any live stock movement of the batch belongs to a document other than this purchase. */
async function movedElsewhere(
  t: Transaction,
  c: DocCtx,
  BatchId: number,
  PurchaseID: number,
): Promise<boolean> {
  const [other] = await many(
    t,
    'SELECT 1 AS "one" FROM "stockMove" WHERE "CompanyID" = :CompanyID AND "BatchId" = :BatchId AND "IsDeleted" = :no AND NOT ("DocType" = :own AND "DocId" = :PurchaseID) LIMIT 1',
    { CompanyID: c.CompanyID, BatchId, no: false, own: purchaseInvoice.name, PurchaseID },
  );
  return Boolean(other);
}

/** The refusal of a line that gives a batch in stock another date or MRP. */
function batchHas(batchNo: string, itemName: string, field: string, had: unknown): string {
  const what =
    field === 'MRP'
      ? `MRP ${fromScaled(Number(had), 2).toFixed(2)}`
      : `${field === 'ExpiryDate' ? 'expiry' : 'manufacture date'} ${displayDate(String(had).slice(0, 10))}`;
  return `Batch ${batchNo} of ${itemName} is in stock with ${what}: give the same, or another batch number.`;
}

/** What a purchase (its lines' batches already found or made) brings into its godown: quantity and free quantity. */
function movesOf(doc: AnyRecord): StockMove[] {
  return (doc.items as AnyRecord[]).map((line) => ({
    ItemID: Number(line.ItemID),
    BatchId: line.BatchId === null || line.BatchId === undefined ? null : Number(line.BatchId),
    GodownId: Number(doc.StockGodownId),
    MoveDate: String(doc.PurchaseDate),
    QtyMilli: toScaled(Number(line.Quantity), 3) + toScaled(Number(line.FreeQty ?? 0), 3),
    LineId: Number(line.PDID),
  }));
}

/**
 * An edit or cancel takes back what the purchase brought in; what is sold of it is gone. Unless
 * the company allows negative stock (as a sale may then overdraw), a batch (or an item kept
 * without batches) the change leaves below nothing refuses it (400), naming what is left: the
 * same rule a sale is held to (stock/saleMoves), from the side of the stock coming back out.
 */
async function refuseTakingBackSold(
  t: Transaction,
  c: DocCtx,
  before: AnyRecord,
  after: readonly StockMove[],
  lines: readonly AnyRecord[],
): Promise<void> {
  const short = await shortfalls(t, c.CompanyID, movesOf(before), after);
  if (!short.length) return;
  const batchNo = new Map(
    (before.items as AnyRecord[]).map((l) => [Number(l.BatchId ?? 0), l.BatchNo as string | null]),
  );
  const errors: Record<string, string> = {};
  for (const s of short) {
    const at = lines.findIndex(
      (l) => Number(l.ItemID) === s.ItemID && Number(l.BatchId ?? 0) === (s.BatchId ?? 0),
    );
    const key = at < 0 ? 'items' : `items[${at}].Quantity`;
    const only = onlyInStock(
      Math.max(0, s.heldMilli),
      s.itemName,
      s.BatchId === null ? null : (batchNo.get(s.BatchId) ?? String(s.BatchId)),
    );
    errors[key] ??=
      `${only}, so this purchase cannot take back ${fromScaled(s.takenMilli, 3)} of it.`;
  }
  throw invalid(errors);
}

/**
 * A purchase moved to a later date than the sales its stock made, cut below what had left by
 * some day, or cancelled, while later purchases keep today's balance above nothing, would leave
 * those days selling what was not yet bought. `after`: the moves it is to make (none: cancelled);
 * `date`: the date it is to have.
 */
async function refuseDatedAfterSales(
  t: Transaction,
  c: DocCtx,
  before: AnyRecord,
  after: readonly StockMove[],
  date: string | null,
): Promise<void> {
  const [short] = await datedShortfalls(t, c.CompanyID, movesOf(before), after);
  if (!short) return;
  const line = (before.items as AnyRecord[]).find(
    (l) => Number(l.ItemID) === short.ItemID && Number(l.BatchId ?? 0) === (short.BatchId ?? 0),
  );
  const item = (await lockedItems(t, c.CompanyID, [short.ItemID])).get(short.ItemID)?.name;
  const batch = line?.BatchNo ? ` batch ${String(line.BatchNo)}` : '';
  const left = `${item ?? `Item ${short.ItemID}`}${batch} that left on ${displayDate(short.on)} came from this purchase`;
  if (date === null) throw invalid({ items: `${left}: it cannot be cancelled.` });
  if (date > short.on)
    throw invalid({
      PurchaseDate: `${left}: it cannot be dated after ${displayDate(short.on)}.`,
    });
  throw invalid({ items: `${left}: it cannot bring in less than had left by then.` });
}

/** Registers the purchase invoice's part: its batches and its stock into the godown. */
export function registerPurchaseInvoice(): void {
  registerParts<PurchaseInvoiceContext>(purchaseInvoice.name, {
    context,
    beforeChange: async (c, before, t, change, next) => {
      if (change === 'cancel')
        await guardSettledBill(
          t,
          c.CompanyID,
          Number(before.PurchaseID),
          'cancel',
          'purchaseInvoice',
        );
      // The items, as it was and as it is to become, are locked before their balances change,
      // in the order a sale locks them, so a sale of the last units and this change take turns
      // on Postgres.
      await lockedItems(
        t,
        c.CompanyID,
        [...(before.items as AnyRecord[]), ...(next?.lines ?? [])].map((l) => Number(l.ItemID)),
      );
      await dropMoves(t, c.CompanyID, purchaseInvoice.name, Number(before.PurchaseID));
      if (change !== 'update') {
        await refuseTakingBackSold(t, c, before, [], []);
        await refuseDatedAfterSales(t, c, before, [], null);
      }
    },
    listExtras: async (sequelize, CompanyID, rows) => {
      const settled = await settledOnBills(
        sequelize,
        CompanyID,
        rows.map((r) => Number(r.PurchaseID)),
        'purchaseInvoice',
      );
      return rows.map((r) => {
        const s = settled.get(Number(r.PurchaseID)) ?? 0;
        return {
          ...r,
          Settled: s / 100,
          Outstanding:
            Number(r.DocStatus) === DOC_STATUS.ACTIVE
              ? (toScaled(Number(r.BillAmount), 2) - s) / 100
              : 0,
        };
      });
    },
    afterWrite: async (c, saved, _sent, t, mode, _ahead, before) => {
      if (mode === 'update')
        await guardSettledBill(
          t,
          c.CompanyID,
          Number(saved.PurchaseID),
          { total: toScaled(Number(saved.BillAmount), 2), party: Number(saved.SupplierID) },
          'purchaseInvoice',
        );
      const Line = sequelizeOf(t).model(`${purchaseInvoice.name}Line`);
      for (const [index, line] of (saved.items as AnyRecord[]).entries()) {
        const BatchId = await batchOf(
          t,
          c,
          line,
          index,
          Number(saved.PurchaseID),
          String(saved.PurchaseDate).slice(0, 10),
        );
        if (BatchId !== line.BatchId)
          await Line.update({ BatchId }, { where: { PDID: line.PDID }, transaction: t });
        line.BatchId = BatchId;
      }
      const moves = movesOf(saved);
      await writeMoves(t, c, purchaseInvoice.name, Number(saved.PurchaseID), moves);
      if (mode === 'update' && before) {
        await refuseTakingBackSold(t, c, before, moves, saved.items as AnyRecord[]);
        await refuseDatedAfterSales(t, c, before, moves, String(saved.PurchaseDate).slice(0, 10));
      }
    },
  });
}
