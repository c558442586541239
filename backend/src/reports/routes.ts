import { fromScaled, scaleTrialBalance } from '../../../resources';
import { queryText } from '../http/queryText';
import { Router, type RequestHandler } from 'express';
import { requireSession } from '../auth/sessionMiddleware';
import type { Database } from '../db/database';
import { ctxOf } from '../http/context';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { dayBook } from './dayBook';
import { outstanding, outstandingQuery } from './outstanding';
import { register } from './registers';
import { trialBalance } from './trialBalance';

/** The reports, read from the ledger entries in SQL; figures answered in rupees (API.md). */
export function reportRoutes(db: Database, registry: RouteRegistry): Router {
  const router = Router();
  const guard: RequestHandler[] = [requireSession, sameTenant()];
  registry.add(
    router,
    {
      method: 'get',
      path: '/api/trialbalance',
      summary:
        'Trial balance: per ledger the opening, period debits and credits and closing (rupees, debit positive), under the account tree, with grand totals',
      tag: 'Reports',
      query: {
        FromDate: "YYYY-MM-DD (default the year's start)",
        ToDate: 'YYYY-MM-DD (default its end)',
      },
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const report = await trialBalance(db.sequelize, {
        CompanyID: ctx.CompanyID,
        FYearID: ctx.FYearID,
        FromDate: queryText(req.query, 'FromDate'),
        ToDate: queryText(req.query, 'ToDate'),
      });
      const inRupees = scaleTrialBalance(report, (paise) => fromScaled(paise, 2));
      res.json({ success: true, data: { ...report, ...inRupees } });
    },
  );
  registry.add(
    router,
    {
      method: 'get',
      path: '/api/outstanding',
      summary:
        "Receivables (or payables) as on a date: bill by bill per customer (supplier) with what was settled by then, days since the bill and past the party's credit days, ageing 0-30, 31-60, 61-90, 90+ per party and in total",
      tag: 'Reports',
      query: {
        AsOn: 'YYYY-MM-DD (default today)',
        PLID: 'one party',
        Side: 'receivable (default) or payable',
      },
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      res.json({
        success: true,
        data: await outstanding(db.sequelize, outstandingQuery(ctxOf(req).CompanyID, req.query)),
      });
    },
  );
  // The reports over a period: read the same way, from the session's company and the period asked.
  type PeriodQuery = { CompanyID: number; FromDate?: string; ToDate?: string };
  const periodReports: Array<
    [string, string, (s: typeof db.sequelize, q: PeriodQuery) => Promise<unknown>]
  > = [
    [
      'daybook',
      'Day book: every document of the period in date and number order, with its type, number, ledgers debited and credited, amount and status',
      dayBook,
    ],
    [
      'salesregister',
      'Sales register: each invoice of the period with customer, GSTIN, place of supply, taxable value, CGST, SGST, IGST, round-off, total and status; totals per day and for the period',
      (s, q) => register(s, 'sales', q),
    ],
    [
      'purchaseregister',
      "Purchase register: each purchase of the period with the supplier's bill number, our purchase number, supplier, GSTIN, place of supply, taxable value, CGST, SGST, IGST (the input tax), round-off, total and status; totals per day and for the period",
      (s, q) => register(s, 'purchase', q),
    ],
  ];
  for (const [path, summary, read] of periodReports)
    registry.add(
      router,
      {
        method: 'get',
        path: `/api/${path}`,
        summary,
        tag: 'Reports',
        query: { FromDate: 'YYYY-MM-DD', ToDate: 'YYYY-MM-DD (default FromDate)' },
        answers: 'list',
      },
      ...guard,
      async (req, res) => {
        res.json({
          success: true,
          data: await read(db.sequelize, {
            CompanyID: ctxOf(req).CompanyID,
            FromDate: queryText(req.query, 'FromDate'),
            ToDate: queryText(req.query, 'ToDate'),
          }),
        });
      },
    );
  return router;
}
