import { batch, godown, vehicle } from '../../../resources';
import { txSql } from '../db/txSql';
import { registerHooks } from '../resources/hooks';

const MOVEMENTS = { one: 'Stock movement', many: 'Stock movements' };

/**
 * Stock movements name their godown, vehicle and batch by key (stockMove is the stock ledger,
 * not a master): a place or batch that live movements name is in use, so it is not deleted from
 * under the stock it holds, and a batch keeps what its movements were made with.
 */
export function registerStockUses(): void {
  for (const [master, column] of [
    [godown.name, 'GodownId'],
    [vehicle.name, 'VanID'],
    [batch.name, 'BatchId'],
  ] as const) {
    registerHooks(master, {
      async inUse(ctx, id, t) {
        const [row] = await txSql(t).all(
          `SELECT COUNT(*) AS "n" FROM "stockMove" WHERE "CompanyID" = :CompanyID AND "${column}" = :id AND "IsDeleted" = :no`,
          { CompanyID: ctx.CompanyID, id: Number(id), no: false },
        );
        const uses = Number(row?.n ?? 0);
        return uses ? { uses, what: MOVEMENTS } : null;
      },
    });
  }
}
