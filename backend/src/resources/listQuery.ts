import { Op, type FindOptions, type Order, type Sequelize, type WhereOptions } from 'sequelize';
import { baseNameOf, joinedColumnOf, schemaOf, type Resource } from '../../../resources';
import { LIST_JOIN } from '../db/models';
import { HttpError } from '../http/errors';

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

const RESERVED = new Set(['_start', '_end', '_sort', '_order', 'q', 'sort', 'range', 'filter', 'companyid', 'empid', 'fyearid']);

/**
 * Reads API.md section 4 (`_start`, `_end`, `_sort`, `_order`, `q`, `Field=value`) and
 * ra-data-simple-rest's `sort=["F","ASC"]&range=[0,24]&filter={...}` into one shape.
 */
export function parseListParams(resource: Resource, query: Record<string, unknown>): ListParams {
  const p: ListParams = { filters: {} };
  const str = (v: unknown) => (Array.isArray(v) ? String(v[0]) : v === undefined ? undefined : String(v));
  if (query._start !== undefined || query._end !== undefined) {
    p.start = toInt(str(query._start) ?? '0', '_start');
    p.end = toInt(str(query._end) ?? String(p.start + 25), '_end');
  }
  if (query._sort !== undefined) p.sort = str(query._sort);
  if (query._order !== undefined) p.order = str(query._order)?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  if (query.q !== undefined) p.q = str(query.q);
  if (query.range !== undefined) {
    const [a, b] = parseJson<number[]>(str(query.range), 'range');
    p.start = toInt(String(a), 'range');
    p.end = toInt(String(b), 'range') + 1;
  }
  if (query.sort !== undefined) {
    const [field, order] = parseJson<string[]>(str(query.sort), 'sort');
    p.sort = field;
    p.order = String(order).toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  }
  if (query.filter !== undefined) {
    const f = parseJson<Record<string, unknown>>(str(query.filter), 'filter');
    for (const [k, v] of Object.entries(f ?? {})) {
      if (k === 'q') p.q = String(v);
      else if (k === 'id' || k === resource.primaryKey) p.ids = Array.isArray(v) ? v : [v as string];
      else p.filters[k] = v;
    }
  }
  for (const [k, v] of Object.entries(query)) {
    if (RESERVED.has(k.toLowerCase()) || k.startsWith('_')) continue;
    p.filters[k] = v;
  }
  for (const k of Object.keys(p.filters)) if (!(k in resource.fields)) delete p.filters[k];
  checkFilterValues(resource, p);
  if (p.sort && !(p.sort in resource.fields) && p.sort !== 'id' && !joinedColumnOf(resource, p.sort)) throw new HttpError(400, `Cannot sort by ${p.sort}.`);
  if (p.sort === 'id') p.sort = resource.primaryKey;
  if (p.start !== undefined && p.end !== undefined && (p.start < 0 || p.end < p.start)) throw new HttpError(400, 'Invalid range.');
  return p;
}

/** A filter value the field cannot hold is the client's mistake (400), not the database's (500). */
function checkFilterValues(resource: Resource, p: ListParams): void {
  for (const [k, v] of Object.entries(p.filters)) {
    const field = resource.fields[k];
    const schema = schemaOf[field.type](field, k);
    for (const one of Array.isArray(v) ? v : [v]) {
      if (schema.validate(one).error) throw new HttpError(400, `Invalid value for ${k}.`);
    }
  }
  for (const id of p.ids ?? []) {
    if (!Number.isSafeInteger(Number(id)) || Number(id) <= 0) throw new HttpError(400, 'Invalid id.');
  }
}

function toInt(v: string, name: string): number {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new HttpError(400, `Invalid ${name}.`);
  return n;
}

function parseJson<T>(v: string | undefined, name: string): T {
  try {
    return JSON.parse(v ?? 'null') as T;
  } catch {
    throw new HttpError(400, `Invalid ${name}.`);
  }
}

/** Escapes LIKE's wildcards so a search for '50%' finds '50%'. */
export function likePattern(text: string, prefix: boolean): string {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return prefix ? `${escaped}%` : `%${escaped}%`;
}

/**
 * Only the newest live row of each `group` value: ids grow with time, so the newest is the
 * highest key, which also settles rows created in the same instant.
 */
