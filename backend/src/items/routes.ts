import { Router, type RequestHandler } from 'express';
import { Op } from 'sequelize';
import { fromScaled, item, itemRate, type AnyRecord } from '../../../resources';
import { requireSession } from '../auth/sessionMiddleware';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { ctxOf } from '../http/context';
import { HttpError } from '../http/errors';
import type { RouteRegistry } from '../http/registry';
import { assertSameTenant, sameTenant } from '../http/tenancy';
import { multipartBody, uploadsOf } from '../resources/files';
import { parseListParams } from '../resources/listQuery';
import { readableBy } from '../resources/scope';
import { ResourceService } from '../resources/service';
import { applyCustomerTerms, lookupCustomerTerms, type CustomerTermsLookup } from './customerTerms';
import { withBillingFields } from './billingFields';
import {
  ItemRateWriter,
  NO_RATES_TO_SUBMIT,
  NO_RATES_TO_UPDATE,
  positive,
  ratesIn,
  type RateInput,
} from './itemRates';
import { ItemService } from './itemService';
import { answerSaved } from '../resources/answers';

const tag = 'Items';
const RATES_DOC = {
  type: 'string',
  description: 'JSON list of {RateId, Rate} (multipart) or a list',
};

/**
 * The item calls the generic routes cannot serve: writes that carry rates (one transaction),
 * the next item number, the rate table's batch writes, and the invoice's item list for a
 * customer (PLID). The plain list, one item, the logo download and the rate lists are derived.
 */
export function itemRoutes(
  db: Database,
  models: Models,
  registry: RouteRegistry,
  customerTerms: CustomerTermsLookup = lookupCustomerTerms,
): Router {
  const router = Router();
  const guard: RequestHandler[] = [requireSession, sameTenant()];
  const items = new ItemService(db, models);
  const listing = new ResourceService(item, db, models);
  const rates = new ItemRateWriter(db, models);
  // Multipart is parsed only for a session, and the tenancy check reads the parsed body.
  const multipart: RequestHandler[] = [
    requireSession,
    multipartBody,
    (req, _res, next) => {
      assertSameTenant(req);
      next();
    },
  ];

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getitemdetails',
      summary:
        'Items as an invoice offers them to a customer (with PLID): its rate and discount applied',
      tag,
      resource: item,
      answers: 'list',
      query: { PLID: "the customer's ledger id" },
    },
    ...guard,
    async (req, res, next) => {
      if (req.query.PLID === undefined) return next();
      const ctx = ctxOf(req);
      const PLID = Number(req.query.PLID);
      if (!Number.isInteger(PLID) || PLID <= 0)
        throw new HttpError(400, 'PLID is missing or invalid.');
      const terms = await customerTerms(ctx, PLID);
      if (!terms) throw new HttpError(404, 'Customer not found.');
      const { PLID: _plid, ...query } = req.query as AnyRecord;
      const { rows } = await listing.list(ctx, parseListParams(item, query));
      const rateRows = (await models.of(itemRate).findAll({
        attributes: ['ItemId', 'RateId', 'Rate'],
        where: {
          [Op.and]: [
            readableBy(itemRate, ctx),
            { ItemId: { [Op.in]: rows.map((r) => r.ItemId as number) } },
          ],
        },
        raw: true,
      })) as unknown as AnyRecord[];
      const byItem = new Map<number, Map<number, number>>();
      for (const r of rateRows) {
        const m = byItem.get(r.ItemId as number) ?? new Map<number, number>();
        m.set(r.RateId as number, fromScaled(r.Rate as number, 2));
        byItem.set(r.ItemId as number, m);
      }
      res.json({
        success: true,
        data: await withBillingFields(models, ctx, applyCustomerTerms(rows, byItem, terms)),
      });
    },
  );

  registry.add(
    router,
    {
      method: 'post',
      path: '/api/insertitemdetails',
      summary: 'Create an item with its rates and logo (multipart; one transaction)',
      tag,
      resource: item,
      body: { rates: RATES_DOC },
      answers: 'write',
    },
    ...multipart,
    async (req, res) => {
      const row = await items.create(ctxOf(req), req.body ?? {}, uploadsOf(item, req.files));
      answerSaved(res, item, row, true);
    },
  );

  registry.add(
    router,
    {
      method: 'post',
      path: '/api/updateitemdetails',
      summary: 'Update an item, its rates and logo (multipart; one transaction)',
      tag,
      resource: item,
      body: { ItemId: { type: 'integer' }, rates: RATES_DOC },
      answers: 'write',
    },
    ...multipart,
    async (req, res) => {
      const id = itemIdOf(req.body);
      const row = await items.update(ctxOf(req), id, req.body ?? {}, uploadsOf(item, req.files));
      answerSaved(res, item, row, false);
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/GetItemId',
      summary: 'The next item number of the company (prefills item code and barcode)',
      tag,
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      res.json({ success: true, data: [{ ItemId: await items.nextItemNumber(ctxOf(req)) }] });
    },
  );

  registry.add(
    router,
    {
      method: 'post',
      path: '/api/insertitemrate',
      summary: 'Add rates to items (items[]: ItemId, RateId, Rate; one transaction)',
      tag,
      body: { items: { type: 'array' } },
      answers: 'write',
    },
    ...guard,
    async (req, res) => {
      const list = positive(ratesOfBody(req.body));
      if (!list.length) throw new HttpError(400, NO_RATES_TO_SUBMIT);
      const ctx = ctxOf(req);
      await db.write(async (t) => {
        for (const [ItemId, group] of byItemId(list)) await rates.save(ctx, ItemId, group, t);
      });
      res.status(201).json({ success: true, message: itemRate.messages.created });
    },
  );

  registry.add(
    router,
    {
      method: 'post',
      path: '/api/updateitemrate',
      summary: 'Change item rates (items[]: ItemRateId, Rate; one transaction)',
      tag,
      body: { items: { type: 'array' } },
      answers: 'write',
    },
    ...guard,
    async (req, res) => {
      const list = positive(ratesOfBody(req.body)).filter((r) => r.ItemRateId);
      if (!list.length) throw new HttpError(400, NO_RATES_TO_UPDATE);
      const ctx = ctxOf(req);
      await db.write((t) => rates.update(ctx, list, t));
      res.json({ success: true, message: itemRate.messages.updated });
    },
  );

  return router;
}

function itemIdOf(body: unknown): number {
  const id = Number((body as AnyRecord | undefined)?.ItemId);
  if (!Number.isInteger(id) || id <= 0) throw new HttpError(400, 'ItemId is missing.');
  return id;
}

function ratesOfBody(body: unknown): RateInput[] {
  return ratesIn((body as AnyRecord | undefined)?.items) ?? [];
}

/** The rate table's rows grouped by the item each names. */
function byItemId(list: readonly RateInput[]): Map<number, RateInput[]> {
  const out = new Map<number, RateInput[]>();
  for (const r of list) {
    if (!r.ItemId) throw new HttpError(400, 'ItemId is missing.');
    out.set(r.ItemId, [...(out.get(r.ItemId) ?? []), r]);
  }
  return out;
}
