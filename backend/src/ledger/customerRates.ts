import { Router, type RequestHandler } from 'express';
import { Op, type Transaction } from 'sequelize';
import {
  customer,
  customerRate,
  customerRateItem,
  fromScaled,
  isRowId,
  item,
  validate,
  type AnyRecord,
} from '../../../resources';
import { requireSession } from '../auth/sessionMiddleware';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { ctxOf } from '../http/context';
import { HttpError, invalid, notFound } from '../http/errors';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import type { CustomerTerms } from '../items/customerTerms';
import { registerHooks, type HookCtx } from '../resources/hooks';
import { parseListParams } from '../resources/listQuery';
import { readableBy, writableBy } from '../resources/scope';
import { ResourceService } from '../resources/service';
import { answerSaved } from '../resources/answers';

/** One item row as a request sends it. */
interface ItemRow {
  ItemID: number;
  ItemRate: number;
  ItemDiscount: number | null;
}

const ITEM_TWICE = 'Each item can appear only once in a customer rate.';

/**
 * The item rows a request carries, each checked by the customerRateItem declaration; a row's
 * errors are reported under Items.<index>.<field>, and the first one is the sentence.
 */
function itemRowsOf(raw: unknown): ItemRow[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw)) throw new HttpError(400, 'Items must be a list.');
  const errors: Record<string, string> = {};
  const rows: ItemRow[] = [];
  const seen = new Set<number>();
  raw.forEach((entry: unknown, i) => {
    const { value, errors: e } = validate(customerRateItem, entry, 'create');
    for (const [k, m] of Object.entries(e ?? {})) if (k !== 'CRID') errors[`Items.${i}.${k}`] = m;
    if (e && Object.keys(e).some((k) => k !== 'CRID')) return;
    const ItemID = value.ItemID as number;
    if (seen.has(ItemID)) errors[`Items.${i}.ItemID`] = ITEM_TWICE;
    seen.add(ItemID);
    rows.push({
      ItemID,
      ItemRate: value.ItemRate as number,
      ItemDiscount: (value.ItemDiscount as number | null) ?? null,
    });
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return rows;
}

/** What the write in progress carries to the hooks, keyed by that write's own context object. */
const pending = new WeakMap<object, { rows: ItemRow[]; writer: ItemRowWriter }>();

registerHooks(customerRate.name, {
  afterWrite: async (ctx, row, transaction) => {
    const p = pending.get(ctx);
    if (p) await p.writer.replace(ctx, row.CRID as number, p.rows, transaction);
  },
});

/** Replaces a customer rate's item rows: the old ones are flagged deleted, the new ones checked and written. */
class ItemRowWriter {
  private readonly rows: ResourceService;

  constructor(
    private readonly models: Models,
    db: Database,
  ) {
    this.rows = new ResourceService(customerRateItem, db, models);
  }

  async replace(ctx: HookCtx, CRID: number, rows: ItemRow[], t: Transaction): Promise<void> {
    await this.models.of(customerRateItem).update(
      { IsDeleted: true, DeletedBy: ctx.Empid, DeletedDate: new Date() },
      {
        where: { [Op.and]: [writableBy(customerRateItem, ctx), { CRID, IsDeleted: false }] },
        transaction: t,
      },
    );
    const errors: Record<string, string> = {};
    for (const [i, r] of rows.entries()) {
      const items = await this.models.of(item).count({
        where: { [Op.and]: [readableBy(item, ctx), { ItemId: r.ItemID }] },
        transaction: t,
      });
      if (!items) errors[`Items.${i}.ItemID`] = 'Item not found.';
      const rates = await this.models.byName('rate').count({
        where: { CompanyID: ctx.CompanyID, IsDeleted: false, RateId: r.ItemRate },
        transaction: t,
      });
      if (!rates) errors[`Items.${i}.ItemRate`] = 'Rate not found.';
    }
    if (Object.keys(errors).length) throw invalid(errors);
    for (const r of rows)
      await this.rows.insertRow(
        ctx,
        { CRID, ItemID: r.ItemID, ItemRate: r.ItemRate, ItemDiscount: r.ItemDiscount },
        t,
      );
  }
}

/** A customer's terms for the invoice's item list: its rate name and discount, and each item's own. */
export async function customerTermsOf(
  models: Models,
  ctx: HookCtx,
  PLID: number,
  transaction?: Transaction,
): Promise<CustomerTerms | null> {
  const isCustomer = await models
    .of(customer)
    .count({ where: { [Op.and]: [readableBy(customer, ctx), { PLID }] }, transaction });
  if (!isCustomer) return null;
  const header = (await models.of(customerRate).findOne({
    where: { [Op.and]: [readableBy(customerRate, ctx), { PLID }] },
    transaction,
    raw: true,
  })) as AnyRecord | null;
  if (!header) return { RateId: null, Discount: null, items: new Map() };
  const rows = (await models.of(customerRateItem).findAll({
    where: { [Op.and]: [readableBy(customerRateItem, ctx), { CRID: header.CRID }] },
    transaction,
    raw: true,
  })) as unknown as AnyRecord[];
  const pct = (v: unknown) => (v === null || v === undefined ? null : fromScaled(v as number, 2));
  return {
    RateId: header.CustRatetype as number,
    Discount: pct(header.CustDiscount),
    items: new Map(
      rows.map((r) => [
        r.ItemID as number,
        { RateId: r.ItemRate as number, Discount: pct(r.ItemDiscount) },
      ]),
    ),
  };
}

/**
 * Customer rate's calls (spec 7, Customer rate): the header and its item rows are read, saved
 * and deleted together; one item row can be removed on its own.
 */
export function customerRateRoutes(db: Database, models: Models, registry: RouteRegistry): Router {
  const router = Router();
  const guard: RequestHandler[] = [requireSession, sameTenant()];
  const tag = 'Customer Rate';
  const headers = new ResourceService(customerRate, db, models);
  const items = new ResourceService(item, db, models);
  const writer = new ItemRowWriter(models, db);

  async function withItems(
    ctx: HookCtx,
    body: AnyRecord,
    write: (own: HookCtx) => Promise<AnyRecord>,
  ): Promise<AnyRecord> {
    const rows = itemRowsOf(body.Items);
    const own: HookCtx = { ...ctx };
    if (rows) pending.set(own, { rows, writer });
    try {
      return await write(own);
    } finally {
      pending.delete(own);
    }
  }

  const idOf = (v: unknown, message: string): number => {
    const n = Number(v);
    if (!isRowId(n)) throw new HttpError(400, message);
    return n;
  };

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getCustomerRate',
      summary: "Customer rates with their item rows (PLID: one customer's)",
      tag,
      resource: customerRate,
      answers: 'list',
      query: { PLID: 'the customer' },
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const PLID =
        req.query.PLID === undefined
          ? undefined
          : idOf(req.query.PLID, 'PLID is missing or invalid.');
      const { rows } = await headers.list(
        ctx,
        parseListParams(customerRate, PLID ? { PLID: String(PLID) } : {}),
      );
      const CRIDs = rows.map((r) => r.CRID as number);
      const itemRows = (await models.of(customerRateItem).findAll({
        where: { [Op.and]: [readableBy(customerRateItem, ctx), { CRID: { [Op.in]: CRIDs } }] },
        order: [['CRIID', 'ASC']],
        raw: true,
      })) as unknown as AnyRecord[];
      const names = new Map(
        (
          (await models.of(item).findAll({
            attributes: ['ItemId', 'ItemName'],
            where: {
              [Op.and]: [
                readableBy(item, ctx),
                { ItemId: { [Op.in]: itemRows.map((r) => r.ItemID as number) } },
              ],
            },
            raw: true,
          })) as unknown as AnyRecord[]
        ).map((r) => [r.ItemId as number, r.ItemName as string]),
      );
      const data = rows.map((h) => ({
        ...h,
        Items: itemRows
          .filter((r) => r.CRID === h.CRID)
          .map((r) => ({
            CRIID: r.CRIID,
            ItemID: r.ItemID,
            ItemName: names.get(r.ItemID as number) ?? null,
            ItemRate: r.ItemRate,
            ItemDiscount: r.ItemDiscount === null ? null : fromScaled(r.ItemDiscount as number, 2),
          })),
      }));
      res.json({ success: true, data });
    },
  );

  registry.add(
    router,
    {
      method: 'post',
      path: '/api/InsertCustomerRate',
      summary: 'Create a customer rate with its item rows (one transaction)',
      tag,
      resource: customerRate,
      body: 'create',
      answers: 'write',
    },
    ...guard,
    async (req, res) => {
      const body = (req.body ?? {}) as AnyRecord;
      const row = await withItems(ctxOf(req), body, (own) => headers.create(own, body));
      answerSaved(res, customerRate, row, true);
    },
  );

  registry.add(
    router,
    {
      method: 'post',
      path: '/api/UpdateCustomerRate',
      summary: 'Update a customer rate; Items, when sent, replace its item rows (one transaction)',
      tag,
      resource: customerRate,
      body: 'update',
      answers: 'write',
    },
    ...guard,
    async (req, res) => {
      const body = (req.body ?? {}) as AnyRecord;
      const CRID = idOf(body.CRID, customerRate.messages.keyMissing!.update!);
      const row = await withItems(ctxOf(req), body, (own) => headers.update(own, CRID, body));
      answerSaved(res, customerRate, row, false);
    },
  );

  registry.add(
    router,
    {
      method: 'delete',
      path: '/api/DeleteCustomerRate',
      summary: 'Delete a customer rate and its item rows',
      tag,
      body: { CRID: { type: 'integer' } },
      answers: 'write',
    },
    ...guard,
    async (req, res) => {
      const CRID = idOf(
        (req.body as AnyRecord | undefined)?.CRID,
        customerRate.messages.keyMissing!.delete!,
      );
      await headers.remove(ctxOf(req), CRID);
      res.json({ success: true, message: customerRate.messages.deleted, CRID });
    },
  );

  registry.add(
    router,
    {
      method: 'delete',
      path: '/api/DeleteCustItem',
      summary: 'Remove one item row of a customer rate',
      tag,
      body: { CRID: { type: 'integer' }, ItemID: { type: 'integer' } },
      answers: 'write',
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const body = (req.body ?? {}) as AnyRecord;
      const CRID = idOf(body.CRID, customerRate.messages.keyMissing!.delete!);
      const ItemID = idOf(body.ItemID, 'ItemID is missing.');
      const removed = await db.write(async (t) => {
        const [count] = await models.of(customerRateItem).update(
          { IsDeleted: true, DeletedBy: ctx.Empid, DeletedDate: new Date() },
          {
            where: {
              [Op.and]: [writableBy(customerRateItem, ctx), { CRID, ItemID, IsDeleted: false }],
            },
            transaction: t,
          },
        );
        return count;
      });
      if (!removed) throw notFound();
      res.json({ success: true, message: customerRateItem.messages.deleted, CRID, ItemID });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getitem',
      summary: 'Items to pick from (ItemId, ItemName)',
      tag,
      resource: item,
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      const { rows } = await items.list(ctxOf(req), parseListParams(item, req.query as AnyRecord));
      res.json({
        success: true,
        data: rows.map((r) => ({
          ItemId: r.ItemId,
          ItemID: r.ItemId,
          ItemName: r.ItemName,
          ItemCode: r.ItemCode,
        })),
      });
    },
  );

  return router;
}
