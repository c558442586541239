import { col, fn, Op, QueryTypes, where as matches, type Transaction } from 'sequelize';
import {
  beyondScaledMax,
  changeShapeOf,
  clip,
  documentChanges,
  DOC_STATUS,
  isBalanced,
  isRowId,
  PRINTED_NUMBER_MAX,
  referencesOf,
  resourceByName,
  validate,
  type AnyRecord,
  type Computed,
  type Document,
  type DocumentEntry,
  type DocumentShape,
} from '../../../resources';
import type { Database } from '../db/database';
import { insertRows } from '../db/insertRows';
import { together } from '../db/together';
import { txSql } from '../db/txSql';
import type { Models } from '../db/models';
import type { SessionContext } from '../http/context';
import { HttpError, invalid, notFound } from '../http/errors';
import { post, reverse, sequelizeOf, takeBack, type Entry } from '../ledger/entries';
import { listPage, type ListParams } from '../resources/listQuery';
import { readableBy } from '../resources/scope';
import { ResourceService } from '../resources/service';
import { previewNumber, takeNumber } from './numbering';
import { packSnapshot, unpackSnapshot } from './snapshot';
import { partsOf, type DocCtx } from './parts';

const NO_YEAR = 'Missing or invalid CompanyID, Empid, or FYearID. Please log in again.';
/** The longest cancel reason kept (the column's length). */
const REASON_MAX = 250;
const TOO_LARGE = 'Amounts this large cannot be recorded: please check the quantities and rates.';
const UNBALANCED =
  'The entries of this document do not balance: total debit must equal total credit.';

/** A number kept per series, asked for without saying which. */
const IN_TWO_SERIES = 'More than one invoice has this number: say which series (SID or InvoiceNo).';
/** Reference counts' statements kept (per company and fields given); past this the cache starts over. */
const COUNT_SQL_KEEP = 1000;

interface FinancialYear {
  StartDate: string;
  EndDate: string;
  FYear: string;
}

export interface Input {
  header: AnyRecord;
  lines: AnyRecord[];
  /** The lines as sent, for a part that reads more than the declared fields (a receipt's bill allocations). */
  sent?: AnyRecord[];
  /** An edit's header fields with a default that its body did not carry: they keep what is stored. */
  unsent?: string[];
}

/**
 * The one document layer (DOCUMENTS.md): validate, load the context, compute, number, insert
 * header and lines, post, and keep a version, all in one transaction; edit and cancel reverse
 * and rewrite the entries the same way. Everything specific comes from the declaration and the
 * document's small registered part (parts.ts).
 */
export class DocumentService<C = AnyRecord> {
  private readonly headers: ResourceService;
  private readonly lineRows: ResourceService;
  private readonly input: ResourceService;
  private readonly countSql = new Map<string, string>();

  /** The header fields with a default, which an edit that leaves them out keeps as stored. */
  private readonly defaulted: string[];

  /** What an edit's record compares (resources/rules/documentChanges). */
  private readonly changeShape: DocumentShape;

  constructor(
    readonly doc: Document<C>,
    private readonly db: Database,
    private readonly models: Models,
  ) {
    this.headers = new ResourceService(doc.headerTable, db, models);
    this.lineRows = new ResourceService(doc.lineTable, db, models);
    this.input = new ResourceService(doc.headerInput, db, models);
    this.defaulted = Object.entries(doc.headerInput.fields)
      .filter(([, f]) => f.default !== undefined)
      .map(([k]) => k);
    this.changeShape = changeShapeOf(doc as Document<never>, (r) => resourceByName(r)?.titleField);
  }

  private get Header() {
    return this.models.of(this.doc.headerTable);
  }

  private get Line() {
    return this.models.of(this.doc.lineTable);
  }

  /** Header and lines as a person sent them, checked field by field (400 with every message). */
  validate(body: unknown, lines: unknown): Input {
    const h = validate(this.doc.headerInput, body, 'create');
    const checked = this.checkLines(lines);
    const errors = { ...h.errors, ...checked.errors };
    if (Object.keys(errors).length) throw invalid(errors);
    const sent = Array.isArray(lines)
      ? (lines as unknown[]).map((l) => (l && typeof l === 'object' ? (l as AnyRecord) : {}))
      : [];
    const given = body && typeof body === 'object' ? (body as AnyRecord) : {};
    const unsent = this.defaulted.filter((k) => given[k] === undefined);
    return {
      header: h.value,
      lines: checked.lines,
      sent: this.doc.keepLine ? undefined : sent,
      unsent,
    };
  }

