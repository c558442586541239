import {
  Op,
  QueryTypes,
  type FindOptions,
  type Order,
  type Sequelize,
  type WhereOptions,
} from 'sequelize';
import {
  baseNameOf,
  joinedColumnOf,
  scaleOf,
  schemaOf,
  toScaled,
  type Resource,
} from '../../../resources';
import { LIST_JOIN, type AnyModel } from '../db/models';
import { TABLE_VERSIONS } from '../db/tableVersions';
import { HttpError } from '../http/errors';
import { searchColumnsOf, searchTableOf, TRIGRAM } from '../db/searchIndex';
import { sortExpr } from '../db/tables';

/** A list request in our own terms, whichever dialect of query string it came in. */
export interface ListParams {
  start?: number;
  end?: number; // exclusive
  sort?: string;
  order?: 'ASC' | 'DESC';
  q?: string;
  filters: Record<string, unknown>;
  ids?: Array<string | number>;
}

const RESERVED = new Set([
  '_start',
  '_end',
  '_sort',
  '_order',
  'q',
  'sort',
  'range',
  'filter',
  'companyid',
  'empid',
  'fyearid',
]);

/**
 * Reads API.md section 4 (`_start`, `_end`, `_sort`, `_order`, `q`, `Field=value`) and
 * ra-data-simple-rest's `sort=["F","ASC"]&range=[0,24]&filter={...}` into one shape. Anything it
 * cannot read is the client's mistake and answers 400 with a sentence saying which part.
 */
export function parseListParams(resource: Resource, query: Record<string, unknown>): ListParams {
  // Null prototype: a filter named __proto__ or constructor stays a plain key, never an inherited one.
  const p: ListParams = { filters: Object.create(null) as Record<string, unknown> };
  const str = (name: string): string | undefined => single(query[name], name);
  if (query._start !== undefined || query._end !== undefined) {
    p.start = toIndex(str('_start') ?? '0', '_start');
    p.end = toIndex(str('_end') ?? String(p.start + 25), '_end');
  }
  if (query._sort !== undefined) p.sort = str('_sort');
  if (query._order !== undefined) p.order = orderOf(str('_order'), '_order');
  if (query.q !== undefined) p.q = str('q');
  if (query.range !== undefined) {
    const range = parseJson(str('range'), 'range');
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !range.every((n) => Number.isSafeInteger(n) && n >= 0)
    ) {
      throw new HttpError(400, 'range must be [first, last]: two whole numbers from 0.');
    }
    p.start = range[0];
    p.end = range[1] + 1;
  }
  if (query.sort !== undefined) {
    const sort = parseJson(str('sort'), 'sort');
    if (!Array.isArray(sort) || sort.length < 1 || sort.length > 2 || typeof sort[0] !== 'string') {
      throw new HttpError(400, 'sort must be ["Field", "ASC" or "DESC"].');
    }
    p.sort = sort[0];
    p.order = sort[1] === undefined ? 'ASC' : orderOf(sort[1], 'sort');
  }
  if (query.filter !== undefined) {
    const f = parseJson(str('filter'), 'filter');
    if (f === null || typeof f !== 'object' || Array.isArray(f))
      throw new HttpError(400, 'filter must be a JSON object of fields and values.');
    for (const [k, v] of Object.entries(f)) {
      if (k === 'q') p.q = searchText(v);
      else if (k === 'id' || k === resource.primaryKey)
        p.ids = Array.isArray(v) ? v : [v as string];
      else p.filters[k] = v;
    }
  }
  for (const [k, v] of Object.entries(query)) {
    if (RESERVED.has(k.toLowerCase()) || k.startsWith('_')) continue;
    p.filters[k] = v;
  }
  for (const k of Object.keys(p.filters)) {
    if (!isColumn(resource, k)) throw new HttpError(400, `Cannot filter by ${k}.`);
  }
  checkFilterValues(resource, p);
  if (
    p.sort !== undefined &&
    p.sort !== 'id' &&
    !isColumn(resource, p.sort) &&
    !joinedColumnOf(resource, p.sort)
  ) {
    throw new HttpError(400, `Cannot sort by ${p.sort}.`);
  }
  if (p.sort === 'id') p.sort = resource.primaryKey;
  if (p.start !== undefined && p.end !== undefined && p.end < p.start)
    throw new HttpError(400, 'The range ends before it starts.');
  return p;
}

