import type { Model, ModelStatic, Sequelize, Transaction } from 'sequelize';
import type { AnyRecord } from '../../../resources';
import { txSql } from './txSql';

const MAX_VALUES = 30_000;

/**
 * What an insert answers: nothing; 'all', the rows as stored, every column read back, in no
 * particular order; or `{ by }`, the rows as written, in their order, every column of the model
 * (a column not written as its default, else null), each with the key it was given, matched on
 * the column `by` (unique among the rows). The last spares the driver building every value
 * of every row again (a bill's lines are some 800).
 */
export type Returning = 'all' | { by: string };

/**
 * Rows inserted in one statement with bound values, as the model's column types take them, without
 * building a model instance per row: a document's lines, entries and stock movements are the hot
 * path of every save.
 */
export async function insertRows(
  t: Transaction,
  model: ModelStatic<Model>,
  rows: AnyRecord[],
  returning?: Returning,
): Promise<AnyRecord[]> {
  if (!rows.length) return [];
  // Both databases cap the values of one statement (SQLite at 32,766): a long voucher goes in parts.
  if (rows.length > 1 && rows.length * Object.keys(rows[0]).length > MAX_VALUES) {
    const half = Math.ceil(rows.length / 2);
    const first = await insertRows(t, model, rows.slice(0, half), returning);
    return [...first, ...(await insertRows(t, model, rows.slice(half), returning))];
  }
  const { table, columns, sanitizers } = shapeOf(model);
  const sql = txSql(t);
  const sqlite = model.sequelize?.getDialect() === 'sqlite';
  // Values as a model would take them (a flag sent as 1 is true on Postgres's boolean column),
  // except what is already in its column's form: a date as YYYY-MM-DD, a time as a Date.
  const clean = rows.map((r) => {
    const out = { ...r };
    for (const [name, key, sanitize] of sanitizers) {
      const v = out[name];
      if (v === undefined || v === null) continue;
      if (key === 'DATEONLY' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) continue;
      if (key === 'DATE' && v instanceof Date) continue;
      out[name] = sanitize(v);
    }
    return out;
  });
  // The columns any row names, in the model's order; a row without one writes NULL there.
  const named = columns.filter((c) => clean.some((r) => r[c.name] !== undefined));
  // A save's rows share their times: each converted once.
  const times = new Map<Date, unknown>();
  const valueOf = (v: unknown) => {
    // SQLite: a number goes as its text, which the column's numeric type stores as the same
    // number. node-sqlite3 looks each non-text value up against RegExp and Date on the global
    // object before it binds it, which costs a save's thousand values more than its insert does.
    if (typeof v === 'number' && sqlite && Number.isFinite(v)) return String(v);
    if (!(v instanceof Date)) return sql.valueOf(v);
    if (!times.has(v)) times.set(v, sql.valueOf(v));
    return times.get(v);
  };
  const columnList = named.map((c) => c.quoted).join(', ');
  const matrix = clean.map((r) => named.map((c) => valueOf(r[c.name])));
  let text: string;
  let values: unknown[];
  if (sqlite && matrix.length > 1 && matrix.every((row) => row.every(isJsonScalar))) {
    // Many rows on SQLite go as one JSON text, taken apart by SQLite itself: node-sqlite3 binds
    // each value on the main thread (a bill's thousand cost it some 0.4 ms), while SQLite reads
    // the JSON on its worker thread. Each value is the same text or number it would have been
    // bound as, so the column stores the same thing; the rows keep their order.
    values = [JSON.stringify(matrix)];
    const picks = named.map((_, i) => `value ->> ${i}`).join(', ');
    text = `INSERT INTO ${table} (${columnList}) SELECT ${picks} FROM json_each(?) ORDER BY key`;
  } else {
    values = matrix.flat();
    let n = 0;
    const tuples = matrix.map((row) => `(${row.map(() => sql.mark(++n)).join(', ')})`);
    text = `INSERT INTO ${table} (${columnList}) VALUES ${tuples.join(', ')}`;
  }
  if (returning === 'all') {
    const all = columns.map((c) => `${c.quoted} AS ${c.as}`).join(', ');
    return sql.positional<AnyRecord>(`${text} RETURNING ${all}`, values);
  }
  if (!returning) return sql.positional<AnyRecord>(text, values);
  return asWritten(model, clean, named, returning.by, (back) =>
    sql.positional<AnyRecord>(
      `${text} RETURNING ${back.map((c) => `${c.quoted} AS ${c.as}`).join(', ')}`,
      values,
    ),
  );
}

/** A value JSON carries as SQLite would have bound it: text, a finite number, or null (not a file's bytes). */
function isJsonScalar(v: unknown): boolean {
  return v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
}

/**
 * The rows as written with their keys: the key and `by` read back, and any column left to a
 * default the database works out (a time) with them.
 */
async function asWritten(
  model: ModelStatic<Model>,
  rows: AnyRecord[],
  named: Shape['columns'],
  by: string,
  insert: (back: Shape['columns']) => Promise<AnyRecord[]>,
): Promise<AnyRecord[]> {
  const { columns, defaults } = shapeOf(model);
  const key = model.primaryKeyAttribute;
  const written = new Set(named.map((c) => c.name));
  const back = columns.filter(
    (c) =>
      c.name === key ||
      c.name === by ||
      (!written.has(c.name) && defaults.has(c.name) && defaults.get(c.name) === undefined),
  );
  const stored = new Map((await insert(back)).map((r) => [String(r[by]), r]));
  return rows.map((r) => {
    const row: AnyRecord = {};
    for (const c of columns) row[c.name] = r[c.name] ?? defaults.get(c.name) ?? null;
    return Object.assign(row, stored.get(String(r[by])));
  });
}

interface Shape {
  table: string;
  columns: Array<{ name: string; quoted: string; as: string }>;
  /** Each column's default: a plain value, or undefined where the database works it out. */
  defaults: Map<string, unknown>;
  sanitizers: Array<readonly [string, string | undefined, (v: unknown) => unknown]>;
}

const shapes = new WeakMap<ModelStatic<Model>, Shape>();

/** A model's table, columns and value sanitizers, worked out once. */
function shapeOf(model: ModelStatic<Model>): Shape {
  const known = shapes.get(model);
  if (known) return known;
  const sequelize = model.sequelize as Sequelize;
  const quote = (c: string) => sequelize.getQueryInterface().quoteIdentifier(c);
  const attributes = model.getAttributes();
  const shape: Shape = {
    table: quote(model.getTableName() as string),
    columns: Object.entries(attributes).map(([name, a]) => ({
      name,
      quoted: quote(a.field ?? name),
      as: quote(name),
    })),
    defaults: new Map(
      Object.entries(attributes)
        .filter(([, a]) => a.defaultValue !== undefined)
        .map(([name, a]) => {
          const v = a.defaultValue;
          const plain = v === null || ['string', 'number', 'boolean'].includes(typeof v);
          return [name, plain ? v : undefined];
        }),
    ),
    sanitizers: Object.entries(attributes).flatMap(([name, a]) => {
      const type = a.type as unknown as { key?: string; _sanitize?: (v: unknown) => unknown };
      return typeof type._sanitize === 'function'
        ? [[name, type.key, type._sanitize.bind(type)] as const]
        : [];
    }),
  };
  shapes.set(model, shape);
  return shape;
}