  /** The lines alone, keyed `items[2].Quantity` in their messages. */
  checkLines(lines: unknown): { lines: AnyRecord[]; errors: Record<string, string> } {
    const errors: Record<string, string> = {};
    const list = Array.isArray(lines) ? lines : [];
    if (!list.length && !this.doc.linesOptional)
      errors[this.doc.linesField] = this.doc.messages.noLines;
    // Lines sent as anything but a list ({} for none) are not taken for no lines.
    if (lines !== undefined && lines !== null && !Array.isArray(lines))
      errors[this.doc.linesField] = `${this.doc.linesField} must be a list of lines.`;
    if (list.length > this.doc.maxLines)
      errors[this.doc.linesField] = this.doc.messages.tooManyLines;
    const out: AnyRecord[] = [];
    if (list.length <= this.doc.maxLines) {
      list.forEach((line, i) => {
        const l = validate(this.doc.lineInput, line, 'create');
        for (const [k, m] of Object.entries(l.errors ?? {}))
          errors[`${this.doc.linesField}[${i}].${k}`] ??= m;
        out.push(l.value);
      });
    }
    const keep = this.doc.keepLine;
    if (!keep || Object.keys(errors).length) return { lines: out, errors };
    const kept = out.filter((l) => keep(l));
    if (!kept.length && !this.doc.linesOptional)
      errors[this.doc.linesField] = this.doc.messages.noLines;
    return { lines: kept, errors };
  }