/**
 * A stored, declared column a list may filter and sort by: the resource's own (never an
 * inherited name like constructor), not a password hash, not a value that is never stored.
 */
function isColumn(resource: Resource, key: string): boolean {
  if (!Object.hasOwn(resource.fields, key)) return false;
  const field = resource.fields[key];
  return field.type !== 'password' && !field.transient;
}

/** One value of a query parameter: a repeated one counts once; a nested object is refused. */
function single(v: unknown, name: string): string | undefined {
  const one = Array.isArray(v) ? v[0] : v;
  if (one === undefined) return undefined;
  if (typeof one === 'object' && one !== null)
    throw new HttpError(400, `${name} must be a single value.`);
  return String(one);
}

function orderOf(v: unknown, name: string): 'ASC' | 'DESC' {
  const order = typeof v === 'string' ? v.toUpperCase() : v;
  if (order === 'ASC' || order === 'DESC') return order;
  throw new HttpError(400, `The order in ${name} must be ASC or DESC.`);
}

function searchText(v: unknown): string {
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  throw new HttpError(400, 'The search text must be text.');
}

/** A filter value the field cannot hold is the client's mistake (400), not the database's (500). */
function checkFilterValues(resource: Resource, p: ListParams): void {
  for (const [k, v] of Object.entries(p.filters)) {
    const field = resource.fields[k];
    // A file's column holds its stored file's id; the file's own schema takes anything (it strips).
    const schema = schemaOf[field.type === 'file' ? 'id' : field.type](field, k);
    for (const one of Array.isArray(v) ? v : [v]) {
      if (one === null || typeof one === 'object' || schema.validate(one).error)
        throw new HttpError(400, `Invalid value for ${k}.`);
    }
  }
  for (const id of p.ids ?? []) {
    if (
      (typeof id !== 'string' && typeof id !== 'number') ||
      !Number.isSafeInteger(Number(id)) ||
      Number(id) <= 0
    )
      throw new HttpError(400, 'Invalid id.');
  }
}

function toIndex(v: string, name: string): number {
  const n = Number(v);
  if (v.trim() === '' || !Number.isSafeInteger(n) || n < 0)
    throw new HttpError(400, `${name} must be a whole number from 0.`);
  return n;
}

function parseJson(v: string | undefined, name: string): unknown {
  try {
    return JSON.parse(v ?? '');
  } catch {
    throw new HttpError(400, `${name} is not valid JSON.`);
  }
}

/** Escapes LIKE's wildcards so a search for '50%' finds '50%'. */
export function likePattern(text: string, prefix: boolean): string {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return prefix ? `${escaped}%` : `%${escaped}%`;
}

/**
 * Only the newest live row of each `group` value: ids grow with time, so the newest is the
 * highest key, which also settles rows created in the same instant. Said as "no newer row of the
 * same group", so the list still reads in key order through its index and stops at the page,
 * each row checked by one index probe, instead of gathering every group's newest and sorting.
 */
function latestPerWhere(
  sequelize: Sequelize,
  resource: Resource,
  group: string,
  scope: WhereOptions,
): WhereOptions {
  const q = (s: string) => sequelize.getQueryInterface().quoteIdentifier(s);
  const table = q(baseNameOf(resource));
  const key = q(resource.primaryKey);
  const newer = q('newer');
  const model = sequelize.model(baseNameOf(resource));
  // The scope (company, live rows) applies to the newer row as well, so an older version never resurfaces from another company.
  const inner = (
    sequelize.getQueryInterface().queryGenerator as unknown as {
      getWhereConditions(w: WhereOptions, t: string, m: unknown): string;
    }
  ).getWhereConditions(scope, 'newer', model);
  return sequelize.literal(
    `NOT EXISTS (SELECT 1 FROM ${table} AS ${newer} WHERE ${inner} AND ${newer}.${q(group)} = ${table}.${q(group)} AND ${newer}.${key} > ${table}.${key})`,
  ) as unknown as WhereOptions;
}

/**
 * On SQLite, rows whose searched columns contain `text`, found through the table's trigram FTS
 * index; the LIKE that follows still decides, so the answers are those of a scan. Postgres needs
 * no extra condition: its trigram GIN index serves the LIKE itself. Shorter texts than a trigram
 * cannot be looked up and are left to the LIKE alone; a prefix search is served by the B-tree
 * (prefixRange) instead.
 */