function latestPerWhere(sequelize: Sequelize, resource: Resource, group: string, scope: WhereOptions): WhereOptions {
  const q = (s: string) => sequelize.getQueryInterface().quoteIdentifier(s);
  const table = q(resource.name);
  const key = q(resource.primaryKey);
  const model = sequelize.model(resource.name);
  // The scope (company, live rows) applies inside as well, so an older version never resurfaces from another company.
  const inner = (sequelize.getQueryInterface().queryGenerator as unknown as { getWhereConditions(w: WhereOptions, t: string, m: unknown): string })
    .getWhereConditions(scope, resource.name, model);
  return sequelize.literal(`${table}.${key} IN (SELECT MAX(${key}) FROM ${table} WHERE ${inner} GROUP BY ${q(group)})`) as unknown as WhereOptions;
}

/**
 * Where, order, limit and offset for a list, all done by the database. The search rule is
 * the screen's: prefixFirst lists names that start with the text first, then the rest
 * alphabetically; prefix lists only names that start with it; contains matches anywhere; byId
 * matches an id.
 */
export function listFindOptions(sequelize: Sequelize, resource: Resource, p: ListParams, scope: WhereOptions): FindOptions {
  const q = (s: string) => sequelize.getQueryInterface().quoteIdentifier(s);
  // Own columns are named with their table: a joined table may have columns of the same name (PLID).
  const own = (f: string) => `${q(baseNameOf(resource))}.${q(f)}`;
  const and: WhereOptions[] = [scope];
  for (const [k, v] of Object.entries(p.filters)) and.push({ [k]: Array.isArray(v) ? { [Op.in]: v } : v });
  if (p.ids) and.push({ [resource.primaryKey]: { [Op.in]: p.ids } });
  const order: unknown[] = [];
  const text = p.q?.trim();
  if (text) {
    if (resource.search.rank === 'byId') {
      // The number searched is the first search field (PLID on the statutory screens), else the key.
      const idField = resource.search.fields[0] ?? resource.primaryKey;
      and.push(sequelize.where(sequelize.cast(sequelize.literal(own(idField)), 'varchar'), { [Op.like]: likePattern(text, false) }));
    } else if (resource.search.rank === 'prefix') {
      const prefix = sequelize.escape(likePattern(text, true));
      and.push({ [Op.or]: resource.search.fields.map((f) => sequelize.literal(`lower(${own(f)}) LIKE ${prefix} ESCAPE '\\'`)) });
    } else {
      const contains = sequelize.escape(likePattern(text, false));
      const ors = resource.search.fields.map((f) => sequelize.literal(`lower(${own(f)}) LIKE ${contains} ESCAPE '\\'`));
      and.push({ [Op.or]: ors });
      if (resource.search.rank === 'prefixFirst') {
        const prefix = sequelize.escape(likePattern(text, true));
        const first = resource.search.fields[0];
        order.push([sequelize.literal(`CASE WHEN lower(${own(first)}) LIKE ${prefix} ESCAPE '\\' THEN 0 ELSE 1 END`), 'ASC']);
        order.push([sequelize.fn('lower', sequelize.literal(own(first))), 'ASC']);
      }
    }
  }
  if (resource.list.latestPer) and.push(latestPerWhere(sequelize, resource, resource.list.latestPer, scope));
  const sort = p.sort ?? resource.list.sort?.field;
  if (sort) {
    const joined = joinedColumnOf(resource, sort);
    const type = joined ? joined.target.fields[joined.column]?.type : resource.fields[sort]?.type;
    const textual = type === 'text' || type === 'textarea' || type === 'email';
    const column = sequelize.literal(joined ? `${q(LIST_JOIN)}.${q(joined.column)}` : own(sort));
    order.push([textual ? sequelize.fn('lower', column) : column, p.order ?? resource.list.sort?.order ?? 'ASC']);
  }
  order.push([resource.primaryKey, 'ASC']);
  const paging = p.start !== undefined && p.end !== undefined ? { offset: p.start, limit: p.end - p.start } : {};
  return { where: { [Op.and]: and }, order: order as Order, ...paging, ...joinOptions(sequelize, resource) };
}

/**
 * The columns of the record `list.join` names, read by a LEFT JOIN in the same query and
 * answered under the declared keys; a row whose record is gone still lists, with nulls.
 */
function joinOptions(sequelize: Sequelize, resource: Resource): FindOptions {
  const join = resource.list.join;
  if (!join) return {};
  const q = (s: string) => sequelize.getQueryInterface().quoteIdentifier(s);
  const columns = Object.entries(join.columns).map(([key, column]) => [sequelize.literal(`${q(LIST_JOIN)}.${q(column)}`), key] as [ReturnType<Sequelize['literal']>, string]);
  return {
    attributes: { include: columns },
    include: [{ model: sequelize.model(baseNameOf(resource)).associations[LIST_JOIN].target, as: LIST_JOIN, attributes: [], required: false }],
  };
}
