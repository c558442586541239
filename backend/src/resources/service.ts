import { Op, UniqueConstraintError, type Transaction, type WhereOptions } from 'sequelize';
import {
  baseNameOf,
  documentTables,
  fromScaled,
  isRowId,
  tableFieldOf,
  joinedColumnOf,
  labelOf,
  referencesOf,
  requiredMessage,
  resourceByName,
  resources,
  scaleOf,
  toScaled,
  validate,
  type AnyRecord,
  type Resource,
} from '../../../resources';
import { hashPassword } from '../auth/passwords';
import { AUDIT_COLUMNS } from '../db/columns';
import { TEXT_TYPES, normalizedExpr } from '../db/tables';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import type { SessionContext } from '../http/context';
import { HttpError, invalid, notFound } from '../http/errors';
import { dropFile, fileFieldsOf, storeFile, type Upload } from './files';
import { hooksOf, type HookCtx } from './hooks';
import { listPage, type ListParams } from './listQuery';
import { readableBy, tableReadableBy, writableBy } from './scope';
import { assertNoChildren, placeInTree, relevelChildren } from './tree';

/** Who writes: the company and employee, and the financial year where a field takes it from the session. */
export type Ctx = HookCtx;
type Uploads = Record<string, Upload & { contentType: string }>;

const AUDIT_TIMES = new Set(['CreatedDate', 'ModifiedDate', 'DeletedDate']);
const PREDEFINED_CHANGE = 'This is a predefined value and cannot be changed.';
const PREDEFINED_DELETE = 'This is a predefined value and cannot be deleted.';

/**
 * Create, read, update and soft-delete for any declared resource, always inside the session's
 * company. Every write is one transaction: validation, references, duplicates, the row and its
 * audit fields together.
 */
export class ResourceService {
  constructor(
    readonly resource: Resource,
    private readonly db: Database,
    private readonly models: Models,
  ) {}

  private get model() {
    return this.models.of(this.resource);
  }

  /** A page (or all) of the company's live rows, and how many there are in all. */
  async list(ctx: Ctx, params: ListParams): Promise<{ rows: AnyRecord[]; total: number }> {
    const { rows, total } = await listPage(
      this.db.sequelize,
      this.model,
      this.resource,
      params,
      readableBy(this.resource, ctx),
    );
    return { rows: rows.map((r) => this.present(r)), total };
  }

  /** One live row the company may read, or 404 (another company's row does not exist). */
  async get(ctx: Ctx, id: unknown, transaction?: Transaction): Promise<AnyRecord> {
    const row = await this.find(ctx, id, readableBy(this.resource, ctx), transaction);
    if (!row) throw notFound();
    return this.present(row);
  }

  async create(ctx: Ctx, body: unknown, uploads: Uploads = {}): Promise<AnyRecord> {
    const { value, errors } = validate(this.resource, body, 'create');
    if (errors) throw invalid(errors);
    const given = { ...value, ...this.sessionValues(ctx) };
    const record = { ...given, ...this.resource.derive?.(given), ...this.resource.createWith };
    // Hashing is slow: done before the write transaction, never while holding it, and only for
    // a record that would be saved (its references and unique fields are checked again inside).
    if (Object.keys(this.passwordsOf(record)).length) await this.precheck(ctx, record, body);
    const stored = await this.prepare(record);
    return this.db
      .write(async (transaction) => {
        await this.checkReferences(ctx, record, transaction);
        await this.checkUnique(ctx, record, undefined, transaction, confirmedIn(body));
        await this.checkOnePerCompany(ctx, transaction);
        Object.assign(
          stored,
          await placeInTree(this.resource, this.model, ctx, record, undefined, transaction),
        );
        for (const key of fileFieldsOf(this.resource))
          stored[key] = uploads[key]
            ? await storeFile(this.models, ctx, uploads[key], transaction)
            : null;
        const row = await this.insertRow(ctx, stored, transaction);
        await hooksOf(this.resource.name).afterWrite?.(
          ctx,
          this.present(row),
          transaction,
          'create',
        );
        return this.present(row);
      })
      .catch((e) => this.duplicateRace(e));
  }

