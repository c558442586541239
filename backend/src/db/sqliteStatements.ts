type Row = Record<string, unknown>;

interface Statement {
  all(params: unknown[], callback: (e: Error | null, rows: Row[]) => void): void;
  finalize(callback?: () => void): void;
}

export interface SqliteConnection {
  prepare(sql: string, callback: (e: Error | null) => void): Statement;
  close(callback?: (e: Error | null) => void): void;
}

/** Statements kept per connection, the least recently used finalized past this. */
const KEEP = 100;

/** A kept statement: its preparation (shared by two reads of one text sent together) and its runs in flight. */
interface Kept {
  statement: Promise<Statement>;
  running: number;
  dropped: boolean;
}

const kept = new WeakMap<SqliteConnection, Map<string, Kept>>();

function finalize(k: Kept): Promise<void> {
  return k.statement.then(
    (statement) => new Promise<void>((resolve) => statement.finalize(() => resolve())),
    () => undefined,
  );
}

/** Out of the cache; finalized once no run of it is in flight. */
function drop(k: Kept): Promise<void> {
  k.dropped = true;
  return k.running ? Promise.resolve() : finalize(k);
}

/**
 * A connection's statements, prepared once and run again with new values: a save runs the same
 * twenty statements every time, and preparing one costs SQLite as much as running it. SQLite
 * prepares a statement again by itself when the schema changes. A connection with statements
 * open cannot close, so its close finalizes them first.
 */
function statementsOf(connection: SqliteConnection): Map<string, Kept> {
  const known = kept.get(connection);
  if (known) return known;
  const statements = new Map<string, Kept>();
  kept.set(connection, statements);
  const close = connection.close.bind(connection);
  connection.close = (callback) => {
    const open = [...statements.values()];
    statements.clear();
    void Promise.all(open.map(finalize)).then(() => close(callback));
  };
  return statements;
}

function prepared(connection: SqliteConnection, sql: string): Promise<Statement> {
  return new Promise((resolve, reject) => {
    const statement = connection.prepare(sql, (e) => (e ? reject(e) : resolve(statement)));
  });
}

/** Rows of `sql` run with `values` on the connection, through its kept statement. */
export async function runKept(
  connection: SqliteConnection,
  sql: string,
  values: unknown[],
): Promise<Row[]> {
  const statements = statementsOf(connection);
  let k = statements.get(sql);
  // Most recently used last: the first in the map is the next to go.
  if (k) statements.delete(sql);
  else k = { statement: prepared(connection, sql), running: 0, dropped: false };
  statements.set(sql, k);
  if (statements.size > KEEP) {
    const [oldest, old] = statements.entries().next().value as [string, Kept];
    statements.delete(oldest);
    void drop(old);
  }
  const mine = k;
  mine.running++;
  try {
    const s = await mine.statement;
    return await new Promise<Row[]>((resolve, reject) =>
      s.all(values, (e, rows) => (e ? reject(e) : resolve(rows))),
    );
  } catch (e) {
    // A statement that does not prepare (a fault in the SQL) is not kept.
    if (
      statements.get(sql) === mine &&
      !(await mine.statement.then(
        () => true,
        () => false,
      ))
    ) {
      statements.delete(sql);
    }
    throw e;
  } finally {
    mine.running--;
    if (mine.dropped && !mine.running) void finalize(mine);
  }
}
