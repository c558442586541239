import { queryText } from '../http/queryText';
import { Router } from 'express';
import { requireSession } from '../auth/sessionMiddleware';
import type { Database } from '../db/database';
import { ctxOf } from '../http/context';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { dashboard } from './dashboard';

/** The dashboard's figures in one call. */
export function dashboardRoutes(db: Database, registry: RouteRegistry): Router {
  const router = Router();
  registry.add(
    router,
    {
      method: 'get',
      path: '/api/dashboard',
      summary:
        "The dashboard as on a date: the day's and month's sales and receipts, receivables and payables in total and overdue, cash and bank balances, the five customers owing most, and sales per month of the financial year; `setup`, the steps to a first bill (GSTIN, taxes, items, series, customers, a bill), each with `done`",
      tag: 'Reports',
      query: { AsOn: 'YYYY-MM-DD (default today)' },
      answers: 'one',
    },
    requireSession,
    sameTenant(),
    async (req, res) => {
      const ctx = ctxOf(req);
      const AsOn = queryText(req.query, 'AsOn');
      res.json({
        success: true,
        data: await dashboard(db.sequelize, {
          CompanyID: ctx.CompanyID,
          FYearID: ctx.FYearID,
          AsOn,
        }),
      });
    },
  );
  return router;
}
