import { Router, type RequestHandler } from 'express';
import { QueryTypes } from 'sequelize';
import {
  batchKey,
  LEDGER_TYPE,
  isCalendarDate,
  isRowId,
  salesInvoice,
  today,
  type AnyRecord,
} from '../../../resources';
import { requireSession } from '../auth/sessionMiddleware';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { ctxOf, type SessionContext } from '../http/context';
import { queryId, queryText } from '../http/queryText';
import { HttpError } from '../http/errors';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { billOnPrint, withBatch } from '../print/billOnPrint';
import { companyOnPrint, stateNameOf } from '../print/companyOnPrint';
import { renderTaxInvoice } from '../print/taxInvoice';
import { saleTitle } from '../../../resources/rules/invoice';
import { invoiceNumber } from '../../../resources/invoiceSeries';
import type { PrintableInvoice } from '../print/printableInvoice';
import { openBillsOf } from './billAllocations';
import { previewNumber } from './numbering';
import type { DocumentService } from './service';
import { sendPdf } from '../http/sendPdf';

const B2B = 1;

/**
 * What only the sales invoice has: the spec's way of naming a series (SeriesName, SalesType),
 * the next-number preview by allocation, reading a bill by its number, and the printed invoice.
 */
export function salesInvoiceRoutes(
  db: Database,
  models: Models,
  registry: RouteRegistry,
  svc: DocumentService<never>,
): Router {
  const router = Router();
  const guard: RequestHandler[] = [requireSession, sameTenant()];
  const tag = salesInvoice.label.many;
  const q = <T extends AnyRecord>(sql: string, replacements: AnyRecord) =>
    db.sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT });

  /** The spec's other names: SalesType for InvType, SeriesName for SID (a series of the session's year). */
  const spelled: RequestHandler = async (req, _res, next) => {
    const body = req.body as AnyRecord | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return next();
    if (body.InvType === undefined && body.SalesType !== undefined) body.InvType = body.SalesType;
    if (
      (body.SID === undefined || body.SID === null || body.SID === '') &&
      typeof body.SeriesName === 'string' &&
      req.ctx
    ) {
      const [row] = await q<{ SID: number }>(
        'SELECT "SID" FROM "invoiceSeries" WHERE "CompanyID" = :CompanyID AND "FYearID" = :FYearID AND lower("Series") = :name AND "IsDeleted" = :no ORDER BY "SID"',
        {
          CompanyID: req.ctx.CompanyID,
          FYearID: req.ctx.FYearID,
          name: body.SeriesName.trim().toLowerCase(),
          no: false,
        },
      );
      if (row) body.SID = row.SID;
    }
    next();
  };
  // One path a route: the route listing (and its OpenAPI check) reads each route's path as a string.
  for (const path of ['/api/insertbilling', '/api/updatebilling'])
    router.post(path, requireSession, spelled);

  /** The series a new bill would take when none is named (issue 10 point 3). */
  async function defaultSeries(
    ctx: SessionContext,
    InvType: number | undefined,
    date: string,
  ): Promise<AnyRecord | undefined> {
    const inYear = { CompanyID: ctx.CompanyID, FYearID: ctx.FYearID, no: false };
    const [alloc] = await q<{ B2Bseries: number | null; B2Cseries: number | null }>(
      'SELECT "B2Bseries", "B2Cseries" FROM "allocation" WHERE "CompanyID" = :CompanyID AND "RepID" = :Empid AND "Alocdate" = :date AND "IsDeleted" = :no',
      { CompanyID: ctx.CompanyID, Empid: ctx.Empid, date, no: false },
    );
    // The type asked for; no type asked, either series allocated (B2B first).
    const allocated = !InvType
      ? (alloc?.B2Bseries ?? alloc?.B2Cseries)
      : InvType === B2B
        ? alloc?.B2Bseries
        : alloc?.B2Cseries;
    if (allocated) {
      const [s] = await q(
        'SELECT "SID", "Series", "InvType" FROM "invoiceSeries" WHERE "CompanyID" = :CompanyID AND "SID" = :SID AND "FYearID" = :FYearID AND "IsDeleted" = :no',
        { ...inYear, SID: allocated },
      );
      if (s) return s;
    }
    // No type asked and none allocated: B2B, the form's own default, before B2C.
    const [first] = await q(
      'SELECT "SID", "Series", "InvType" FROM "invoiceSeries" WHERE "CompanyID" = :CompanyID AND "FYearID" = :FYearID AND "InvType" = :InvType AND "IsDeleted" = :no ORDER BY "SID" LIMIT 1',
      { ...inYear, InvType: InvType ?? B2B },
    );
    if (first) return first;
    const [any] = await q(
      'SELECT "SID", "Series", "InvType" FROM "invoiceSeries" WHERE "CompanyID" = :CompanyID AND "FYearID" = :FYearID AND "IsDeleted" = :no ORDER BY "SID" LIMIT 1',
      inYear,
    );
    return any;
  }

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getbillno',
      summary:
        'The next invoice number of a series (SID=), else of the series allocated to you for the date, else the first of the type (InvType=); reserves nothing',
      tag,
      query: { SID: 'series', InvType: '1 B2B, 2 B2C', BillDate: 'YYYY-MM-DD (default today)' },
      answers: {
        BillNo: { type: 'integer' },
        SID: { type: 'integer' },
        Series: { type: 'string' },
        InvoiceNo: { type: 'string' },
      },
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      if (!ctx.FYearID)
        throw new HttpError(
          400,
          'Missing or invalid CompanyID, Empid, or FYearID. Please log in again.',
        );
      // A parameter sent empty (a form's blank field) is one not sent.
      const given = (name: string) => queryText(req.query, name) || undefined;
      const billDate = given('BillDate');
      if (billDate !== undefined && !isCalendarDate(billDate))
        throw new HttpError(400, 'BillDate must be a date (YYYY-MM-DD).');
      const date = billDate ?? today();
      const type = given('InvType');
      if (type !== undefined && type !== '1' && type !== '2')
        throw new HttpError(400, 'InvType must be 1 (B2B) or 2 (B2C).');
      const InvType = type === undefined ? undefined : Number(type);
      const SID = given('SID');
      if (SID !== undefined && !isRowId(SID)) throw new HttpError(400, 'SID is invalid.');
      const series =
        SID !== undefined
          ? (
              await q(
                'SELECT "SID", "Series", "InvType", "FYearID" FROM "invoiceSeries" WHERE "CompanyID" = :CompanyID AND "SID" = :SID AND "IsDeleted" = :no',
                { CompanyID: ctx.CompanyID, SID: Number(SID), no: false },
              )
            )[0]
          : await defaultSeries(ctx, InvType, date);
      if (!series)
        throw new HttpError(404, 'No invoice series found. Please create one in Invoice Series.');
      // As the save would refuse it: a number previewed is one the save can give.
      if (SID !== undefined && Number(series.FYearID) !== ctx.FYearID)
        throw new HttpError(400, 'This series belongs to another financial year.');
      const BillNo = await previewNumber(db.sequelize, {
        CompanyID: ctx.CompanyID,
        FYearID: ctx.FYearID,
        DocType: salesInvoice.name,
        NumberKey: `SID=${String(series.SID)}`,
      });
      const data = {
        BillNo,
        SID: series.SID,
        Series: series.Series,
        InvType: series.InvType,
        InvoiceNo: invoiceNumber(series.Series, BillNo),
      };
      res.json({ success: true, ...data, data });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/GetsaleInvoice',
      summary:
        'A bill by its year and number (and SID or InvoiceNo where the number is in more than one series): a first entry holding the header and its items',
      tag,
      query: {
        FYearID: "financial year (default the session's)",
        BillNo: 'the number',
        SID: 'series',
        InvoiceNo: 'series/number',
      },
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const year = req.query.FYearID;
      if (year !== undefined && year !== '' && !isRowId(year))
        throw new HttpError(400, 'FYearID is invalid.');
      const where: AnyRecord = { FYearID: isRowId(year) ? Number(year) : ctx.FYearID };
      if (typeof req.query.InvoiceNo === 'string' && req.query.InvoiceNo.trim())
        Object.assign(where, svc.printedNumberIs(req.query.InvoiceNo));
      else if (isRowId(req.query.BillNo)) where.BillNo = Number(req.query.BillNo);
      else throw new HttpError(400, 'BillNo is missing or invalid.');
      if (req.query.SID !== undefined) {
        if (!isRowId(req.query.SID)) throw new HttpError(400, 'SID is invalid.');
        where.SID = Number(req.query.SID);
      }
      res.json({ success: true, data: [await svc.findOne(ctx, where)] });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/openbills',
      summary:
        "A party's open bills, oldest first (a customer's sales invoices, a supplier's purchases, whose InvoiceNo is the supplier's bill number): number, date, total, settled and outstanding",
      tag,
      query: {
        PLID: 'the customer or supplier',
        Voucher:
          'receipt (the sales invoices a receipt can settle) or payment (the purchases a payment can); without it, by the party being a supplier or not',
        Except:
          "with Voucher: that voucher's key (ReceiptId, PaymentId); its own allocations are not counted, as its edit sees the bills",
      },
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      if (!isRowId(req.query.PLID)) throw new HttpError(400, 'PLID is missing or invalid.');
      const voucher = queryText(req.query, 'Voucher');
      if (voucher !== undefined && voucher !== 'receipt' && voucher !== 'payment')
        throw new HttpError(400, 'Voucher must be receipt or payment.');
      const except = queryId(req.query, 'Except');
      if (except !== undefined && voucher === undefined)
        throw new HttpError(400, 'Except needs Voucher.');
      const ctx = ctxOf(req);
      const [party] = await q<{ LedgerType: number }>(
        'SELECT "LedgerType" FROM "ledger" WHERE "CompanyID" = :CompanyID AND "PLID" = :PLID AND "IsDeleted" = :no',
        { CompanyID: ctx.CompanyID, PLID: Number(req.query.PLID), no: false },
      );
      const bills = await openBillsOf(
        db.sequelize,
        ctx.CompanyID,
        Number(req.query.PLID),
        undefined,
        true,
        // What the voucher's save will accept (billAllocations): a receipt settles sales
        // invoices, a payment purchases, whoever the party is.
        (voucher ??
          (Number(party?.LedgerType) === LEDGER_TYPE.SUPPLIER ? 'payment' : 'receipt')) ===
          'payment'
          ? 'purchaseInvoice'
          : 'salesInvoice',
        except === undefined ? undefined : { DocType: voucher!, DocId: except },
      );
      res.json({
        success: true,
        data: bills.map((b) => ({
          BillID: b.BillID,
          BillNo: b.BillNo,
          InvoiceNo: b.InvoiceNo,
          BillDate: b.BillDate,
          BillAmount: b.total / 100,
          Settled: b.settled / 100,
          Outstanding: b.outstanding / 100,
        })),
      });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/printinvoice/:id',
      summary: 'The A4 GST tax invoice of a bill, as a PDF',
      tag,
      answers: 'file',
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const bill = await svc.read(ctx, req.params.id);
      const pdf = await renderTaxInvoice(await printableOf(ctx, bill));
      sendPdf(res, pdf, `invoice-${String(bill.InvoiceNo)}`);
    },
  );

  /**
   * The company as the bill was made by: its GSTIN and state then (a bill saved before it kept
   * them reads the company as it is now).
   */
  async function asBilled(
    company: PrintableInvoice['company'],
    bill: AnyRecord,
  ): Promise<PrintableInvoice['company']> {
    const code = (bill.SellerStateCode as string | null) ?? null;
    if (code === null || (code === company.stateCode && bill.SellerGSTIN === company.gstin))
      return company;
    return {
      ...company,
      gstin: (bill.SellerGSTIN as string | null) ?? null,
      stateCode: code,
      stateName: await stateNameOf(db.sequelize, code),
    };
  }

  /** The bill as stored, with its company and customer as the invoice prints them. */
  async function printableOf(ctx: SessionContext, bill: AnyRecord): Promise<PrintableInvoice> {
    const [customer] = await q(
      'SELECT "StateCode", "State" FROM "ledger" WHERE "PLID" = :PLID AND "CompanyID" = :CompanyID',
      { PLID: bill.CustomerID, CompanyID: ctx.CompanyID },
    );
    // As billed; a bill saved before the bill kept it reads the customer's master.
    const customerCode =
      (bill.CustomerStateCode as string | null) ??
      (bill.GSTIN ? String(bill.GSTIN).slice(0, 2) : null) ??
      (customer?.StateCode as string | null);
    const customerStateName = await stateNameOf(db.sequelize, customerCode);
    // Each batch billed with its expiry, from the company's own batches of the bill's items.
    const lines = bill.items as AnyRecord[];
    const batched = [...new Set(lines.filter((l) => l.BatchId).map((l) => Number(l.ItemID)))];
    const expiries = new Map(
      (batched.length
        ? await q(
            'SELECT "ItemId", "BatchNo", "ExpiryDate" FROM "batch" WHERE "CompanyID" = :CompanyID AND "IsDeleted" = :no AND "ItemId" IN (:items)',
            { CompanyID: ctx.CompanyID, no: false, items: batched },
          )
        : []
      ).map((b) => [batchKey(b.ItemId, b.BatchNo), b.ExpiryDate]),
    );
    const figures = billOnPrint(bill, {
      mrp: 'UnitPrice',
      total: 'SchemeDisAmt',
      describe: (l) =>
        withBatch(
          l.itemName,
          l.BatchId,
          // Bills saved before a line kept the master's spelling of its batch.
          expiries.get(batchKey(l.ItemID, l.BatchId)),
        ),
    });
    const title = saleTitle(figures.lines.map((l) => l.taxBp));
    return {
      ...figures,
      title,
      // Reverse charge is a tax invoice's question; a bill of supply charges no tax at all.
      reverseCharge: title === 'Tax Invoice',
      taxed: title === 'Tax Invoice',
      company: await asBilled(await companyOnPrint(db.sequelize, ctx.CompanyID), bill),
      customer: {
        name: String(bill.CustomerName),
        address: (bill.Address as string | null) ?? null,
        gstin: (bill.GSTIN as string | null) ?? null,
        stateName: customerStateName ?? (customer?.State as string | null) ?? null,
        stateCode: customerCode,
        mobile: (bill.Mobile as string | null) ?? null,
      },
      invoiceNo: String(bill.InvoiceNo),
      billDate: String(bill.BillDate),
      placeOfSupply: {
        code: (bill.PlaceOfSupply as string | null) ?? null,
        name: (bill.PlaceOfSupplyName as string | null) ?? null,
      },
      interState: Boolean(bill.InterState),
    };
  }

  return router;
}
