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

const kept = new WeakMap<SqliteConnection, Map<string, Statement>>();

/**
 * A connection's statements, prepared once and run again with new values: a save runs the same
 * twenty statements every time, and preparing one costs SQLite as much as running it. SQLite
 * prepares a statement again by itself when the schema changes. A connection with statements
 * open cannot close, so its close finalizes them first.
 */
function statementsOf(connection: SqliteConnection): Map<string, Statement> {
  let statements = kept.get(connection);
  if (statements) return statements;
  const own = new Map<string, Statement>();
  kept.set(connection, own);
  const close = connection.close.bind(connection);
  connection.close = (callback) => {
    const open = [...own.values()];
    own.clear();
    let left = open.length;
    if (!left) return close(callback);
    for (const s of open) s.finalize(() => --left === 0 && close(callback));
  };
  statements = own;
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
  let statement = statements.get(sql);
  // Most recently used last: the first in the map is the next to go. A statement that does not
  // prepare (a fault in the SQL) is never kept.
  if (statement) statements.delete(sql);
  else statement = await prepared(connection, sql);
  statements.set(sql, statement);
  if (statements.size > KEEP) {
    const [oldest, old] = statements.entries().next().value as [string, Statement];
    statements.delete(oldest);
    old.finalize();
  }
  const s = statement;
  return new Promise((resolve, reject) =>
    s.all(values, (e, rows) => (e ? reject(e) : resolve(rows))),
  );
}
