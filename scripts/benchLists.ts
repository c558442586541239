/**
 * The list benchmark (part of `npm run bench`; alone: `tsx scripts/benchLists.ts`). One SQLite
 * file with 100,000 items of one company and 20,000 of another; the project's item list over
 * real HTTP, and next to it a minimal hand-written node:http + SQL endpoint on the same file
 * answering the same page (the same rows, `{success, data, total}`). Each is asked by 8
 * concurrent clients over loopback, a bounded number of times; it prints req/s, p50 and p95 and
 * the project's share of the hand-written figure. Figures, not asserts.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import sqlite3 from 'sqlite3';
import { createApp } from '../backend/src/app';
import { openDatabase } from '../backend/src/db/database';
import { loadFixtures } from '../backend/src/db/fixtures';
import { migrate } from '../backend/src/db/migrator';
import { item } from '../resources';
import { validCompany, validEmployee } from '../tests/support/api';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const OTHER_ITEMS = Math.round(ITEMS / 5);
const CLIENTS = 8;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400); // per scenario and endpoint, after a warm-up
const PAGE = 25;
const DEEP = Math.max(0, ITEMS - 50);
const SEARCH = 'cetiri';

const DRUGS = [
  'Paracetamol',
  'Cetirizine',
  'Amoxicillin',
  'Azithromycin',
  'Metformin',
  'Atorvastatin',
  'Amlodipine',
  'Omeprazole',
  'Pantoprazole',
  'Ibuprofen',
  'Diclofenac',
  'Losartan',
  'Telmisartan',
  'Glimepiride',
  'Montelukast',
  'Levocetirizine',
  'Ranitidine',
  'Domperidone',
  'Ondansetron',
  'Ciprofloxacin',
  'Doxycycline',
  'Vitamin C',
  'Calcium D3',
  'Iron Folic',
  'Aceclofenac',
  'Rosuvastatin',
  'Clopidogrel',
  'Metoprolol',
  'Salbutamol',
  'Prednisolone',
  'Cefixime',
  'Ofloxacin',
  'Fluconazole',
  'Loratadine',
  'Esomeprazole',
  'Sitagliptin',
  'Vildagliptin',
  'Thyroxine',
  'Folic Acid',
  'Zinc',
  'Multivitamin',
  'Dolo',
  'Crocin',
  'Combiflam',
  'Digene',
  'Ecosprin',
  'Shelcal',
  'Becosules',
  'Neurobion',
  'Volini',
];
const FORMS = ['Tablet', 'Capsule', 'Syrup', 'Injection', 'Gel', 'Drops', 'Suspension', 'Sachet'];

type Scenario = { name: string; project: string; hand: string };
type Figures = { rps: number; p50: number; p95: number; failed: number };

/** Fills the item table straight through the model in batches (the API path is what is measured). */
async function seed(
  db: ReturnType<typeof openDatabase>,
  models: ReturnType<typeof createApp>['models'],
  CompanyID: number,
  count: number,
  from: number,
): Promise<void> {
  const Item = models.of(item);
  for (let i = 0; i < count; i += 2000) {
    const rows = Array.from({ length: Math.min(2000, count - i) }, (_, j) => {
      const n = from + i + j;
      // Spread names so the order by name is not the order of ids.
      const drug = DRUGS[(n * 7919) % DRUGS.length];
      const name = `${drug} ${[250, 500, 650, 10, 20][n % 5]} ${FORMS[n % FORMS.length]} ${String((n * 104729) % 1_000_003).padStart(7, '0')}`;
      return {
        ItemName: name,
        ItemCode: `IC${n}`,
        ItemDescription: `${drug} ${FORMS[n % FORMS.length]}`,
        BarcodeNumber: String(8900000000000 + n),
        HsnId: 1,
        CategoryId: 1,
        MainCategoryId: 1,
        SubCategoryId: 1,
        UnitID: 1,
        AddedUnit: 1,
        ManufactureId: 1,
        RackId: 1,
        MarketerId: 1,
        ReorderQuantity: 10_000,
        MaximumQuantity: 100_000,
        MinimumQuantity: 1_000,
        Quantity: 50_000,
        Taxable: 1,
        Cess: 0,
        SurCharge: 0,
        Discount: 0,
        Status: 1,
        CompanyID,
        IsDeleted: false,
        CreatedBy: 1,
        CreatedDate: new Date(),
      };
    });
    await db.write((transaction) => Item.bulkCreate(rows, { transaction }));
  }
}

/** The hand-written endpoint: one sqlite3 connection, SQL written for this page, JSON out. */
function handWritten(file: string, CompanyID: number): Promise<http.Server> {
  const conn = new sqlite3.Database(file, sqlite3.OPEN_READONLY);
  const all = (sql: string, args: unknown[]) =>
    new Promise<Record<string, unknown>[]>((resolve, reject) =>
      conn.all(sql, args, (e, rows) =>
        e ? reject(e) : resolve(rows as Record<string, unknown>[]),
      ),
    );
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const start = Number(url.searchParams.get('start') ?? 0);
    const q = url.searchParams.get('q')?.toLowerCase();
    const where = `CompanyID = ? AND IsDeleted = 0${q ? ` AND lower(ItemName) LIKE ?` : ''}`;
    const args: unknown[] = q ? [CompanyID, `%${q}%`] : [CompanyID];
    const order = q
      ? `CASE WHEN lower(ItemName) LIKE ? THEN 0 ELSE 1 END, lower(ItemName), ItemId`
      : 'lower(ItemName), ItemId';
    const [rows, [{ total }]] = await Promise.all([
      all(`SELECT * FROM item WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`, [
        ...args,
        ...(q ? [`${q}%`] : []),
        PAGE,
        start,
      ]),
      all(`SELECT count(*) AS total FROM item WHERE ${where}`, args),
    ]);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ success: true, data: rows, total }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

