import {
  QueryTypes,
  type Model,
  type ModelStatic,
  type Sequelize,
  type Transaction,
} from 'sequelize';
import type { AnyRecord } from '../../../resources';

interface Generator {
  bulkInsertQuery(
    table: unknown,
    rows: AnyRecord[],
    options: AnyRecord,
    attributes: AnyRecord,
  ): string;
  quoteIdentifier(name: string): string;
}

/**
 * Sequelize's SQLite dialect runs any statement starting "INSERT INTO" without asking for rows,
 * so one with RETURNING would answer none: a leading comment has it read them.
 */
export const RETURNS_ROWS = '/* returning */ ';

/**
 * Rows inserted in one statement, their values written as the model's column types write them
 * (Sequelize's own generator), without building a model instance per row: a document's lines,
 * entries and stock movements are the hot path of every save. With `returning`, answers the
 * rows as stored (their keys and defaults), as a read of them would, in no particular order.
 */
export async function insertRows(
  t: Transaction,
  model: ModelStatic<Model>,
  rows: AnyRecord[],
  returning?: 'all',
): Promise<AnyRecord[]> {
  if (!rows.length) return [];
  const sequelize = model.sequelize as Sequelize;
  const generator = sequelize.getQueryInterface().queryGenerator as unknown as Generator;
  const attributes = model.getAttributes();
  // Values as a model would take them (a flag sent as 1 is true on Postgres's boolean column),
  // except what is already in its column's form: a date as YYYY-MM-DD, a time as a Date.
  const sanitizers = Object.entries(attributes).flatMap(([name, a]) => {
    const type = a.type as unknown as { key?: string; _sanitize?: (v: unknown) => unknown };
    return typeof type._sanitize === 'function'
      ? [[name, type.key, type._sanitize.bind(type)] as const]
      : [];
  });
  // A time written once per statement, not once per row (every row of a save shares its time).
  const times = new Map<Date, unknown>();
  const timeOf = (d: Date) => {
    if (!times.has(d)) times.set(d, sequelize.literal(sequelize.escape(d)));
    return times.get(d);
  };
  const clean = rows.map((r) => {
    const out = { ...r };
    for (const [name, key, sanitize] of sanitizers) {
      const v = out[name];
      if (v === undefined || v === null) continue;
      if (key === 'DATEONLY' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) continue;
      const value = key === 'DATE' && v instanceof Date ? v : sanitize(v);
      out[name] = value instanceof Date && key === 'DATE' ? timeOf(value) : value;
    }
    return out;
  });
  const sql = generator
    .bulkInsertQuery(model.getTableName(), clean, {}, attributes)
    .replace(/;\s*$/, '');
  if (!returning) {
    await sequelize.query(sql, { transaction: t, type: QueryTypes.INSERT });
    return [];
  }
  const columns = Object.keys(attributes).map((c) => generator.quoteIdentifier(c));
  return sequelize.query<AnyRecord>(`${RETURNS_ROWS}${sql} RETURNING ${columns.join(', ')}`, {
    transaction: t,
    type: QueryTypes.SELECT,
  });
}
