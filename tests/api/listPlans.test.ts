import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { resources, type Resource } from '../../resources';
import { TRIGRAM } from '../../backend/src/db/searchIndex';
import { describeApi, type ApiEnv, type Agent } from '../support/api';

/**
 * The plans of the SQL the list code really sends (captured from Sequelize's logging while the
 * API answers), not of a query written here. SQLite's planner has no statistics unless ANALYZE
 * runs (we never run it), so its plan depends only on the query and the indexes: an empty table
 * plans as a full one. Postgres's planner weighs row counts and would rightly scan a tiny table;
 * with sequential scans and sorts priced out (`enable_seqscan`/`enable_sort` off, which only
 * penalise them) a plan that still scans or sorts has no index able to serve the query.
 */
async function captured(env: ApiEnv, act: () => Promise<unknown>): Promise<string[]> {
  const sql: string[] = [];
  const options = (env.db.sequelize as unknown as { options: { logging?: unknown } }).options;
  const before = options.logging;
  options.logging = (line: string) => sql.push(line.replace(/^Executing \([^)]*\): /, ''));
  try {
    await act();
  } finally {
    options.logging = before;
  }
  return sql.filter((s) => /^SELECT /.test(s));
}

/** The plan of one statement, one line per step. */
async function planOf(env: ApiEnv, sql: string): Promise<string[]> {
  const s = env.db.sequelize;
  if (env.db.dialect === 'sqlite') {
    const rows = await s.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, {
      type: QueryTypes.SELECT,
    });
    return rows.map((r) => r.detail);
  }
  return s.transaction(async (transaction) => {
    await s.query('SET LOCAL enable_seqscan = off', { transaction });
    await s.query('SET LOCAL enable_sort = off', { transaction });
    const rows = await s.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, {
      type: QueryTypes.SELECT,
      transaction,
    });
    return rows.map((r) => r['QUERY PLAN']);
  });
}

/** A step that reads a whole table (or a whole index) rather than the rows asked for. */
const fullScan = (line: string) =>
  /Seq Scan/.test(line) ||
  (/^SCAN /.test(line) && !/VIRTUAL TABLE|^SCAN CONSTANT ROW|^SCAN \(subquery/.test(line));
/** A step that sorts rows instead of reading them in order. */
const sorts = (line: string) => /TEMP B-TREE|(^|\s)Sort(\s|$)|Incremental Sort/.test(line);

async function problems(env: ApiEnv, statements: string[], allowSort: boolean): Promise<string[]> {
  const out: string[] = [];
  for (const sql of statements) {
    const plan = await planOf(env, sql);
    const bad = plan.filter((l) => fullScan(l) || (!allowSort && sorts(l)));
    if (bad.length) out.push(`${sql}\n  ${plan.join('\n  ')}`);
  }
  return out;
}

const searchable = resources.filter((r) => r.search.rank !== 'byId' && r.search.fields.length);

describeApi('List query plans', (env) => {
  let me: { api: Agent };

  describe('GET /api/rest/<resource> (the first page in the default order, and its total)', () => {
    it.each(resources.map((r) => [r.name, r] as [string, Resource]))(
      'reads %s through an index, in order',
      async (_name, resource) => {
        me = await env.company();

        const sql = await captured(env, async () => {
          const res = await me.api.get(`/api/rest/${resource.name}`).query({ range: '[0,24]' });
          expect(res.status).toBe(200);
        });

        const lists = sql.filter((s) =>
          s.includes(
            `FROM ${env.db.sequelize.getQueryInterface().quoteIdentifier(resource.viewOf?.resource ?? resource.name)}`,
          ),
        );
        expect(lists.length).toBeGreaterThanOrEqual(resource.scope === 'tenant' ? 1 : 2);
        expect(await problems(env, lists, false)).toEqual([]);
      },
    );

    it('reads a deep page in descending order through the same index', async () => {
      me = await env.company();

      const sql = await captured(env, () =>
        me.api
          .get('/api/rest/route')
          .query({ range: '[99950,99974]', sort: '["RootName","DESC"]' }),
      );

      expect(
        await problems(
          env,
          sql.filter((s) => s.includes('route')),
          false,
        ),
      ).toEqual([]);
    });
  });

  describe('GET /api/rest/<resource>?filter={"q":...} (search)', () => {
    it.each(searchable.map((r) => [r.name, r] as [string, Resource]))(
      'finds %s through an index',
      async (_name, resource) => {
        me = await env.company();
        const text = 'abc'.padEnd(TRIGRAM, 'x');

        const sql = await captured(env, async () => {
          const res = await me.api
            .get(`/api/rest/${resource.name}`)
            .query({ range: '[0,24]', filter: JSON.stringify({ q: text }) });
          expect(res.status).toBe(200);
        });

        const lists = sql.filter((s) => s.includes('LIKE'));
        expect(lists.length).toBeGreaterThanOrEqual(1);
        // Matches are ranked (prefix first), so their order is sorted; what must not happen is reading every row.
        expect(await problems(env, lists, true)).toEqual([]);
      },
    );
  });

  describe('POST create (the duplicate check of unique fields)', () => {
    const bodies: Array<[string, Record<string, unknown>]> = [
      ['branch', { BranchName: 'Head Office' }],
      [
        'country',
        {
          CountryName: 'Atlantis',
          CountryDivisionType: 'Province',
          PinType: 2,
          CountryCode: 'AT',
          MobileCode: '+999',
          CurrencySymbol: 'A$',
          CurrencyName: 'Atlantean Dollar',
          FinStartMonth: 1,
          FinEndMonth: 12,
        },
      ],
      ['state', { StateName: 'Poseidonia', CountryId: 1 }],
      ['unit', { UnitName: 'Crate' }],
      ['vehicle', { VRegNo: 'KA01AB1234' }],
      ['rate', { RateName: 'Wholesale' }],
      ['role', { Role: 'Accountant' }],
    ];

    it.each(bodies)('looks %s names up through an index', async (name, body) => {
      me = await env.company();

      const sql = await captured(env, async () => {
        const res = await me.api.post(`/api/rest/${name}`).send(body);
        expect(res.status).toBe(201);
      });

      const checks = sql.filter((s) => /count\(/i.test(s) && /lower\(/.test(s));
      expect(checks.length).toBeGreaterThanOrEqual(1);
      expect(await problems(env, checks, false)).toEqual([]);
    });

    it('looks company and employee names up through an index at sign-up', async () => {
      const sql = await captured(env, () => env.company('Plan Traders'));

      const lookups = sql.filter((s) => /lower\([^)]*\) = '/.test(s));

      expect(lookups.length).toBeGreaterThanOrEqual(2);
      expect(await problems(env, lookups, false)).toEqual([]);
    });
  });
});

describe('the full-scan and sort detectors', () => {
  it('recognise SQLite and Postgres plan lines', () => {
    const lines = [
      'SCAN route',
      'SEARCH route USING INDEX route_live_RootName (CompanyID=? AND IsDeleted=?)',
      'USE TEMP B-TREE FOR ORDER BY',
      'Seq Scan on route',
      '  ->  Sort  (cost=1.0..2.0 rows=1 width=4)',
      'SCAN route_search VIRTUAL TABLE INDEX 0:M1',
    ];

    expect(lines.map((l) => [fullScan(l), sorts(l)])).toEqual([
      [true, false],
      [false, false],
      [false, true],
      [true, false],
      [false, true],
      [false, false],
    ]);
  });
});
