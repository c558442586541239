import { expectMonthsMatchEntries } from './ledgerMonths';
import { expectBalancesMatchMoves } from './stockBalances';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import { createApp, type App } from '../../backend/src/app';
import type { Database } from '../../backend/src/db/database';
import { databaseKinds } from './databases';

export type Agent = ReturnType<typeof request.agent>;

/** What a test gets: the app on a fresh database, and helpers that act as a person would. */
export interface ApiEnv {
  db: Database;
  app: App['app'];
  models: App['models'];
  /** A client without a session. */
  anon(): Agent;
  /** Signs up a company and its first employee, logs in, and answers a client with the session. */
  company(name?: string, options?: { username?: string; password?: string }): Promise<SignedIn>;
}

export interface SignedIn {
  api: Agent;
  CompanyID: number;
  Empid: number;
  FYearID: number;
  token: string;
  username: string;
  password: string;
}

export const validCompany = (CompanyName: string) => ({
  CompanyName,
  Address: '12 MG Road',
  Mobile: '9876543210',
  PinCode: '560001',
  CountryId: 1,
  State: 27, // Karnataka (GST code 29)
  StartDate: '2026-04-01',
  EndDate: '2027-03-31',
});

/** What the Company Registration tab sends with Update (spec 7.4), for a company made as Alpha Traders. */
export const companyUpdate = (CompanyID: number, changes: Record<string, unknown> = {}) => ({
  CompanyID,
  CompanyName: 'Alpha Traders',
  Address: '12 MG Road',
  ShippingAddress: '12 MG Road',
  Mobile: '9876543210',
  PinCode: '560001',
  CountryId: 1,
  State: 27,
  ...changes,
});

export const validEmployee = (username: string, password: string) => ({
  FirstName: 'Asha',
  LastName: 'Rao',
  Email: 'asha@example.com',
  Mobile: '9876543210',
  PhoneNo: '9876543211',
  Pincode: '560001',
  Username: username,
  Password: password,
});

/**
 * Runs `suite` once per database kind (SQLite; Postgres when TEST_DATABASE_URL is set), each
 * test on a fresh database.
 */
export function describeApi(title: string, suite: (env: ApiEnv) => void): void {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind.name}]`, () => {
      const env = {} as ApiEnv;
      beforeAll(() => kind.prepare(), 60_000);
      afterAll(() => kind.dispose(), 60_000);
      beforeEach(async () => {
        const db = await kind.fresh();
        const built = createApp(db);
        env.db = db;
        env.app = built.app;
        env.models = built.models;
        env.anon = () => request.agent(built.app);
        let n = 0;
        env.company = async (name = `Company ${String.fromCharCode(65 + n++)}`, options = {}) => {
          const username = options.username ?? 'admin';
          const password = options.password ?? 'correct horse';
          const api = request.agent(built.app);
          const signup = await api.post('/api/insertcompanysignup').send(validCompany(name));
          if (signup.status !== 201)
            throw new Error(`sign-up failed: ${JSON.stringify(signup.body)}`);
          const emp = await api
            .post('/api/insertemployee')
            .send({ ...validEmployee(username, password), signupToken: signup.body.signupToken });
          if (emp.status !== 201)
            throw new Error(`employee sign-up failed: ${JSON.stringify(emp.body)}`);
          const login = await api
            .post('/api/login')
            .send({ CompanyID: signup.body.CompanyID, Username: username, Password: password });
          if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
          return {
            api,
            CompanyID: login.body.CompanyID,
            Empid: login.body.Empid,
            FYearID: login.body.FYearID,
            token: login.body.token,
            username,
            password,
          };
        };
      }, 60_000);
      // A successful login un-counts itself after its answer has gone (express-rate-limit
      // decrements on 'finish'); let that write land before the next test replaces the database.
      afterEach(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        await env.db?.write(async () => undefined);
        if (env.db) await expectMonthsMatchEntries(env.db);
        if (env.db) await expectBalancesMatchMoves(env.db);
      });
      suite(env);
    });
  }
}

/** A row as stored, by table name and key, with booleans and dates as the model types them. */
export async function storedRow(
  env: ApiEnv,
  table: string,
  id: number,
): Promise<Record<string, unknown> | null> {
  const row = await env.models.byName(table).findByPk(id);
  return row ? (row.get({ plain: true }) as Record<string, unknown>) : null;
}

/** The rows of a table that match `where`, as stored, typed as storedRow types them. */
export async function storedRows(
  env: ApiEnv,
  table: string,
  where: Record<string, unknown> = {},
): Promise<Array<Record<string, unknown>>> {
  const rows = await env.models.byName(table).findAll({ where });
  return rows.map((r) => r.get({ plain: true }) as Record<string, unknown>);
}
