import { QueryTypes, type Transaction } from 'sequelize';
import {
  batchKey,
  customerTypeRefusal,
  DOC_STATUS,
  LEDGER_TYPE,
  toScaled,
  OTHER_COUNTRY,
  partyStateCode,
  placeOfSupply,
  salesInvoice,
  sellerStateCode,
  untaxedItemMessage,
  type AnyRecord,
  type SalesInvoiceContext,
} from '../../../resources';
import { INVOICE_TYPES } from '../../../resources/invoiceSeries';
import { together } from '../db/together';
import { txSql } from '../db/txSql';
import { invalid } from '../http/errors';
import { BILL_ITEMS_SQL, billItemsById } from './billItems';
import { ensureSystemLedgers, sequelizeOf } from '../ledger/entries';
import { guardSettledBill, settledOnBills } from './billAllocations';
import { dropMoves } from '../stock/moves';
import { lockedItems } from '../stock/places';
import {
  planSaleMoves,
  readSaleStock,
  writeSaleMoves,
  type SaleMovesPlan,
  type SaleStock,
} from '../stock/saleMoves';
import { registerParts, type DocCtx } from './parts';
import { lockBillVans, refuseSettledBill } from '../van/vanDay';

async function one(
  t: Transaction,
  sql: string,
  replacements: AnyRecord,
): Promise<AnyRecord | undefined> {
  return (await txSql(t).all(sql, replacements))[0];
}

async function many(t: Transaction, sql: string, replacements: AnyRecord): Promise<AnyRecord[]> {
  return txSql(t).all(sql, replacements);
}

/** The company's state: its licence GSTIN's code, else the code of its State (DOCUMENTS.md "GST"). */
export async function companyState(
  t: Transaction,
  CompanyID: number,
): Promise<{ GSTIN: string | null; StateCode: string | null }> {
  const company = await one(
    t,
    `SELECT c."StateCode", (SELECT l."GSTINo" FROM "companyLicence" l WHERE l."CompanyID" = c."CompanyID" AND l."IsDeleted" = :no LIMIT 1) AS "GSTINo"
       FROM "company" c WHERE c."CompanyID" = :CompanyID`,
    { CompanyID, no: false },
  );
  return {
    GSTIN: (company?.GSTINo as string | undefined) ?? null,
    StateCode: (company?.StateCode as string | undefined) ?? null,
  };
}

/** Every GST state's name by its code (the shared states, a few dozen rows): read beside the rest of a bill's context. */
async function stateNames(t: Transaction): Promise<Map<string, string>> {
  const rows = await many(
    t,
    'SELECT "StateCode", "StateName" FROM "state" WHERE "CompanyID" IS NULL AND "IsDeleted" = :no',
    { no: false },
  );
  return new Map(rows.map((r) => [String(r.StateCode), String(r.StateName)]));
}

/**
 * The sales invoice's part: the series (of the session's year and the bill's type), the
 * customer's snapshot and state, the company's state, each item's tax, HSN and MRP, the unit
 * names and the accounts it posts to.
 */
