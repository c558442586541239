/**
 * The sales invoice benchmark (issue 10 item 13), called by `npm run bench`: 20-line invoices
 * posted over real HTTP to POST /api/insertbilling, one at a time and from many concurrent
 * clients, beside a minimal hand-written SQL routine doing the same writes on the same database
 * (the counter, the header, 20 lines, the ledger entries; one transaction), all sides in turns.
 * Three more sides say where the difference goes:
 *   - the routine behind a bare Express route, posted the same body by the same client: what
 *     HTTP and a session cost any save;
 *   - the project's own document service called in process (no HTTP, session read or
 *     idempotency): what the document layer costs;
 *   - the routine writing also what the project writes besides (the ledger's month totals, the
 *     stock moves and balances, the first version): what those rows cost.
 * Then bills on a second database with many invoices already stored, in turns with bills on the
 * first. Figures, not asserts. Counts come from the environment:
 *   BENCH_INVOICES (sequential invoices per run, 200), BENCH_CONCURRENT (invoices in the
 *   concurrent run, 320), BENCH_CLIENTS (32), BENCH_PRELOAD (invoices stored in the second
 *   database, 100000), BENCH_STORED_INVOICES (sequential invoices on each in that run, 50),
 *   BENCH_EXPLAIN=0 to skip the query plans, BENCH_TRACE=1 to print one invoice's statements
 *   with their times, BENCH_PROFILE=dir to write a CPU profile of the sequential run.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import inspector from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import express from 'express';
import type { AddressInfo } from 'node:net';
import pLimit from 'p-limit';
import { hashToken } from '../backend/src/auth/tokens';
import { openDatabase, type Database } from '../backend/src/db/database';
import { sqliteDriver } from '../backend/src/db/sqliteDriver';
import { DocumentService } from '../backend/src/documents/service';
import type { SessionContext } from '../backend/src/http/context';
import { salesInvoice } from '../resources';
import { balancesFromMovesSql } from '../backend/src/db/stockTables';
import { validCompany } from '../tests/support/api';
import { billingSetup, type Billing } from '../tests/support/billing';
import { benchCompany, benchListener } from './benchServer';

type Row = Record<string, unknown>;

/** The parts of `pg` used here (it ships no types, and @types/pg is not a dependency). */
interface PgClient {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  end(): Promise<void>;
}
interface PgPooled extends Omit<PgClient, 'connect' | 'end'> {
  release(): void;
}
const pg = createRequire(import.meta.url)('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
  Pool: new (options: { connectionString: string; max: number }) => {
    connect(): Promise<PgPooled>;
    end(): Promise<void>;
  };
};

const SEQUENTIAL = Number(process.env.BENCH_INVOICES ?? 200);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 320);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const STORED = Number(process.env.BENCH_STORED_INVOICES ?? 50);
const PRELOAD = Number(process.env.BENCH_PRELOAD ?? 100_000);
const EXPLAIN = process.env.BENCH_EXPLAIN !== '0';
const LINES = 20;
/** Invoices per transaction while preloading: big enough to be cheap, small enough to keep the WAL modest. */
const PRELOAD_CHUNK = 5000;
const YEAR_START = validCompany('x').StartDate;
/** The day every bench bill is dated. */
const BILL_DATE = '2026-06-15';
/**
 * The stored bills are spread over the days from the year's start to that day, as a company's
 * history is: a bill keyed today has none dated after it. (A bill dated before many others
 * reads their stock movements, to leave what they need: places.ts onHand.)
 */
const STORED_DAYS = Math.round((Date.parse(BILL_DATE) - Date.parse(YEAR_START)) / 86_400_000) + 1;

const HEADER = 'salesInvoice';
const LINE = 'salesInvoiceLine';
const ENTRY = 'ledgerEntry';
const MOVE = 'stockMove';
const VERSION = 'documentVersion';
const q = (s: string) => `"${s}"`;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

/** Calls per second, the median call's milliseconds, and this process's CPU time per call (every thread: the server's, its SQLite workers' and the clients'). */
interface Driven {
  perSecond: number;
  p50: number;
  cpuMs: number;
  loopMs: number;
}

/** What a stretch of calls took: each call's milliseconds, the wall time and the CPU time. */
interface Run {
  latencies: number[];
  ms: number;
  cpuMs: number;
  /** Of `ms`, the time the event loop was busy (the main thread's JavaScript and its native calls). */
  loopMs: number;
}

/** Runs `total` calls of `one` from `clients` callers, each waiting for its last answer. */
async function drive(
  total: number,
  clients: number,
  one: (i: number) => Promise<void>,
): Promise<Run> {
  let next = 0;
  const latencies: number[] = [];
  const caller = async () => {
    while (next < total) {
      const i = next++;
      const t = performance.now();
      await one(i);
      latencies.push(performance.now() - t);
    }
  };
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const loop0 = performance.eventLoopUtilization();
  await Promise.all(Array.from({ length: Math.min(clients, total) }, caller));
  const cpu = process.cpuUsage(cpu0);
  const loop = performance.eventLoopUtilization(loop0);
  return {
    latencies,
    ms: performance.now() - t0,
    cpuMs: (cpu.user + cpu.system) / 1000,
    loopMs: loop.active,
  };
}

/**
 * Calls in one side's turn: long enough that what a side leaves behind (garbage for the next
 * collection, pages for SQLite's next checkpoint) is mostly paid for in its own turn.
 */
const TURN = 100;

