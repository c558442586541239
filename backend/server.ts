import path from 'node:path';
import { createApp } from './src/app';
import { openDatabase } from './src/db/database';
import { loadFixtures } from './src/db/fixtures';
import { migrate } from './src/db/migrator';

export const ADMIN_DIR = path.resolve(import.meta.dirname, '..', 'admin', 'dist');

/** Migrates, loads fixtures (a no-op when present), and serves API and admin on one port. */
export async function serve(): Promise<void> {
  const db = openDatabase();
  await migrate(db.sequelize);
  const { app, models, sessions } = createApp(db, { adminDir: ADMIN_DIR, trustProxy: process.env.TRUST_PROXY });
  await loadFixtures(db, models);
  const port = Number(process.env.PORT ?? 3000);
  const server = app.listen(port, () => {
    console.log(`Serving on http://localhost:${port} (${db.dialect === 'sqlite' ? 'SQLite' : 'Postgres'})`);
  });
  const sweep = setInterval(() => void sessions.sweep().catch(() => undefined), 15 * 60_000);
  sweep.unref();
  const stop = () => {
    server.close(() => void db.close().then(() => process.exit(0)));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