  async update(ctx: Ctx, id: unknown, body: unknown, uploads: Uploads = {}): Promise<AnyRecord> {
    // The record is not read yet: field rules only; the cross-field ones run on the merged record below.
    const first = validate(this.resource, body, 'update', {}, { crossField: false });
    if (first.errors) throw invalid(first.errors);
    const passwords = this.passwordsOf(first.value);
    // Only a record the company may change is worth a slow hash: 404 first, without it.
    if (Object.keys(passwords).length)
      await this.findWritable(ctx, id, undefined, PREDEFINED_CHANGE);
    const hashed = await this.prepare(passwords);
    return this.db
      .write(async (transaction) => {
        const existing = await this.findWritable(ctx, id, transaction, PREDEFINED_CHANGE);
        // Rules see values as the API speaks them (rupees, percent), never as stored (paise): a
        // field the update leaves out must come back exactly as it was.
        const current = this.present(existing);
        const { value, errors } = validate(this.resource, body, 'update', current);
        if (errors) throw invalid(errors);
        const changes: AnyRecord = Object.fromEntries(
          Object.entries(value).filter(([, v]) => v !== undefined),
        );
        const merged = { ...current, ...changes };
        Object.assign(changes, this.resource.derive?.(merged));
        await this.checkFixedOnceUsed(ctx, current, changes, transaction);
        await this.checkReferences(ctx, changes, transaction);
        await this.checkUnique(
          ctx,
          { ...merged, ...changes },
          existing[this.resource.primaryKey],
          transaction,
          new Set([...confirmedIn(body), ...this.warningsKept(current, { ...merged, ...changes })]),
        );
        if (this.resource.tree) {
          Object.assign(
            changes,
            await placeInTree(
              this.resource,
              this.model,
              ctx,
              { ...merged, ...changes },
              existing[this.resource.primaryKey],
              transaction,
            ),
          );
          await relevelChildren(
            this.resource,
            this.model,
            ctx,
            existing[this.resource.primaryKey],
            changes,
            transaction,
          );
        }
        for (const [key, upload] of Object.entries(uploads)) {
          changes[key] = await storeFile(this.models, ctx, upload, transaction);
          await dropFile(this.models, ctx, existing[key], transaction);
        }
        await this.model.update(
          {
            ...this.columnsOf(changes),
            ...hashed,
            ModifiedBy: ctx.Empid,
            ModifiedDate: new Date(),
          },
          {
            where: { [this.resource.primaryKey]: existing[this.resource.primaryKey] },
            transaction,
          },
        );
        const row = await this.get(ctx, existing[this.resource.primaryKey], transaction);
        await hooksOf(this.resource.name).afterWrite?.(
          ctx,
          row,
          transaction,
          'update',
          Object.keys({ ...this.columnsOf(changes), ...hashed }),
          this.present(existing),
        );
        return row;
      })
      .catch((e) => this.duplicateRace(e));
  }

  /** Soft delete: the row stays, flagged, with who deleted it and when. */
  async remove(ctx: Ctx, id: unknown): Promise<AnyRecord> {
    return this.db.write(async (transaction) => {
      const existing = await this.findWritable(ctx, id, transaction, PREDEFINED_DELETE);
      const hooks = hooksOf(this.resource.name);
      await this.checkNotInUse(ctx, existing[this.resource.primaryKey], transaction);
      await assertNoChildren(
        this.resource,
        this.model,
        ctx,
        existing[this.resource.primaryKey],
        transaction,
      );
      await hooks.beforeRemove?.(ctx, this.present(existing), transaction);
      // A record kept as a history (statutory details per PLID) goes with its whole history.
      const group = this.resource.list.latestPer;
      const which = group
        ? {
            [Op.and]: [
              writableBy(this.resource, ctx),
              { IsDeleted: false, [group]: existing[group] },
            ],
          }
        : { [this.resource.primaryKey]: existing[this.resource.primaryKey] };
      await this.model.update(
        { IsDeleted: true, DeletedBy: ctx.Empid, DeletedDate: new Date() },
        { where: which, transaction },
      );
      await this.removeParts(ctx, existing[this.resource.primaryKey], transaction);
      await hooks.afterRemove?.(ctx, this.present(existing), transaction);
      return this.present(existing);
    });
  }

  /** Inserts a prepared record for the company with its audit fields (used by sign-up too). */
  async insertRow(ctx: Ctx, stored: AnyRecord, transaction: Transaction): Promise<AnyRecord> {
    const row = await this.model.create(this.rowToInsert(ctx, stored), { transaction });
    return row.get({ plain: true }) as AnyRecord;
  }

  /** The columns a new row of this resource is written with: its own, its owner, its audit. */
  rowToInsert(ctx: Ctx, stored: AnyRecord): AnyRecord {
    const owner = this.resource.scope === 'tenant' ? {} : { CompanyID: ctx.CompanyID };
    return {
      ...this.columnsOf(stored),
      ...this.passwordsOf(stored),
      ...this.resource.viewOf?.where,
      ...owner,
      IsDeleted: false,
      CreatedBy: ctx.Empid || null,
      CreatedDate: new Date(),
    };
  }

