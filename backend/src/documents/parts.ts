import type { Sequelize, Transaction } from 'sequelize';
import type { AnyRecord } from '../../../resources';

/** Who saves a document: always with a financial year. */
export interface DocCtx {
  CompanyID: number;
  Empid: number;
  FYearID: number;
  sessionId: number;
}

/**
 * What a document needs beyond its declaration: loading the context its `compute` and `post`
 * read (the items' tax, the customer's state, the accounts), and refusing what only the
 * database can tell (a series of another year, a B2B customer without a GSTIN).
 */
export interface DocumentParts<C> {
  context(
    ctx: DocCtx,
    input: { header: AnyRecord; lines: AnyRecord[] },
    t: Transaction,
    existing?: AnyRecord,
  ): Promise<C>;
  /**
   * Before an update, cancel or delete, with the document as it was (and, for an update, as it
   * is to become): refuse (throw), or let go of what hangs on it.
   */
  beforeChange?(
    ctx: DocCtx,
    before: AnyRecord,
    t: Transaction,
    change: 'update' | 'cancel' | 'remove',
    next?: { header: AnyRecord; lines: AnyRecord[] },
  ): Promise<void>;
  /**
   * What afterWrite will read (a sale's stock on hand), read beside the context instead of after
   * the document is written: the same reads, in one turn with the others. Handed to afterWrite.
   */
  readAhead?(
    ctx: DocCtx,
    input: { header: AnyRecord; lines: AnyRecord[] },
    t: Transaction,
    existing?: AnyRecord,
  ): Promise<unknown>;
  /**
   * What afterWrite will write for a new document, worked out from it as computed (its lines
   * without their keys yet) and readAhead's result, or refused by throwing: a create does it
   * while its lines are being written, and hands it to afterWrite in place of readAhead's
   * result. An update's afterWrite gets readAhead's result, as before.
   */
  plan?(doc: AnyRecord, ahead: unknown): unknown;
  /**
   * After a create or update, with the document as saved (lines with their keys) and the lines
   * as sent; writes beside the document only. An update also hands the document as it was, so
   * that what the edit takes away (a purchase's stock) can be weighed against what it gives.
   */
  afterWrite?(
    ctx: DocCtx,
    saved: AnyRecord,
    sent: readonly AnyRecord[],
    t: Transaction,
    mode: 'create' | 'update',
    ahead?: unknown,
    before?: AnyRecord,
  ): Promise<void>;
  /** What a read of one document adds to it (a voucher's lines, the bills each is set against). */
  readExtras?(sequelize: Sequelize, CompanyID: number, doc: AnyRecord): Promise<AnyRecord>;
  /** What a list adds to each row (an invoice's outstanding). */
  listExtras?(sequelize: Sequelize, CompanyID: number, rows: AnyRecord[]): Promise<AnyRecord[]>;
}

const registry = new Map<string, DocumentParts<unknown>>();

/** Registers a document's part, by the document's name. */
export function registerParts<C>(name: string, parts: DocumentParts<C>): void {
  registry.set(name, parts as DocumentParts<unknown>);
}

/** The part of a document; a document without one has no context. */
export function partsOf<C>(name: string): DocumentParts<C> {
  return (registry.get(name) ?? { context: async () => ({}) }) as DocumentParts<C>;
}
