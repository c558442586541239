import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_DIR, serve } from './server';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = ['admin/src', 'admin/index.html', 'admin/vite.config.ts', 'resources'].map((p) =>
  path.join(ROOT, p),
);

function newestChange(p: string): number {
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newestChange(path.join(p, name))));
}

/** The admin is built when its build is missing (a fresh clone) or older than its sources. */
function adminIsStale(): boolean {
  const built = path.join(ADMIN_DIR, 'index.html');
  if (!fs.existsSync(built)) return true;
  return Math.max(...SOURCES.map(newestChange)) > fs.statSync(built).mtimeMs;
}

if (adminIsStale()) {
  console.log('Building the admin...');
  execFileSync('npx', ['vite', 'build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
    cwd: ROOT,
    // Always the build users get: a caller's NODE_ENV (vitest sets 'test') made a development
    // React, whose StrictMode mounts every effect twice, and the browser tests saw that instead.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
await serve();