/**
 * `total` calls of each side, taken in turns of `turn` calls, one side after the other, and
 * each side's figures over all its turns. This machine's speed drifts within a minute (the
 * baseline alone ran at 370/s and 530/s in runs a minute apart): sides measured one after the
 * other met different machines, and their ratio showed the drift; taken in turns they meet the
 * same one.
 */
async function inTurns(
  total: number,
  clients: number,
  turn: number,
  sides: Array<(i: number) => Promise<void>>,
): Promise<Driven[]> {
  const runs = sides.map(() => ({ latencies: [] as number[], ms: 0, cpuMs: 0, loopMs: 0 }));
  for (let done = 0; done < total; done += turn) {
    const calls = Math.min(turn, total - done);
    for (const [k, side] of sides.entries()) {
      const r = await drive(calls, clients, side);
      runs[k].latencies.push(...r.latencies);
      runs[k].ms += r.ms;
      runs[k].cpuMs += r.cpuMs;
      runs[k].loopMs += r.loopMs;
    }
  }
  return runs.map((r) => ({
    perSecond: (total * 1000) / r.ms,
    p50: median(r.latencies),
    cpuMs: r.cpuMs / total,
    loopMs: r.loopMs / total,
  }));
}

/** POSTs JSON over keep-alive sockets with the session's bearer token, as many clients would. */
function poster(base: string, token: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const post = (url: string, body: unknown) =>
    new Promise<{ status: number; body: Row }>((resolve, reject) => {
      const data = Buffer.from(JSON.stringify(body));
      const req = http.request(
        base + url,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': data.length,
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString()) as Row,
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  return { post, close: () => agent.destroy() };
}

/** A 20-line B2B bill to the same-state customer: CGST and SGST, a round-off, so five entries. */
function invoiceBody(b: Billing, items: number[], i: number) {
  return {
    BillDate: BILL_DATE,
    InvType: 1,
    SID: b.seriesA,
    CustomerID: b.local,
    BillMode: 1,
    Narration: `Bench bill ${i}`,
    items: Array.from({ length: LINES }, (_, j) => ({
      ItemID: items[j % items.length],
      Quantity: 1 + ((i + j) % 12),
      FreeQty: j % 5 === 0 ? 1 : 0,
      GrossAmount: (1037 + j * 311) / 100,
      DiscountPer: j % 3 === 0 ? 2.5 : 0,
    })),
  };
}

interface Template {
  header: Row;
  lines: Row[];
  entries: Row[];
  /** The bill's stock moves, one per line, and its first version: what the project writes besides. */
  moves: Row[];
  version: Row;
  columns: {
    header: string[];
    line: string[];
    entry: string[];
    move: string[];
    version: string[];
  };
}

/** The rows one invoice made through the API, to copy: the baseline and the preload write rows just like them. */
async function templateOf(db: Database, BillID: number): Promise<Template> {
  const select = async (sql: string) =>
    (await db.sequelize.query(sql, { replacements: { BillID } }))[0] as Row[];
  const [header] = await select(`SELECT * FROM ${q(HEADER)} WHERE ${q('BillID')} = :BillID`);
  const lines = await select(
    `SELECT * FROM ${q(LINE)} WHERE ${q('BillID')} = :BillID ORDER BY ${q('LineNo')}`,
  );
  const entries = await select(
    `SELECT * FROM ${q(ENTRY)} WHERE ${q('Type')} = 'SAL' AND ${q('DocId')} = :BillID ORDER BY ${q('EntryId')}`,
  );
  const moves = await select(
    `SELECT * FROM ${q(MOVE)} WHERE ${q('DocType')} = '${HEADER}' AND ${q('DocId')} = :BillID ORDER BY ${q('MoveId')}`,
  );
  const [version] = await select(
    `SELECT * FROM ${q(VERSION)} WHERE ${q('DocType')} = '${HEADER}' AND ${q('DocId')} = :BillID`,
  );
  const without = (row: Row, key: string) => Object.keys(row).filter((k) => k !== key);
  return {
    header,
    lines,
    entries,
    moves,
    version,
    columns: {
      header: without(header, 'BillID'),
      line: without(lines[0], 'BDID'),
      entry: without(entries[0], 'EntryId'),
      move: without(moves[0], 'MoveId'),
      version: Object.keys(version).filter((k) => k !== 'id' && k !== 'VersionId'),
    },
  };
}

/**
 * The baseline: what a hand-written routine would write for one invoice, with values copied from
 * the template, in series B (its own counter row): increment the counter, insert the header,
 * the lines and the entries in one multi-row statement each, in one transaction.
 */
interface Baseline {
  save(): Promise<Saved>;
  /** The same, writing also what the project writes besides: the ledger's month totals, the stock moves and balances, the first version. */
  saveAll(): Promise<Saved>;
  /** Whether a session holds this token hash (what an authenticated route reads first). */
  signedIn(tokenHash: string): Promise<boolean>;
  close(): Promise<void>;
}

interface Saved {
  BillID: number;
  BillNo: number;
  InvoiceNo: string;
}

const SESSION_SQL = `SELECT ${q('id')} FROM ${q('session')} WHERE ${q('TokenHash')} = $1`;

function rowsOf(template: Template, no: number, series: { SID: number; name: string }) {
  const InvoiceNo = `${series.name}/${no}`;
  const old = String(template.header.InvoiceNo);
  const header: Row = {
    ...template.header,
    SID: series.SID,
    SeriesName: series.name,
    BillNo: no,
    InvoiceNo,
  };
  return {
    header: template.columns.header.map((c) => header[c]),
    lines: (BillID: number) =>
      template.lines.flatMap((l) =>
        template.columns.line.map((c) => (c === 'BillID' ? BillID : l[c])),
      ),
    entries: (BillID: number) =>
      template.entries.flatMap((e) =>
        template.columns.entry.map((c) => {
          if (c === 'DocId') return BillID;
          if (c === 'DocNo') return InvoiceNo;
          if (c === 'Narration') return String(e.Narration).replace(old, InvoiceNo);
          return e[c];
        }),
      ),
    /** Each ledger's month total raised by its entries (CompanyID, PLID, Month, Opening, Debit, Credit, Entries). */
    months: summed(
      template.entries,
      (e) => [e.CompanyID, e.PLID, String(e.EntryDate).slice(0, 7), 0],
      (e) => [Number(e.Debit), Number(e.Credit), 1],
    ),
    /** The stock moves, each naming its line by the key the line was given (`lineIds`, in line order). */
    moves: (BillID: number, lineIds: number[]) =>
      template.moves.flatMap((m) =>
        template.columns.move.map((c) => {
          if (c === 'DocId') return BillID;
          if (c === 'LineId')
            return lineIds[template.lines.findIndex((l) => l.BDID === m.LineId)] ?? null;
          return m[c];
        }),
      ),
    /** Each item's balance taken down by its moves (CompanyID, ItemID, GodownId, VanID, BatchId, QtyMilli). */
    balances: summed(
      template.moves,
      (m) => [m.CompanyID, m.ItemID, m.GodownId ?? 0, m.VanID ?? 0, m.BatchId ?? 0],
      (m) => [Number(m.QtyMilli)],
    ),
    version: (BillID: number) =>
      template.columns.version.map((c) => (c === 'DocId' ? BillID : template.version[c])),
  };
}

/**
 * Rows summed by key, flattened as key then sums: one row per key, as an upsert needs (one
 * statement may not touch a row twice).
 */
function summed(
  rows: Row[],
  keyOf: (r: Row) => unknown[],
  sumsOf: (r: Row) => number[],
): unknown[][] {
  const out = new Map<string, unknown[][]>();
  for (const r of rows) {
    const key = keyOf(r);
    const k = JSON.stringify(key);
    const [, sums] = out.get(k) ?? [key, sumsOf(r).map(() => 0)];
    sumsOf(r).forEach((v, i) => ((sums as number[])[i] += v));
    out.set(k, [key, sums]);
  }
  return [...out.values()].map(([key, sums]) => [...key, ...sums]);
}

/** What the project writes besides the header, lines and entries, as hand-written statements. */
function moreSql(template: Template, placeholder: (n: number) => string) {
  const sample = rowsOf(template, 0, { SID: 0, name: '' });
  const months = sample.months.length;
  const balances = sample.balances.length;
  const tuples = (rows: number, width: number) => {
    let n = 0;
    return Array.from(
      { length: rows },
      () => `(${Array.from({ length: width }, () => placeholder(++n)).join(', ')})`,
    ).join(', ');
  };
  return {
    months: `INSERT INTO ${q('ledgerMonth')} (${['CompanyID', 'PLID', 'Month', 'Opening', 'Debit', 'Credit', 'Entries'].map(q).join(', ')}) VALUES ${tuples(months, 7)}
      ON CONFLICT (${['CompanyID', 'PLID', 'Month', 'Opening'].map(q).join(', ')}) DO UPDATE SET ${q('Debit')} = ${q('ledgerMonth')}.${q('Debit')} + excluded.${q('Debit')}, ${q('Credit')} = ${q('ledgerMonth')}.${q('Credit')} + excluded.${q('Credit')}, ${q('Entries')} = ${q('ledgerMonth')}.${q('Entries')} + excluded.${q('Entries')}`,
    moves: insertSql(MOVE, template.columns.move, template.moves.length, placeholder),
    balances: `INSERT INTO ${q('stockBalance')} (${['CompanyID', 'ItemID', 'GodownId', 'VanID', 'BatchId', 'QtyMilli'].map(q).join(', ')}) VALUES ${tuples(balances, 6)}
      ON CONFLICT (${['CompanyID', 'ItemID', 'GodownId', 'VanID', 'BatchId'].map(q).join(', ')}) DO UPDATE SET ${q('QtyMilli')} = ${q('stockBalance')}.${q('QtyMilli')} + excluded.${q('QtyMilli')}`,
    version: insertSql(VERSION, template.columns.version, 1, placeholder),
  };
}

function insertSql(
  table: string,
  columns: string[],
  rows: number,
  placeholder: (n: number) => string,
): string {
  let n = 0;
  const tuple = () => `(${columns.map(() => placeholder(++n)).join(', ')})`;
  return `INSERT INTO ${q(table)} (${columns.map(q).join(', ')}) VALUES ${Array.from({ length: rows }, tuple).join(', ')}`;
}

const COUNTER = `UPDATE ${q('docCounter')} SET ${q('LastNo')} = ${q('LastNo')} + 1
  WHERE ${q('CompanyID')} = $1 AND ${q('FYearID')} = $2 AND ${q('DocType')} = 'salesInvoice' AND ${q('NumberKey')} = $3 RETURNING ${q('LastNo')}`;

async function sqliteBaseline(file: string, template: Template, series: Series): Promise<Baseline> {
  const conn = await new Promise<InstanceType<typeof sqliteDriver.Database>>((resolve, reject) => {
    const d: InstanceType<typeof sqliteDriver.Database> = new sqliteDriver.Database(
      file,
      6 /* OPEN_READWRITE | OPEN_CREATE */,
      (e) => (e ? reject(e) : resolve(d)),
    );
  });
  const run = (sql: string, params: unknown[] = []) =>
    new Promise<number>((resolve, reject) =>
      conn.run(sql, params, function (this: { lastID: number }, e: Error | null) {
        if (e) reject(e);
        else resolve(this.lastID);
      }),
    );
  const get = (sql: string, params: unknown[]) =>
    new Promise<Row>((resolve, reject) =>
      conn.get(sql, params, (e: Error | null, r: Row) => (e ? reject(e) : resolve(r))),
    );
  const qm = () => '?';
  const sql = {
    header: insertSql(HEADER, template.columns.header, 1, qm),
    lines: insertSql(LINE, template.columns.line, template.lines.length, qm),
    entries: insertSql(ENTRY, template.columns.entry, template.entries.length, qm),
  };
  const more = moreSql(template, qm);
  const key = [template.header.CompanyID, template.header.FYearID, `SID=${series.SID}`];
  // One connection: SQLite has one writer, so savers queue here as the project's do.
  const oneWriter = pLimit(1);
  const routine = (all: boolean) =>
    oneWriter(async () => {
      await run('BEGIN IMMEDIATE');
      try {
        const { LastNo } = await get(COUNTER.replace(/\$\d/g, '?'), key);
        const rows = rowsOf(template, Number(LastNo), series);
        const BillID = await run(sql.header, rows.header);
        const lastLine = await run(sql.lines, rows.lines(BillID));
        await run(sql.entries, rows.entries(BillID));
        if (all) {
          // One statement's rows take consecutive keys in a write transaction: the last is lastID.
          const n = template.lines.length;
          const lineIds = Array.from({ length: n }, (_, i) => lastLine - n + 1 + i);
          await run(more.months, rows.months.flat());
          await run(more.moves, rows.moves(BillID, lineIds));
          await run(more.balances, rows.balances.flat());
          await run(more.version, rows.version(BillID));
        }
        await run('COMMIT');
        return { BillID, BillNo: Number(LastNo), InvoiceNo: `${series.name}/${Number(LastNo)}` };
      } catch (e) {
        await run('ROLLBACK');
        throw e;
      }
    });
  return {
    save: () => routine(false),
    saveAll: () => routine(true),
    // Outside the write queue, as the project reads its session: SQLite's WAL lets it.
    signedIn: async (hash) => Boolean(await get(SESSION_SQL.replace('$1', '?'), [hash])),
    close: () => new Promise<void>((resolve) => conn.close(() => resolve())),
  };
}

async function postgresBaseline(
  url: string,
  template: Template,
  series: Series,
): Promise<Baseline> {
  // As many connections as the project's pool.
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_MAX ?? 10) });
  const dollar = (n: number) => `$${n}`;
  const sql = {
    header: `${insertSql(HEADER, template.columns.header, 1, dollar)} RETURNING ${q('BillID')}`,
    lines: insertSql(LINE, template.columns.line, template.lines.length, dollar),
    entries: insertSql(ENTRY, template.columns.entry, template.entries.length, dollar),
  };
  const more = moreSql(template, dollar);
  const key = [template.header.CompanyID, template.header.FYearID, `SID=${series.SID}`];
  const routine = async (all: boolean) => {
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      const { LastNo } = (await c.query(COUNTER, key)).rows[0] as Row;
      const rows = rowsOf(template, Number(LastNo), series);
      const BillID = Number(((await c.query(sql.header, rows.header)).rows[0] as Row).BillID);
      // Only the routine writing stock moves needs the lines' keys back.
      const lines = await c.query(
        all ? `${sql.lines} RETURNING ${q('BDID')}, ${q('LineNo')}` : sql.lines,
        rows.lines(BillID),
      );
      await c.query(sql.entries, rows.entries(BillID));
      if (all) {
        const byNo = new Map(lines.rows.map((l) => [Number(l.LineNo), Number(l.BDID)]));
        const lineIds = template.lines.map((l) => byNo.get(Number(l.LineNo)) ?? 0);
        await c.query(more.months, rows.months.flat());
        await c.query(more.moves, rows.moves(BillID, lineIds));
        await c.query(more.balances, rows.balances.flat());
        await c.query(more.version, rows.version(BillID));
      }
      await c.query('COMMIT');
      return { BillID, BillNo: Number(LastNo), InvoiceNo: `${series.name}/${Number(LastNo)}` };
    } catch (e) {
      await c.query('ROLLBACK');
      throw e;
    } finally {
      c.release();
    }
  };
  return {
    save: () => routine(false),
    saveAll: () => routine(true),
    signedIn: async (hash) => {
      const c = await pool.connect();
      try {
        return (await c.query(SESSION_SQL, [hash])).rows.length > 0;
      } finally {
        c.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The baseline behind HTTP: a bare Express route that parses the posted JSON, finds the bearer
 * token's session, refuses a body without lines and runs the routine, answering as the project
 * does. What it costs beyond the routine is what HTTP and a session cost any save.
 */
async function overHttp(baseline: Baseline) {
  const app = express();
  app.post('/bill', express.json({ limit: '1mb' }), (req, res, next) => {
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    const body = req.body as { items?: unknown } | undefined;
    void (async () => {
      if (!token || !(await baseline.signedIn(hashToken(token)))) {
        res.status(401).json({ success: false });
        return;
      }
      if (!Array.isArray(body?.items) || !body.items.length) {
        res.status(400).json({ success: false });
        return;
      }
      const saved = await baseline.save();
      res.status(201).json({ success: true, message: 'Invoice submitted successfully!', ...saved });
    })().catch(next);
  });
  const server = benchListener(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * Stores `count` more invoices of series A like the template, cheaply: INSERT ... SELECT over a
 * run of numbers, in transactions of PRELOAD_CHUNK invoices, real rows in the real tables (so
 * every index is written), dated across the year; then moves the series' counter past them.
 */
async function preload(db: Database, template: Template, count: number): Promise<void> {
  const pgsql = db.dialect === 'postgres';
  const [{ maxId }] = (
    await db.sequelize.query(`SELECT MAX(${q('BillID')}) AS ${q('maxId')} FROM ${q(HEADER)}`)
  )[0] as Array<{ maxId: number }>;
  const [{ LastNo }] = (
    await db.sequelize.query(
      `SELECT ${q('LastNo')} FROM ${q('docCounter')} WHERE ${q('NumberKey')} = :key AND ${q('CompanyID')} = :c`,
      {
        replacements: { key: `SID=${String(template.header.SID)}`, c: template.header.CompanyID },
      },
    )
  )[0] as Array<{ LastNo: number }>;
  const idOf = `(${Number(maxId)} + n)`;
  const noOf = `(${Number(LastNo)} + n)`;
  const invoiceNo = `('${String(template.header.SeriesName)}/' || ${noOf})`;
  const dateOf = pgsql
    ? `(DATE '${YEAR_START}' + (n % ${STORED_DAYS}))`
    : `date('${YEAR_START}', '+' || (n % ${STORED_DAYS}) || ' days')`;
  const nums = (a: number, b: number) =>
    pgsql
      ? `generate_series(${a}, ${b}) AS g(n)`
      : `(WITH RECURSIVE s(n) AS (SELECT ${a} UNION ALL SELECT n + 1 FROM s WHERE n < ${b}) SELECT n FROM s) g`;
  const pick = (columns: string[], alias: string, special: Record<string, string>) =>
    columns.map((c) => special[c] ?? `${alias}.${q(c)}`).join(', ');
  const BillID = Number(template.header.BillID);
  for (let a = 1; a <= count; a += PRELOAD_CHUNK) {
    const b = Math.min(count, a + PRELOAD_CHUNK - 1);
    await db.write(async (transaction) => {
      const run = (sql: string) => db.sequelize.query(sql, { transaction });
      const hcols = ['BillID', ...template.columns.header];
      await run(`INSERT INTO ${q(HEADER)} (${hcols.map(q).join(', ')})
        SELECT ${pick(hcols, 't', { BillID: idOf, BillNo: noOf, InvoiceNo: invoiceNo, BillDate: dateOf, Narration: `('Stored bill ' || n)` })}
          FROM ${nums(a, b)} CROSS JOIN ${q(HEADER)} t WHERE t.${q('BillID')} = ${BillID} ORDER BY n`);
      await run(`INSERT INTO ${q(LINE)} (${template.columns.line.map(q).join(', ')})
        SELECT ${pick(template.columns.line, 'l', { BillID: idOf })}
          FROM ${nums(a, b)} CROSS JOIN ${q(LINE)} l WHERE l.${q('BillID')} = ${BillID} ORDER BY n, l.${q('LineNo')}`);
      await run(`INSERT INTO ${q(ENTRY)} (${template.columns.entry.map(q).join(', ')})
        SELECT ${pick(template.columns.entry, 'e', { DocId: idOf, DocNo: invoiceNo, EntryDate: dateOf, Narration: `('Sales invoice ' || ${invoiceNo})` })}
          FROM ${nums(a, b)} CROSS JOIN ${q(ENTRY)} e WHERE e.${q('Type')} = 'SAL' AND e.${q('DocId')} = ${BillID} ORDER BY n, e.${q('EntryId')}`);
      // Their stock movements too (the line each came from left empty: nothing on the save path reads it).
      const moveCols = template.columns.move;
      await run(`INSERT INTO ${q(MOVE)} (${moveCols.map(q).join(', ')})
        SELECT ${pick(moveCols, 'm', { DocId: idOf, MoveDate: dateOf, LineId: 'NULL' })}
          FROM ${nums(a, b)} CROSS JOIN ${q(MOVE)} m WHERE m.${q('DocType')} = '${HEADER}' AND m.${q('DocId')} = ${BillID} ORDER BY n, m.${q('MoveId')}`);
    });
  }
  // What the stored bills took, in the balances a save reads (as the project keeps them).
  await db.write(async (transaction) => {
    const replacements = { CompanyID: template.header.CompanyID, no: false };
    await db.sequelize.query(
      `DELETE FROM ${q('stockBalance')} WHERE ${q('CompanyID')} = :CompanyID`,
      { replacements, transaction },
    );
    await db.sequelize.query(balancesFromMovesSql(true), { replacements, transaction });
  });
  await db.write(async (transaction) => {
    await db.sequelize.query(
      `UPDATE ${q('docCounter')} SET ${q('LastNo')} = ${q('LastNo')} + ${count} WHERE ${q('NumberKey')} = :key AND ${q('CompanyID')} = :c`,
      {
        replacements: { key: `SID=${String(template.header.SID)}`, c: template.header.CompanyID },
        transaction,
      },
    );
    if (pgsql)
      await db.sequelize.query(
        `SELECT setval(pg_get_serial_sequence('${q(HEADER)}', 'BillID'), (SELECT MAX(${q('BillID')}) FROM ${q(HEADER)}))`,
        { transaction },
      );
  });
  if (pgsql) await db.sequelize.query('ANALYZE');
  else await db.sequelize.query('PRAGMA wal_checkpoint(TRUNCATE)');
}

/** The SQL one saved invoice runs (caught from Sequelize's log), and SQLite's plan for each statement that scans a table. */
async function plansOf(db: Database, save: () => Promise<void>): Promise<string[]> {
  const statements: string[] = [];
  const options = (
    db.sequelize as unknown as { options: { logging: unknown; benchmark?: boolean } }
  ).options;
  const before = options.logging;
  const timings: string[] = [];
  options.benchmark = true;
  options.logging = (sql: string, ms: number) => {
    statements.push(sql.replace(/^Executed \([^)]*\): /, ''));
    timings.push(
      `at ${(performance.now() - t).toFixed(1).padStart(6)} took ${String(ms).padStart(3)} ms ${sql
        .replace(/^Executed \([^)]*\): /, '')
        .replace(/\s+/g, ' ')
        .slice(0, 150)}`,
    );
  };
  const t = performance.now();
  try {
    await save();
  } finally {
    options.logging = before;
    options.benchmark = false;
  }
  if (process.env.BENCH_TRACE)
    console.log(`one invoice ${(performance.now() - t).toFixed(1)} ms:\n${timings.join('\n')}`);
  if (db.dialect !== 'sqlite')
    return [`${statements.length} statements (plans shown for SQLite only)`];
  const out = [
    `${statements.filter((s) => !/^(BEGIN|COMMIT|PRAGMA)/.test(s)).length} statements per invoice`,
  ];
  for (const s of statements) {
    if (!/^(SELECT|UPDATE|DELETE|INSERT)/i.test(s)) continue;
    let plan: Array<{ detail: string }>;
    try {
      plan = (
        await db.sequelize.query(`EXPLAIN QUERY PLAN ${s.replace(/;\s*$/, '')}`)
      )[0] as Array<{ detail: string }>;
    } catch (e) {
      out.push(`  (no plan: ${(e as Error).message.slice(0, 80)}) ${s.slice(0, 100)}`);
      continue;
    }
    // A whole table, or every row of the company (an index on CompanyID alone, or with IsDeleted), is read.
    const scans = plan
      .map((p) => p.detail)
      .filter(
        (d) =>
          (/^SCAN /.test(d) && !/CONSTANT ROW|SUBQUERY|VIRTUAL TABLE/.test(d)) ||
          /INDEX \S+ \(CompanyID=\?( AND IsDeleted=\?)?\)$/.test(d),
      );
    if (scans.length)
      out.push(`  ${scans.join('; ')}  <-  ${s.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  if (out.length === 1) out.push("  no statement reads a whole table or all of a company's rows");
  return out;
}

/**
 * With BENCH_PROFILE=dir, a CPU profile of this process (server and clients both) over `run`
 * only, written to dir as `<label>.cpuprofile` for Chrome's DevTools: startup is left out.
 */
async function profiled<T>(run: () => Promise<T>, label: string): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return run();
  const session = new inspector.Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (e, r) => (e ? reject(e) : resolve(r))),
    );
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 100 });
  await post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `${label.replace(/\W+/g, '-')}.cpuprofile`),
      JSON.stringify(profile),
    );
    session.disconnect();
  }
}

interface Measured {
  project: Driven;
  projectConcurrent: Driven;
  baseline: Driven;
  baselineConcurrent: Driven;
  /** The baseline behind a bare Express route. */
  baselineHttp: Driven;
  baselineHttpConcurrent: Driven;
  /** The project's document service called in process. */
  projectInProcess: Driven;
  projectInProcessConcurrent: Driven;
  /** The baseline writing also what the project writes besides. */
  baselineAll: Driven;
  baselineAllConcurrent: Driven;
  /** The first database's bills, in turns with the second's (stored) ones. */
  projectBeside: Driven;
  projectStored: Driven;
  baselineStored: Driven;
  failed: number;
  firstError?: string;
  plans: string[];
  preloadMs: number;
}

type Series = { SID: number; name: string };

/** A database to measure on, the baseline's way into it, and how to be rid of it. */
interface Place {
  db: Database;
  baselineOf: (t: Template, series: Series) => Promise<Baseline>;
  drop: () => Promise<void>;
}

/**
 * One database made ready: a company with twenty items, series A for the project's bills
 * and B for the baseline's, one bill saved through the API as the template; `save` posts
 * the next bill.
 */
async function stage(place: Place, label: string) {
  const { db } = place;
  const { models, server, base, agent, token, CompanyID } = await benchCompany(
    db,
    'Invoice Bench Traders',
  );
  const b = await billingSetup(agent);
  // The copied items below hold no stock: selling past it is allowed, so the bench measures the
  // saving of a bill (its stock moves still written), not the refusal of one.
  await models.byName('company').update({ AllowNegativeStock: 1 }, { where: { CompanyID } });
  // Twenty items, so each line names its own: copies of the two the setup made.
  const Item = models.byName('item');
  const items = [b.paracetamol, b.cough];
  for (let i = 2; i < LINES; i++) {
    const from = (await Item.findByPk(items[i % 2], { raw: true })) as unknown as Row;
    const copy = {
      ...from,
      ItemId: undefined,
      ItemCode: `B${i}`,
      ItemName: `Bench item ${i}`,
      BarcodeNumber: `8901000${i}`,
    };
    items.push(Number(((await Item.create(copy)).get({ plain: true }) as Row).ItemId));
  }
  const seriesB = {
    SID: (await agent.post('/api/insertinvoice').send({ InvType: 1, Series: 'B' })).body
      .SID as number,
    name: 'B',
  };
  const api = poster(base, token);

  const failures = { count: 0, first: undefined as string | undefined };
  let n = 0;
  // The service the route calls, called here in process with the logged-in session's context.
  const [ctx] = (
    await db.sequelize.query(
      `SELECT ${q('id')} AS ${q('sessionId')}, ${q('Empid')}, ${q('CompanyID')}, ${q('FYearID')}, ${q('BranchId')} FROM ${q('session')} WHERE ${q('TokenHash')} = :hash`,
      { replacements: { hash: hashToken(token) } },
    )
  )[0] as SessionContext[];
  const service = new DocumentService(salesInvoice, db, models);
  const saveInProcess = async () => {
    const body = invoiceBody(b, items, n++);
    try {
      await service.create(ctx, service.validate(body, body.items));
    } catch (e) {
      failures.count++;
      failures.first ??= `${label}, in process: ${(e as Error).message}`;
    }
  };
  const save = async () => {
    const res = await api.post('/api/insertbilling', invoiceBody(b, items, n++));
    if (res.status !== 201) {
      failures.count++;
      failures.first ??= `${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
    }
  };
  const one = await api.post('/api/insertbilling', invoiceBody(b, items, n++));
  if (one.status !== 201) throw new Error(`the first bill failed: ${JSON.stringify(one.body)}`);
  const template = await templateOf(db, Number(one.body.BillID));
  // Series B's counter row, made the way the project makes it: by saving one bill in it.
  const first = await api.post('/api/insertbilling', {
    ...invoiceBody(b, items, 0),
    SID: seriesB.SID,
  });
  if (first.status !== 201) throw new Error(`the first bill failed: ${JSON.stringify(first.body)}`);
  const baseline = await place.baselineOf(template, seriesB);
  const bare = await overHttp(baseline);
  const bareApi = poster(bare.base, token);
  const saveOverHttp = async () => {
    const res = await bareApi.post('/bill', invoiceBody(b, items, n++));
    if (res.status !== 201) {
      failures.count++;
      failures.first ??= `${label}, baseline over HTTP: ${res.status}`;
    }
  };
  return {
    db,
    template,
    save,
    saveInProcess,
    baseline: {
      save: async () => void (await baseline.save()),
      saveAll: async () => void (await baseline.saveAll()),
      overHttp: saveOverHttp,
    },
    failures,
    close: async () => {
      api.close();
      bareApi.close();
      bare.server.close();
      await baseline.close();
      server.close();
      await db.close();
      await place.drop();
    },
  };
}

/**
 * Two databases side by side: the first starts empty, the second gets PRELOAD stored bills.
 * Sequential and concurrent runs on the first, project and baseline in turns; then the first's
 * and the second's bills in turns, so that the stored-vs-empty ratio compares like with like.
 */
async function measure(label: string, placeOf: (name: string) => Promise<Place>): Promise<void> {
  const empty = await stage(await placeOf('empty'), 'empty');
  const full = await stage(await placeOf('stored'), 'stored');
  try {
    const m = {} as Measured;
    const t = performance.now();
    await preload(full.db, full.template, PRELOAD);
    m.preloadMs = performance.now() - t;
    for (const warm of [
      empty.save,
      empty.saveInProcess,
      empty.baseline.save,
      empty.baseline.saveAll,
      empty.baseline.overHttp,
      full.save,
      full.baseline.save,
    ])
      await drive(20, 1, warm);

    const sides = [
      empty.save,
      empty.baseline.save,
      empty.baseline.overHttp,
      empty.saveInProcess,
      empty.baseline.saveAll,
    ];
    [m.project, m.baseline, m.baselineHttp, m.projectInProcess, m.baselineAll] = await profiled(
      () => inTurns(SEQUENTIAL, 1, TURN, sides),
      label,
    );
    [
      m.projectConcurrent,
      m.baselineConcurrent,
      m.baselineHttpConcurrent,
      m.projectInProcessConcurrent,
      m.baselineAllConcurrent,
    ] = await inTurns(CONCURRENT, CLIENTS, Math.max(TURN, 4 * CLIENTS), sides);
    [m.projectBeside, m.projectStored, m.baselineStored] = await inTurns(
      STORED,
      1,
      Math.ceil(TURN / 4),
      [empty.save, full.save, full.baseline.save],
    );
    m.plans = EXPLAIN ? await plansOf(full.db, full.save) : [];
    m.failed = empty.failures.count + full.failures.count;
    m.firstError = empty.failures.first ?? full.failures.first;

    const [{ count }] = (
      await full.db.sequelize.query(`SELECT COUNT(*) AS count FROM ${q(HEADER)}`)
    )[0] as Array<{ count: number }>;
    const [{ moves }] = (
      await full.db.sequelize.query(`SELECT COUNT(*) AS moves FROM ${q(MOVE)}`)
    )[0] as Array<{ moves: number }>;
    report(label, m, full.template, Number(count), Number(moves));
  } finally {
    await empty.close();
    await full.close();
  }
}

function report(
  label: string,
  m: Measured,
  template: Template,
  stored: number,
  moves: number,
): void {
  const f = (x: number) => x.toFixed(1);
  const ratio = (p: { perSecond: number }, b: { perSecond: number }) =>
    (p.perSecond / b.perSecond).toFixed(2);
  console.log(
    `\n${label}: sales invoices of ${template.lines.length} lines and ${template.entries.length} entries, over HTTP (project) and hand-written SQL (baseline), in turns`,
  );
  console.log(
    `  sequential, ${SEQUENTIAL}:          project ${f(m.project.perSecond)}/s p50 ${f(m.project.p50)} ms cpu ${f(m.project.cpuMs)} ms (main thread ${f(m.project.loopMs)}) | baseline ${f(m.baseline.perSecond)}/s p50 ${f(m.baseline.p50)} ms cpu ${f(m.baseline.cpuMs)} ms (main thread ${f(m.baseline.loopMs)}) | ratio ${ratio(m.project, m.baseline)}x`,
  );
  console.log(
    `  ${CLIENTS} clients, ${CONCURRENT}:          project ${f(m.projectConcurrent.perSecond)}/s p50 ${f(m.projectConcurrent.p50)} ms | baseline ${f(m.baselineConcurrent.perSecond)}/s p50 ${f(m.baselineConcurrent.p50)} ms | ratio ${ratio(m.projectConcurrent, m.baselineConcurrent)}x`,
  );
  console.log(
    `  baseline behind a bare Express route (JSON body, session read, same client): sequential ${f(m.baselineHttp.perSecond)}/s p50 ${f(m.baselineHttp.p50)} ms (main thread ${f(m.baselineHttp.loopMs)}), project ratio to it ${ratio(m.project, m.baselineHttp)}x | ${CLIENTS} clients ${f(m.baselineHttpConcurrent.perSecond)}/s, project ratio to it ${ratio(m.projectConcurrent, m.baselineHttpConcurrent)}x`,
  );
  // What HTTP alone costs the routine: no save posted over HTTP can do better than this ratio.
  console.log(
    `  the bare route's own ratio to the routine (the most a save posted over HTTP can reach): sequential ${ratio(m.baselineHttp, m.baseline)}x | ${CLIENTS} clients ${ratio(m.baselineHttpConcurrent, m.baselineConcurrent)}x`,
  );
  console.log(
    `  project without HTTP (its document service called in process, no session read or idempotency): sequential ${f(m.projectInProcess.perSecond)}/s p50 ${f(m.projectInProcess.p50)} ms (main thread ${f(m.projectInProcess.loopMs)}), ratio to baseline ${ratio(m.projectInProcess, m.baseline)}x | ${CLIENTS} clients ${f(m.projectInProcessConcurrent.perSecond)}/s, ratio to baseline ${ratio(m.projectInProcessConcurrent, m.baselineConcurrent)}x`,
  );
  console.log(
    `  baseline writing also what the project writes besides (ledger month totals, stock moves and balances, the version): sequential ${f(m.baselineAll.perSecond)}/s p50 ${f(m.baselineAll.p50)} ms, project ratio to it ${ratio(m.project, m.baselineAll)}x, project without HTTP ${ratio(m.projectInProcess, m.baselineAll)}x | ${CLIENTS} clients ${f(m.baselineAllConcurrent.perSecond)}/s, project ${ratio(m.projectConcurrent, m.baselineAllConcurrent)}x, without HTTP ${ratio(m.projectInProcessConcurrent, m.baselineAllConcurrent)}x`,
  );
  // The most the project could reach: no validation, reads or arithmetic at all, only what HTTP
  // costs the bare route plus the writes the project must make. Per call, in mean milliseconds.
  const each = (d: Driven) => 1000 / d.perSecond;
  const floor = each(m.baselineAll) + each(m.baselineHttp) - each(m.baseline);
  console.log(
    `  floor for any save posted over HTTP that writes what the project writes: ${f(floor)} ms a bill one at a time, a ratio of at most ${(each(m.baseline) / floor).toFixed(2)}x to the routine (the project: ${f(each(m.project))} ms)`,
  );
  console.log(
    `  a second database with ${PRELOAD.toLocaleString('en-IN')} invoices stored, with their entries and stock moves, in ${(m.preloadMs / 1000).toFixed(1)} s (${stored.toLocaleString('en-IN')} bills and ${moves.toLocaleString('en-IN')} stock moves in it now)`,
  );
  console.log(
    `  sequential ${STORED}, in turns: project on it ${f(m.projectStored.perSecond)}/s p50 ${f(m.projectStored.p50)} ms | baseline on it ${f(m.baselineStored.perSecond)}/s p50 ${f(m.baselineStored.p50)} ms | project on the first ${f(m.projectBeside.perSecond)}/s p50 ${f(m.projectBeside.p50)} ms`,
  );
  console.log(
    `  project p50, stored vs empty: ${f(m.projectStored.p50)} / ${f(m.projectBeside.p50)} ms = ${(m.projectStored.p50 / m.projectBeside.p50).toFixed(2)}x (target at most 1.3x)`,
  );
  console.log(`  failed saves: ${m.failed}${m.firstError ? ` (first: ${m.firstError})` : ''}`);
  for (const line of m.plans) console.log(`  plan: ${line}`);
}

/** Both databases: throw-away SQLite files; Postgres in databases of their own when BENCH_DATABASE_URL is set. */
export async function benchInvoices(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-bench-inv-'));
  try {
    await measure('SQLite invoices', async (name) => {
      const file = path.join(dir, `${name}.sqlite`);
      return {
        db: openDatabase(`sqlite:${file}`),
        baselineOf: (t, s) => sqliteBaseline(file, t, s),
        drop: async () => undefined,
      };
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await measure('Postgres invoices', async (part) => {
      const name = `tb_bench_inv_${process.pid}_${part}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const own = new URL(url);
      own.pathname = `/${name}`;
      return {
        db: openDatabase(own.toString()),
        baselineOf: (t, s) => postgresBaseline(own.toString(), t, s),
        drop: async () => void (await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
      };
    });
  } finally {
    await admin.end();
  }
}

if (process.argv[1]?.endsWith('benchInvoices.ts')) await benchInvoices(); // run alone: npx tsx scripts/benchInvoices.ts
