import type { Transaction } from 'sequelize';
import type { AnyRecord } from '../../../resources';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import type { SessionContext } from '../http/context';
import { txSql } from '../db/txSql';

/**
 * Lines an older client sends first (insertbillingdetails), kept in the database for its
 * session until its next create uses them (API.md section 7): a second server process sees them.
 */
export async function holdLines(
  db: Database,
  models: Models,
  ctx: SessionContext,
  lines: unknown[],
): Promise<void> {
  await db.write((t) =>
    models.byName('heldLines').upsert(
      {
        SessionId: ctx.sessionId,
        CompanyID: ctx.CompanyID,
        Lines: JSON.stringify(lines),
        CreatedDate: new Date(),
      },
      { transaction: t },
    ),
  );
}

/** The lines held for this session, or undefined. */
export async function heldLinesOf(
  models: Models,
  ctx: SessionContext,
): Promise<unknown[] | undefined> {
  const row = (await models.byName('heldLines').findOne({
    where: { SessionId: ctx.sessionId, CompanyID: ctx.CompanyID },
    raw: true,
  })) as AnyRecord | null;
  return row ? (JSON.parse(String(row.Lines)) as unknown[]) : undefined;
}

/**
 * Used once: dropped in the transaction that saved them. Answers whether there were any to
 * drop: a save that took them, racing another that took the same ones, finds them gone.
 */
export async function dropHeldLines(
  t: Transaction,
  ctx: Pick<SessionContext, 'sessionId' | 'CompanyID'>,
): Promise<boolean> {
  const dropped = await txSql(t).all(
    'DELETE FROM "heldLines" WHERE "SessionId" = :SessionId AND "CompanyID" = :CompanyID RETURNING "SessionId"',
    { SessionId: ctx.sessionId, CompanyID: ctx.CompanyID },
  );
  return dropped.length > 0;
}