function indexedCandidates(
  sequelize: Sequelize,
  resource: Resource,
  columns: string[],
  text: string,
): WhereOptions | undefined {
  // A table that searches no column has no FTS table; the search below matches nothing anyway.
  if (
    sequelize.getDialect() !== 'sqlite' ||
    resource.search.rank === 'prefix' ||
    !columns.length ||
    [...text].length < TRIGRAM
  )
    return undefined;
  const q = (s: string) => sequelize.getQueryInterface().quoteIdentifier(s);
  const fts = searchTableOf(baseNameOf(resource));
  const match = ftsPhrase(columns, text);
  const key = `${q(baseNameOf(resource))}.${q(resource.primaryKey)}`;
  return sequelize.literal(
    `${key} IN (SELECT rowid FROM ${q(fts)} WHERE ${q(fts)} MATCH ${sequelize.escape(match)})`,
  ) as unknown as WhereOptions;
}

/**
 * On SQLite, `expr >= text AND expr < text-with-its-last-character-raised AND `: the range of
 * values that start with `text`, which an index on `expr` reads directly (SQLite does not use an
 * expression index for LIKE). Postgres's trigram index serves a prefix LIKE as it is.
 */
function prefixRange(sequelize: Sequelize, expr: string, text: string): string {
  if (sequelize.getDialect() !== 'sqlite') return '';
  const chars = [...text.toLowerCase()];
  const last = chars.pop()!.codePointAt(0)! + 1;
  // Past the last code point there is no upper bound; a surrogate is not a character.
  const next =
    last > 0x10ffff
      ? undefined
      : String.fromCodePoint(last >= 0xd800 && last < 0xe000 ? 0xe000 : last);
  const from = sequelize.escape(text.toLowerCase());
  return `${expr} >= ${from} AND ${next === undefined ? '' : `${expr} < ${sequelize.escape(chars.join('') + next)} AND `}`;
}

/**
 * Where, order, limit and offset for a list, all done by the database. The search rule is
 * the screen's: prefixFirst lists names that start with the text first, then the rest
 * alphabetically; prefix lists only names that start with it; contains matches anywhere; byId
 * matches an id.
 */
export function listFindOptions(
  sequelize: Sequelize,
  resource: Resource,
  p: ListParams,
  scope: WhereOptions,
): FindOptions {
  const q = (s: string) => sequelize.getQueryInterface().quoteIdentifier(s);
  // Own columns are named with their table: a joined table may have columns of the same name (PLID).
  const own = (f: string) => `${q(baseNameOf(resource))}.${q(f)}`;
  const and: WhereOptions[] = [scope];
  for (const [k, v] of Object.entries(p.filters)) {
    // Money and decimals are filtered as the wire says them (rupees), stored scaled (paise).
    const scale = resource.fields[k] ? scaleOf(resource.fields[k]) : undefined;
    const stored = (one: unknown) =>
      scale === undefined || one === null || one === '' || !Number.isFinite(Number(one))
        ? one
        : toScaled(Number(one), scale);
    const value = Array.isArray(v) ? v.map(stored) : stored(v);
    and.push({ [k]: Array.isArray(value) ? { [Op.in]: value } : value });
  }
  if (p.ids) and.push({ [resource.primaryKey]: { [Op.in]: p.ids } });
  const order: unknown[] = [];
  const text = p.q?.trim();
  if (text) {
    const columns = searchColumnsOf(resource);
    const candidates = indexedCandidates(sequelize, resource, columns, text);
    if (candidates) and.push(candidates);
    if (resource.search.rank === 'byId') {
      // The number searched is the first search field (PLID on the statutory screens), else the key.
      and.push(
        sequelize.where(sequelize.cast(sequelize.literal(own(columns[0])), 'varchar'), {
          [Op.like]: likePattern(text, false),
        }),
      );
    } else if (resource.search.rank === 'prefix') {
      const prefix = sequelize.escape(likePattern(text, true));
      and.push({
        [Op.or]: columns.map((f) =>
          sequelize.literal(
            `${prefixRange(sequelize, `lower(${own(f)})`, text)}lower(${own(f)}) LIKE ${prefix} ESCAPE '\\'`,
          ),
        ),
      });
    } else {
      const contains = sequelize.escape(likePattern(text, false));
      const ors = columns.map((f) =>
        sequelize.literal(`lower(${own(f)}) LIKE ${contains} ESCAPE '\\'`),
      );
      and.push({ [Op.or]: ors });
      if (resource.search.rank === 'prefixFirst') {
        const prefix = sequelize.escape(likePattern(text, true));
        const first = columns[0];
        order.push([
          sequelize.literal(
            `CASE WHEN lower(${own(first)}) LIKE ${prefix} ESCAPE '\\' THEN 0 ELSE 1 END`,
          ),
          'ASC',
        ]);
        order.push([sequelize.fn('lower', sequelize.literal(own(first))), 'ASC']);
      }
    }
  }
  if (resource.list.latestPer)
    and.push(latestPerWhere(sequelize, resource, resource.list.latestPer, scope));
  const sort = p.sort ?? resource.list.sort?.field;
  const direction = p.order ?? resource.list.sort?.order ?? 'ASC';
  if (sort) {
    const joined = joinedColumnOf(resource, sort);
    const type = joined ? joined.target.fields[joined.column]?.type : resource.fields[sort]?.type;
    order.push([
      sequelize.literal(sortExpr(type, joined ? `${q(LIST_JOIN)}.${q(joined.column)}` : own(sort))),
      direction,
    ]);
  }
  // The tie-break runs the same way, so one index read forwards or backwards serves both orders.
  order.push([resource.primaryKey, direction]);
  const paging =
    p.start !== undefined && p.end !== undefined ? { offset: p.start, limit: p.end - p.start } : {};
  return {
    where: { [Op.and]: and },
    order: order as Order,
    ...paging,
    ...joinOptions(sequelize, resource),
  };
}

