import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, Sequelize } from 'sequelize';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../backend/src/db/database';
import { validCompany, validEmployee, type Agent } from '../support/api';
import { bill, billingSetup, type Billing } from '../support/billing';

/**
 * Issue 10 point 10: the real server, as a child process on a database file, is killed with
 * SIGKILL while concurrent insertbilling calls are in flight, then started again on the same
 * database. Whatever was answered 201 is there, whole; nothing is half-saved; numbers have no
 * gap and no repeat; and a retry of an unanswered request with its Idempotency-Key never makes
 * a second bill.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const WORKERS = 8;
const MAX_REQUESTS = 400;
const KILL_AFTER = 40; // answered bills before the kill

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

interface Server {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
  output: () => string;
}

/** Starts backend/server.ts (migrate, fixtures, listen) on `DATABASE_URL` and waits until it answers. */
async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import(${JSON.stringify(path.join(ROOT, 'backend', 'server.ts'))}).then((m) => m.serve())`,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer in time:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/companies`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, exited, output: () => output };
}

/** Logs in over HTTP: a client holding the session cookie. */
async function logIn(url: string, CompanyID: number): Promise<Agent> {
  const api = request.agent(url);
  const login = await api
    .post('/api/login')
    .send({ CompanyID, Username: 'admin', Password: 'correct horse' });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return api;
}

/** Signs up a company and its first employee over HTTP and logs in. */
async function signUp(url: string): Promise<{ api: Agent; CompanyID: number }> {
  const signup = await request(url)
    .post('/api/insertcompanysignup')
    .send(validCompany('Crash Test Traders'));
  const emp = await request(url)
    .post('/api/insertemployee')
    .send({ ...validEmployee('admin', 'correct horse'), signupToken: signup.body.signupToken });
  if (emp.status !== 201)
    throw new Error(`sign-up failed: ${JSON.stringify([signup.body, emp.body])}`);
  const CompanyID = signup.body.CompanyID as number;
  return { api: await logIn(url, CompanyID), CompanyID };
}

/** Request i: 1 to 20 lines, named by its narration so a stored bill can be matched to it. */
function requestBody(b: Billing, i: number) {
  const count = 1 + ((i * 7) % 20);
  const items = Array.from({ length: count }, (_, k) =>
    k % 2
      ? { ItemID: b.cough, Quantity: 1 + k, GrossAmount: 50 }
      : { ItemID: b.paracetamol, Quantity: 2 + k, FreeQty: 1, GrossAmount: 12.5, DiscountPer: 2.5 },
  );
  return { body: bill(b, { Narration: `crash ${i}`, items }), count };
}

interface Kind {
  name: string;
  url(): Promise<string>;
  dispose(): Promise<void>;
}