  /** Values a field takes from the session (the financial year of an invoice series). */
  private sessionValues(ctx: Ctx): AnyRecord {
    const out: AnyRecord = {};
    const errors: Record<string, string> = {};
    for (const [key, field] of Object.entries(this.resource.fields)) {
      if (!field.session) continue;
      const value = ctx[field.session];
      if (value === null || value === undefined) errors[key] = requiredMessage(this.resource, key);
      else out[key] = value;
    }
    if (Object.keys(errors).length) throw invalid(errors);
    return out;
  }

  private async find(
    ctx: Ctx,
    id: unknown,
    where: WhereOptions,
    transaction?: Transaction,
  ): Promise<AnyRecord | null> {
    if (!isRowId(id)) return null;
    const key = Number(id);
    return (await this.model.findOne({
      where: { [Op.and]: [where, { [this.resource.primaryKey]: key }] },
      transaction,
      raw: true,
    })) as AnyRecord | null;
  }

  /** The row to change: 404 if the company cannot see it, 403 if shared, 409 if deleted. */
  private async findWritable(
    ctx: Ctx,
    id: unknown,
    transaction: Transaction | undefined,
    sharedMessage: string,
  ): Promise<AnyRecord> {
    const any = await this.find(
      ctx,
      id,
      this.resource.scope === 'sharedAndCompany'
        ? { [Op.or]: [{ CompanyID: null }, writableBy(this.resource, ctx)] }
        : writableBy(this.resource, ctx),
      transaction,
    );
    if (!any) throw notFound();
    if (this.resource.scope === 'sharedAndCompany' && any.CompanyID === null)
      throw new HttpError(403, sharedMessage);
    if (any.IsDeleted)
      throw new HttpError(
        409,
        `This ${this.resource.label.one.toLowerCase()} has already been deleted.`,
      );
    return any;
  }

  /** Each reference must name a live record the company can see. */
  async checkReferences(ctx: Ctx, record: AnyRecord, transaction?: Transaction): Promise<void> {
    const errors: Record<string, string> = {};
    for (const { field, to } of referencesOf(this.resource)) {
      const value = record[field];
      if (value === null || value === undefined) continue;
      const target = resourceByName(to);
      if (!target) continue;
      const found = await this.models.of(target).count({
        where: {
          [Op.and]: [
            readableBy(target, ctx),
            { [target.primaryKey]: value },
            this.resource.fields[field].toWhere ?? {},
          ],
        },
        transaction,
      });
      if (!found) errors[field] = `${labelOf(this.resource, field)} not found.`;
    }
    // A text field that names a record (an account's Branch) names one the company can see.
    for (const [field, spec] of Object.entries(this.resource.fields)) {
      const value = record[field];
      const target = spec.nameOf ? resourceByName(spec.nameOf) : undefined;
      if (!target || typeof value !== 'string' || !value.trim()) continue;
      const title = this.db.sequelize.where(
        this.db.sequelize.fn('lower', this.db.sequelize.col(target.titleField)),
        value.trim().toLowerCase(),
      );
      const found = await this.models
        .of(target)
        .count({ where: { [Op.and]: [readableBy(target, ctx), title] }, transaction });
      if (!found) errors[field] = `${labelOf(this.resource, field)} not found.`;
    }
    if (Object.keys(errors).length) throw invalid(errors);
  }

  /**
   * Unique fields are unique among the company's live rows (and shared ones), case-insensitively;
   * a rule with `confirm` only warns, until the request says the user confirmed it.
   */
  private async checkUnique(
    ctx: Ctx,
    record: AnyRecord,
    selfId: unknown,
    transaction?: Transaction,
    confirmed: ReadonlySet<string> = new Set(),
  ): Promise<void> {
    const errors: Record<string, string> = {};
    let warning: { key: string; message: string; confirm: string } | undefined;
    const q = (s: string) => this.db.sequelize.getQueryInterface().quoteIdentifier(s);
    for (const [key, field] of Object.entries(this.resource.fields)) {
      const rule = field.unique;
      const value = record[key];
      if (!rule || value === null || value === undefined || value === '') continue;
      // Case and spaces are properties of text; a number is compared as it is.
      const textual = TEXT_TYPES.has(field.type);
      const ignoreCase = textual && rule.ignoreCase !== false;
      const ignoreSpaces = textual && !!rule.ignoreSpaces;
      let normal = String(value);
      if (ignoreSpaces) normal = normal.replace(/ /g, '');
      if (ignoreCase) normal = normal.toLowerCase();
      const expr = normalizedExpr(q(key), ignoreCase, ignoreSpaces);
      const where: WhereOptions[] = [
        tableReadableBy(this.resource, ctx),
        ...(rule.with ?? []).map((other) => ({ [other]: record[other] ?? null })),
        textual
          ? (this.db.sequelize.literal(
              `${expr} = ${this.db.sequelize.escape(normal)}`,
            ) as unknown as WhereOptions)
          : { [key]: value },
      ];
      if (selfId !== undefined) where.push({ [this.resource.primaryKey]: { [Op.ne]: selfId } });
      if (rule.confirm && confirmed.has(rule.confirm)) continue;
      if (!(await this.model.count({ where: { [Op.and]: where }, transaction }))) continue;
      if (rule.confirm) warning ??= { key, message: rule.message, confirm: rule.confirm };
      else errors[rule.shownAt ?? key] = rule.message;
    }
    if (Object.keys(errors).length) throw invalid(errors, 409);
    if (warning)
      throw new HttpError(
        409,
        warning.message,
        { [warning.key]: warning.message },
        warning.confirm,
      );
  }

