import type { Sequelize, Transaction } from 'sequelize';
import { runKept, type SqliteConnection } from './sqliteStatements';

type Row = Record<string, unknown>;
type Replacements = Record<string, unknown>;

interface PgConnection {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
}

/** Statements named (prepared once) per Postgres connection; texts past this run unnamed. */
const PG_NAMED_KEEP = 200;
const pgNames = new WeakMap<object, Map<string, string>>();

/**
 * The name a statement is prepared under on a Postgres connection: the server then parses and
 * plans it once per connection, not on every save. A name per text, so it never stands for
 * two statements; IN lists of other lengths are other texts, hence the cap.
 */
function pgNameOf(connection: object, text: string): string | undefined {
  let names = pgNames.get(connection);
  if (!names) pgNames.set(connection, (names = new Map()));
  const known = names.get(text);
  if (known || names.size >= PG_NAMED_KEEP) return known;
  const name = `tb_${names.size + 1}`;
  names.set(text, name);
  return name;
}

/** SQL cut at its `:name` replacements: text, name, text, name, …, text. */
type Parsed = string[];

const parsedCache = new Map<string, Parsed>();
/** Statements built per row count (a bill's lines) are many texts; the cache starts over past this. */
const PARSED_KEEP = 500;

function parse(sql: string): Parsed {
  let parts = parsedCache.get(sql);
  if (parts) return parts;
  parts = [];
  let text = '';
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i];
    if (ch === "'" || ch === '"') {
      // A literal or a quoted name is copied whole: a colon inside it is no replacement.
      const end = sql.indexOf(ch, i + 1);
      const stop = end < 0 ? sql.length : end + 1;
      text += sql.slice(i, stop);
      i = stop - 1;
      continue;
    }
    if (
      ch === ':' &&
      sql[i + 1] !== ':' &&
      sql[i - 1] !== ':' &&
      /[A-Za-z_]/.test(sql[i + 1] ?? '')
    ) {
      let j = i + 1;
      while (j < sql.length && /\w/.test(sql[j])) j++;
      parts.push(text, sql.slice(i + 1, j));
      text = '';
      i = j - 1;
      continue;
    }
    text += ch;
  }
  parts.push(text);
  if (parsedCache.size >= PARSED_KEEP) parsedCache.clear();
  parsedCache.set(sql, parts);
  return parts;
}

/**
 * A time as Sequelize writes it to SQLite in UTC ('2026-11-25 13:04:05.067 +00:00'), without its
 * moment-based formatting: a save writes one on every row.
 */
