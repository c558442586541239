import { QueryTypes } from 'sequelize';
import { expect } from 'vitest';
import type { Database } from '../../backend/src/db/database';

type Row = {
  CompanyID: number;
  ItemID: number;
  GodownId: number;
  VanID: number;
  BatchId: number;
  q: number;
};

/**
 * What each place holds (stockBalance) must always equal the live movements it sums: recomputed
 * here from stockMove after every API test (describeApi), whatever the test sold, edited or cancelled.
 */
export async function expectBalancesMatchMoves(db: Database): Promise<void> {
  const read = async (sql: string) =>
    (await db.sequelize.query<Row>(sql, { type: QueryTypes.SELECT, replacements: { no: false } }))
      .map((r) => ({
        CompanyID: Number(r.CompanyID),
        ItemID: Number(r.ItemID),
        GodownId: Number(r.GodownId),
        VanID: Number(r.VanID),
        BatchId: Number(r.BatchId),
        q: Number(r.q),
      }))
      .filter((r) => r.q !== 0)
      .sort(
        (a, b) =>
          a.CompanyID - b.CompanyID ||
          a.ItemID - b.ItemID ||
          a.GodownId - b.GodownId ||
          a.VanID - b.VanID ||
          a.BatchId - b.BatchId,
      );
  const fromMoves = await read(
    `SELECT "CompanyID", "ItemID", COALESCE("GodownId", 0) AS "GodownId", COALESCE("VanID", 0) AS "VanID", COALESCE("BatchId", 0) AS "BatchId", SUM("QtyMilli") AS q
       FROM "stockMove" WHERE "IsDeleted" = :no
      GROUP BY "CompanyID", "ItemID", COALESCE("GodownId", 0), COALESCE("VanID", 0), COALESCE("BatchId", 0)`,
  );
  const kept = await read(
    `SELECT "CompanyID", "ItemID", "GodownId", "VanID", "BatchId", "QtyMilli" AS q FROM "stockBalance"`,
  );
  expect(kept, 'stockBalance must equal the sums of the live stock movements').toEqual(fromMoves);
}
