/**
 * The reports benchmark (issue 13 item 8), called by `npm run bench`: one company with
 * BENCH_ENTRIES ledger entries (4,000,000) over a financial year, BENCH_REPORT_INVOICES of them
 * (100,000) sales invoices to BENCH_CUSTOMERS customers (2,000) with every second one half paid,
 * the rest cash receipts; then each report over real HTTP beside a minimal hand-written query
 * doing the same work on the same tables. Bulk rows are written with INSERT ... SELECT (every
 * index maintained) and the month balances rebuilt from the entries once at the end, as the
 * migration does. SQLite on a throw-away file; Postgres too when BENCH_DATABASE_URL is set.
 * Figures, not asserts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { QueryTypes } from 'sequelize';
import { openDatabase, type Database } from '../backend/src/db/database';
import { monthsFromEntriesSql } from '../backend/src/db/ledgerMonthTables';
import { validCompany } from '../tests/support/api';
import { billingSetup } from '../tests/support/billing';
import { systemLedger } from '../tests/support/ledger';
import { benchCompany } from './benchServer';

type Row = Record<string, unknown>;

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 4_000_000);
const INVOICES = Number(process.env.BENCH_REPORT_INVOICES ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 2_000);
const CHUNK = 100_000;
const RUNS = 10;
const YEAR_START = validCompany('x').StartDate;
const YEAR_END = `${Number(YEAR_START.slice(0, 4)) + 1}-03-31`;
const q = (s: string) => `"${s}"`;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))] ?? NaN;
};

async function times(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  await fn(); // warm
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

/** Copies of the rows `where` selects, one per n in [a, b], with the columns `special` rewrites. */
async function copyRows(
  db: Database,
  table: string,
  key: string,
  where: string,
  a: number,
  b: number,
  special: Record<string, string>,
): Promise<void> {
  const pgsql = db.dialect === 'postgres';
  const cols = (
    (await db.sequelize.query(
      pgsql
        ? `SELECT column_name AS name FROM information_schema.columns WHERE table_name = '${table}'`
        : `SELECT name FROM pragma_table_info('${table}')`,
      { type: QueryTypes.SELECT },
    )) as Array<{ name: string }>
  )
    .map((c) => c.name)
    .filter((c) => c !== key || special[c]);
  const nums = pgsql
    ? `generate_series(${a}, ${b}) AS g(n)`
    : `(WITH RECURSIVE s(n) AS (SELECT ${a} UNION ALL SELECT n + 1 FROM s WHERE n < ${b}) SELECT n FROM s) g`;
  await db.write((transaction) =>
    db.sequelize.query(
      `INSERT INTO ${q(table)} (${cols.map(q).join(', ')})
       SELECT ${cols.map((c) => special[c] ?? `t.${q(c)}`).join(', ')} FROM ${nums} CROSS JOIN ${q(table)} t WHERE ${where} ORDER BY n`,
      { transaction },
    ),
  );
}