export function sqliteUtcTime(d: Date): string {
  const iso = d.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)} +00:00`;
}

/** The Sequelize instance a transaction belongs to (Sequelize keeps it there; its types do not say so). */
export function sequelizeOf(t: Transaction): Sequelize {
  return (t as unknown as { sequelize: Sequelize }).sequelize;
}

interface ConnectionManager {
  getConnection(options: { type: string }): Promise<SqliteConnection & PgConnection>;
  releaseConnection(connection: unknown): Promise<void> | void;
}

/**
 * Rows of a read outside any transaction, the same way: straight on one of Sequelize's own
 * connections (SQLite's shared one; one taken from the Postgres pool and given back), so a
 * read on every request (the session) skips Sequelize's query path too.
 */
export async function plainRows<T extends object = Row>(
  sequelize: Sequelize,
  sql: string,
  replacements: Replacements = {},
): Promise<T[]> {
  const manager = sequelize.connectionManager as unknown as ConnectionManager;
  const connection = await manager.getConnection({ type: 'SELECT' });
  try {
    return await connectionSql(sequelize, connection, 'plain').all<T>(sql, replacements);
  } finally {
    await manager.releaseConnection(connection);
  }
}

/** Rows of a read: on the transaction's connection when there is one, else on a plain one. */
export function readRows<T extends object = Row>(
  sequelize: Sequelize,
  t: Transaction | undefined,
  sql: string,
  replacements: Replacements,
): Promise<T[]> {
  if (t) return txSql(t).all<T>(sql, replacements);
  return plainRows<T>(sequelize, sql, replacements);
}

/**
 * Statements of a write transaction run straight on its connection, with bound parameters.
 * Sequelize's query path costs several times what SQLite takes to answer a small statement
 * (option merging, a tokenizer over the SQL for its replacements, a stack trace per query), and
 * a save runs some twenty of them. Same `:name` replacements as Sequelize's (an array fills an
 * IN list), same values stored (a time as Sequelize writes it, a flag as 0/1 on SQLite), and
 * Sequelize's logging still sees every statement, with its values, for the benchmark's plans.
 */
export function txSql(t: Transaction) {
  // One per transaction: a save asks for it some twenty times.
  let sql = perTransaction.get(t);
  if (!sql)
    perTransaction.set(
      t,
      (sql = connectionSql(
        sequelizeOf(t),
        (t as unknown as { connection: SqliteConnection & PgConnection }).connection,
        (t as unknown as { id: string }).id,
      )),
    );
  return sql;
}

const perTransaction = new WeakMap<Transaction, ReturnType<typeof connectionSql>>();

/** txSql's statements on a given connection; `id` names it in the log as Sequelize would. */
function connectionSql(
  sequelize: Sequelize,
  connection: SqliteConnection & PgConnection,
  id: string,
) {
  const sqlite = sequelize.getDialect() === 'sqlite';

  const utc =
    (sequelize as unknown as { options: { timezone?: string } }).options.timezone === '+00:00';
  const valueOf = (v: unknown): unknown => {
    if (v === undefined || v === null) return null;
    if (typeof v === 'boolean') return sqlite ? (v ? 1 : 0) : v;
    if (v instanceof Date) {
      if (!sqlite) return v;
      return utc ? sqliteUtcTime(v) : sequelize.escape(v).slice(1, -1);
    }
    return v;
  };

  const mark = (n: number) => (sqlite ? '?' : `$${n}`);

  function bind(sql: string, replacements: Replacements): { text: string; values: unknown[] } {
    const parts = parse(sql);
    const values: unknown[] = [];
    let text = parts[0];
    const slot = (v: unknown) => {
      values.push(valueOf(v));
      return mark(values.length);
    };
    for (let i = 1; i < parts.length; i += 2) {
      const name = parts[i];
      if (!(name in replacements)) throw new Error(`No value for :${name}`);
      const v = replacements[name];
      // An empty IN list is no list: NULL matches nothing, as Sequelize writes it.
      text += Array.isArray(v) ? (v.length ? v.map(slot).join(', ') : 'NULL') : slot(v);
      text += parts[i + 1];
    }
    return { text, values };
  }

  const logged = (text: string, values: unknown[], ms: number) => {
    const options = (
      sequelize as unknown as { options: { logging?: unknown; benchmark?: boolean } }
    ).options;
    if (typeof options.logging !== 'function') return;
    let n = 0;
    const shown = text.replace(sqlite ? /\?/g : /\$\d+/g, () =>
      sequelize.escape(values[n++] as string),
    );
    (options.logging as (sql: string, ms?: number) => void)(
      `Executed (${id}): ${shown}`,
      options.benchmark ? ms : undefined,
    );
  };

  /** Rows of a SELECT, or of a write with RETURNING; none for other writes. */
  function all<T = Row>(sql: string, replacements: Replacements = {}): Promise<T[]> {
    const { text, values } = bind(sql, replacements);
    return positional<T>(text, values);
  }

  /** The same for SQL already holding its placeholders (`mark(n)` for the n-th, from 1) and their values. */
  async function positional<T = Row>(text: string, values: unknown[]): Promise<T[]> {
    const started = performance.now();
    const rows = sqlite
      ? await runKept(connection, text, values)
      : (await connection.query({ name: pgNameOf(connection, text), text, values })).rows;
    logged(text, values, Math.round((performance.now() - started) * 100) / 100);
    return rows as T[];
  }

  return {
    all,
    positional,
    mark,
    /** A value as its column stores it (the form `positional` wants its values in). */
    valueOf,
    run: async (sql: string, replacements?: Replacements) => void (await all(sql, replacements)),
  };
}
