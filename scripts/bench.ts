/**
 * `npm run bench`: prints how fast the foundation is on this machine, on a throw-away SQLite
 * file (and on Postgres when BENCH_DATABASE_URL is set). Figures, not asserts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import http from 'node:http';
import { createApp } from '../backend/src/app';
import { HASH_PARAMETERS } from '../backend/src/auth/passwords';
import { openDatabase, type Database } from '../backend/src/db/database';
import { loadFixtures } from '../backend/src/db/fixtures';
import { migrate } from '../backend/src/db/migrator';
import { ResourceService } from '../backend/src/resources/service';
import { route } from '../resources';
import { validCompany, validEmployee } from '../tests/support/api';
import { benchLists } from './benchLists';

const ROUTES = Number(process.env.BENCH_ROWS ?? 20000);

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const v = await fn();
  return [v, performance.now() - t];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function bench(label: string, db: Database): Promise<void> {
  await migrate(db.sequelize);
  const { app, models } = createApp(db);
  await loadFixtures(db, models);
  // A real listening server and fetch, as a browser would meet it.
  const server = http.createServer(app).listen(0);
  const api = client(
    `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`,
  );
  const signup = await api.post('/api/insertcompanysignup', validCompany('Bench Traders'));
  await api.post('/api/insertemployee', {
    ...validEmployee('bench', 'bench-password'),
    signupToken: signup.body.signupToken,
  });
  const [login, loginMs] = await timed(() =>
    api.post('/api/login', {
      CompanyID: signup.body.CompanyID,
      Username: 'bench',
      Password: 'bench-password',
    }),
  );
  const ctx = { CompanyID: login.body.CompanyID as number, Empid: login.body.Empid as number };
  const branch = await api.post('/api/insertbranch', { BranchName: 'Bench Branch' });

  // Bulk rows straight into the table (the API path is measured below).
  const Route = models.of(route);
  for (let i = 0; i < ROUTES; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, ROUTES - i) }, (_, j) => ({
      RootName: `Route ${String(i + j).padStart(6, '0')} ${['North', 'South', 'East', 'West'][(i + j) % 4]}`,
      BranchId: branch.body.BranchId,
      Status: 1,
      CompanyID: ctx.CompanyID,
      IsDeleted: false,
      CreatedBy: ctx.Empid,
      CreatedDate: new Date(),
    }));
    await db.write((transaction) => Route.bulkCreate(rows, { transaction }));
  }

  const page: number[] = [];
  const search: number[] = [];
  const deep: number[] = [];
  for (let i = 0; i < 20; i++) {
    page.push(
      (await timed(() => api.get('/api/getroute?_start=0&_end=25&_sort=RootName&_order=ASC')))[1],
    );
    search.push(
      (await timed(() => api.get(`/api/getroute?_start=0&_end=25&q=route 01${i % 10}`)))[1],
    );
    deep.push(
      (await timed(() => api.get(`/api/getroute?_start=${ROUTES - 50}&_end=${ROUTES - 25}`)))[1],
    );
  }

  const svc = new ResourceService(route, db, models);
  const [results, writersMs] = await timed(() =>
    Promise.allSettled(
      Array.from({ length: 32 }, (_, i) =>
        svc.create(ctx, { RootName: `Concurrent ${i}`, BranchId: branch.body.BranchId }),
      ),
    ),
  );
  const failed = results.filter((r) => r.status === 'rejected').length;

  const [, burstMs] = await timed(() =>
    Promise.all(
      Array.from({ length: 8 }, () =>
        api.anonPost('/api/login', {
          CompanyID: ctx.CompanyID,
          Username: 'bench',
          Password: 'bench-password',
        }),
      ),
    ),
  );
  const [, readDuringBurst] = await timed(async () => {
    const burst = Promise.all(
      Array.from({ length: 8 }, () =>
        api.anonPost('/api/login', {
          CompanyID: ctx.CompanyID,
          Username: 'bench',
          Password: 'bench-password',
        }),
      ),
    );
    await new Promise((r) => setTimeout(r, 50));
    const [, ms] = await timed(() => api.get('/api/getroute?_start=0&_end=25'));
    await burst;
    return ms;
  });

  // Uploads are kept in the database: a 1 MiB PDF in, and back out, through multipart and the download route.
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024, 32)]);
  const uploads: number[] = [];
  const downloads: number[] = [];
  for (let i = 0; i < 10; i++) {
    const form = new FormData();
    form.append('VRegNo', `KA01BN${String(i).padStart(4, '0')}`);
    form.append('documents', new Blob([pdf], { type: 'application/pdf' }), 'rc.pdf');
    const [created, upMs] = await timed(() => api.form('/api/insertVehicle', form));
    uploads.push(upMs);
    downloads.push(
      (await timed(() => api.bytes(`/api/getvehiclepdf/${created.body.VID}?type=documents`)))[1],
    );
  }

  await new Promise((r) => setTimeout(r, 500)); // let the rate limiter finish its last writes
  console.log(`\n${label}: ${ROUTES.toLocaleString('en-IN')} routes in one company`);
  console.log(
    `  login (scrypt N=2^${HASH_PARAMETERS.logN}, r=${HASH_PARAMETERS.r}, p=${HASH_PARAMETERS.p}): ${loginMs.toFixed(0)} ms`,
  );
  console.log(`  first page of 25, sorted:      median ${median(page).toFixed(1)} ms`);
  console.log(`  search page (prefix-first):    median ${median(search).toFixed(1)} ms`);
  console.log(`  last page (offset ${ROUTES - 50}):      median ${median(deep).toFixed(1)} ms`);
  console.log(
    `  32 concurrent creates:         ${writersMs.toFixed(0)} ms in all, ${failed} failed`,
  );
  console.log(`  8 concurrent logins:           ${burstMs.toFixed(0)} ms in all`);
  console.log(`  a list read during 8 logins:   ${readDuringBurst.toFixed(1)} ms`);
  console.log(`  1 MiB PDF upload (multipart):  median ${median(uploads).toFixed(1)} ms`);
  console.log(`  1 MiB PDF download:            median ${median(downloads).toFixed(1)} ms`);
  server.close();
  await db.close();
}

/** A minimal cookie-keeping client over fetch. */
function client(base: string) {
  let cookie = '';
  const call = async (method: string, url: string, body?: unknown, anonymous = false) => {
    const res = await fetch(base + url, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie && !anonymous ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set && !anonymous) cookie = set.split(';')[0];
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  return {
    form: async (url: string, form: FormData) => {
      const res = await fetch(base + url, { method: 'POST', headers: { cookie }, body: form });
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    },
    bytes: async (url: string) =>
      Buffer.from(await (await fetch(base + url, { headers: { cookie } })).arrayBuffer()),
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown) => call('POST', url, body),
    anonPost: (url: string, body: unknown) => call('POST', url, body, true),
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-bench-'));
await bench('SQLite', openDatabase(`sqlite:${path.join(dir, 'bench.sqlite')}`));
fs.rmSync(dir, { recursive: true, force: true });
if (process.env.BENCH_DATABASE_URL)
  await bench('Postgres', openDatabase(process.env.BENCH_DATABASE_URL));
await (await import('./benchInvoices')).benchInvoices();
// Reports over 4,000,000 ledger entries and 100,000 invoices (scripts/benchReports.ts).
await (await import('./benchReports')).benchReports();
// Lists against a hand-written endpoint on one file (scripts/benchLists.ts).
await benchLists();
// The invoice grid in headless Chromium: keystroke to frame, opening a 100-line bill, initial JS (scripts/benchGrid.ts).
await (await import('./benchGrid')).benchGrid();
