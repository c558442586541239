import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface RunningApp {
  url: string;
  stop(): Promise<void>;
}

/** Runs `npm start` on a fresh SQLite file and a free port, and waits until it answers. */
export async function startApp(): Promise<RunningApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `sqlite:${path.join(dir, 'app.sqlite')}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    try {
      const res = await fetch(`${url}/api/companies`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  if (Date.now() >= deadline) throw new Error(`npm start did not answer in time:\n${output}`);
  return {
    url,
    async stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
