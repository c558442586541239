import { allocation, type AnyRecord } from '../../../resources';
import type { Transaction } from 'sequelize';
import { registerHooks } from '../resources/hooks';
import { refuseSettledDay } from './vanDay';

/** What decides which bills and receipts a van day counts: who was allocated to which vehicle, when. */
const COUNTED = ['RepID', 'VanID', 'Alocdate'] as const;

async function refuseIfSettled(t: Transaction, CompanyID: number, row: AnyRecord): Promise<void> {
  await refuseSettledDay(
    t,
    CompanyID,
    Number(row.VanID),
    String(row.Alocdate).slice(0, 10),
    'change its allocation',
  );
}

/**
 * A settled van day counted its representative's bills and receipts by this allocation:
 * allocating, moving or deleting it would recount them behind the settlement, so it waits for
 * the day to be reopened (series changes count nothing and pass).
 */
export function registerAllocationHooks(): void {
  registerHooks(allocation.name, {
    async afterWrite(ctx, row, t, mode, _written, before) {
      if (before && COUNTED.every((k) => String(before[k]) === String(row[k]))) return;
      if (before) await refuseIfSettled(t, ctx.CompanyID, before);
      await refuseIfSettled(t, ctx.CompanyID, row);
    },
    async beforeRemove(ctx, row, t) {
      await refuseIfSettled(t, ctx.CompanyID, row);
    },
  });
}
