import { queryText } from '../http/queryText';
import { Router, type RequestHandler } from 'express';
import { requireSession } from '../auth/sessionMiddleware';
import type { Database } from '../db/database';
import { ctxOf } from '../http/context';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { gstr1, gstr1Answer, gstr1Json } from './gstr1';

const PERIOD = { FromDate: 'YYYY-MM-DD', ToDate: 'YYYY-MM-DD' };

/** GST returns data: GSTR-1 as a report, and as the file the GST portal's offline tool imports. */
export function gstRoutes(db: Database, registry: RouteRegistry): Router {
  const router = Router();
  const guard: RequestHandler[] = [requireSession, sameTenant()];
  registry.add(
    router,
    {
      method: 'get',
      path: '/api/gstr1',
      summary:
        'GSTR-1 for a period: B2B and B2C large invoice by invoice and rate, B2C small per place of supply and rate, the HSN summary, and the documents issued per series (cancelled bills only there)',
      tag: 'Reports',
      query: PERIOD,
      answers: 'one',
    },
    ...guard,
    async (req, res) => {
      const report = await gstr1(db.sequelize, {
        CompanyID: ctxOf(req).CompanyID,
        FromDate: queryText(req.query, 'FromDate'),
        ToDate: queryText(req.query, 'ToDate'),
      });
      res.json({ success: true, data: gstr1Answer(report) });
    },
  );
  registry.add(
    router,
    {
      method: 'get',
      path: '/api/gstr1.json',
      summary:
        "GSTR-1 of one month (or one whole quarter) as the JSON the GST portal's offline tool imports, as a download",
      tag: 'Reports',
      query: PERIOD,
      answers: 'file',
    },
    ...guard,
    async (req, res) => {
      const { fp, json } = await gstr1Json(db.sequelize, {
        CompanyID: ctxOf(req).CompanyID,
        FromDate: queryText(req.query, 'FromDate'),
        ToDate: queryText(req.query, 'ToDate'),
      });
      res.setHeader('Content-Disposition', `attachment; filename="GSTR1_${json.gstin}_${fp}.json"`);
      res.type('application/json').send(JSON.stringify(json));
    },
  );
  return router;
}
