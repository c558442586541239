import type { Sequelize } from 'sequelize';

interface Connection {
  uuid?: string;
  close(callback?: (err: Error | null) => void): void;
}

interface SqliteConnectionManager {
  connections: Record<string, Connection>;
  getConnection(options?: { uuid?: string }): Promise<Connection>;
  releaseConnection(connection: Connection, force?: boolean): void;
}

/** Connections kept open between transactions; more than this many idle ones are closed. */
const KEEP = 4;

/**
 * Sequelize's SQLite dialect opens a new database connection for every transaction and closes
 * it at the end: each save paid for opening the file, our pragmas, and SQLite reading the
 * whole schema again before its first statement. Here a finished transaction's connection is
 * kept and handed to the next one instead. A connection Sequelize gives up on after a failed
 * rollback goes through its destroy path, never back here. Answers a closer for the kept ones.
 */
export function reuseTransactionConnections(sequelize: Sequelize): () => Promise<void> {
  const manager = sequelize.connectionManager as unknown as SqliteConnectionManager;
  const idle: Connection[] = [];
  const open = manager.getConnection.bind(manager);
  const release = manager.releaseConnection.bind(manager);
  manager.getConnection = async (options) => {
    const uuid = options?.uuid;
    const kept = uuid && uuid !== 'default' ? idle.pop() : undefined;
    if (!kept) return open(options);
    manager.connections[uuid!] = kept;
    return kept;
  };
  manager.releaseConnection = (connection, force) => {
    const uuid = connection.uuid;
    if (!uuid || force || idle.length >= KEEP) return release(connection, force);
    delete manager.connections[uuid];
    idle.push(connection);
  };
  return async () => {
    const all = idle.splice(0);
    await Promise.all(all.map((c) => new Promise<void>((resolve) => c.close(() => resolve()))));
  };
}
