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
  // Values as a model would take them (a flag sent as 1 is true on Postgres's boolean column).
  const sanitizers = Object.entries(attributes).flatMap(([name, a]) => {
    const type = a.type as unknown as { _sanitize?: (v: unknown) => unknown };
    return typeof type._sanitize === 'function' ? [[name, type._sanitize.bind(type)] as const] : [];
  });
  const clean = rows.map((r) => {
    const out = { ...r };
    for (const [name, sanitize] of sanitizers)
      if (out[name] !== undefined && out[name] !== null) out[name] = sanitize(out[name]);
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
