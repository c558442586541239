import { QueryTypes } from 'sequelize';
import { expect } from 'vitest';
import type { Database } from '../../backend/src/db/database';

type Sum = {
  CompanyID: number;
  PLID: number;
  Month: string;
  Opening: number;
  d: number;
  c: number;
  n: number;
};

/**
 * The month balances (ledgerMonth) must always equal the live entries they sum: recomputed here
 * from ledgerEntry after every API test (describeApi), whatever the test posted, edited or cancelled.
 */
export async function expectMonthsMatchEntries(db: Database): Promise<void> {
  const s = db.sequelize;
  const month =
    s.getDialect() === 'postgres' ? `to_char("EntryDate", 'YYYY-MM')` : `substr("EntryDate", 1, 7)`;
  const read = async (sql: string) =>
    (await s.query<Sum>(sql, { type: QueryTypes.SELECT, replacements: { no: false } }))
      .map((r) => ({
        CompanyID: Number(r.CompanyID),
        PLID: Number(r.PLID),
        Month: String(r.Month),
        Opening: Number(r.Opening) ? 1 : 0,
        d: Number(r.d),
        c: Number(r.c),
        n: Number(r.n),
      }))
      .filter((r) => r.n !== 0 || r.d !== 0 || r.c !== 0)
      .sort(
        (a, b) =>
          a.CompanyID - b.CompanyID ||
          a.PLID - b.PLID ||
          a.Month.localeCompare(b.Month) ||
          a.Opening - b.Opening,
      );
  const fromEntries = await read(
    `SELECT "CompanyID", "PLID", ${month} AS "Month", CASE WHEN "Type" = 'OPB' THEN 1 ELSE 0 END AS "Opening",
            SUM("Debit") AS d, SUM("Credit") AS c, COUNT(*) AS n
       FROM "ledgerEntry" WHERE "IsDeleted" = :no
      GROUP BY "CompanyID", "PLID", ${month}, CASE WHEN "Type" = 'OPB' THEN 1 ELSE 0 END`,
  );
  const kept = await read(
    `SELECT "CompanyID", "PLID", "Month", CASE WHEN "Opening" THEN 1 ELSE 0 END AS "Opening", "Debit" AS d, "Credit" AS c, "Entries" AS n FROM "ledgerMonth"`,
  );
  expect(kept, 'ledgerMonth must equal the sums of the live ledger entries').toEqual(fromEntries);
}
