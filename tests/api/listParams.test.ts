import { describe, expect, it } from 'vitest';
import { describeApi } from '../support/api';

/** [path, the sentence it answers] for list parameters a list cannot read. */
const refused: Array<[string, string]> = [
  ['/api/getcountry?constructor=1', 'Cannot filter by constructor.'],
  ['/api/getcountry?toString=1', 'Cannot filter by toString.'],
  ['/api/getcountry?hasOwnProperty=1', 'Cannot filter by hasOwnProperty.'],
  ['/api/getcountry?NoSuchField=1', 'Cannot filter by NoSuchField.'],
  ['/api/getstate?range=1', 'range must be [first, last]: two whole numbers from 0.'],
  ['/api/getstate?range=null', 'range must be [first, last]: two whole numbers from 0.'],
  ['/api/getstate?range=[0]', 'range must be [first, last]: two whole numbers from 0.'],
  ['/api/getstate?range=["a","b"]', 'range must be [first, last]: two whole numbers from 0.'],
  ['/api/getstate?range=[-1,5]', 'range must be [first, last]: two whole numbers from 0.'],
  ['/api/getstate?range=[0,', 'range is not valid JSON.'],
  ['/api/getcountry?sort=5', 'sort must be ["Field", "ASC" or "DESC"].'],
  ['/api/getcountry?sort={}', 'sort must be ["Field", "ASC" or "DESC"].'],
  ['/api/getcountry?sort=null', 'sort must be ["Field", "ASC" or "DESC"].'],
  ['/api/getcountry?sort=["CountryName","SIDEWAYS"]', 'The order in sort must be ASC or DESC.'],
  ['/api/getcountry?sort=["hasOwnProperty","ASC"]', 'Cannot sort by hasOwnProperty.'],
  ['/api/getcountry?sort=["__proto__","ASC"]', 'Cannot sort by __proto__.'],
  ['/api/getcountry?_sort=constructor', 'Cannot sort by constructor.'],
  ['/api/getcountry?_sort=__proto__', 'Cannot sort by __proto__.'],
  ['/api/getcountry?_order=sideways', 'The order in _order must be ASC or DESC.'],
  ['/api/getcountry?_start=abc', '_start must be a whole number from 0.'],
  ['/api/getcountry?_start=-1&_end=5', '_start must be a whole number from 0.'],
  ['/api/getcountry?filter=[]', 'filter must be a JSON object of fields and values.'],
  ['/api/getcountry?filter=null', 'filter must be a JSON object of fields and values.'],
  ['/api/getcountry?filter=5', 'filter must be a JSON object of fields and values.'],
  ['/api/getcountry?filter={"constructor":1}', 'Cannot filter by constructor.'],
  ['/api/getcountry?filter={"__proto__":{"x":1}}', 'Cannot filter by __proto__.'],
  ['/api/getcountry?filter={"q":{"x":1}}', 'The search text must be text.'],
  ['/api/getcountry?filter={"CountryName":{"$ne":"x"}}', 'Invalid value for CountryName.'],
  ['/api/getcountry?filter={"id":[{"x":1}]}', 'Invalid id.'],
];

describeApi('List parameters', (env) => {
  describe('GET a public list without a session', () => {
    it.each(refused)('answers 400 with a sentence to %s', async (path, sentence) => {
      const api = env.anon();

      const res = await api.get(encodeURI(path));

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: sentence });
    });
  });

  describe('GET /api/rest/branch', () => {
    it('answers 400 to sorting or filtering by an inherited name', async () => {
      const { api } = await env.company();
      const paths = [
        '/api/rest/branch?_sort=constructor',
        '/api/rest/branch?sort=["toString","ASC"]',
        '/api/rest/branch?valueOf=1',
      ];

      const answers = [];
      for (const path of paths) answers.push((await api.get(encodeURI(path))).status);

      expect(answers).toEqual([400, 400, 400]);
    });
  });

  describe('GET /api/getemployee', () => {
    it('refuses to filter or sort by a password, which is never readable', async () => {
      const { api } = await env.company('Acme', { password: 'correct horse' });

      const filterByPassword = await api
        .get('/api/getemployee')
        .query({ Password: 'correct horse' });
      const filterInJson = await api
        .get('/api/getemployee')
        .query({ filter: JSON.stringify({ Password: 'x' }) });
      const sortByPassword = await api.get('/api/getemployee').query({ _sort: 'Password' });
      const sortInJson = await api.get('/api/getemployee').query({ sort: '["Password","DESC"]' });

      expect([filterByPassword, filterInJson].map((r) => [r.status, r.body.error])).toEqual([
        [400, 'Cannot filter by Password.'],
        [400, 'Cannot filter by Password.'],
      ]);
      expect([sortByPassword, sortInJson].map((r) => [r.status, r.body.error])).toEqual([
        [400, 'Cannot sort by Password.'],
        [400, 'Cannot sort by Password.'],
      ]);
    });
  });

  describe('GET /api/getcountry', () => {
    it('still reads well-formed parameters of both dialects', async () => {
      const api = env.anon();

      const legacy = await api
        .get('/api/getcountry')
        .query({ _start: 0, _end: 2, _sort: 'CountryName', _order: 'desc' });
      const rest = await api
        .get('/api/getcountry')
        .query({ range: '[0,1]', sort: '["CountryName"]', filter: '{"q":"ind"}' });

      expect(legacy.status).toBe(200);
      expect(legacy.body.data).toHaveLength(2);
      expect(
        legacy.body.data[0].CountryName.localeCompare(legacy.body.data[1].CountryName),
      ).toBeGreaterThan(0);
      expect(rest.status).toBe(200);
      expect(rest.body.data.map((c: { CountryName: string }) => c.CountryName)).toContain('India');
    });
  });
});