  /** Saves a new document; `within` runs last in the same transaction (the idempotency answer, held lines). */
  async create(
    ctx: SessionContext,
    input: Input,
    within?: (t: Transaction, saved: AnyRecord) => Promise<void>,
  ): Promise<AnyRecord> {
    const c = this.docCtx(ctx);
    return this.db.write(async (t) => {
      const { computed, entries, ahead } = await this.prepare(c, input, t);
      const FYearID = c.FYearID;
      const numberKey = this.numberKeyOf(computed.header);
      const number = await takeNumber(t, {
        CompanyID: c.CompanyID,
        FYearID,
        DocType: this.doc.name,
        NumberKey: numberKey,
      });
      const header: AnyRecord = {
        ...computed.header,
        [this.doc.number.field]: number,
        FYearID,
        DocStatus: DOC_STATUS.ACTIVE,
        Version: 1,
      };
      const display = this.doc.number.display;
      if (display) {
        header[display.field] = display.format(header);
        // Refused inside the transaction, so the number taken goes back with it.
        if (String(header[display.field]).length > PRINTED_NUMBER_MAX)
          throw invalid({ [this.doc.number.by[0] ?? display.field]: display.full });
      }
      // The rows as stored come back from the inserts: the answer needs no second read.
      const [row] = await insertRows(t, this.Header, [this.headers.rowToInsert(c, header)], 'all');
      const id = Number(row[this.doc.primaryKey]);
      // Lines and entries are written side by side, and so is what follows the lines: no one of
      // them reads another's rows, and a failure in any undoes them all.
      const written = together(
        t,
        () => this.insertLines(c, id, computed.lines, t),
        () => this.postEntries(c, id, { header, lines: computed.lines }, entries, t),
      );
      // What the part will write is worked out while the lines are written: their statements
      // go out first (at the next turn of the loop), and the work waits for them either way.
      const parts = partsOf<C>(this.doc.name);
      let planned: unknown = ahead;
      if (parts.plan) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        try {
          planned = parts.plan({ ...header, [this.doc.linesField]: computed.lines }, ahead);
        } catch (e) {
          await written.catch(() => undefined);
          throw e;
        }
      }
      const [lines] = await written;
      const saved = { ...this.headers.present(row), [this.doc.linesField]: lines };
      await together(
        t,
        () =>
          parts.afterWrite?.(c, saved, input.sent ?? [], t, 'create', planned) ?? Promise.resolve(),
        () => this.keepVersion(c, id, 1, 'created', saved, null, t),
        () => within?.(t, saved) ?? Promise.resolve(),
      );
      return saved;
    });
  }

  /**
   * `opened`: the Version the editor opened (when its client sends one). An edit of a version
   * someone has changed since is refused, not laid over theirs.
   */
  async update(
    ctx: SessionContext,
    id: unknown,
    input: Input,
    opened?: unknown,
  ): Promise<AnyRecord> {
    const c = this.docCtx(ctx);
    if (opened !== undefined && !isRowId(opened))
      throw invalid({ Version: 'Version must be the version opened.' });
    return this.db.write(async (t) => {
      await this.lockHeader(c, id, t);
      const before = await this.readToChange(c, id, t);
      if (Number(before.DocStatus) === DOC_STATUS.CANCELLED)
        throw new HttpError(409, this.doc.messages.isCancelled);
      if (opened !== undefined && Number(opened) !== Number(before.Version))
        throw new HttpError(
          409,
          `This ${this.doc.label.one.toLowerCase()} was changed by someone else after you opened it (it is now version ${String(before.Version)}): open it again to see the change.`,
        );
      // The number and what numbers it (the series, the year) stay as they were.
      const kept = Object.fromEntries(
        [...this.doc.number.by, 'InvType'].filter((k) => k in before).map((k) => [k, before[k]]),
      );
      // A field left out of an edit is not set to its default: an inclusive bill re-saved by a
      // client that does not know GSTIncluding stays inclusive.
      const stored = input.unsent?.length
        ? validate(
            this.doc.headerInput,
            Object.fromEntries(input.unsent.filter((k) => k in before).map((k) => [k, before[k]])),
            'update',
          ).value
        : {};
      const next = { header: { ...input.header, ...stored, ...kept }, lines: input.lines };
      await partsOf<C>(this.doc.name).beforeChange?.(c, before, t, 'update', next);
      const { computed, entries, ahead } = await this.prepare(c, next, t, before);
      const key = Number(before[this.doc.primaryKey]);
      const header: AnyRecord = { ...computed.header, Version: Number(before.Version) + 1 };
      await this.Header.update(
        { ...this.headers.columnsOf(header), ModifiedBy: c.Empid, ModifiedDate: new Date() },
        { where: { CompanyID: c.CompanyID, [this.doc.primaryKey]: key }, transaction: t },
      );
      await this.Line.update(
        { IsDeleted: true, DeletedBy: c.Empid, DeletedDate: new Date() },
        {
          where: { CompanyID: c.CompanyID, [this.doc.primaryKey]: key, IsDeleted: false },
          transaction: t,
        },
      );
      await this.insertLines(c, key, computed.lines, t);
      // The old entries leave the month totals in the upsert that adds the new ones: two edits
      // moving entries between the same ledgers, each in two upserts, would deadlock on Postgres.
      const undone = this.doc.postingType ? await takeBack(t, c, this.doc.postingType, key) : [];
      await this.postEntries(
        c,
        key,
        { header: { ...before, ...header }, lines: computed.lines },
        entries,
        t,
        undone,
      );
      // A part writes beside the document, never into it, so what is read here stands.
      const after = await this.readIn(c, key, t);
      await partsOf<C>(this.doc.name).afterWrite?.(
        c,
        after,
        input.sent ?? [],
        t,
        'update',
        ahead,
        before,
      );
      await this.keepVersion(
        c,
        key,
        Number(after.Version),
        'updated',
        after,
        documentChanges(before, after, this.changeShape),
        t,
      );
      return after;
    });
  }

  /** Cancelled: kept with its number, its entries reversed; never edited again. */
  async cancel(ctx: SessionContext, id: unknown, reason: unknown): Promise<AnyRecord> {
    const c = this.docCtx(ctx);
    const Reason = typeof reason === 'string' ? reason.trim() : '';
    if (!Reason) throw invalid({ Reason: 'Please give a reason for cancelling.' });
    if (Reason.length > REASON_MAX)
      throw invalid({ Reason: `Reason cannot exceed ${REASON_MAX} characters.` });
    return this.db.write(async (t) => {
      await this.lockHeader(c, id, t);
      const before = await this.readToChange(c, id, t);
      if (Number(before.DocStatus) === DOC_STATUS.CANCELLED)
        throw new HttpError(409, this.doc.messages.isCancelled);
      await partsOf<C>(this.doc.name).beforeChange?.(c, before, t, 'cancel');
      const key = Number(before[this.doc.primaryKey]);
      const Version = Number(before.Version) + 1;
      await this.Header.update(
        {
          DocStatus: DOC_STATUS.CANCELLED,
          CancelReason: Reason,
          Version,
          ModifiedBy: c.Empid,
          ModifiedDate: new Date(),
        },
        { where: { CompanyID: c.CompanyID, [this.doc.primaryKey]: key }, transaction: t },
      );
      await this.reverseEntries(c, key, t);
      const after = await this.readIn(c, key, t);
      await this.keepVersion(
        c,
        key,
        Version,
        'cancelled',
        after,
        { DocStatus: [before.DocStatus, after.DocStatus], CancelReason: [null, Reason] },
        t,
      );
      return after;
    });
  }

  /** Deleted (the spec's voucher delete): every line reversed and marked deleted; the number is never given again. */
  async remove(ctx: SessionContext, id: unknown): Promise<AnyRecord> {
    const c = this.docCtx(ctx);
    return this.db.write(async (t) => {
      await this.lockHeader(c, id, t);
      const before = await this.readToChange(c, id, t);
      await partsOf<C>(this.doc.name).beforeChange?.(c, before, t, 'remove');
      const key = Number(before[this.doc.primaryKey]);
      const gone = { IsDeleted: true, DeletedBy: c.Empid, DeletedDate: new Date() };
      await this.Header.update(
        { ...gone, Version: Number(before.Version) + 1 },
        { where: { CompanyID: c.CompanyID, [this.doc.primaryKey]: key }, transaction: t },
      );
      await this.Line.update(gone, {
        where: { CompanyID: c.CompanyID, [this.doc.primaryKey]: key, IsDeleted: false },
        transaction: t,
      });
      await this.reverseEntries(c, key, t);
      await this.keepVersion(c, key, Number(before.Version) + 1, 'deleted', before, null, t);
      return before;
    });
  }

  /** One line taken out; the rest is recomputed and reposted, or refused (409) when it would not stand. */
  async removeLine(ctx: SessionContext, lineId: unknown): Promise<AnyRecord> {
    const line = (await this.Line.findOne({
      where: {
        CompanyID: ctx.CompanyID,
        [this.doc.lineKey]: isRowId(lineId) ? Number(lineId) : 0,
        IsDeleted: false,
      },
      raw: true,
    })) as AnyRecord | null;
    if (!line) throw notFound();
    const doc = await this.readIn(ctx, line[this.doc.primaryKey]);
    const rest = (doc[this.doc.linesField] as AnyRecord[]).filter(
      (l) => Number(l[this.doc.lineKey]) !== Number(lineId),
    );
    const input = this.validate(
      doc,
      rest.map((l) => Object.fromEntries(Object.keys(this.doc.lines).map((k) => [k, l[k]]))),
    );
    return this.update(ctx, doc[this.doc.primaryKey], input);
  }

  /** The key of the live document a line belongs to, or 404. */
  async idByLine(ctx: Pick<SessionContext, 'CompanyID'>, lineId: unknown): Promise<number> {
    const line = isRowId(lineId)
      ? ((await this.Line.findOne({
          attributes: [this.doc.primaryKey],
          where: { CompanyID: ctx.CompanyID, [this.doc.lineKey]: Number(lineId), IsDeleted: false },
          raw: true,
        })) as AnyRecord | null)
      : null;
    if (!line) throw notFound();
    return Number(line[this.doc.primaryKey]);
  }

  /**
   * The key of the live document of the session's year with this number, or 404. A number kept
   * per series (the sales invoice's BillNo per SID) is narrowed by the series `named` gives, or
   * found by its printed number (InvoiceNo) alone; one still in two series answers 409.
   */
  async idByNumber(ctx: SessionContext, number: unknown, named: AnyRecord = {}): Promise<number> {
    const where: AnyRecord = { CompanyID: ctx.CompanyID, FYearID: ctx.FYearID, IsDeleted: false };
    const display = this.doc.number.display?.field;
    const printed = display ? named[display] : undefined;
    if (typeof printed === 'string' && printed.trim())
      Object.assign(where, this.printedNumberIs(printed));
    else if (isRowId(number)) where[this.doc.number.field] = Number(number);
    else throw notFound();
    for (const k of this.doc.number.by) {
      const v = named[k];
      if (v === undefined || v === null || v === '') continue;
      if (!isRowId(v)) throw new HttpError(400, `${k} is invalid.`);
      where[k] = Number(v);
    }
    const rows = (await this.Header.findAll({
      attributes: [this.doc.primaryKey],
      where,
      limit: 2,
      raw: true,
    })) as unknown as AnyRecord[];
    if (!rows.length) throw notFound();
    if (rows.length > 1) throw new HttpError(409, IN_TWO_SERIES);
    return Number(rows[0][this.doc.primaryKey]);
  }

  /**
   * The document's printed number (InvoiceNo) as typed, in any case: series names are unique
   * whatever their case, so 'a/1' can only be A/1.
   */
  printedNumberIs(text: string): AnyRecord {
    const field = this.doc.number.display?.field;
    if (!field) throw notFound();
    return { [Op.and]: [matches(fn('upper', col(field)), text.trim().toUpperCase())] };
  }

  /**
   * One row per live line with its header's fields, newest first, as the spec's voucher lists
   * answer; each declared ledger reference also answered by name (PLedgerName, PartyLedgerName).
   */
  async rows(
    ctx: Pick<SessionContext, 'CompanyID' | 'FYearID'>,
    filter: { number?: number; q?: string },
  ): Promise<AnyRecord[]> {
    const q = (s: string) => this.db.sequelize.getQueryInterface().quoteIdentifier(s);
    const h = q(this.doc.name);
    const l = q(`${this.doc.name}Line`);
    const key = q(this.doc.primaryKey);
    const names = Object.entries(this.doc.rowNames ?? {});
    const joins = names
      .map(
        ([field], i) =>
          `LEFT JOIN "ledger" n${i} ON n${i}."PLID" = ${this.doc.header[field] ? h : l}.${q(field)} AND n${i}."CompanyID" = ${h}."CompanyID"`,
      )
      .join(' ');
    const nameCols = names.map(([, as], i) => `, n${i}."LedgerName" AS ${q(as)}`).join('');
    const where = [
      `${h}."CompanyID" = :CompanyID`,
      `${h}."FYearID" = :FYearID`,
      `${h}."IsDeleted" = :no`,
      `${l}."IsDeleted" = :no`,
    ];
    if (filter.number !== undefined) where.push(`${h}.${q(this.doc.number.field)} = :number`);
    // The spec searches a voucher list by its number, containing the text typed.
    if (filter.q) where.push(`CAST(${h}.${q(this.doc.number.field)} AS VARCHAR(20)) LIKE :q`);
    // A line field named as a header field (a journal's Narration) is read apart: the line's
    // own, else the header's, not whichever column came last.
    const shared = new Set(
      Object.keys(this.doc.lineTable.fields).filter(
        (k) => k !== this.doc.primaryKey && k in this.doc.headerTable.fields,
      ),
    );
    const lineCols = Object.keys(this.doc.lineTable.fields)
      .filter((k) => k !== this.doc.primaryKey)
      .map((k) => (shared.has(k) ? `${l}.${q(k)} AS ${q(`line.${k}`)}` : `${l}.${q(k)}`))
      .join(', ');
    const rows = await this.db.sequelize.query<AnyRecord>(
      `SELECT ${h}.*, ${lineCols}${nameCols} FROM ${h} JOIN ${l} ON ${l}.${key} = ${h}.${key} AND ${l}."CompanyID" = ${h}."CompanyID" ${joins}
        WHERE ${where.join(' AND ')} ORDER BY ${h}.${q(this.doc.number.field)} DESC, ${l}."LineNo"`,
      {
        replacements: {
          CompanyID: ctx.CompanyID,
          FYearID: ctx.FYearID,
          no: false,
          number: filter.number,
          q: `%${(filter.q ?? '').replace(/[\\%_]/g, '')}%`,
        },
        type: QueryTypes.SELECT,
      },
    );
    const lineKeys = new Set(Object.keys(this.doc.lineTable.fields));
    const nameKeys = new Set(names.map(([, as]) => as));
    const part = (r: AnyRecord, keep: (k: string) => boolean) =>
      Object.fromEntries(Object.entries(r).filter(([k]) => keep(k)));
    return rows.map((raw) => {
      const r = { ...raw };
      for (const k of shared) {
        r[k] = raw[`line.${k}`] ?? raw[k];
        delete r[`line.${k}`];
      }
      return {
        ...this.headers.present(part(r, (k) => !lineKeys.has(k) && !nameKeys.has(k))),
        ...this.lineRows.present(part(r, (k) => lineKeys.has(k))),
        ...part(r, (k) => nameKeys.has(k)),
      };
    });
  }

  /** The document with its lines, or 404 (another company's does not exist). */
  async read(ctx: Pick<SessionContext, 'CompanyID'>, id: unknown): Promise<AnyRecord> {
    return this.shown(ctx, await this.readIn(ctx, id));
  }

  /** A document as a read answers it: with what its part adds (not kept in its versions). */
  private async shown(ctx: Pick<SessionContext, 'CompanyID'>, doc: AnyRecord): Promise<AnyRecord> {
    const extras = partsOf<C>(this.doc.name).readExtras;
    return extras ? extras(this.db.sequelize, ctx.CompanyID, doc) : doc;
  }

  /** The number the next save would take in the session's year (no numbering key: vouchers). */
  async nextNumber(ctx: SessionContext): Promise<number> {
    const c = this.docCtx(ctx);
    return previewNumber(this.db.sequelize, {
      CompanyID: c.CompanyID,
      FYearID: c.FYearID,
      DocType: this.doc.name,
      NumberKey: this.numberKeyOf({}),
    });
  }

  /** One document found by other header values (its year and number), or 404. */
  async findOne(ctx: Pick<SessionContext, 'CompanyID'>, where: AnyRecord): Promise<AnyRecord> {
    const rows = (await this.Header.findAll({
      where: { ...where, CompanyID: ctx.CompanyID, IsDeleted: false },
      attributes: [this.doc.primaryKey],
      limit: 2,
      raw: true,
    })) as unknown as AnyRecord[];
    if (!rows.length) throw notFound();
    if (rows.length > 1) throw new HttpError(409, IN_TWO_SERIES);
    return this.shown(ctx, await this.readIn(ctx, rows[0][this.doc.primaryKey]));
  }

  /** Every version of the document, oldest first: who, when, what changed, and the document as it was. */
  async history(ctx: Pick<SessionContext, 'CompanyID'>, id: unknown): Promise<AnyRecord[]> {
    // A deleted document's trail is still its trail: found whether deleted or not.
    const [doc] = isRowId(id)
      ? ((await this.Header.findAll({
          attributes: [this.doc.primaryKey],
          where: { CompanyID: ctx.CompanyID, [this.doc.primaryKey]: Number(id) },
          limit: 1,
          raw: true,
        })) as unknown as AnyRecord[])
      : [];
    if (!doc) throw notFound();
    const rows = await this.db.sequelize.query<AnyRecord>(
      `SELECT v."Version", v."Action", v."Changes", v."Snapshot", v."CreatedBy", v."CreatedDate", e."FirstName", e."LastName"
         FROM "documentVersion" v LEFT JOIN "employee" e ON e."Empid" = v."CreatedBy" AND e."CompanyID" = v."CompanyID"
        WHERE v."CompanyID" = :CompanyID AND v."DocType" = :DocType AND v."DocId" = :DocId ORDER BY v."Version"`,
      {
        replacements: {
          CompanyID: ctx.CompanyID,
          DocType: this.doc.name,
          DocId: doc[this.doc.primaryKey],
        },
        type: QueryTypes.SELECT,
      },
    );
    return rows.map((r) => ({
      Version: Number(r.Version),
      Action: r.Action,
      By: r.CreatedBy,
      ByName: [r.FirstName, r.LastName].filter(Boolean).join(' ') || null,
      At: new Date(r.CreatedDate as string).toISOString(),
      Changes: r.Changes ? JSON.parse(String(r.Changes)) : null,
      Document: unpackSnapshot(String(r.Snapshot)),
    }));
  }

  /** A page of the company's documents (API.md section 4), with a date range besides. */
  async list(
    ctx: Pick<SessionContext, 'CompanyID'>,
    params: ListParams,
    range: { from?: string; to?: string },
  ): Promise<{ rows: AnyRecord[]; total: number }> {
    const dateField = this.doc.date;
    const dated = {
      ...(range.from ? { [Op.gte]: range.from } : {}),
      ...(range.to ? { [Op.lte]: range.to } : {}),
    };
    const scope = {
      [Op.and]: [
        readableBy(this.doc.headerTable, ctx),
        ...(range.from || range.to ? [{ [dateField]: dated }] : []),
      ],
    };
    const sorted = params.sort
      ? params
      : {
          ...params,
          sort: this.doc.listSort.field,
          order: params.order ?? this.doc.listSort.order,
        };
    const { rows, total } = await listPage(
      this.db.sequelize,
      this.Header,
      this.doc.headerTable,
      sorted,
      scope,
    );
    const presented = rows.map((r) => this.headers.present(r));
    const extras = partsOf<C>(this.doc.name).listExtras;
    return {
      rows: extras ? await extras(this.db.sequelize, ctx.CompanyID, presented) : presented,
      total,
    };
  }

  private docCtx(ctx: SessionContext): DocCtx {
    if (!ctx.FYearID) throw new HttpError(400, NO_YEAR);
    return {
      CompanyID: ctx.CompanyID,
      Empid: ctx.Empid,
      FYearID: ctx.FYearID,
      sessionId: ctx.sessionId,
    };
  }

  private numberKeyOf(header: AnyRecord): string {
    return this.doc.number.by.map((k) => `${k}=${String(header[k] ?? '')}`).join('&');
  }

  /** References, the year, the document's own checks and context, then its figures and entries. */
  private async prepare(c: DocCtx, input: Input, t: Transaction, existing?: AnyRecord) {
    // Usually every reference is good: one statement says so; else the checks that name the bad ones.
    // The context is read in the same turn (on SQLite, where statements go out side by side)
    // and used only once the references, the year and the document's checks pass; where
    // statements run one after another (Postgres) it is not read for a bill already refused.
    const parts = partsOf<C>(this.doc.name);
    const readContext = () =>
      together(
        t,
        () => parts.context(c, input, t, existing),
        () => parts.readAhead?.(c, input, t, existing) ?? Promise.resolve(undefined),
      );
    let allFound: boolean | undefined;
    const [, year, read] = await together(
      t,
      async () => void (allFound = await this.referencesAllFound(c, input, t)),
      () => this.yearOf(c, t),
      () => (allFound === false ? Promise.resolve(undefined) : settled(readContext())),
    );
    if (!allFound) {
      await this.input.checkReferences(c, input.header, t);
      await this.checkLineReferences(c, input.lines, t);
    }
    this.checkInYear(year, input.header[this.doc.date]);
    const unfit = this.doc.check?.(input, existing ? 'update' : 'create');
    if (typeof unfit === 'string') throw new HttpError(409, unfit);
    if (unfit) throw invalid({ [unfit.field]: unfit.message });
    if (read && !read.ok) throw read.reason;
    const [context, ahead] = read ? read.value : await readContext();
    let computed: Computed;
    try {
      computed = this.doc.compute(input, context);
    } catch (e) {
      // Figures beyond what paise keep exactly (rules/money refuses them) are the person's typing, not a fault.
      if (e instanceof RangeError) throw invalid({ [this.doc.linesField]: TOO_LARGE });
      throw e;
    }
    const { stored } = this.doc;
    if (
      beyondScaledMax(stored.header, computed.header) ||
      computed.lines.some((l) => beyondScaledMax(stored.lines, l))
    )
      throw invalid({ [this.doc.linesField]: TOO_LARGE });
    let entries: DocumentEntry[] = [];
    try {
      if (this.doc.post) entries = this.doc.post(computed, context);
    } catch {
      throw new HttpError(409, UNBALANCED);
    }
    if (!isBalanced(entries)) throw new HttpError(409, UNBALANCED);
    return { computed, entries, context, ahead };
  }

  /**
   * Whether every reference of the header and the lines names a record the company can see,
   * counted in one statement (a subquery per reference field, the lines' values together).
   * False sends the caller to the checks that say which field is wrong. The statement's text
   * depends only on the company and which fields carry values, so it is built once for each.
   */
  private async referencesAllFound(c: DocCtx, input: Input, t: Transaction): Promise<boolean> {
    const wanted: Array<{
      field: string;
      to: string;
      spec: { toWhere?: unknown };
      values: unknown[];
    }> = [];
    for (const [field, spec] of Object.entries(this.doc.headerInput.fields)) {
      const value = input.header[field];
      if (value === null || value === undefined) continue;
      // A text naming a record (an account's Branch) is left to the full check.
      if (spec.nameOf && typeof value === 'string' && value.trim()) return false;
      if (spec.type === 'reference' && spec.to && resourceByName(spec.to))
        wanted.push({ field, to: spec.to, spec, values: [value] });
    }
    for (const { field, to } of referencesOf(this.doc.lineInput)) {
      const values = [
        ...new Set(input.lines.map((l) => l[field]).filter((v) => v !== null && v !== undefined)),
      ];
      if (values.length && resourceByName(to))
        wanted.push({ field: `line.${field}`, to, spec: this.doc.lineInput.fields[field], values });
    }
    if (!wanted.length) return true;
    const key = `${c.CompanyID}|${wanted.map((w) => w.field).join(',')}`;
    let sql = this.countSql.get(key);
    if (!sql) {
      sql = this.referenceCountSql(c, wanted);
      if (this.countSql.size >= COUNT_SQL_KEEP) this.countSql.clear();
      this.countSql.set(key, sql);
    }
    const [row] = await txSql(t).all(
      sql,
      Object.fromEntries(wanted.map((w, i) => [`r${i}`, w.values])),
    );
    return wanted.every((w, i) => Number(row?.[`r${i}`]) === w.values.length);
  }

  /** One SELECT of a count per wanted reference, its values left as the replacement `:r<i>`. */
  private referenceCountSql(
    c: DocCtx,
    wanted: Array<{ to: string; spec: { toWhere?: unknown } }>,
  ): string {
    const sequelize = this.db.sequelize;
    const generator = sequelize.getQueryInterface().queryGenerator as unknown as {
      selectQuery(table: unknown, options: AnyRecord, model: unknown): string;
    };
    const counts = wanted.map(({ to, spec }, i) => {
      const target = resourceByName(to)!;
      const model = this.models.of(target);
      return generator
        .selectQuery(
          model.getTableName(),
          {
            attributes: [[sequelize.fn('COUNT', sequelize.col(target.primaryKey)), 'n']],
            where: {
              [Op.and]: [
                readableBy(target, c),
                { [target.primaryKey]: { [Op.in]: sequelize.literal(`(:r${i})`) } },
                spec.toWhere ?? {},
              ],
            },
          },
          model,
        )
        .replace(/;\s*$/, '');
    });
    return `SELECT ${counts.map((sql, i) => `(${sql}) AS r${i}`).join(', ')}`;
  }

  /** Each line's references name live records of the company: one query per reference field, not per line. */
  private async checkLineReferences(c: DocCtx, lines: AnyRecord[], t: Transaction): Promise<void> {
    const errors: Record<string, string> = {};
    for (const { field, to } of referencesOf(this.doc.lineInput)) {
      const target = resourceByName(to);
      if (!target) continue;
      const wanted = [
        ...new Set(lines.map((l) => l[field]).filter((v) => v !== null && v !== undefined)),
      ];
      if (!wanted.length) continue;
      const found = (await this.models.of(target).findAll({
        attributes: [target.primaryKey],
        where: {
          [Op.and]: [
            readableBy(target, c),
            { [target.primaryKey]: { [Op.in]: wanted } },
            this.doc.lineInput.fields[field].toWhere ?? {},
          ],
        },
        transaction: t,
        raw: true,
      })) as unknown as AnyRecord[];
      const known = new Set(found.map((r) => Number(r[target.primaryKey])));
      lines.forEach((l, i) => {
        if (l[field] !== null && l[field] !== undefined && !known.has(Number(l[field]))) {
          errors[`${this.doc.linesField}[${i}].${field}`] =
            `${this.doc.lineInput.fields[field].label ?? field} not found.`;
        }
      });
    }
    if (Object.keys(errors).length) throw invalid(errors);
  }

  private async yearOf(c: DocCtx, t: Transaction): Promise<FinancialYear | undefined> {
    const [year] = await txSql(t).all<FinancialYear>(
      'SELECT "StartDate", "EndDate", "FYear" FROM "financialYear" WHERE "CompanyID" = :CompanyID AND "FYearID" = :FYearID AND "IsDeleted" = :no',
      { CompanyID: c.CompanyID, FYearID: c.FYearID, no: false },
    );
    return year;
  }

  /** A document is dated within the session's financial year. */
  private checkInYear(year: FinancialYear | undefined, date: unknown): void {
    if (!year) throw new HttpError(400, NO_YEAR);
    const d = String(date);
    if (d < String(year.StartDate).slice(0, 10) || d > String(year.EndDate).slice(0, 10)) {
      const label = this.doc.headerInput.fields[this.doc.date].label ?? this.doc.date;
      throw invalid({
        [this.doc.date]: `${label} must fall within the financial year ${year.FYear}.`,
      });
    }
  }

  /** Writes the lines; answers them as stored and presented, in their order. */
  private async insertLines(
    c: DocCtx,
    id: number,
    lines: AnyRecord[],
    t: Transaction,
  ): Promise<AnyRecord[]> {
    const now = new Date();
    const rows = await insertRows(
      t,
      this.Line,
      lines.map((l, i) => ({
        ...this.lineRows.columnsOf({ ...l, [this.doc.primaryKey]: id, LineNo: i + 1 }),
        CompanyID: c.CompanyID,
        IsDeleted: false,
        CreatedBy: c.Empid,
        CreatedDate: now,
      })),
      { by: 'LineNo' },
    );
    return rows.map((l) => this.lineRows.present(l));
  }

  /** A document that posts nothing (a van sheet) has no entries to reverse. */
  private async reverseEntries(c: DocCtx, key: number, t: Transaction): Promise<void> {
    if (this.doc.postingType) await reverse(t, c, this.doc.postingType, key);
  }

  private async postEntries(
    c: DocCtx,
    id: number,
    doc: { header: AnyRecord; lines: AnyRecord[] },
    entries: DocumentEntry[],
    t: Transaction,
    undone: readonly Entry[] = [],
  ): Promise<void> {
    if (!this.doc.post || !this.doc.postingType) return; // nothing posted: nothing to undo
    const display = this.doc.number.display;
    const DocNo = display
      ? String(doc.header[display.field])
      : String(doc.header[this.doc.number.field]);
    const Narration = clip(this.doc.narrationOf?.(doc) ?? DocNo, 250);
    await post(
      t,
      {
        CompanyID: c.CompanyID,
        Empid: c.Empid,
        FYearID: c.FYearID,
        EntryDate: String(doc.header[this.doc.date]),
        Type: this.doc.postingType,
        DocId: id,
        DocNo,
        lines: entries.map((e) => ({ ...e, Narration })),
      },
      undone,
    );
  }

  /**
   * Edits and cancels of one document take turns: each locks the header row before reading it,
   * until its transaction ends (Postgres; SQLite writers already take turns). Without it two
   * edits both reverse the same entries and both post theirs, and a cancel racing an edit leaves
   * the edit's entries live on a cancelled document.
   */
  private async lockHeader(c: DocCtx, id: unknown, t: Transaction): Promise<void> {
    if (!isRowId(id)) return; // readIn answers 404
    await this.Header.findOne({
      attributes: [this.doc.primaryKey],
      where: { CompanyID: c.CompanyID, [this.doc.primaryKey]: Number(id) },
      lock: t.LOCK.UPDATE,
      transaction: t,
    });
  }

  /**
   * A document to edit, cancel or delete, as read in the saving transaction. One of another
   * financial year than the session's is refused: its number is of that year, and the new
   * entries would go into this one.
   */
  private async readToChange(c: DocCtx, id: unknown, t: Transaction): Promise<AnyRecord> {
    const before = await this.readIn(c, id, t);
    if ('FYearID' in before && Number(before.FYearID) !== c.FYearID)
      throw new HttpError(
        409,
        `This ${this.doc.label.one.toLowerCase()} belongs to another financial year than the one you are working in: switch to that year to change it.`,
      );
    return before;
  }

  private async readIn(
    ctx: Pick<SessionContext, 'CompanyID'>,
    id: unknown,
    t?: Transaction,
  ): Promise<AnyRecord> {
    const header = await this.headers.get({ CompanyID: ctx.CompanyID, Empid: 0 }, id, t);
    const lines = (await this.Line.findAll({
      where: {
        CompanyID: ctx.CompanyID,
        [this.doc.primaryKey]: header[this.doc.primaryKey],
        IsDeleted: false,
      },
      order: [['LineNo', 'ASC']],
      transaction: t,
      raw: true,
    })) as unknown as AnyRecord[];
    return { ...header, [this.doc.linesField]: lines.map((l) => this.lineRows.present(l)) };
  }

  private async keepVersion(
    c: DocCtx,
    DocId: number,
    Version: number,
    Action: string,
    snapshot: AnyRecord,
    changes: AnyRecord | null,
    t: Transaction,
  ): Promise<void> {
    await insertRows(t, this.models.byName('documentVersion'), [
      {
        CompanyID: c.CompanyID,
        DocType: this.doc.name,
        DocId,
        Version,
        Action,
        Snapshot: packSnapshot(snapshot, this.doc.linesField),
        Changes: changes ? JSON.stringify(changes) : null,
        CreatedBy: c.Empid,
        CreatedDate: new Date(),
      },
    ]);
  }
}

/** A promise's outcome as a value: a read made ahead whose failure counts only if it is used. */
function settled<T>(
  p: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; reason: unknown }> {
  return p.then(
    (value) => ({ ok: true as const, value }),
    (reason: unknown) => ({ ok: false as const, reason }),
  );
}