/**
 * The columns of the record `list.join` names, read by a LEFT JOIN in the same query and
 * answered under the declared keys; a row whose record is gone still lists, with nulls.
 */
function joinOptions(sequelize: Sequelize, resource: Resource): FindOptions {
  const join = resource.list.join;
  if (!join) return {};
  const q = (s: string) => sequelize.getQueryInterface().quoteIdentifier(s);
  const columns = Object.entries(join.columns).map(
    ([key, column]) =>
      [sequelize.literal(`${q(LIST_JOIN)}.${q(column)}`), key] as [
        ReturnType<Sequelize['literal']>,
        string,
      ],
  );
  return {
    attributes: { include: columns },
    include: [
      {
        model: sequelize.model(baseNameOf(resource)).associations[LIST_JOIN].target,
        as: LIST_JOIN,
        attributes: [],
        required: false,
      },
    ],
  };
}

/**
 * A page (or all) of a list, and how many rows match in all. On SQLite the total is counted
 * again only when the table has changed since it was last counted (tableVersions.ts): the
 * version is read first, so a write that lands during the count only makes the next page count
 * again, never keeps a stale total.
 */
export async function listPage(
  sequelize: Sequelize,
  model: AnyModel,
  resource: Resource,
  p: ListParams,
  scope: WhereOptions,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const options = listFindOptions(sequelize, resource, p, scope);
  const walked = await nameOrderedSearch(sequelize, model, resource, p, scope);
  const rows =
    walked ??
    ((await model.findAll({ ...options, raw: true })) as unknown as Record<string, unknown>[]);
  if (options.limit === undefined) return { rows, total: rows.length };
  return { rows, total: await countOf(sequelize, model, options.where as WhereOptions) };
}

/** Below this many trigram candidates a search reads them through the FTS index and sorts them. */
const FEW_CANDIDATES = 400;

/**
 * A page of a prefixFirst search on SQLite read in name order from the name index, when that is
 * cheaper than the trigram candidates: a short text (no trigram) or a common one (thousands of
 * candidates, which would all be fetched and sorted for 25 rows). Prefix-first order is two walks
 * of the same index: the names that start with the text (one range), then the other names that
 * contain it, each in name order, stopping at the page. The rows are those listFindOptions's
 * single query would answer, in the same order. Undefined when this plan does not apply.
 */
