import { Op, type Transaction } from 'sequelize';
import { fromScaled, item, itemRate, type AnyRecord } from '../../../resources';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { HttpError } from '../http/errors';
import type { Upload } from '../resources/files';
import { registerHooks, type HookCtx } from '../resources/hooks';
import { readableBy, writableBy } from '../resources/scope';
import { ResourceService } from '../resources/service';
import { writeOpeningStock } from '../stock/opening';
import {
  ItemRateWriter,
  NO_RATES_TO_SUBMIT,
  NO_RATES_TO_UPDATE,
  positive,
  ratesIn,
  type RateInput,
} from './itemRates';

type Uploads = Record<string, Upload & { contentType: string }>;

/**
 * An item and its rates, saved like a document: the item row, its logo and one rate per rate
 * name in one transaction, or nothing. The generic service stores the item (rules, duplicates,
 * references, the logo); its afterWrite hook writes the rates the request carried, so a rate
 * that fails takes the item down with it.
 */
/** What the write in progress carries to the hooks, keyed by that write's own context object. */
interface Pending {
  writer: ItemRateWriter;
  rates?: RateInput[];
}

const pending = new WeakMap<object, Pending>();

// Hooks are registered once per process; each app's service hands them its own writer.
registerHooks(item.name, {
  afterWrite: async (ctx, row, transaction) => {
    const p = pending.get(ctx);
    if (p?.rates) await p.writer.save(ctx, row.ItemId as number, p.rates, transaction);
    await writeOpeningStock(ctx, row, transaction);
  },
});

export class ItemService {
  private readonly items: ResourceService;
  private readonly rates: ItemRateWriter;

  constructor(
    db: Database,
    private readonly models: Models,
  ) {
    this.items = new ResourceService(item, db, models);
    this.rates = new ItemRateWriter(db, models);
  }

  /** Creates an item with at least one rate above zero ('No valid rates to submit.'). */
  async create(ctx: HookCtx, body: AnyRecord, uploads: Uploads): Promise<AnyRecord> {
    const rates = positive(ratesIn(body.rates ?? body.items) ?? []);
    if (!rates.length) throw new HttpError(400, NO_RATES_TO_SUBMIT, { rates: NO_RATES_TO_SUBMIT });
    return this.withRates(ctx, rates, (own) => this.items.create(own, body, uploads));
  }

  /** Updates an item and, when rates are sent, its rates (at least one above zero stays). */
  async update(ctx: HookCtx, id: unknown, body: AnyRecord, uploads: Uploads): Promise<AnyRecord> {
    const rates = ratesIn(body.rates ?? body.items);
    if (rates && !positive(rates).length)
      throw new HttpError(400, NO_RATES_TO_UPDATE, { rates: NO_RATES_TO_UPDATE });
    return this.withRates(ctx, rates, (own) => this.items.update(own, id, body, uploads));
  }

  /** The rates of an item, with their rate ids, for the form's rate row. */
  async ratesOf(ctx: HookCtx, ItemId: number, transaction?: Transaction): Promise<AnyRecord[]> {
    const rows = (await this.models.of(itemRate).findAll({
      attributes: ['ItemRateId', 'ItemId', 'RateId', 'Rate'],
      where: { [Op.and]: [readableBy(itemRate, ctx), { ItemId }] },
      order: [['RateId', 'ASC']],
      transaction,
      raw: true,
    })) as unknown as AnyRecord[];
    return rows.map((r) => ({ ...r, Rate: fromScaled(r.Rate as number, 2) }));
  }

  /**
   * The number the next item of the company would carry (the form prefills item code and
   * barcode from it). Counted per company, so it tells nothing about other companies.
   */
  async nextItemNumber(ctx: HookCtx): Promise<number> {
    return (await this.models.of(item).count({ where: writableBy(item, ctx) })) + 1;
  }

  /** Reads one item the company can see. */
  get(ctx: HookCtx, id: unknown): Promise<AnyRecord> {
    return this.items.get(ctx, id);
  }

  private async withRates(
    ctx: HookCtx,
    rates: RateInput[] | undefined,
    write: (own: HookCtx) => Promise<AnyRecord>,
  ): Promise<AnyRecord> {
    const own: HookCtx = { ...ctx };
    pending.set(own, { writer: this.rates, rates });
    try {
      return await write(own);
    } finally {
      pending.delete(own);
    }
  }
}
