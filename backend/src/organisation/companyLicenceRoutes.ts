import { Router, type RequestHandler } from 'express';
import { company, companyLicence, type AnyRecord } from '../../../resources';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { requireSession } from '../auth/sessionMiddleware';
import { ctxOf } from '../http/context';
import { notFound } from '../http/errors';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { uploadsOf } from '../resources/files';
import { readableBy } from '../resources/scope';
import { ResourceService } from '../resources/service';
import { imageDataUrl } from './fileData';
import { multipartTenancy } from '../http/multipartTenancy';
import { answerSaved } from '../resources/answers';

/** The company's columns the licence table shows beside the licence's own (spec 2.10). */
const COMPANY_COLUMNS = ['CompanyID', 'CompanyName', 'Address', 'City'];

/**
 * The company licence (spec 2.10, 7.4): one record per company. The table shows the company
 * with its licence, if any, so the first licence is entered by choosing that row;
 * `updatecompanylicense` creates the record the first time and updates it after. Downloads
 * (getpdf, getlogo) are derived from the declaration.
 */
export function companyLicenceRoutes(
  db: Database,
  models: Models,
  registry: RouteRegistry,
): Router {
  const router = Router();
  const licences = new ResourceService(companyLicence, db, models);
  const Licence = models.of(companyLicence);
  const tag = companyLicence.label.many;
  const guard: RequestHandler[] = [requireSession, sameTenant()];

  const current = async (ctx: { CompanyID: number }) =>
    (await Licence.findOne({
      where: readableBy(companyLicence, ctx),
      order: [['STID', 'ASC']],
      raw: true,
    })) as AnyRecord | null;

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getcompanylicense',
      summary: 'The company with its licence record (q: company name, GSTIN, PAN or FSSAI no)',
      tag,
      resource: companyLicence,
      answers: 'list',
      query: { q: 'search text (contains)' },
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const co = (await models.of(company).findOne({
        attributes: COMPANY_COLUMNS,
        where: readableBy(company, ctx),
        raw: true,
      })) as AnyRecord | null;
      if (!co) throw notFound();
      const licence = await current(ctx);
      // Every answered column, null until the record exists (passwords are never answered).
      const empty = Object.fromEntries(
        Object.entries(companyLicence.fields)
          .filter(([, f]) => f.type !== 'password')
          .map(([k]) => [k, null]),
      );
      const row: AnyRecord = { ...empty, ...(licence ? licences.present(licence) : {}), ...co };
      // One company, one row: the search decides whether that row is shown.
      const q = typeof req.query.q === 'string' ? req.query.q.trim().toLowerCase() : '';
      const shown =
        !q ||
        ['CompanyName', 'GSTINo', 'PanNo', 'FSSAINo'].some((k) =>
          String(row[k] ?? '')
            .toLowerCase()
            .includes(q),
        );
      res.set('X-Total-Count', shown ? '1' : '0');
      res.json({ success: true, data: shown ? [row] : [] });
    },
  );

  registry.add(
    router,
    {
      method: 'post',
      path: '/api/updatecompanylicense',
      summary: "Save the company's licence (multipart; created the first time, updated after)",
      tag,
      resource: companyLicence,
      body: 'update',
      answers: 'write',
    },
    multipartTenancy(),
    async (req, res) => {
      const ctx = ctxOf(req);
      const uploads = uploadsOf(companyLicence, req.files);
      const existing = await current(ctx);
      const row = existing
        ? await licences.update(ctx, existing.STID, req.body, uploads)
        : await licences.create(ctx, req.body, uploads);
      // The spec's one message for both: the licence form is saved, not added.
      answerSaved(res, companyLicence, row, false, existing ? 200 : 201);
    },
  );

  // Replaces the foundation's placeholder: the top bar shows the licence's logo.
  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getcompanylogo',
      summary: "The company's logo as a data URL, or null",
      tag: 'Shell lookups',
      answers: { Logo: { type: 'string' } },
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const licence = await current(ctx);
      res.json({
        success: true,
        data: { Logo: licence ? await imageDataUrl(models, ctx, licence.Logo) : null },
      });
    },
  );

  return router;
}