async function nameOrderedSearch(
  sequelize: Sequelize,
  model: AnyModel,
  resource: Resource,
  p: ListParams,
  scope: WhereOptions,
): Promise<Record<string, unknown>[] | undefined> {
  const text = p.q?.trim();
  const first = searchColumnsOf(resource)[0];
  const sort = p.sort ?? resource.list.sort?.field;
  if (
    !text ||
    sequelize.getDialect() !== 'sqlite' ||
    resource.search.rank !== 'prefixFirst' ||
    p.start === undefined ||
    p.end === undefined
  )
    return undefined;
  if (
    resource.fields[first]?.type !== 'text' ||
    (sort !== undefined && sort !== first) ||
    (p.order ?? resource.list.sort?.order ?? 'ASC') !== 'ASC'
  )
    return undefined;
  if (
    [...text].length >= TRIGRAM &&
    (await trigramCandidates(sequelize, resource, text)) < FEW_CANDIDATES
  )
    return undefined;
  const q = (s: string) => sequelize.getQueryInterface().quoteIdentifier(s);
  const name = `lower(${q(baseNameOf(resource))}.${q(first)})`;
  const prefix = `${prefixRange(sequelize, name, text)}${name} LIKE ${sequelize.escape(likePattern(text, true))} ESCAPE '\\'`;
  const contains = searchColumnsOf(resource).map(
    (f) =>
      `lower(${q(baseNameOf(resource))}.${q(f)}) LIKE ${sequelize.escape(likePattern(text, false))} ESCAPE '\\'`,
  );
  // Everything but the search, ordered by the name and then the key: the name index's own order.
  const base = listFindOptions(
    sequelize,
    resource,
    { ...p, q: undefined, sort: first, order: 'ASC', start: undefined, end: undefined },
    scope,
  );
  const read = (condition: string, offset: number, limit: number) =>
    model.findAll({
      ...base,
      where: { [Op.and]: [base.where as WhereOptions, sequelize.literal(condition)] },
      offset,
      limit,
      raw: true,
    }) as unknown as Promise<Record<string, unknown>[]>;
  const wanted = p.end - p.start;
  if (wanted === 0) return [];
  const starting = await read(prefix, p.start, wanted);
  if (starting.length === wanted) return starting;
  // How many names start with the text: known from this page unless the page began past them all.
  const before =
    starting.length > 0 || p.start === 0
      ? p.start + starting.length
      : await model.count({
          where: { [Op.and]: [base.where as WhereOptions, sequelize.literal(prefix)] },
        });
  const rest = await read(
    `(${contains.join(' OR ')}) AND NOT (${prefix})`,
    Math.max(0, p.start - before),
    wanted - starting.length,
  );
  return [...starting, ...rest];
}

/** How many rows (of every company, at most FEW_CANDIDATES) the trigram index offers for a text. */
async function trigramCandidates(
  sequelize: Sequelize,
  resource: Resource,
  text: string,
): Promise<number> {
  const fts = sequelize.getQueryInterface().quoteIdentifier(searchTableOf(baseNameOf(resource)));
  const [{ n }] = await sequelize.query<{ n: number }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM ${fts} WHERE ${fts} MATCH :match LIMIT ${FEW_CANDIDATES})`,
    {
      replacements: { match: ftsPhrase(searchColumnsOf(resource), text) },
      type: QueryTypes.SELECT,
    },
  );
  return Number(n);
}

/** FTS5 query syntax: a column filter, then the text as one quoted phrase (a quote doubled). */
function ftsPhrase(columns: string[], text: string): string {
  return `{${columns.join(' ')}} : "${text.toLowerCase().replace(/"/g, '""')}"`;
}

const TOTALS_KEPT = 500;
// Per open database: two databases may hold the same table at the same version.
const totalsOf = new WeakMap<Sequelize, Map<string, { version: number; total: number }>>();

async function countOf(
  sequelize: Sequelize,
  model: AnyModel,
  where: WhereOptions,
): Promise<number> {
  if (sequelize.getDialect() !== 'sqlite') return model.count({ where });
  const table = model.getTableName() as string;
  const generator = sequelize.getQueryInterface().queryGenerator as unknown as {
    selectQuery(t: string, o: object, m: unknown): string;
  };
  const sql = generator.selectQuery(
    table,
    { attributes: [[sequelize.fn('count', sequelize.literal('*')), 'n']], where },
    model,
  );
  const [version] = await sequelize.query<{ version: number }>(
    `SELECT "version" FROM "${TABLE_VERSIONS}" WHERE "name" = :table`,
    { replacements: { table }, type: QueryTypes.SELECT },
  );
  const totals = totalsOf.get(sequelize) ?? new Map<string, { version: number; total: number }>();
  totalsOf.set(sequelize, totals);
  const key = sql;
  const kept = totals.get(key);
  if (version && kept && kept.version === version.version) return kept.total;
  const [{ n }] = await sequelize.query<{ n: number }>(sql, { type: QueryTypes.SELECT });
  if (version) {
    totals.delete(key);
    totals.set(key, { version: version.version, total: Number(n) });
    if (totals.size > TOTALS_KEPT) totals.delete(totals.keys().next().value!);
  }
  return Number(n);
}
