import { QueryTypes, type Transaction } from 'sequelize';
import { txSql } from '../db/txSql';
import type { sequelizeOf } from '../ledger/entries';

/** Which counter a document's number comes from: company, year, kind and the series (or none). */
export interface NumberKey {
  CompanyID: number;
  FYearID: number;
  DocType: string;
  NumberKey: string;
}

const WHERE =
  '"CompanyID" = :CompanyID AND "FYearID" = :FYearID AND "DocType" = :DocType AND "NumberKey" = :NumberKey';

/**
 * The next number, taken inside the saving transaction (DOCUMENTS.md "Numbering under
 * concurrency"): one upsert makes the counter row at 1 or adds one to it and answers the
 * number. On Postgres it holds the row lock until the transaction ends, so concurrent savers
 * take turns and a rolled-back save gives its number back. SQLite writers already take turns.
 */
export async function takeNumber(t: Transaction, key: NumberKey): Promise<number> {
  const rows = await txSql(t).all<{ LastNo: number | string }>(
    `INSERT INTO "docCounter" ("CompanyID", "FYearID", "DocType", "NumberKey", "LastNo") VALUES (:CompanyID, :FYearID, :DocType, :NumberKey, 1)
     ON CONFLICT ("CompanyID", "FYearID", "DocType", "NumberKey") DO UPDATE SET "LastNo" = "docCounter"."LastNo" + 1
     RETURNING "LastNo"`,
    { ...key },
  );
  return Number(rows[0].LastNo);
}

/** The number the next save would take; reserves nothing. */
export async function previewNumber(
  sequelize: ReturnType<typeof sequelizeOf>,
  key: NumberKey,
): Promise<number> {
  const rows = await sequelize.query<{ LastNo: number | string }>(
    `SELECT "LastNo" FROM "docCounter" WHERE ${WHERE}`,
    { replacements: { ...key }, type: QueryTypes.SELECT },
  );
  return (rows[0] ? Number(rows[0].LastNo) : 0) + 1;
}
