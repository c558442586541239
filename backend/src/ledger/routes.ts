import { Router } from 'express';
import { QueryTypes } from 'sequelize';
import { LEDGER_TYPE, isRowId } from '../../../resources';
import { requireSession } from '../auth/sessionMiddleware';
import type { Database } from '../db/database';
import { ctxOf } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import { queryId, queryText } from '../http/queryText';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { registerOpeningBalances } from './openingBalance';
import { ledgerStatement } from './statement';

const int = { type: 'integer' };
const str = { type: 'string' };

/** A row number of a page (0 or more), undefined when absent; anything else is a 400. */
function rowNumber(v: unknown, name: string): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(Array.isArray(v) ? v[0] : v);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new HttpError(400, `${name} must be a whole number, 0 or more.`);
  return n;
}

/**
 * The ledger's own routes (what is not a plain master): the ledger statement, the customer
 * list the invoice reads, and the financial-year lookup of the invoice series screen. Also
 * makes the ledger views post their opening balances.
 */
export function ledgerRoutes(db: Database, registry: RouteRegistry): Router {
  registerOpeningBalances();
  const router = Router();
  const guard = [requireSession, sameTenant()];
  const tag = 'Ledger';
  const s = db.sequelize;

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getledgerstatement',
      tag,
      summary:
        "A ledger's statement: balance brought forward, entries in date order with the running balance, closing balance (dates within the session's financial year; default the whole year)",
      query: {
        PLID: 'the ledger',
        FromDate: 'YYYY-MM-DD (default: the first day of the year)',
        ToDate: 'YYYY-MM-DD (default: the last day of the year)',
        _start: 'first entry of a page (default: all entries of the period)',
        _end: 'the entry after the last of the page',
      },
      answers: {
        PLID: int,
        LedgerName: str,
        FromDate: str,
        ToDate: str,
        Opening: { type: 'object', description: '{amount, side: Dr|Cr}' },
        lines: { type: 'array' },
        Closing: { type: 'object' },
        Total: { ...int, description: 'entries in the period (a page holds some of them)' },
      },
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const invalidParty = 'PLID is missing or invalid.';
      const PLID = queryId(req.query, 'PLID', invalidParty);
      if (!PLID) throw new HttpError(400, invalidParty);
      const data = await ledgerStatement(s, {
        CompanyID: ctx.CompanyID,
        FYearID: ctx.FYearID,
        PLID,
        FromDate: queryText(req.query, 'FromDate'),
        ToDate: queryText(req.query, 'ToDate'),
        start: rowNumber(req.query._start, '_start'),
        end: rowNumber(req.query._end, '_end'),
      });
      res.json({ success: true, data });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/GetPartyLedgerCustomer',
      tag,
      summary:
        'Customers for billing: trade name (the ledger name), address, GSTIN, mobile, route, and the rate name of their customer rate',
      answers: {
        PLID: int,
        TradeName: str,
        LedgerName: str,
        Address: str,
        GSTIN: str,
        Mobile: str,
        RootId: int,
        RootName: str,
        RateName: str,
      },
    },
    ...guard,
    async (req, res) => {
      const rows = await s.query(
        `SELECT l."PLID", l."LedgerName" AS "TradeName", l."LedgerName", l."LegalName", l."Address", l."GSTIN", l."Mobile", l."StateCode", l."Country",
              l."RootId", r."RootName", cr."CustRatetype" AS "RateId", rt."RateName"
         FROM "ledger" l
         LEFT JOIN "route" r ON r."RootId" = l."RootId" AND r."CompanyID" = l."CompanyID" AND r."IsDeleted" = :no
         LEFT JOIN "customerRate" cr ON cr."PLID" = l."PLID" AND cr."CompanyID" = l."CompanyID" AND cr."IsDeleted" = :no
         LEFT JOIN "rate" rt ON rt."RateId" = cr."CustRatetype" AND rt."CompanyID" = l."CompanyID" AND rt."IsDeleted" = :no
        WHERE l."CompanyID" = :CompanyID AND l."LedgerType" = :customer AND l."IsDeleted" = :no
        ORDER BY lower(l."LedgerName"), l."PLID"`,
        {
          replacements: {
            CompanyID: ctxOf(req).CompanyID,
            customer: LEDGER_TYPE.CUSTOMER,
            no: false,
          },
          type: QueryTypes.SELECT,
        },
      );
      res.json({ success: true, data: rows });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getfinyearbyid',
      tag: 'Invoice Series',
      summary: 'One financial year of the company (FYearID, FYear)',
      query: { FYearID: "the year (default: the session's)" },
      answers: { FYearID: int, FYear: str, StartDate: str, EndDate: str },
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const FYearID =
        req.query.FYearID === undefined
          ? ctx.FYearID
          : isRowId(req.query.FYearID)
            ? Number(req.query.FYearID)
            : undefined;
      const row = FYearID
        ? (
            await s.query(
              'SELECT "FYearID", "FYear", "StartDate", "EndDate" FROM "financialYear" WHERE "CompanyID" = :CompanyID AND "FYearID" = :FYearID AND "IsDeleted" = :no',
              {
                replacements: { CompanyID: ctx.CompanyID, FYearID, no: false },
                type: QueryTypes.SELECT,
              },
            )
          )[0]
        : undefined;
      if (!row) throw notFound();
      res.json({ success: true, data: row });
    },
  );

  return router;
}