async function measure(label: string, db: Database): Promise<void> {
  const pgsql = db.dialect === 'postgres';
  const { server, base, agent, CompanyID, token } = await benchCompany(db, 'Report Bench');
  const b = await billingSetup(agent);
  const cash = await systemLedger(agent, 'Cash');
  const made = await agent.post('/api/insertbilling').send({
    BillDate: YEAR_START,
    InvType: 1,
    SID: b.seriesA,
    CustomerID: b.local,
    BillMode: 3,
    items: [
      { ItemID: b.paracetamol, Quantity: 10, GrossAmount: 12.5 },
      { ItemID: b.cough, Quantity: 2, GrossAmount: 50 },
    ],
  });
  if (made.status !== 201)
    throw new Error(`the template bill failed: ${JSON.stringify(made.body)}`);
  const BillID = Number(made.body.BillID);
  const select = (sql: string, replacements: Row = {}) =>
    db.sequelize.query<Row>(sql, { replacements, type: QueryTypes.SELECT });
  const max = async (table: string, key: string) =>
    Number((await select(`SELECT MAX(${q(key)}) AS m FROM ${q(table)}`))[0].m ?? 0);
  const [{ n: perBill }] = await select(
    `SELECT COUNT(*) AS n FROM "ledgerEntry" WHERE "Type" = 'SAL' AND "DocId" = :BillID`,
    { BillID },
  );
  const [{ BillAmount }] = await select(
    `SELECT "BillAmount" FROM "salesInvoice" WHERE "BillID" = :BillID`,
    { BillID },
  );

  const t0 = performance.now();
  // Customers: copies of the template's, named apart.
  const firstCustomer = (await max('ledger', 'PLID')) + 1;
  await copyRows(db, 'ledger', 'PLID', `t."PLID" = ${b.local}`, 1, CUSTOMERS, {
    PLID: `(${firstCustomer - 1} + n)`,
    LedgerName: `('Bench customer ' || n)`,
    LegalName: `('Bench customer ' || n)`,
    GSTIN: 'NULL',
  });
  const customerOf = (n: string) => `(${firstCustomer} + (${n} % ${CUSTOMERS}))`;
  const dateOf = (n: string) =>
    pgsql
      ? `(DATE '${YEAR_START}' + (${n} % 365))`
      : `date('${YEAR_START}', '+' || (${n} % 365) || ' days')`;

  // Invoices: the header, its lines and its entries, the customer's entry moved to the bill's customer.
  const firstBill = (await max('salesInvoice', 'BillID')) + 1;
  const [{ LastNo }] = await select(
    `SELECT "LastNo" FROM "docCounter" WHERE "CompanyID" = :CompanyID AND "NumberKey" = :key`,
    { CompanyID, key: `SID=${b.seriesA}` },
  );
  const idOf = `(${firstBill - 1} + n)`;
  const noOf = `(${Number(LastNo)} + n)`;
  const invoiceNo = `('A/' || ${noOf})`;
  for (let a = 1; a <= INVOICES; a += CHUNK) {
    const z = Math.min(INVOICES, a + CHUNK - 1);
    await copyRows(db, 'salesInvoice', 'BillID', `t."BillID" = ${BillID}`, a, z, {
      BillID: idOf,
      BillNo: noOf,
      InvoiceNo: invoiceNo,
      BillDate: dateOf('n'),
      CustomerID: customerOf('n'),
    });
    await copyRows(db, 'salesInvoiceLine', 'BDID', `t."BillID" = ${BillID}`, a, z, {
      BillID: idOf,
    });
    await copyRows(
      db,
      'ledgerEntry',
      'EntryId',
      `t."Type" = 'SAL' AND t."DocId" = ${BillID}`,
      a,
      z,
      {
        DocId: idOf,
        DocNo: invoiceNo,
        EntryDate: dateOf('n'),
        PLID: `CASE WHEN t."PLID" = ${b.local} THEN ${customerOf('n')} ELSE t."PLID" END`,
      },
    );
  }
  // Every second bill half paid by a receipt allocated to it.
  const allocated = (await max('billAllocation', 'AllocId')) + 1;
  const nums = (a: number, z: number) =>
    pgsql
      ? `generate_series(${a}, ${z}) AS g(n)`
      : `(WITH RECURSIVE s(n) AS (SELECT ${a} UNION ALL SELECT n + 1 FROM s WHERE n < ${z}) SELECT n FROM s) g`;
  for (let a = 1; a <= INVOICES; a += CHUNK * 2) {
    const z = Math.min(INVOICES, a + CHUNK * 2 - 1);
    await db.write((transaction) =>
      db.sequelize.query(
        `INSERT INTO "billAllocation" ("AllocId", "CompanyID", "DocType", "DocId", "LineId", "PLID", "BillType", "BillID", "Amount", "IsDeleted", "CreatedDate")
         SELECT ${allocated} + n, ${CompanyID}, 'receipt', n, n, ${customerOf('n')}, 'salesInvoice', ${idOf}, ${Math.floor(Number(BillAmount) / 2)}, :no, CURRENT_TIMESTAMP
           FROM ${nums(a, z)} WHERE n % 2 = 0`,
        { replacements: { no: false }, transaction },
      ),
    );
  }
  // The rest of the entries: cash receipts, cash debited and a customer credited.
  const [{ n: stored }] = await select(
    'SELECT COUNT(*) AS n FROM "ledgerEntry" WHERE "CompanyID" = :CompanyID',
    { CompanyID },
  );
  const receipts = Math.max(0, Math.floor((ENTRIES - Number(stored)) / 2));
  const [template] = await select(
    `SELECT "EntryId" FROM "ledgerEntry" WHERE "Type" = 'SAL' AND "DocId" = :BillID ORDER BY "EntryId" LIMIT 1`,
    { BillID },
  );
  for (let a = 1; a <= receipts; a += CHUNK) {
    const z = Math.min(receipts, a + CHUNK - 1);
    for (const side of ['Debit', 'Credit'] as const)
      await copyRows(
        db,
        'ledgerEntry',
        'EntryId',
        `t."EntryId" = ${Number(template.EntryId)}`,
        a,
        z,
        {
          Type: `'REC'`,
          DocId: 'n',
          DocNo: `('R/' || n)`,
          EntryDate: dateOf('(n * 7)'),
          PLID: side === 'Debit' ? String(cash) : customerOf('(n * 13)'),
          Debit: side === 'Debit' ? '(1000 + n % 50000)' : '0',
          Credit: side === 'Credit' ? '(1000 + n % 50000)' : '0',
          Narration: `'Cash received'`,
        },
      );
  }
  await db.write(async (transaction) => {
    await db.sequelize.query('DELETE FROM "ledgerMonth" WHERE "CompanyID" = :CompanyID', {
      replacements: { CompanyID },
      transaction,
    });
    await db.sequelize.query(monthsFromEntriesSql(db.dialect, true), {
      replacements: { CompanyID, no: false },
      transaction,
    });
    await db.sequelize.query(
      `UPDATE "docCounter" SET "LastNo" = "LastNo" + ${INVOICES} WHERE "CompanyID" = :CompanyID AND "NumberKey" = :key`,
      { replacements: { CompanyID, key: `SID=${b.seriesA}` }, transaction },
    );
  });
  if (pgsql) {
    for (const [table, key] of [
      ['ledger', 'PLID'],
      ['salesInvoice', 'BillID'],
      ['salesInvoiceLine', 'BDID'],
      ['ledgerEntry', 'EntryId'],
      ['billAllocation', 'AllocId'],
    ])
      await db.sequelize.query(
        `SELECT setval(pg_get_serial_sequence('${q(table)}', '${key}'), (SELECT MAX(${q(key)}) FROM ${q(table)}))`,
      );
    await db.sequelize.query('ANALYZE');
  } else {
    await db.sequelize.query('ANALYZE');
    await db.sequelize.query('PRAGMA wal_checkpoint(TRUNCATE)');
  }
  const buildMs = performance.now() - t0;
  const [{ n: entries }] = await select(
    'SELECT COUNT(*) AS n FROM "ledgerEntry" WHERE "CompanyID" = :CompanyID',
    { CompanyID },
  );
  const [{ n: cashEntries }] = await select(
    'SELECT COUNT(*) AS n FROM "ledgerEntry" WHERE "CompanyID" = :CompanyID AND "PLID" = :cash',
    { CompanyID, cash },
  );

  const get = async (url: string) => {
    const res = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: Row };
  };
  const sql =
    (text: string, replacements: Row = {}) =>
    () =>
      select(text, { CompanyID, no: false, cash, ...replacements });
  const day = `${YEAR_START.slice(0, 4)}-09-15`;
  const page = 50;
  const total = Number(
    (await get(`/api/getledgerstatement?PLID=${cash}&_start=0&_end=1`)).data.Total,
  );
  const middle = Math.floor(total / 2);
  const rows: Array<[string, number[], number[], string]> = [];
  const pair = async (
    name: string,
    project: () => Promise<unknown>,
    baseline: () => Promise<unknown>,
    target: string,
  ) => rows.push([name, await times(RUNS, project), await times(RUNS, baseline), target]);

  await pair(
    'trial balance, the year',
    () => get('/api/trialbalance'),
    sql(
      'SELECT "PLID", SUM("Debit") AS d, SUM("Credit") AS c FROM "ledgerMonth" WHERE "CompanyID" = :CompanyID GROUP BY "PLID"',
    ),
    'under 1 s',
  );
  const fromEntries = await times(
    3,
    sql(
      'SELECT "PLID", SUM("Debit") AS d, SUM("Credit") AS c FROM "ledgerEntry" WHERE "CompanyID" = :CompanyID AND "IsDeleted" = :no GROUP BY "PLID"',
    ),
  );
  const statementBaseline = (offset: number) =>
    sql(
      `SELECT "EntryId", "EntryDate", "Type", "DocId", "DocNo", "Narration", "Debit", "Credit" FROM "ledgerEntry"
        WHERE "CompanyID" = :CompanyID AND "PLID" = :cash AND "IsDeleted" = :no ORDER BY "EntryDate", "EntryId" LIMIT ${page} OFFSET ${offset}`,
    );
  await pair(
    `cash statement, first page of ${page}`,
    () => get(`/api/getledgerstatement?PLID=${cash}&_start=0&_end=${page}`),
    statementBaseline(0),
    'p95 under 100 ms',
  );
  await pair(
    `cash statement, page at row ${middle.toLocaleString('en-IN')}`,
    () => get(`/api/getledgerstatement?PLID=${cash}&_start=${middle}&_end=${middle + page}`),
    statementBaseline(middle),
    'p95 under 100 ms',
  );
  await pair(
    'cash statement, one month, first page',
    () =>
      get(
        `/api/getledgerstatement?PLID=${cash}&FromDate=${day.slice(0, 8)}01&ToDate=${day.slice(0, 8)}30&_start=0&_end=${page}`,
      ),
    sql(
      `SELECT "EntryId", "EntryDate", "Debit", "Credit" FROM "ledgerEntry" WHERE "CompanyID" = :CompanyID AND "PLID" = :cash AND "IsDeleted" = :no
        AND "EntryDate" >= :from ORDER BY "EntryDate", "EntryId" LIMIT ${page}`,
      { from: `${day.slice(0, 8)}01` },
    ),
    'p95 under 100 ms',
  );
  await pair(
    `outstanding, ${INVOICES.toLocaleString('en-IN')} invoices`,
    () => get(`/api/outstanding?AsOn=${YEAR_END}`),
    sql(
      `SELECT b."CustomerID", SUM(b."BillAmount" - COALESCE((SELECT SUM(a."Amount") FROM "billAllocation" a WHERE a."CompanyID" = b."CompanyID" AND a."BillType" = 'salesInvoice' AND a."BillID" = b."BillID" AND a."IsDeleted" = :no), 0)) AS due
         FROM "salesInvoice" b WHERE b."CompanyID" = :CompanyID AND b."IsDeleted" = :no GROUP BY b."CustomerID"`,
    ),
    'under 1 s',
  );
  await pair(
    'day book, one day',
    () => get(`/api/daybook?FromDate=${day}&ToDate=${day}`),
    sql(
      `SELECT e."Type", e."DocId", SUM(e."Debit") AS amount FROM "ledgerEntry" e JOIN "ledger" l ON l."PLID" = e."PLID" AND l."CompanyID" = e."CompanyID"
        WHERE e."CompanyID" = :CompanyID AND e."IsDeleted" = :no AND e."EntryDate" = :day GROUP BY e."Type", e."DocId"`,
      { day },
    ),
    '',
  );
  await pair(
    'dashboard',
    () => get(`/api/dashboard?AsOn=${YEAR_END}`),
    sql(
      `SELECT SUM(b."BillAmount") AS sales FROM "salesInvoice" b WHERE b."CompanyID" = :CompanyID AND b."IsDeleted" = :no AND b."BillDate" BETWEEN :m AND :e`,
      { m: `${YEAR_END.slice(0, 8)}01`, e: YEAR_END },
    ),
    '',
  );

  const f = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `\n${label} reports: ${Number(entries).toLocaleString('en-IN')} ledger entries (cash: ${Number(cashEntries).toLocaleString('en-IN')}), ${INVOICES.toLocaleString('en-IN')} invoices (${perBill} entries each), ${CUSTOMERS.toLocaleString('en-IN')} customers, built in ${(buildMs / 1000).toFixed(0)} s; ${RUNS} runs each over HTTP (project) and hand-written SQL (baseline)`,
  );
  for (const [name, project, baseline, target] of rows)
    console.log(
      `  ${name.padEnd(40)} project median ${f(pct(project, 50))} p95 ${f(pct(project, 95))} | baseline median ${f(pct(baseline, 50))} | ratio ${(pct(project, 50) / pct(baseline, 50)).toFixed(1)}x${target ? ` (target ${target})` : ''}`,
    );
  console.log(
    `  ${'sum of every entry per ledger (no months)'.padEnd(40)} ${f(pct(fromEntries, 50))}: what the trial balance would cost from the entries alone`,
  );
  if (!pgsql)
    for (const [name, text] of [
      [
        'statement page',
        `SELECT "EntryId" FROM "ledgerEntry" WHERE "CompanyID" = 1 AND "PLID" = ${cash} AND "IsDeleted" = 0 AND "EntryDate" >= '${day}' AND "EntryDate" <= '${YEAR_END}' AND "Type" <> 'OPB' ORDER BY "EntryDate", "EntryId" LIMIT 50`,
      ],
      [
        'day book',
        `SELECT e."DocId" FROM "ledgerEntry" e WHERE e."CompanyID" = 1 AND e."IsDeleted" = 0 AND e."EntryDate" BETWEEN '${day}' AND '${day}'`,
      ],
    ])
      console.log(
        `  plan, ${name}: ${(await select(`EXPLAIN QUERY PLAN ${text}`)).map((r) => String(r.detail)).join('; ')}`,
      );
  server.close();
  await db.close();
}

export async function benchReports(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-bench-rep-'));
  try {
    await measure('SQLite', openDatabase(`sqlite:${path.join(dir, 'reports.sqlite')}`));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return;
  const pg = createRequire(import.meta.url)('pg') as {
    Client: new (o: { connectionString: string }) => {
      connect(): Promise<void>;
      query(s: string): Promise<unknown>;
      end(): Promise<void>;
    };
  };
  const name = `tb_bench_rep_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  try {
    await measure('Postgres', openDatabase(own.toString()));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (process.argv[1]?.endsWith('benchReports.ts')) await benchReports(); // run alone: npx tsx scripts/benchReports.ts