async function context(
  c: DocCtx,
  input: { header: AnyRecord; lines: AnyRecord[] },
  t: Transaction,
  existing?: AnyRecord,
): Promise<SalesInvoiceContext> {
  const h = input.header;
  const itemIds = [...new Set(input.lines.map((l) => Number(l.ItemID)))];
  const named = input.lines.filter((l) => typeof l.BatchId === 'string' && l.BatchId.trim());
  const lineUnits = [
    ...new Set(
      input.lines
        .map((l) => l.UnitID)
        .filter((u) => u !== null && u !== undefined)
        .map(Number),
    ),
  ];
  const [, , series, customer, items, batches, company, accounts, unitRows, states] =
    await together(
      t,
      // A settled van day keeps its bills: neither a new one nor one moved into or out of it.
      () => refuseSettledBill(t, c.CompanyID, { ...h, CreatedBy: existing?.CreatedBy ?? c.Empid }),
      () => (existing ? refuseSettledBill(t, c.CompanyID, existing) : Promise.resolve()),
      () =>
        one(
          t,
          'SELECT "SID", "Series", "InvType", "FYearID" FROM "invoiceSeries" WHERE "CompanyID" = :CompanyID AND "SID" = :SID AND "IsDeleted" = :no',
          { CompanyID: c.CompanyID, SID: h.SID, no: false },
        ),
      () =>
        one(
          t,
          `SELECT "PLID", "LedgerName", "LegalName", "Address", "GSTIN", "Mobile", "RootId", "StateCode", "Country" FROM "ledger"
      WHERE "CompanyID" = :CompanyID AND "PLID" = :PLID AND "LedgerType" = :type AND "IsDeleted" = :no`,
          { CompanyID: c.CompanyID, PLID: h.CustomerID, type: LEDGER_TYPE.CUSTOMER, no: false },
        ),
      () => many(t, BILL_ITEMS_SQL, { CompanyID: c.CompanyID, ids: itemIds, no: false }),
      () =>
        named.length
          ? many(
              t,
              // The batches named, not every live batch of the company (the index leads with the number).
              'SELECT "ItemId", "BatchNo", "MRP" FROM "batch" WHERE "CompanyID" = :CompanyID AND "ItemId" IN (:ids) AND lower("BatchNo") IN (:nos) AND "IsDeleted" = :no',
              {
                CompanyID: c.CompanyID,
                ids: [...new Set(named.map((l) => Number(l.ItemID)))],
                nos: [...new Set(named.map((l) => String(l.BatchId).trim().toLowerCase()))],
                no: false,
              },
            )
          : Promise.resolve([]),
      () => companyState(t, c.CompanyID),
      () => ensureSystemLedgers(t, c),
      // The units the lines name and the items' own units, so that no second turn is needed; by
      // key (+"CompanyID" keeps SQLite off its index of the company's units).
      () =>
        many(
          t,
          `SELECT "UnitID", "UnitName" FROM "unit" WHERE "UnitID" IN (SELECT "UnitID" FROM "item" WHERE "ItemId" IN (:ids) AND +"CompanyID" = :CompanyID UNION ALL SELECT "UnitID" FROM "unit" WHERE "UnitID" IN (:lineUnits))
          AND (+"CompanyID" IS NULL OR +"CompanyID" = :CompanyID)`,
          { CompanyID: c.CompanyID, ids: itemIds, lineUnits },
        ),
      () => stateNames(t),
    );
  const errors: Record<string, string> = {};
  const typeName = INVOICE_TYPES.find((x) => x.id === Number(h.InvType))?.name ?? '';
  if (!series) errors.SID = 'Series not found.';
  else if (!existing && Number(series.FYearID) !== c.FYearID)
    errors.SID = 'This series belongs to another financial year.';
  else if (Number(series.InvType) !== Number(h.InvType))
    errors.SID = `This series is not a ${typeName} series.`;

  const typeRefusal = customer
    ? customerTypeRefusal(Number(h.InvType), customer.GSTIN as string | null)
    : null;
  if (typeRefusal) errors.CustomerID = typeRefusal;

  const byId = billItemsById(items);
  input.lines.forEach((l, i) => {
    const it = byId.get(Number(l.ItemID));
    if (it && it.taxBp < 0) errors[`items[${i}].ItemID`] = untaxedItemMessage(it.itemName);
  });
  if (Object.keys(errors).length) throw invalid(errors);

  const customerState = {
    GSTIN: (customer!.GSTIN as string | null) ?? null,
    StateCode: (customer!.StateCode as string | null) ?? null,
    Country: (customer!.Country as string | null) ?? null,
  };
  const supply = placeOfSupply(customerState, company);
  const code = supply.code;
  const supplyName = code
    ? (states.get(code) ?? (code === OTHER_COUNTRY.code ? OTHER_COUNTRY.name : null))
    : null;
  return {
    interState: supply.interState,
    items: byId,
    units: new Map(unitRows.map((u) => [Number(u.UnitID), String(u.UnitName)])),
    batches: new Map(
      batches.map((b) => [
        batchKey(b.ItemId, b.BatchNo),
        { BatchNo: String(b.BatchNo), mrp: b.MRP === null ? null : Number(b.MRP) / 100 },
      ]),
    ),
    copies: {
      SeriesName: series!.Series,
      CustomerName: customer!.LedgerName,
      Address: customer!.Address ?? null,
      GSTIN: customer!.GSTIN ?? null,
      Mobile: customer!.Mobile ?? null,
      CustomerStateCode: partyStateCode(customerState),
      SellerGSTIN: company.GSTIN,
      SellerStateCode: sellerStateCode(company),
      RootId: customer!.RootId ?? null,
      PlaceOfSupply: code,
      PlaceOfSupplyName: supplyName,
    },
    accounts: {
      sales: accounts.get('Sales')!,
      outputCgst: accounts.get('Output CGST')!,
      outputSgst: accounts.get('Output SGST')!,
      outputIgst: accounts.get('Output IGST')!,
      roundOff: accounts.get('Round Off')!,
    },
  };
}

