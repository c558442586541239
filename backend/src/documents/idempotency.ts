import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import type { AnyRecord } from '../../../resources';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { ctxOf } from '../http/context';
import { HttpError } from '../http/errors';

/** A claim older than this was left by a process that died before answering; it may be taken over. */
const ABANDONED_MS = 60_000;

export type Claim =
  { replay: { status: number; body: AnyRecord } } | { id: number; slot: string } | null;

/** JSON with every object's keys in order: the same request, whatever order its client wrote. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as AnyRecord)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v ?? null);
}

const half = (v: unknown) => createHash('sha256').update(canonical(v)).digest('hex').slice(0, 32);

/** What a claim keeps of its request: the body's hash, then the held lines' (none: null's). */
export function requestHash(body: unknown, held?: unknown[]): string {
  return half(body) + half(held ?? null);
}

/**
 * Whether a stored claim's hash is the same request: the same body, and the same held lines
 * unless this request holds none to compare (a repeat after the save used them up).
 */
function sameRequest(stored: string, hash: string, held: unknown[] | undefined): boolean {
  return (
    stored.slice(0, 32) === hash.slice(0, 32) &&
    (held === undefined || stored.slice(32) === hash.slice(32))
  );
}

/**
 * Idempotent creation (API.md section 7). A request with an `Idempotency-Key` first claims the
 * key (a row, committed at once, unique per company); the saving transaction then records its
 * answer on that row, so the document and its answer are committed together. A repeat with the
 * same key and body gets that answer; with another body, 422; while the first runs, 409.
 */
export class Idempotency {
  /**
   * The keys this process is saving with, and what each asks. On SQLite a repeat's claim would
   * wait for the write the first one is doing and then replay its answer; API.md says 409 while
   * the first runs, on both databases, so a repeat is answered from here before it waits.
   */
  private readonly inFlight = new Map<string, { route: string; hash: string }>();

  constructor(
    private readonly db: Database,
    private readonly models: Models,
  ) {}

  private get Key() {
    return this.models.byName('idempotencyKey');
  }

  /**
   * `held`: the lines held for the session that this request takes (sent without lines). They
   * are part of what it asks, so the hash keeps them beside the body's; a repeat after the save
   * used them up holds none, and is still the same request.
   */
  async claim(req: Request, route: string, held?: unknown[]): Promise<Claim> {
    const key = req.get('Idempotency-Key');
    if (key === undefined) return null;
    if (!key.trim() || key.length > 200)
      throw new HttpError(400, 'The Idempotency-Key header must be 1 to 200 characters.');
    const { CompanyID } = ctxOf(req);
    const BodyHash = requestHash(req.body, held);
    const slot = `${CompanyID}\u0000${key}`;
    const flying = this.inFlight.get(slot);
    if (flying) {
      if (flying.route !== route || !sameRequest(flying.hash, BodyHash, held))
        throw new HttpError(422, 'This Idempotency-Key was already used with a different request.');
      throw new HttpError(409, 'A request with this Idempotency-Key is still being processed.');
    }
    this.inFlight.set(slot, { route, hash: BodyHash });
    try {
      return await this.claimStored(CompanyID, key, route, BodyHash, held, slot);
    } catch (e) {
      this.inFlight.delete(slot);
      throw e;
    }
  }

  private async claimStored(
    CompanyID: number,
    key: string,
    route: string,
    BodyHash: string,
    held: unknown[] | undefined,
    slot: string,
  ): Promise<Claim> {
    try {
      const row = await this.db.write((t) =>
        this.Key.create(
          {
            CompanyID,
            IdemKey: key,
            Route: route,
            BodyHash,
            State: 'running',
            CreatedDate: new Date(),
          },
          { transaction: t },
        ),
      );
      return { id: (row.get({ plain: true }) as AnyRecord).id as number, slot };
    } catch (e) {
      if (!(e instanceof UniqueConstraintError)) throw e;
    }
    const found = (await this.Key.findOne({
      where: { CompanyID, IdemKey: key },
      raw: true,
    })) as AnyRecord | null;
    if (!found)
      throw new HttpError(409, 'A request with this Idempotency-Key is still being processed.');
    if (found.Route !== route || !sameRequest(String(found.BodyHash), BodyHash, held))
      throw new HttpError(422, 'This Idempotency-Key was already used with a different request.');
    if (found.State === 'done') {
      this.inFlight.delete(slot);
      return {
        replay: {
          status: Number(found.ResponseStatus),
          body: JSON.parse(String(found.ResponseBody)) as AnyRecord,
        },
      };
    }
    if (Date.now() - new Date(found.CreatedDate as string).getTime() < ABANDONED_MS) {
      throw new HttpError(409, 'A request with this Idempotency-Key is still being processed.');
    }
    // Taken over only if nobody else took it over first.
    const [taken] = await this.db.write((t) =>
      this.Key.update(
        { CreatedDate: new Date() },
        {
          where: {
            id: found.id as number,
            State: 'running',
            CreatedDate: found.CreatedDate as string,
          },
          transaction: t,
        },
      ),
    );
    if (!taken)
      throw new HttpError(409, 'A request with this Idempotency-Key is still being processed.');
    return { id: found.id as number, slot };
  }

  /** The request that claimed the key has answered: a repeat now reads the key's row. */
  settle(claim: { slot: string }): void {
    this.inFlight.delete(claim.slot);
  }

  /** Records the answer, inside the transaction that saved the document. */
  async done(t: Transaction, id: number, status: number, body: AnyRecord): Promise<void> {
    await this.Key.update(
      { State: 'done', ResponseStatus: status, ResponseBody: JSON.stringify(body) },
      { where: { id }, transaction: t },
    );
  }

  /** A save that failed gives the key back, so the same request may be tried again. */
  async release(id: number): Promise<void> {
    await this.db.write((t) =>
      this.Key.destroy({ where: { id, State: 'running' }, transaction: t }),
    );
  }
}
