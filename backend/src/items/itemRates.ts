import { Op, type Transaction } from 'sequelize';
import { inputProblem } from '../http/inputGuard';
import {
  MAX_INTEGER,
  item,
  itemRate,
  rate,
  toScaled,
  validate,
  type AnyRecord,
} from '../../../resources';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { HttpError, invalid, notFound } from '../http/errors';
import type { HookCtx } from '../resources/hooks';
import { readableBy, writableBy } from '../resources/scope';
import { ResourceService } from '../resources/service';

export const NO_RATES_TO_SUBMIT = 'No valid rates to submit.';
export const NO_RATES_TO_UPDATE = 'No valid rates to update.';

/** One rate of an item as the screens send it. */
export interface RateInput {
  ItemRateId?: number;
  ItemId?: number; // on the rate table's calls, which name the item per row
  RateId: number;
  Rate: number;
}

/**
 * The rates a request carries: an array, or (multipart) its JSON text. Each is checked by the
 * itemRate declaration, so a rate has the same rules here as anywhere; empty and zero rates are
 * not rates (the screens show an empty input for 0).
 */
export function ratesIn(raw: unknown): RateInput[] | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      throw new HttpError(400, 'The rates are not valid JSON.');
    }
  }
  if (!Array.isArray(list)) throw new HttpError(400, 'The rates must be a list.');
  // JSON text is read here, past the door's check of the body: it gets the same check.
  const problem = inputProblem(list);
  if (problem) throw new HttpError(400, problem);
  const out: RateInput[] = [];
  for (const entry of list as AnyRecord[]) {
    if (!entry || typeof entry !== 'object') continue;
    const ItemRateId = optionalId(entry.ItemRateId, 'ItemRateId');
    const ItemId = optionalId(entry.ItemId, 'ItemId');
    if (
      entry.Rate === undefined ||
      entry.Rate === null ||
      entry.Rate === '' ||
      Number(entry.Rate) === 0
    ) {
      // A zero rate on a saved row removes that row; its rate name matters only when it is a real id.
      if (ItemRateId)
        out.push({ ItemRateId, RateId: optionalId(entry.RateId, 'RateId') ?? 0, Rate: 0 });
      continue;
    }
    const { value, errors } = validate(
      itemRate,
      { ItemId: 1, RateId: entry.RateId, Rate: entry.Rate },
      'create',
    );
    if (errors) throw invalid(errors);
    out.push({
      ...(ItemRateId ? { ItemRateId } : {}),
      ...(ItemId ? { ItemId } : {}),
      RateId: value.RateId as number,
      Rate: value.Rate as number,
    });
  }
  return out;
}

/** A row id a rate may carry: absent, or a positive whole number the database can hold (400 otherwise). */
function optionalId(raw: unknown, name: string): number | undefined {
  if (raw === undefined || raw === null || raw === '' || raw === 0) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n > MAX_INTEGER)
    throw new HttpError(400, `${name} must be a valid id.`);
  return n;
}

/** Only rates above zero are saved. */
export const positive = (rates: readonly RateInput[]): RateInput[] =>
  rates.filter((r) => r.Rate > 0);

/**
 * Item rates, written inside the caller's transaction: each names a live rate name and a live
 * item of the company; one row per item and rate name (a second one updates the first).
 */
export class ItemRateWriter {
  private readonly rows: ResourceService;

  constructor(
    db: Database,
    private readonly models: Models,
  ) {
    this.rows = new ResourceService(itemRate, db, models);
  }

  /** Saves `rates` of item `ItemId`: new ones inserted, known ones changed, zero ones removed. */
  async save(
    ctx: HookCtx,
    ItemId: number,
    rates: readonly RateInput[],
    transaction: Transaction,
  ): Promise<void> {
    await this.assertItem(ctx, ItemId, transaction);
    await this.assertRateNames(
      ctx,
      rates.map((r) => r.RateId),
      transaction,
    );
    const Rates = this.models.of(itemRate);
    for (const r of rates) {
      const existing = (await Rates.findOne({
        where: {
          [Op.and]: [writableBy(itemRate, ctx), { IsDeleted: false, ItemId, RateId: r.RateId }],
        },
        transaction,
        raw: true,
      })) as AnyRecord | null;
      if (r.Rate === 0) {
        if (existing)
          await Rates.update(
            { IsDeleted: true, DeletedBy: ctx.Empid, DeletedDate: new Date() },
            { where: { ItemRateId: existing.ItemRateId }, transaction },
          );
      } else if (existing) {
        await Rates.update(
          this.stored({ Rate: r.Rate, ModifiedBy: ctx.Empid, ModifiedDate: new Date() }),
          { where: { ItemRateId: existing.ItemRateId }, transaction },
        );
      } else {
        await this.rows.insertRow(ctx, { ItemId, RateId: r.RateId, Rate: r.Rate }, transaction);
      }
    }
  }

  /** Changes rates named by their ItemRateId (the item rate table's update). */
  async update(ctx: HookCtx, rates: readonly RateInput[], transaction: Transaction): Promise<void> {
    const Rates = this.models.of(itemRate);
    for (const r of rates) {
      const existing = (await Rates.findOne({
        where: {
          [Op.and]: [writableBy(itemRate, ctx), { IsDeleted: false, ItemRateId: r.ItemRateId }],
        },
        transaction,
        raw: true,
      })) as AnyRecord | null;
      if (!existing) throw notFound();
      await this.save(
        ctx,
        existing.ItemId as number,
        [{ RateId: existing.RateId as number, Rate: r.Rate }],
        transaction,
      );
    }
  }

  private stored(values: AnyRecord): AnyRecord {
    // Rate is money: stored in paise, like every amount.
    return typeof values.Rate === 'number' ? { ...values, Rate: toScaled(values.Rate, 2) } : values;
  }

  private async assertItem(ctx: HookCtx, ItemId: number, transaction: Transaction): Promise<void> {
    const found = await this.models
      .of(item)
      .count({ where: { [Op.and]: [readableBy(item, ctx), { ItemId }] }, transaction });
    if (!found) throw invalid({ ItemId: 'Item ID not found.' });
  }

  private async assertRateNames(
    ctx: HookCtx,
    ids: number[],
    transaction: Transaction,
  ): Promise<void> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return;
    const found = await this.models.of(rate).count({
      where: { [Op.and]: [readableBy(rate, ctx), { RateId: { [Op.in]: wanted } }] },
      transaction,
    });
    if (found !== wanted.length) throw invalid({ RateId: 'Rate not found.' });
  }
}