function sqliteKind(): Kind {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-crash-'));
  return {
    name: 'sqlite',
    url: async () => `sqlite:${path.join(dir, 'app.sqlite')}`,
    dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

function postgresKind(baseUrl: string): Kind {
  const name = `tb_crash_${randomBytes(5).toString('hex')}`;
  const admin = new Sequelize(baseUrl, { dialect: 'postgres', logging: false });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name: 'postgres',
    async url() {
      await admin.query(`CREATE DATABASE ${name}`);
      return url.toString();
    },
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

const kinds: Kind[] = [
  sqliteKind(),
  ...(process.env.TEST_DATABASE_URL ? [postgresKind(process.env.TEST_DATABASE_URL)] : []),
];

for (const kind of kinds) {
  describe(`POST /api/insertbilling through a crash [${kind.name}]`, () => {
    const started: Server[] = [];
    let reader: Database | undefined;

    afterAll(async () => {
      await reader?.close();
      for (const s of started) {
        if (s.child.exitCode === null && s.child.signalCode === null) {
          s.child.kill('SIGTERM');
          await s.exited;
        }
      }
      await kind.dispose();
    });

    it('keeps every answered bill whole, numbers without gaps or repeats, and no entry without its bill', async () => {
      const databaseUrl = await kind.url();
      const first = await startServer(databaseUrl);
      started.push(first);
      const { api, CompanyID } = await signUp(first.url);
      const b = await billingSetup(api, { opening: 100_000 });
      const lineCount = new Map<string, number>();
      const bodies = new Map<number, ReturnType<typeof requestBody>['body']>();
      const answered: Array<{ Narration: string; BillID: number; BillNo: number }> = [];
      const refused: Array<{ status: number; body: unknown }> = [];
      const unanswered: number[] = [];
      let next = 0;
      let crashed = false;
      const worker = async () => {
        while (next < MAX_REQUESTS && !crashed) {
          const i = next++;
          const { body, count } = requestBody(b, i);
          lineCount.set(body.Narration, count);
          bodies.set(i, body);
          try {
            const res = await api
              .post('/api/insertbilling')
              .set('Idempotency-Key', `crash-${i}`)
              .send(body);
            if (res.status === 201)
              answered.push({
                Narration: body.Narration,
                BillID: res.body.BillID,
                BillNo: res.body.BillNo,
              });
            else refused.push({ status: res.status, body: res.body });
          } catch {
            unanswered.push(i); // the connection died with the server
            crashed = true;
          }
          if (answered.length === KILL_AFTER && !first.child.killed) first.child.kill('SIGKILL');
        }
      };

      await Promise.all(Array.from({ length: WORKERS }, worker));
      await first.exited;
      const second = await startServer(databaseUrl);
      started.push(second);
      const again = await logIn(second.url, CompanyID);
      const retries = await Promise.all(
        unanswered.map((i) =>
          again
            .post('/api/insertbilling')
            .set('Idempotency-Key', `crash-${i}`)
            .send(bodies.get(i)!),
        ),
      );
      const after = await again.post('/api/insertbilling').send(requestBody(b, MAX_REQUESTS).body);
      lineCount.set(`crash ${MAX_REQUESTS}`, requestBody(b, MAX_REQUESTS).count);
      reader = openDatabase(databaseUrl);
      const q = <T extends object>(sql: string, replacements: Record<string, unknown> = {}) =>
        reader!.sequelize.query<T>(sql, {
          replacements: { CompanyID, no: false, ...replacements },
          type: QueryTypes.SELECT,
        });
      const bills = await q<{
        BillID: number;
        BillNo: number;
        Narration: string;
        BillAmount: number | string;
        SID: number;
      }>(
        'SELECT "BillID", "BillNo", "Narration", "BillAmount", "SID" FROM "salesInvoice" WHERE "CompanyID" = :CompanyID ORDER BY "BillNo"',
      );
      const lines = await q<{ BillID: number; n: number | string }>(
        'SELECT "BillID", COUNT(*) AS n FROM "salesInvoiceLine" WHERE "CompanyID" = :CompanyID AND "IsDeleted" = :no GROUP BY "BillID"',
      );
      const entries = await q<{
        DocId: number;
        debit: number | string;
        credit: number | string;
        rows: number | string;
      }>(
        'SELECT "DocId", SUM("Debit") AS debit, SUM("Credit") AS credit, COUNT(*) AS rows FROM "ledgerEntry" WHERE "CompanyID" = :CompanyID AND "Type" = \'SAL\' AND "IsDeleted" = :no GROUP BY "DocId"',
      );
      const customerDebits = await q<{ DocId: number; Debit: number | string }>(
        'SELECT "DocId", "Debit" FROM "ledgerEntry" WHERE "CompanyID" = :CompanyID AND "Type" = \'SAL\' AND "PLID" = :PLID AND "IsDeleted" = :no',
        { PLID: b.local },
      );
      const orphans = await q<{ n: number | string }>(
        `SELECT COUNT(*) AS n FROM "ledgerEntry" e WHERE e."Type" = 'SAL' AND NOT EXISTS (SELECT 1 FROM "salesInvoice" s WHERE s."BillID" = e."DocId" AND s."CompanyID" = e."CompanyID")`,
      );
      const orphanLines = await q<{ n: number | string }>(
        'SELECT COUNT(*) AS n FROM "salesInvoiceLine" l WHERE NOT EXISTS (SELECT 1 FROM "salesInvoice" s WHERE s."BillID" = l."BillID" AND s."CompanyID" = l."CompanyID")',
      );
      const versions = await q<{ DocId: number }>(
        'SELECT "DocId" FROM "documentVersion" WHERE "CompanyID" = :CompanyID AND "DocType" = \'salesInvoice\' AND "Version" = 1',
      );
      const [counter] = await q<{ LastNo: number | string }>(
        'SELECT "LastNo" FROM "docCounter" WHERE "CompanyID" = :CompanyID AND "DocType" = \'salesInvoice\'',
      );
      const balance = await q<{
        CompanyID: number;
        debit: number | string;
        credit: number | string;
      }>(
        'SELECT "CompanyID", SUM("Debit") AS debit, SUM("Credit") AS credit FROM "ledgerEntry" WHERE "IsDeleted" = :no GROUP BY "CompanyID"',
      );
      const byId = new Map(bills.map((x) => [Number(x.BillID), x]));
      const linesOf = new Map(lines.map((x) => [Number(x.BillID), Number(x.n)]));
      const entriesOf = new Map(entries.map((x) => [Number(x.DocId), x]));
      const debitOf = new Map(customerDebits.map((x) => [Number(x.DocId), Number(x.Debit)]));
      const highest = bills.length ? Number(bills[bills.length - 1].BillNo) : 0;

      // The kill came mid-stream: answers before it, requests cut off by it, no refusal.
      expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(unanswered.length).toBeGreaterThan(0);
      expect(refused).toEqual([]);
      expect(next).toBeLessThan(MAX_REQUESTS);
      // Numbers 1..highest, each once, one series; the counter stands at the highest.
      expect(bills.map((x) => Number(x.BillNo))).toEqual(
        Array.from({ length: highest }, (_, k) => k + 1),
      );
      expect(new Set(bills.map((x) => Number(x.SID)))).toEqual(new Set([b.seriesA]));
      expect(Number(counter.LastNo)).toBe(highest);
      // Every bill answered 201 is there, as answered.
      for (const a of answered)
        expect(byId.get(a.BillID), a.Narration).toMatchObject({
          BillNo: a.BillNo,
          Narration: a.Narration,
        });
      // Every stored bill is whole: each request at most once, all its lines, its first version, balanced entries debiting the customer its total.
      expect(new Set(bills.map((x) => x.Narration)).size).toBe(bills.length);
      for (const x of bills) {
        const id = Number(x.BillID);
        const e = entriesOf.get(id);
        expect(linesOf.get(id), x.Narration).toBe(lineCount.get(x.Narration));
        expect(e, x.Narration).toBeDefined();
        expect(Number(e!.debit), x.Narration).toBe(Number(e!.credit));
        expect(debitOf.get(id), x.Narration).toBe(Number(x.BillAmount));
      }
      expect(versions.map((v) => Number(v.DocId)).sort((m, k) => m - k)).toEqual(
        bills.map((x) => Number(x.BillID)).sort((m, k) => m - k),
      );
      expect(Number(orphans[0].n)).toBe(0);
      expect(Number(orphanLines[0].n)).toBe(0);
      expect(balance.every((r) => Number(r.debit) === Number(r.credit))).toBe(true);
      // A retry with the same key finds the bill if it was saved; else it is saved now or still held for its first request (409).
      retries.forEach((res, k) => {
        const Narration = `crash ${unanswered[k]}`;
        const saved = bills.find((x) => x.Narration === Narration);
        if (res.status === 201)
          expect(byId.get(res.body.BillID)?.Narration, Narration).toBe(Narration);
        else expect([res.status, saved], Narration).toEqual([409, undefined]);
      });
      // The restarted server goes on from the highest number.
      expect(after.status).toBe(201);
      expect(after.body.BillNo).toBe(highest);
      expect(byId.get(after.body.BillID)?.Narration).toBe(`crash ${MAX_REQUESTS}`);
    }, 90_000);
  });
}