  /** A warning confirmed once (a shared GSTIN) is not asked again while its value stays as it was. */
  private warningsKept(before: AnyRecord, after: AnyRecord): string[] {
    const same = (a: unknown, b: unknown) =>
      String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();
    return Object.entries(this.resource.fields)
      .filter(([key, f]) => f.unique?.confirm && same(before[key], after[key]))
      .map(([, f]) => f.unique!.confirm!);
  }

  /** A resource the company keeps one of (its licence) refuses a second live record. */
  private async checkOnePerCompany(ctx: Ctx, transaction: Transaction): Promise<void> {
    if (!this.resource.onePerCompany) return;
    if (
      await this.model.count({ where: { CompanyID: ctx.CompanyID, IsDeleted: false }, transaction })
    ) {
      throw new HttpError(409, this.resource.onePerCompany);
    }
  }

  /** A master still used by live records of the company cannot be deleted. */
  private async checkNotInUse(ctx: Ctx, id: unknown, transaction: Transaction): Promise<void> {
    const use = await this.firstUse(ctx, id, transaction, [...resources, ...documentTables]);
    if (use) {
      throw new HttpError(
        409,
        `This ${this.resource.label.one.toLowerCase()} is used by ${use.uses} ${use.uses === 1 ? use.what.one.toLowerCase() : use.what.many.toLowerCase()} and cannot be deleted.`,
      );
    }
  }

  /** A field declared fixedOnceUsed keeps its value while a live document uses the record. */
  private async checkFixedOnceUsed(
    ctx: Ctx,
    current: AnyRecord,
    changes: AnyRecord,
    transaction: Transaction,
  ): Promise<void> {
    const fixed = Object.entries(this.resource.fields).find(
      ([k, f]) =>
        f.fixedOnceUsed && k in changes && String(changes[k] ?? '') !== String(current[k] ?? ''),
    );
    if (!fixed) return;
    const use = await this.firstUse(ctx, current[this.resource.primaryKey], transaction, [
      ...documentTables,
    ]);
    if (use) throw new HttpError(409, fixed[1].fixedOnceUsed!);
  }

  /**
   * How many live rows of the first of `among` that use the record, and what they are, or null;
   * then what the master's hooks count beside them (the stock movements of a godown).
   */
  private async firstUse(
    ctx: Ctx,
    id: unknown,
    transaction: Transaction,
    among: Resource[],
  ): Promise<{ uses: number; what: { one: string; many: string } } | null> {
    // A view's row is also a row of its table: what points at the table points at it too.
    const names = new Set([this.resource.name, baseNameOf(this.resource)]);
    // Documents use masters too: a customer on a live bill is in use.
    for (const other of among) {
      for (const { field, to } of referencesOf(other)) {
        if (!names.has(to) || other.fields[field].partOf) continue;
        const uses = await this.models.of(other).count({
          where: { [Op.and]: [readableBy(other, ctx), { [field]: id }] },
          transaction,
        });
        if (uses) return { uses, what: other.label };
      }
    }
    return (await hooksOf(this.resource.name).inUse?.(ctx, id, transaction)) ?? null;
  }

  /** Rows that are part of this record (a reference declared partOf) are deleted with it. */
  private async removeParts(ctx: Ctx, id: unknown, transaction: Transaction): Promise<void> {
    for (const other of resources) {
      for (const { field, to } of referencesOf(other)) {
        if (to !== this.resource.name || !other.fields[field].partOf) continue;
        await this.models.of(other).update(
          { IsDeleted: true, DeletedBy: ctx.Empid, DeletedDate: new Date() },
          {
            where: { [Op.and]: [writableBy(other, ctx), { IsDeleted: false, [field]: id }] },
            transaction,
          },
        );
      }
    }
  }

