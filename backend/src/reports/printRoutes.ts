import { queryText } from '../http/queryText';
import { Router, type RequestHandler } from 'express';
import { QueryTypes } from 'sequelize';
import { requireSession } from '../auth/sessionMiddleware';
import type { Database } from '../db/database';
import { ctxOf } from '../http/context';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { renderReport } from '../print/reportTable';
import { REPORT_PRINTS } from './reportPrints';
import { sendPdf } from '../http/sendPdf';

/** Every report as an A4 PDF, from the same query its JSON answer takes: GET /api/print/<report>. */
export function reportPrintRoutes(db: Database, registry: RouteRegistry): Router {
  const router = Router();
  const guard: RequestHandler[] = [requireSession, sameTenant()];
  for (const [name, report] of Object.entries(REPORT_PRINTS)) {
    registry.add(
      router,
      {
        method: 'get',
        path: `/api/print/${name}`,
        summary: report.summary,
        tag: 'Reports',
        query: report.query,
        answers: 'file',
      },
      ...guard,
      async (req, res) => {
        const ctx = ctxOf(req);
        const query = Object.fromEntries(
          Object.keys(report.query).map((k) => [k, queryText(req.query, k)]),
        );
        const printed = await report.print(db.sequelize, {
          CompanyID: ctx.CompanyID,
          FYearID: ctx.FYearID,
          query,
        });
        const [company] = await db.sequelize.query<{ CompanyName: string }>(
          'SELECT "CompanyName" FROM "company" WHERE "CompanyID" = :CompanyID',
          { replacements: { CompanyID: ctx.CompanyID }, type: QueryTypes.SELECT },
        );
        const pdf = await renderReport({ company: String(company?.CompanyName ?? ''), ...printed });
        sendPdf(res, pdf, name);
      },
    );
  }
  return router;
}
