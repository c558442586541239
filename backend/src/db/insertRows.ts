import type { Model, ModelStatic, Sequelize, Transaction } from 'sequelize';
import type { AnyRecord } from '../../../resources';
import { txSql } from './txSql';

const MAX_VALUES = 30_000;

/**
 * Rows inserted in one statement with bound values, as the model's column types take them, without
 * building a model instance per row: a document's lines, entries and stock movements are the hot
 * path of every save. With `returning`, answers the rows as stored (their keys and defaults), as
 * a read of them would, in no particular order.
 */
export async function insertRows(
  t: Transaction,
  model: ModelStatic<Model>,
  rows: AnyRecord[],
  returning?: 'all',
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
  const values: unknown[] = [];
  const tuples = clean.map((r) => {
    const marks = named.map((c) => {
      values.push(valueOf(r[c.name]));
      return sql.mark(values.length);
    });
    return `(${marks.join(', ')})`;
  });
  const text = `INSERT INTO ${table} (${named.map((c) => c.quoted).join(', ')}) VALUES ${tuples.join(', ')}`;
  const returned = returning
    ? ` RETURNING ${columns.map((c) => `${c.quoted} AS ${c.as}`).join(', ')}`
    : '';
  return sql.positional<AnyRecord>(text + returned, values);
}

interface Shape {
  table: string;
  columns: Array<{ name: string; quoted: string; as: string }>;
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