  /** A new record's references and unique fields, checked before its password is hashed. */
  private async precheck(ctx: Ctx, record: AnyRecord, body: unknown): Promise<void> {
    await this.checkReferences(ctx, record);
    await this.checkUnique(ctx, record, undefined, undefined, confirmedIn(body));
  }

  /** The values as stored: passwords replaced by their hash. */
  async prepare(record: AnyRecord): Promise<AnyRecord> {
    const out: AnyRecord = { ...record };
    for (const k of Object.keys(this.passwordsOf(record)))
      out[k] = await hashPassword(String(record[k]));
    return out;
  }

  private passwordsOf(record: AnyRecord): AnyRecord {
    return Object.fromEntries(
      Object.entries(record).filter(([k, v]) => {
        const f = this.resource.fields[k];
        return f?.type === 'password' && !f.transient && typeof v === 'string' && v !== '';
      }),
    );
  }

  /** Only declared, non-key columns reach the table (never a plain-text password), money as paise. */
  columnsOf(record: AnyRecord): AnyRecord {
    const out: AnyRecord = {};
    for (const [k, v] of Object.entries(record)) {
      const f = this.resource.fields[k];
      if (!f || f.type === 'id' || f.type === 'password' || f.transient) continue;
      const scale = scaleOf(f);
      out[k] = scale !== undefined && typeof v === 'number' ? toScaled(v, scale) : v;
    }
    return out;
  }

  /** A row as the API answers it: no password hashes, ever; money in rupees; booleans as such. */
  present(row: AnyRecord): AnyRecord {
    const out: AnyRecord = {};
    for (const k in row) {
      const how = this.presenting.get(k) ?? this.howToPresent(k);
      if (how === 'skip') continue;
      const v = row[k];
      if (v === null || v === undefined) out[k] = v;
      else if (typeof how === 'number') out[k] = fromScaled(v as number | string, how);
      else if (how === 'boolean') out[k] = Boolean(v);
      else if (how === 'time') out[k] = v ? new Date(v as string).toISOString() : v;
      else out[k] = v;
    }
    if (this.resource.keyAlias) out[this.resource.keyAlias] = row[this.resource.primaryKey];
    return out;
  }

  /** How `present` answers a column (a scale for money), worked out once per column: lists present thousands of rows. */
  private readonly presenting = new Map<string, 'skip' | 'boolean' | 'time' | 'as is' | number>();

  private howToPresent(k: string): 'skip' | 'boolean' | 'time' | 'as is' | number {
    const view = this.resource.viewOf;
    const joined = joinedColumnOf(this.resource, k);
    // A joined column (a list's party name) is presented as the record it comes from keeps it.
    const own = this.resource.fields[k] ?? joined?.target.fields[joined.column];
    // A table read whole (the ledger) answers its views' columns as those views declare them: money in rupees.
    const f = own ?? tableFieldOf(this.resource, k);
    const scale = f && scaleOf(f);
    const how =
      // A view answers its own columns, not those its table keeps for other views.
      (view && !own && !(k in view.where) && k !== 'CompanyID' && !(k in AUDIT_COLUMNS)) ||
      f?.type === 'password'
        ? 'skip'
        : scale !== undefined
          ? scale
          : k === 'IsDeleted' || f?.type === 'boolean'
            ? 'boolean'
            : AUDIT_TIMES.has(k)
              ? 'time'
              : 'as is';
    this.presenting.set(k, how);
    return how;
  }

  /** Two writers raced past the duplicate check; the unique index stopped the second. */
  private duplicateRace(e: unknown): never {
    if (e instanceof UniqueConstraintError) {
      const fields = Object.keys(e.fields ?? {});
      if (this.resource.onePerCompany && fields.length === 1 && fields[0] === 'CompanyID')
        throw new HttpError(409, this.resource.onePerCompany);
      const field = Object.entries(this.resource.fields).find(
        ([, f]) => f.unique && !f.unique.confirm,
      );
      throw invalid(field ? { [field[0]]: field[1].unique!.message } : {}, 409);
    }
    throw e;
  }
}

/** The confirmation flags a request carries (sent as true), outside the validated fields. */
function confirmedIn(body: unknown): ReadonlySet<string> {
  if (!body || typeof body !== 'object') return new Set();
  return new Set(
    Object.entries(body as Record<string, unknown>)
      .filter(([k, v]) => k.startsWith('Confirm') && (v === true || v === 'true'))
      .map(([k]) => k),
  );
}
