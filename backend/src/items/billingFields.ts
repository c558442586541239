import { Op } from 'sequelize';
import { hsn, itemTaxHundredths, tax, unit, type AnyRecord } from '../../../resources';
import type { Models } from '../db/models';
import type { HookCtx } from '../resources/hooks';
import { readableBy } from '../resources/scope';

async function byId(
  models: Models,
  ctx: HookCtx,
  r: typeof tax | typeof hsn | typeof unit,
  ids: unknown[],
): Promise<Map<number, AnyRecord>> {
  const wanted = [...new Set(ids.filter((v) => v !== null && v !== undefined))];
  if (!wanted.length) return new Map();
  const rows = (await models.of(r).findAll({
    where: { [Op.and]: [readableBy(r, ctx), { [r.primaryKey]: { [Op.in]: wanted } }] },
    raw: true,
  })) as unknown as AnyRecord[];
  return new Map(rows.map((row) => [Number(row[r.primaryKey]), row]));
}

/**
 * What the invoice grid fills when an item is picked (spec 3 "Item for billing"): its tax
 * percent (0 when not taxable), the customer's price and discount, the unit's name and the HSN
 * code, beside the item's own fields. Rows arrive as the API answers them (percents and money
 * in rupees), with the customer's Rate and Discount already applied.
 */
export async function withBillingFields(
  models: Models,
  ctx: HookCtx,
  rows: readonly AnyRecord[],
): Promise<AnyRecord[]> {
  const [taxes, hsns, units] = await Promise.all([
    byId(
      models,
      ctx,
      tax,
      rows.map((r) => r.TaxID),
    ),
    byId(
      models,
      ctx,
      hsn,
      rows.map((r) => r.HsnId),
    ),
    byId(
      models,
      ctx,
      unit,
      rows.map((r) => r.UnitID),
    ),
  ]);
  return rows.map((r) => {
    const t = taxes.get(Number(r.TaxID));
    const hundredths = itemTaxHundredths({ ...t, Taxable: r.Taxable });
    return {
      ...r,
      ItemID: r.ItemId,
      Taxper: hundredths === null ? null : hundredths / 100,
      TaxName: t?.TaxName ?? null,
      ProductRate: r.Rate ?? null,
      ProductDiscount: r.Discount ?? null,
      UnitName: units.get(Number(r.UnitID))?.UnitName ?? null,
      HsnCode: hsns.get(Number(r.HsnId))?.HsnName ?? null,
    };
  });
}