/** CLIENTS clients, each asking in turn until REQUESTS answers are in; a short warm-up first. */
async function load(url: string, cookie: string): Promise<Figures> {
  const ask = async () => {
    const t = performance.now();
    const res = await fetch(url, { headers: cookie ? { cookie } : {} });
    const body = (await res.json()) as { data?: unknown[] };
    return {
      ms: performance.now() - t,
      ok: res.status === 200 && Array.isArray(body.data) && body.data.length > 0,
    };
  };
  for (let i = 0; i < CLIENTS * 2; i++) await ask();
  const times: number[] = [];
  let failed = 0;
  let issued = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (issued < REQUESTS) {
        issued++;
        const { ms, ok } = await ask();
        times.push(ms);
        if (!ok) failed++;
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  times.sort((a, b) => a - b);
  return {
    rps: times.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    failed,
  };
}

export async function benchLists(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-bench-lists-'));
  const file = path.join(dir, 'lists.sqlite');
  const db = openDatabase(`sqlite:${file}`);
  await migrate(db.sequelize);
  const { app, models } = createApp(db);
  await loadFixtures(db, models);
  const server = await new Promise<http.Server>((resolve) => {
    const s = http.createServer(app).listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = async (url: string, body: unknown, cookie = '') => {
    const res = await fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return {
      body: (await res.json()) as Record<string, any>,
      cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '',
    };
  };
  const signUp = async (name: string) => {
    const company = await post('/api/insertcompanysignup', validCompany(name));
    await post('/api/insertemployee', {
      ...validEmployee('bench', 'bench-password'),
      signupToken: company.body.signupToken,
    });
    const login = await post('/api/login', {
      CompanyID: company.body.CompanyID,
      Username: 'bench',
      Password: 'bench-password',
    });
    return { CompanyID: login.body.CompanyID as number, cookie: login.cookie };
  };
  const mine = await signUp('Bench Pharma');
  const other = await signUp('Other Pharma');
  const seeded = performance.now();
  await seed(db, models, mine.CompanyID, ITEMS, 0);
  await seed(db, models, other.CompanyID, OTHER_ITEMS, ITEMS);
  const seedSeconds = (performance.now() - seeded) / 1000;
  await db.sequelize.query('PRAGMA wal_checkpoint(TRUNCATE)');
  const hand = await handWritten(file, mine.CompanyID);
  const handBase = `http://127.0.0.1:${(hand.address() as AddressInfo).port}`;

  const scenarios: Scenario[] = [
    {
      name: 'first page, by name',
      project: `/api/getitemdetails?_start=0&_end=${PAGE}&_sort=ItemName&_order=ASC`,
      hand: '/?start=0',
    },
    {
      name: `deep page (offset ${DEEP.toLocaleString('en-IN')})`,
      project: `/api/getitemdetails?_start=${DEEP}&_end=${DEEP + PAGE}&_sort=ItemName&_order=ASC`,
      hand: `/?start=${DEEP}`,
    },
    {
      name: `search '${SEARCH}'`,
      project: `/api/getitemdetails?_start=0&_end=${PAGE}&q=${SEARCH}`,
      hand: `/?start=0&q=${SEARCH}`,
    },
  ];
  console.log(
    `\nLists (SQLite): ${ITEMS.toLocaleString('en-IN')} items of one company, ${OTHER_ITEMS.toLocaleString('en-IN')} of another (seeded in ${seedSeconds.toFixed(1)} s); ${CLIENTS} concurrent clients, ${REQUESTS} requests each way`,
  );
  console.log(
    `  ${'scenario'.padEnd(30)} ${'project req/s'.padStart(13)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} | ${'hand req/s'.padStart(10)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} | ratio`,
  );
  for (const s of scenarios) {
    const ours = await load(base + s.project, mine.cookie);
    const theirs = await load(handBase + s.hand, '');
    const ms = (n: number) => `${n.toFixed(1)}ms`.padStart(7);
    const failures =
      ours.failed + theirs.failed ? `  (${ours.failed}/${theirs.failed} failed answers)` : '';
    console.log(
      `  ${s.name.padEnd(30)} ${ours.rps.toFixed(0).padStart(13)} ${ms(ours.p50)} ${ms(ours.p95)} | ${theirs.rps.toFixed(0).padStart(10)} ${ms(theirs.p50)} ${ms(theirs.p95)} | ${(ours.rps / theirs.rps).toFixed(2)}x${failures}`,
    );
  }
  await new Promise((r) => hand.close(r));
  await new Promise((r) => server.close(r));
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchLists();
