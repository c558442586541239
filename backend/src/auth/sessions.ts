import { Op } from 'sequelize';
import type { Database } from '../db/database';
import { plainRows } from '../db/txSql';
import type { Models } from '../db/models';
import type { SessionContext } from '../http/context';
import { hashToken, newToken } from './tokens';

const minutes = (n: number) => n * 60_000;
/** Idle and absolute lifetimes, configurable; a back office signs in once a working day. */
export const SESSION_IDLE_MS = minutes(Number(process.env.SESSION_IDLE_MINUTES ?? 120));
export const SESSION_MAX_MS = minutes(60 * Number(process.env.SESSION_MAX_HOURS ?? 12));
/** LastSeenAt is refreshed at most this often, so reads do not each become a write. */
const TOUCH_EVERY_MS = minutes(1);

type Identity = Omit<SessionContext, 'sessionId'>;

/** Sessions kept in the database: any backend process can check any of them. */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly models: Models,
  ) {}

  /** Starts a session and answers its token (the only copy of it anywhere). */
  async start(who: Identity): Promise<string> {
    const { token, hash } = newToken();
    const now = new Date();
    await this.db.write((transaction) =>
      this.models.byName('session').create(
        {
          TokenHash: hash,
          ...who,
          CreatedAt: now,
          LastSeenAt: now,
          ExpiresAt: new Date(now.getTime() + SESSION_MAX_MS),
        },
        { transaction },
      ),
    );
    return token;
  }

  /** The live session of a token, or null; expired ones are removed on sight. */
  async find(token: string): Promise<SessionContext | null> {
    const Session = this.models.byName('session');
    // Every request reads this: straight on a connection, not through Sequelize's query path.
    const [row] = await plainRows(
      this.db.sequelize,
      'SELECT "id", "Empid", "CompanyID", "FYearID", "BranchId", "LastSeenAt", "ExpiresAt" FROM "session" WHERE "TokenHash" = :hash',
      { hash: hashToken(token) },
    );
    if (!row) return null;
    const now = Date.now();
    const lastSeen = new Date(row.LastSeenAt as string).getTime();
    if (new Date(row.ExpiresAt as string).getTime() <= now || lastSeen + SESSION_IDLE_MS <= now) {
      await this.db.write((transaction) =>
        Session.destroy({ where: { id: row.id as number }, transaction }),
      );
      return null;
    }
    if (now - lastSeen > TOUCH_EVERY_MS) {
      await this.db.write((transaction) =>
        Session.update(
          { LastSeenAt: new Date(now) },
          { where: { id: row.id as number }, transaction },
        ),
      );
    }
    return {
      sessionId: row.id as number,
      Empid: row.Empid as number,
      CompanyID: row.CompanyID as number,
      FYearID: (row.FYearID as number | null) ?? null,
      BranchId: (row.BranchId as number | null) ?? null,
    };
  }

  async end(sessionId: number): Promise<void> {
    await this.db.write((transaction) =>
      this.models.byName('session').destroy({ where: { id: sessionId }, transaction }),
    );
  }

  /** Ends every session of an employee (after a password change). */
  async endAllOf(
    Empid: number,
    CompanyID: number,
    transaction?: import('sequelize').Transaction,
  ): Promise<void> {
    const run = (t: import('sequelize').Transaction) =>
      this.models.byName('session').destroy({ where: { Empid, CompanyID }, transaction: t });
    if (transaction) await run(transaction);
    else await this.db.write(run);
  }

  /** Removes expired sessions; called now and then so the table does not grow. */
  async sweep(): Promise<void> {
    const now = new Date();
    await this.db.write((transaction) =>
      this.models.byName('session').destroy({
        where: {
          [Op.or]: [
            { ExpiresAt: { [Op.lte]: now } },
            { LastSeenAt: { [Op.lte]: new Date(now.getTime() - SESSION_IDLE_MS) } },
          ],
        },
        transaction,
      }),
    );
  }
}
