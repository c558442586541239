import { describe, expect, it } from 'vitest';
import { describeApi, type ApiEnv, type Agent } from '../support/api';

/** A signed-in company with a branch and the named routes (created in order, Status 1 unless given). */
async function withRoutes(env: ApiEnv, routes: Array<string | [string, number]>) {
  const me = await env.company();
  const branch = await me.api.post('/api/insertbranch').send({ BranchName: 'Head Office' });
  const ids: Record<string, number> = {};
  for (const r of routes) {
    const [RootName, Status] = typeof r === 'string' ? [r, 1] : r;
    const res = await me.api
      .post('/api/insertroute')
      .send({ RootName, Status, BranchId: branch.body.BranchId });
    expect(res.status).toBe(201);
    ids[RootName] = res.body.RootId;
  }
  return { ...me, ids };
}

const thirty = Array.from({ length: 30 }, (_, i) => `Route ${String(i + 1).padStart(2, '0')}`);
const nameList = (res: { body: { data: Array<{ RootName: string }> } }) =>
  res.body.data.map((r) => r.RootName);

async function search(api: Agent, q: string): Promise<string[]> {
  const res = await api.get('/api/getroute').query({ q });
  expect(res.status).toBe(200);
  return nameList(res);
}

describeApi('Lists', (env) => {
  describe('GET /api/getroute paging and sorting', () => {
    it('answers the whole list, sorted by name, without a total when no range is asked', async () => {
      const { api } = await withRoutes(env, [...thirty].reverse());

      const res = await api.get('/api/getroute');

      expect(res.status).toBe(200);
      expect(nameList(res)).toEqual(thirty);
      expect(res.body).not.toHaveProperty('total');
    });

    it('answers one page with its total in the body and the headers', async () => {
      const { api } = await withRoutes(env, thirty);

      const res = await api.get('/api/getroute?_start=10&_end=20');

      expect(res.status).toBe(200);
      expect(nameList(res)).toEqual(thirty.slice(10, 20));
      expect(res.body.total).toBe(30);
      expect(res.headers['x-total-count']).toBe('30');
      expect(res.headers['content-range']).toBe('route 10-19/30');
      const exposed = String(res.headers['access-control-expose-headers'])
        .split(',')
        .map((h) => h.trim().toLowerCase());
      expect(exposed).toEqual(expect.arrayContaining(['x-total-count', 'content-range']));
    });

    it("counts every write in the next page's total, also one made outside the API", async () => {
      const { api, CompanyID, Empid } = await withRoutes(env, thirty);
      const totalNow = async () => (await api.get('/api/getroute?_start=0&_end=5')).body.total;
      const first = await totalNow();

      const created = await api.post('/api/insertroute').send({
        RootName: 'Route 31',
        BranchId: (await api.get('/api/getbranch')).body.data[0].BranchId,
      });
      const afterCreate = await totalNow();
      await api.delete('/api/deleteroute').send({ RootId: created.body.RootId });
      const afterDelete = await totalNow();
      await env.models.byName('route').create({
        RootName: 'Written Directly',
        Status: 1,
        CompanyID,
        IsDeleted: false,
        CreatedBy: Empid,
      });
      const afterDirect = await totalNow();
      await env.db.sequelize.query(
        `UPDATE ${env.db.sequelize.getQueryInterface().quoteIdentifier('route')} SET ${env.db.sequelize.getQueryInterface().quoteIdentifier('IsDeleted')} = true`,
      );
      const afterRawUpdate = await totalNow();

      expect([first, afterCreate, afterDelete, afterDirect, afterRawUpdate]).toEqual([
        30, 31, 30, 31, 0,
      ]);
    });

    it('answers a short last page', async () => {
      const { api } = await withRoutes(env, thirty);

      const res = await api.get('/api/getroute?_start=25&_end=35');

      expect(nameList(res)).toEqual(thirty.slice(25));
      expect(res.headers['content-range']).toBe('route 25-29/30');
    });

    it('sorts by the field and order asked', async () => {
      const { api } = await withRoutes(env, thirty);

      const res = await api.get('/api/getroute?_sort=RootName&_order=DESC&_start=0&_end=3');

      expect(nameList(res)).toEqual(['Route 30', 'Route 29', 'Route 28']);
    });

    it('refuses to sort by a field the resource does not have', async () => {
      const { api } = await withRoutes(env, ['Nagar']);

      const res = await api.get('/api/getroute?_sort=Password');

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'Cannot sort by Password.' });
    });

    it('answers 400, not a database error, to a range past what a number can hold', async () => {
      const { api } = await withRoutes(env, ['Nagar']);

      const answers = [
        await api.get('/api/getroute?_start=0&_end=99999999999999999999'),
        await api.get('/api/rest/route').query({ range: '[0,99999999999999999999]' }),
      ];

      expect(answers.map((r) => [r.status, r.body.success])).toEqual([
        [400, false],
        [400, false],
      ]);
    });

    it('refuses a range that runs backwards', async () => {
      const { api } = await withRoutes(env, ['Nagar']);

      const res = await api.get('/api/getroute?_start=10&_end=5');

      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    });
  });

  describe('GET /api/getroute?q=', () => {
    const places = ['Anna Nagar', 'Nagarbhavi', 'Old Nagar Road', 'Nagar', 'Malleshwaram'];

    it('lists prefix matches first, alphabetically, then the other matches', async () => {
      const { api } = await withRoutes(env, places);

      expect(await search(api, 'nagar')).toEqual([
        'Nagar',
        'Nagarbhavi',
        'Anna Nagar',
        'Old Nagar Road',
      ]);
    });

    it('ignores case and surrounding spaces', async () => {
      const { api } = await withRoutes(env, places);

      expect(await search(api, '  NAGAR ')).toEqual([
        'Nagar',
        'Nagarbhavi',
        'Anna Nagar',
        'Old Nagar Road',
      ]);
    });

    it('takes LIKE wildcards literally', async () => {
      const { api } = await withRoutes(env, [...places, '50% Beat', 'Beat_2', 'Beat 22']);

      expect(await search(api, '%')).toEqual(['50% Beat']);
      expect(await search(api, '_')).toEqual(['Beat_2']);
      expect(await search(api, 'a%r')).toEqual([]);
      expect(await search(api, '\\')).toEqual([]);
    });

    it('pages the matches and counts only them', async () => {
      const { api } = await withRoutes(env, places);

      const res = await api.get('/api/getroute').query({ q: 'nagar', _start: 1, _end: 3 });

      expect(nameList(res)).toEqual(['Nagarbhavi', 'Anna Nagar']);
      expect(res.body.total).toBe(4);
      expect(res.headers['content-range']).toBe('route 1-2/4');
    });
  });

  describe('GET /api/getroute?q= paged through the name index (short or common texts)', () => {
    // 450 names containing 'gar' (past the point where the trigram candidates are read and sorted),
    // some starting with it; each page must be the slice of the whole ordered answer.
    async function manyRoutes() {
      const me = await withRoutes(env, ['Nagar', 'Hebbal']);
      const Route = env.models.byName('route');
      const names = Array.from({ length: 450 }, (_, i) =>
        i % 9 === 0
          ? `Garden ${String(i).padStart(3, '0')}`
          : `Beat ${String(449 - i).padStart(3, '0')} Nagar`,
      );
      await Route.bulkCreate(
        names.map((RootName) => ({
          RootName,
          Status: 1,
          CompanyID: me.CompanyID,
          IsDeleted: false,
          CreatedBy: me.Empid,
        })),
      );
      return me;
    }

    it('answers every page of a common text as a slice of the whole prefix-first answer', async () => {
      const { api } = await manyRoutes();
      const whole = await search(api, 'gar');
      expect(whole).toHaveLength(451);
      expect(whole.slice(0, 2)).toEqual(['Garden 000', 'Garden 009']);
      expect(whole[50]).toBe('Beat 000 Nagar');

      for (const [start, end] of [
        [0, 25],
        [40, 65],
        [45, 55],
        [60, 85],
        [425, 451],
        [450, 475],
      ]) {
        const res = await api.get('/api/getroute').query({ q: 'gar', _start: start, _end: end });
        expect(nameList(res), `${start}-${end}`).toEqual(whole.slice(start, end));
        expect(res.body.total).toBe(451);
      }
    });

    it('answers pages of a text shorter than a trigram the same way', async () => {
      const { api } = await manyRoutes();
      const whole = await search(api, 'ga');

      for (const [start, end] of [
        [0, 25],
        [48, 73],
      ]) {
        expect(
          nameList(await api.get('/api/getroute').query({ q: 'ga', _start: start, _end: end })),
        ).toEqual(whole.slice(start, end));
      }
      expect(whole[0]).toBe('Garden 000');
    });
  });

  describe('GET /api/getroute?q= through the search index', () => {
    it('finds a renamed record by its new name only', async () => {
      const { api, ids } = await withRoutes(env, ['Anna Nagar', 'Hebbal']);

      const renamed = await api
        .post('/api/updateroute')
        .send({ RootId: ids['Anna Nagar'], RootName: 'Indiranagar East' });

      expect(renamed.status).toBe(200);
      expect(await search(api, 'anna')).toEqual([]);
      expect(await search(api, 'ranagar')).toEqual(['Indiranagar East']);
    });

    it('no longer finds a deleted record', async () => {
      const { api, ids } = await withRoutes(env, ['Anna Nagar', 'Nagarbhavi']);

      await api.delete('/api/deleteroute').send({ RootId: ids['Anna Nagar'] });

      expect(await search(api, 'nagar')).toEqual(['Nagarbhavi']);
    });

    it('finds quotes, wildcards and spaces as they are typed', async () => {
      const { api } = await withRoutes(env, [
        'Beat "A" North',
        '50% Beat',
        'Beat_2 South',
        'Beat 2 South',
        'Old Beat',
      ]);

      expect(await search(api, '"a"')).toEqual(['Beat "A" North']);
      expect(await search(api, '50%')).toEqual(['50% Beat']);
      expect(await search(api, 't_2')).toEqual(['Beat_2 South']);
      expect(await search(api, 'AT 2 S')).toEqual(['Beat 2 South']);
      expect(await search(api, 'beat')).toEqual([
        'Beat "A" North',
        'Beat 2 South',
        'Beat_2 South',
        '50% Beat',
        'Old Beat',
      ]);
    });

    it("keeps other companies' rows out of the matches", async () => {
      const mine = await withRoutes(env, ['Nagarbhavi']);
      const theirs = await withRoutes(env, ['Anna Nagar']);

      expect(await search(mine.api, 'nagar')).toEqual(['Nagarbhavi']);
      expect(await search(theirs.api, 'nagar')).toEqual(['Anna Nagar']);
    });
  });

  describe('GET /api/getpartyledger?q= (prefix search)', () => {
    it('lists names that start with the text, in name order, whatever their case', async () => {
      const { api } = await env.company();
      for (const name of [
        'Ganesh Traders',
        'ganapati stores',
        'Sri Ganesh',
        'Gandhi Medicals',
        'Gz',
      ]) {
        const res = await api
          .post('/api/insertpartyledger')
          .send({ LedgerName: name, AccGroupid: 27, Openingbalance: 0, balanceType: 'Debit' });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }

      const res = await api.get('/api/getpartyledger').query({ q: 'GAN' });

      expect(res.body.data.map((r: { LegalName: string }) => r.LegalName)).toEqual([
        'ganapati stores',
        'Gandhi Medicals',
        'Ganesh Traders',
      ]);
    });
  });

  describe('GET /api/getroute?Field=value', () => {
    it('filters on a field', async () => {
      const { api } = await withRoutes(env, [
        ['Anna Nagar', 2],
        'Nagarbhavi',
        ['Old Nagar Road', 2],
        'Nagar',
      ]);

      const inactive = await api.get('/api/getroute?Status=2');
      const active = await api.get('/api/getroute?Status=1');

      expect(nameList(inactive)).toEqual(['Anna Nagar', 'Old Nagar Road']);
      expect(nameList(active)).toEqual(['Nagar', 'Nagarbhavi']);
    });

    it('answers 400, not a database error, to a filter value the field cannot hold', async () => {
      const { api } = await withRoutes(env, ['Nagar']);
      const paths = [
        '/api/getroute?Status=abc',
        '/api/getroute?BranchId=1.5',
        '/api/getbranch?Country=abc',
        `/api/rest/route?filter=${encodeURIComponent('{"id":["x"]}')}`,
      ];

      const answers = [];
      for (const path of paths) {
        const res = await api.get(path);
        answers.push({ path, status: res.status, success: res.body.success });
      }

      expect(answers).toEqual(paths.map((path) => ({ path, status: 400, success: false })));
    });

    it('combines a filter with a search', async () => {
      const { api } = await withRoutes(env, [
        ['Anna Nagar', 2],
        'Nagarbhavi',
        ['Old Nagar Road', 2],
        'Nagar',
        ['Hebbal', 2],
      ]);

      const res = await api.get('/api/getroute?Status=2&q=nagar');

      expect(nameList(res)).toEqual(['Anna Nagar', 'Old Nagar Road']);
    });
  });

  describe('GET /api/rest/route (ra-data-simple-rest)', () => {
    const places = [
      'Anna Nagar',
      'Nagarbhavi',
      'Old Nagar Road',
      'Nagar',
      'Malleshwaram',
      'Hebbal',
      'Koramangala',
      'Yelahanka',
      'Ulsoor',
    ];

    it('takes sort, range and filter as JSON', async () => {
      const { api } = await withRoutes(env, places);

      const res = await api
        .get('/api/rest/route')
        .query({ sort: '["RootName","ASC"]', range: '[0,4]', filter: '{"q":"a"}' });

      expect(res.status).toBe(200);
      expect(nameList(res)).toEqual([
        'Anna Nagar',
        'Hebbal',
        'Koramangala',
        'Malleshwaram',
        'Nagar',
      ]);
      expect(res.body.total).toBe(8);
      expect(res.headers['content-range']).toBe('route 0-4/8');
    });

    it('sorts descending as asked', async () => {
      const { api } = await withRoutes(env, places);

      const res = await api
        .get('/api/rest/route')
        .query({ sort: '["RootName","DESC"]', range: '[0,2]' });

      expect(nameList(res)).toEqual(['Yelahanka', 'Ulsoor', 'Old Nagar Road']);
      expect(res.headers['content-range']).toBe('route 0-2/9');
    });

    it('answers exactly the ids of filter={"id":[...]}', async () => {
      const { api, ids } = await withRoutes(env, places);
      const wanted = [ids['Hebbal'], ids['Ulsoor'], ids['Nagar']];

      const res = await api
        .get('/api/rest/route')
        .query({ filter: JSON.stringify({ id: wanted }) });

      expect(res.status).toBe(200);
      expect(
        res.body.data
          .map((r: { RootId: number }) => r.RootId)
          .sort((a: number, b: number) => a - b),
      ).toEqual([...wanted].sort((a, b) => a - b));
    });

    it('refuses an unknown sort field and malformed JSON', async () => {
      const { api } = await withRoutes(env, ['Nagar']);

      const sort = await api.get('/api/rest/route').query({ sort: '["Nope","ASC"]' });
      const range = await api.get('/api/rest/route').query({ range: '[0,' });

      expect(sort.status).toBe(400);
      expect(sort.body).toEqual({ success: false, error: 'Cannot sort by Nope.' });
      expect(range.status).toBe(400);
      expect(range.body.success).toBe(false);
    });
  });

  describe('GET /api/getbranch?q=', () => {
    it('uses the same prefix-first rule', async () => {
      const me = await env.company();
      for (const BranchName of ['City Depot', 'Depot North', 'Main Depot', 'Depot']) {
        await me.api.post('/api/insertbranch').send({ BranchName });
      }

      const res = await me.api.get('/api/getbranch?q=depot');

      expect(res.body.data.map((b: { BranchName: string }) => b.BranchName)).toEqual([
        'Depot',
        'Depot North',
        'City Depot',
        'Main Depot',
      ]);
    });
  });
});
