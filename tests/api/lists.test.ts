import { describe, expect, it } from 'vitest';
import { describeApi, type ApiEnv, type Agent } from '../support/api';

/** A signed-in company with a branch and the named routes (created in order, Status 1 unless given). */
async function withRoutes(env: ApiEnv, routes: Array<string | [string, number]>) {
  const me = await env.company();
  const branch = await me.api.post('/api/insertbranch').send({ BranchName: 'Head Office' });
  const ids: Record<string, number> = {};
  for (const r of routes) {
    const [RootName, Status] = typeof r === 'string' ? [r, 1] : r;
    const res = await me.api.post('/api/insertroute').send({ RootName, Status, BranchId: branch.body.BranchId });
    expect(res.status).toBe(201);
    ids[RootName] = res.body.RootId;
  }
  return { ...me, ids };
}

const thirty = Array.from({ length: 30 }, (_, i) => `Route ${String(i + 1).padStart(2, '0')}`);
const nameList = (res: { body: { data: Array<{ RootName: string }> } }) => res.body.data.map((r) => r.RootName);

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
      const exposed = String(res.headers['access-control-expose-headers']).split(',').map((h) => h.trim().toLowerCase());
      expect(exposed).toEqual(expect.arrayContaining(['x-total-count', 'content-range']));
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

      expect(answers.map((r) => [r.status, r.body.success])).toEqual([[400, false], [400, false]]);
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

      expect(await search(api, 'nagar')).toEqual(['Nagar', 'Nagarbhavi', 'Anna Nagar', 'Old Nagar Road']);
    });

    it('ignores case and surrounding spaces', async () => {
      const { api } = await withRoutes(env, places);

      expect(await search(api, '  NAGAR ')).toEqual(['Nagar', 'Nagarbhavi', 'Anna Nagar', 'Old Nagar Road']);
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

  describe('GET /api/getroute?Field=value', () => {
    it('filters on a field', async () => {
      const { api } = await withRoutes(env, [['Anna Nagar', 2], 'Nagarbhavi', ['Old Nagar Road', 2], 'Nagar']);

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
      const { api } = await withRoutes(env, [['Anna Nagar', 2], 'Nagarbhavi', ['Old Nagar Road', 2], 'Nagar', ['Hebbal', 2]]);

      const res = await api.get('/api/getroute?Status=2&q=nagar');

      expect(nameList(res)).toEqual(['Anna Nagar', 'Old Nagar Road']);
    });
  });

  describe('GET /api/rest/route (ra-data-simple-rest)', () => {
    const places = ['Anna Nagar', 'Nagarbhavi', 'Old Nagar Road', 'Nagar', 'Malleshwaram', 'Hebbal', 'Koramangala', 'Yelahanka', 'Ulsoor'];

    it('takes sort, range and filter as JSON', async () => {
      const { api } = await withRoutes(env, places);

      const res = await api.get('/api/rest/route').query({ sort: '["RootName","ASC"]', range: '[0,4]', filter: '{"q":"a"}' });

      expect(res.status).toBe(200);
      expect(nameList(res)).toEqual(['Anna Nagar', 'Hebbal', 'Koramangala', 'Malleshwaram', 'Nagar']);
      expect(res.body.total).toBe(8);
      expect(res.headers['content-range']).toBe('route 0-4/8');
    });

    it('sorts descending as asked', async () => {
      const { api } = await withRoutes(env, places);

      const res = await api.get('/api/rest/route').query({ sort: '["RootName","DESC"]', range: '[0,2]' });

      expect(nameList(res)).toEqual(['Yelahanka', 'Ulsoor', 'Old Nagar Road']);
      expect(res.headers['content-range']).toBe('route 0-2/9');
    });

    it('answers exactly the ids of filter={"id":[...]}', async () => {
      const { api, ids } = await withRoutes(env, places);
      const wanted = [ids['Hebbal'], ids['Ulsoor'], ids['Nagar']];

      const res = await api.get('/api/rest/route').query({ filter: JSON.stringify({ id: wanted }) });

      expect(res.status).toBe(200);
      expect(res.body.data.map((r: { RootId: number }) => r.RootId).sort((a: number, b: number) => a - b)).toEqual([...wanted].sort((a, b) => a - b));
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

      expect(res.body.data.map((b: { BranchName: string }) => b.BranchName)).toEqual(['Depot', 'Depot North', 'City Depot', 'Main Depot']);
    });
  });
});