/** Registers the sales invoice's part with the document layer. */
export function registerSalesInvoice(): void {
  registerParts<SalesInvoiceContext>(salesInvoice.name, {
    context,
    beforeChange: async (c, before, t, change, next) => {
      if (change === 'cancel')
        await guardSettledBill(t, c.CompanyID, Number(before.BillID), 'cancel');
      // Its vans, then its items (as it was and as it is to become), before any stock is given
      // back: the order a new bill takes them in. Else on Postgres an edit holding balances and
      // a sale holding the item wait for each other until one fails.
      const after = next && { ...next.header, CreatedBy: before.CreatedBy ?? c.Empid };
      await lockBillVans(t, c.CompanyID, after ? [before, after] : [before]);
      await lockedItems(
        t,
        c.CompanyID,
        [...(before.items as AnyRecord[]), ...(next?.lines ?? [])].map((l) => Number(l.ItemID)),
      );
      if (change === 'cancel') await refuseSettledBill(t, c.CompanyID, before);
      await dropMoves(t, c.CompanyID, salesInvoice.name, Number(before.BillID));
    },
    listExtras: async (sequelize, CompanyID, rows) => {
      const settled = await settledOnBills(
        sequelize,
        CompanyID,
        rows.map((r) => Number(r.BillID)),
      );
      return rows.map((r) => {
        const s = settled.get(Number(r.BillID)) ?? 0;
        const live = Number(r.DocStatus) === DOC_STATUS.ACTIVE;
        return {
          ...r,
          Settled: s / 100,
          Outstanding: live ? (toScaled(Number(r.BillAmount), 2) - s) / 100 : 0,
        };
      });
    },
    // The stock the bill will take is read with its context, not after it is written.
    readAhead: (c, input, t, existing) =>
      readSaleStock(
        t,
        c,
        { ...input.header, CreatedBy: existing?.CreatedBy ?? c.Empid },
        input.lines,
      ),
    plan: (doc, ahead) => planSaleMoves(doc, doc.items as AnyRecord[], ahead as SaleStock),
    afterWrite: async (c, saved, _sent, t, mode, ahead) => {
      if (mode === 'update')
        await guardSettledBill(t, c.CompanyID, Number(saved.BillID), {
          total: toScaled(Number(saved.BillAmount), 2),
          party: Number(saved.CustomerID),
        });
      // A create planned its moves while its lines were written; an edit plans them after its guard.
      const planned =
        mode === 'create'
          ? (ahead as SaleMovesPlan)
          : planSaleMoves(saved, saved.items as AnyRecord[], ahead as SaleStock);
      await writeSaleMoves(t, c, salesInvoice.name, saved, saved.items as AnyRecord[], planned);
    },
  });
}
