import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_DIR, serve } from './server';

// Build the admin once, when its build is missing (a fresh clone).
if (!fs.existsSync(path.join(ADMIN_DIR, 'index.html'))) {
  console.log('Building the admin (first start)...');
  execFileSync('npx', ['vite', 'build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
    cwd: path.resolve(import.meta.dirname, '..'),
  });
}
await serve();
