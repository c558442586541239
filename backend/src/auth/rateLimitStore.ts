import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Database } from '../db/database';
import type { Models } from '../db/models';

/**
 * express-rate-limit's counters kept in the database, so that every backend process behind a
 * load balancer counts the same failures (nothing lives in one process's memory).
 */
export class DatabaseRateLimitStore implements Store {
  private windowMs = 60_000;
  readonly localKeys = false;

  constructor(
    private readonly db: Database,
    private readonly models: Models,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private key(key: string): string {
    return `${this.prefix}:${key}`.slice(0, 300);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = (await this.models
      .byName('rateLimitHit')
      .findByPk(this.key(key), { raw: true })) as Record<string, unknown> | null;
    if (!row || new Date(row.ResetAt as string).getTime() <= Date.now()) return undefined;
    return { totalHits: row.Hits as number, resetTime: new Date(row.ResetAt as string) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const Hit = this.models.byName('rateLimitHit');
    return this.db.write(async (transaction) => {
      const id = this.key(key);
      const row = (await Hit.findByPk(id, {
        transaction,
        lock: transaction.LOCK.UPDATE,
        raw: true,
      })) as Record<string, unknown> | null;
      const now = Date.now();
      if (!row || new Date(row.ResetAt as string).getTime() <= now) {
        const resetTime = new Date(now + this.windowMs);
        await Hit.upsert({ Key: id, Hits: 1, ResetAt: resetTime }, { transaction });
        return { totalHits: 1, resetTime };
      }
      const totalHits = (row.Hits as number) + 1;
      await Hit.update({ Hits: totalHits }, { where: { Key: id }, transaction });
      return { totalHits, resetTime: new Date(row.ResetAt as string) };
    });
  }

  async decrement(key: string): Promise<void> {
    await this.db.write((transaction) =>
      this.models
        .byName('rateLimitHit')
        .decrement('Hits', { where: { Key: this.key(key) }, transaction }),
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.db.write((transaction) =>
      this.models.byName('rateLimitHit').destroy({ where: { Key: this.key(key) }, transaction }),
    );
  }
}
