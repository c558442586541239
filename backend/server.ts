import path from 'node:path';
import { createApp } from './src/app';
import { parseTrustProxy } from './src/auth/trustProxy';
import { openDatabase } from './src/db/database';
import { loadFixtures } from './src/db/fixtures';
import { answerClientErrorsAsJson } from './src/http/clientErrors';
import { migrate } from './src/db/migrator';

export const ADMIN_DIR = path.resolve(import.meta.dirname, '..', 'admin', 'dist');

/** Migrates, loads fixtures (a no-op when present), and serves API and admin on one port. */
export async function serve(): Promise<void> {
  // Read first: a misspelt setting stops the start before the database is touched.
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  const db = openDatabase();
  await migrate(db.sequelize);
  const listCompanies = process.env.PUBLIC_COMPANY_LIST?.trim().toLowerCase() !== 'false';
  const { app, models, sessions } = createApp(db, {
    adminDir: ADMIN_DIR,
    trustProxy,
    listCompanies,
  });
  await loadFixtures(db, models);
  const port = Number(process.env.PORT ?? 3000);
  const server = app.listen(port, () => {
    console.log(
      `Serving on http://localhost:${port} (${db.dialect === 'sqlite' ? 'SQLite' : 'Postgres'})`,
    );
  });
  // Longer than any client's or proxy's idle pool (Node's default is 5 s): a client reusing a
  // socket the server is closing at that instant gets ECONNRESET instead of an answer.
  answerClientErrorsAsJson(server);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const sweep = setInterval(() => void sessions.sweep().catch(() => undefined), 15 * 60_000);
  sweep.unref();
  const stop = () => {
    server.close(() => void db.close().then(() => process.exit(0)));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
