import { expect, it } from 'vitest';
import { describeApi } from '../support/api';
import { bill, billingSetup } from '../support/billing';
import { totalsByCompany } from '../support/ledger';
import {
  SESSION_CHANGING,
  answersJson,
  castIds,
  createdKey,
  fillPath,
  learnKeys,
  linesOf,
  operationOf,
  phaseOf,
  pool,
  send,
  specOf,
  typicalBody,
  typicalOf,
  type Json,
  type Schema,
  type Sent,
} from '../support/routeSweep';
import { servedRoutes } from '../support/routes';
import { loadVan, vanSetup } from '../support/van';

/**
 * The rule: nothing a caller sends, signed in or not, gets a server error. Every route the app
 * serves is sent junk of each kind (wrong types in each declared field and line field, junk
 * bodies, hostile path parameters and query strings, bogus tokens), and must answer below 500,
 * in JSON, an error as {success: false, error}.
 */

/** One request of the sweep. */
interface Case extends Sent {
  who: 'session' | 'anon';
  /** Whether a success answers JSON (a print answers a PDF). */
  json: boolean;
  what: string;
}

const LONG = 'x'.repeat(10_000);
const DEEP = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

/** Values of the wrong type, or of the right type but out of any sane range, for any field. */
const WRONG: unknown[] = [
  'abc',
  { a: 1 },
  [1, 2],
  1e308,
  -1,
  1.5,
  true,
  LONG,
  1e20,
  '',
  '__proto__',
  'constructor',
  'a\u0000b',
];

/** Wrong values that tell a text field nothing another one does not (1e308 is its number). */
const NOTHING_NEW_FOR_TEXT = new Set<unknown>(['abc', 'constructor', -1, 1.5, 1e20]);
/** Strings that tell a number nothing 'abc' does not. */
const NOTHING_NEW_FOR_NUMBERS = new Set<unknown>([LONG, 'constructor', 'a\u0000b']);

/** The wrong values worth sending a field of this schema; a choice is sent every one. */
function wrongOf(schema: Schema): unknown[] {
  if (schema.type === 'string' && !schema.enum)
    return WRONG.filter((v) => !NOTHING_NEW_FOR_TEXT.has(v));
  if (schema.type === 'integer' || schema.type === 'number')
    return WRONG.filter((v) => !NOTHING_NEW_FOR_NUMBERS.has(v));
  return WRONG;
}

/** What a path parameter might be instead of a key. */
const HOSTILE_PARAMS = [
  'abc',
  '-1',
  '1.5',
  '99999999999999999999',
  '%00',
  '%zz',
  '__proto__',
  'constructor',
  'y'.repeat(3000),
];

/** Query junk every GET must shrug off: a route that reads none of it ignores it. */
const HOSTILE_QUERIES = [
  '_sort=__proto__&_order=sideways&_start=-5&_end=abc&filter={bad json',
  '_sort=constructor',
  '_order=sideways',
  '_start=0&_end=99999999999999999999',
  '_start=1.5&_end=1e3',
  'filter={bad json',
  'filter={"__proto__":{"x":1}}',
  'filter={"id":{"a":1}}',
  'sort=["__proto__","sideways"]',
  'range=[0,1e30]',
  'q=%00',
  '__proto__[x]=1&constructor=1',
];

/** A declared query parameter as anything but what it expects (paging's junk is above). */
function hostileValuesOf(name: string): string[] {
  const shapes = [`${name}=1&${name}=2`, `${name}[a]=1`];
  if (['_start', '_end', '_sort', '_order'].includes(name)) return shapes;
  return [
    ...shapes,
    `${name}=abc`,
    `${name}=99999999999999999999`,
    `${name}=-1.5`,
    `${name}=2026-02-30`,
    // A date of the year 0000: well formed, but no date Postgres keeps.
    `${name}=0000-01-01`,
    `${name}=${LONG}`,
  ];
}

describeApi('Hostile input', (env) => {
  it('answers every route, whatever it is sent, below 500 and in JSON', async () => {
    // The first company owns the low keys (CompanyID 1, Empid 1): the sweep's fallback key 1
    // names another company's record, never the sweeping session's own.
    const other = await env.company('Other Traders');
    const me = await env.company('Hostile Traders');
    const anon = env.anon();
    // A company with something in it, so that typical bodies name records that exist.
    const cast = await vanSetup(me);
    await loadVan(me.api, cast);
    const ids = castIds(cast);
    const spec = await specOf(me.api);
    const routes = servedRoutes(env.app);
    const createdAt = new Map<string, number>();
    const tried = new Map<string, number>();
    const failures: string[] = [];
    let turn = 0;

    const check = async (c: Case) => {
      const res = await send(c.who === 'anon' ? anon : me.api, c);
      const type = String(res.headers['content-type'] ?? '');
      const ok = res.status < 300;
      const problem =
        res.status >= 500
          ? 'a server error'
          : ok && !c.json
            ? undefined
            : !/application\/json/.test(type)
              ? `not JSON (${type || 'no content type'})`
              : !ok && (res.body?.success !== false || typeof res.body?.error !== 'string')
                ? 'an error without {success: false, error}'
                : undefined;
      if (problem)
        failures.push(
          `${c.method.toUpperCase()} ${c.url.slice(0, 120)} (${c.what}): ${res.status}, ${problem}: ${JSON.stringify(res.body).slice(0, 200)}`,
        );
    };

    const opOf = (method: string, path: string) => operationOf(spec, method, path);
    const keyFor = (path: string) => String(createdAt.get(path.replace(/\/\{\w+\}$/, '')) ?? 1);
    /**
     * The wrong values field `name` is tried with on this route: every one the first time a field
     * of that name and type is met, two on later routes (the legacy and REST spellings of one
     * resource, a key named alike elsewhere), turning so that each route tries others.
     */
    const wrongFor = (name: string, schema: Schema) => {
      const key = `${name} ${JSON.stringify(schema)}`;
      const seen = tried.get(key) ?? 0;
      tried.set(key, seen + 1);
      const wrong = wrongOf(schema);
      return seen === 0 ? wrong : [0, 1].map((j) => wrong[(seen * 2 + j) % wrong.length]);
    };

    const casesOf = (method: string, path: string): Case[] => {
      const op = opOf(method, path);
      const json = answersJson(op, path);
      // A public route is an anonymous caller's; the sign-in routes are tried only as one.
      const who =
        op?.security?.length === 0 || SESSION_CHANGING.has(`${method} ${path}`)
          ? 'anon'
          : 'session';
      const url = fillPath(path, keyFor(path));
      const write = method !== 'get';
      const out: Case[] = [];
      const add = (c: Omit<Case, 'who' | 'method' | 'json'>) =>
        out.push({ who, method, json, ...c });

      // A token that names no session: read as none, refused where one is needed.
      out.push({
        who: 'anon',
        method,
        url,
        json,
        what: 'a bogus bearer token',
        headers: { Authorization: `Bearer ${LONG}` },
        ...(write ? { body: { a: 1 } } : {}),
      });
      if (/\{\w+\}/.test(path))
        for (const p of HOSTILE_PARAMS)
          add({
            url: fillPath(path, p),
            what: `path ${p.slice(0, 20)}`,
            ...(write ? { body: {} } : {}),
          });

      if (!write) {
        // Every query junk on the first route of each set of declared parameters (the lists share
        // theirs), four on the others, turning.
        const params = JSON.stringify(op?.parameters ?? []);
        const seen = tried.get(params) ?? 0;
        tried.set(params, seen + 1);
        const queries = new Set(
          seen === 0
            ? HOSTILE_QUERIES
            : [0, 1, 2, 3].map((j) => HOSTILE_QUERIES[(seen * 4 + j) % HOSTILE_QUERIES.length]),
        );
        for (const p of op?.parameters ?? [])
          if (p.in === 'query' && /^\w+$/.test(p.name))
            for (const q of hostileValuesOf(p.name)) queries.add(q);
        // A list filters by any of its fields (Field=value): each field sent junk on the first
        // list of its kind of record, two of them (turning) on the others.
        if (op?.parameters?.some((p) => p.name === 'Field=value')) {
          const record =
            op.responses['200']?.content?.['application/json']?.schema?.properties?.data?.items
              ?.properties ?? {};
          const listed = Object.keys(record);
          const kind = JSON.stringify(record);
          const lists = tried.get(kind) ?? 0;
          tried.set(kind, lists + 1);
          const filtered =
            lists === 0
              ? listed
              : [listed[lists % listed.length], listed[(lists * 7 + 3) % listed.length]];
          for (const f of filtered)
            for (const q of [`${f}=abc`, `${f}=99999999999999999999`, `${f}=1&${f}=${LONG}`])
              queries.add(q);
        }
        for (const q of queries) add({ url: `${url}?${q}`, what: `query ${q.slice(0, 40)}` });
        return out;
      }

      const schema = op?.requestBody?.content['application/json']?.schema;
      const fields = Object.entries(schema?.properties ?? {}).filter(([, s]) => !s.readOnly);
      const base = typicalOf(spec, method, path, ids);
      add({ url, what: 'no body' });
      add({
        url,
        what: 'a text body',
        body: 'BranchName=x',
        headers: { 'Content-Type': 'text/plain' },
      });
      add({ url, what: 'an empty object', body: {} });
      add({ url, what: 'an array', body: [] });
      add({ url, what: 'an array of junk', body: ['abc', { a: 1 }, null] });
      add({ url, what: 'a JSON string', raw: '"x"' });
      add({ url, what: 'JSON null', raw: 'null' });
      add({ url, what: 'null fields', body: Object.fromEntries(fields.map(([k]) => [k, null])) });
      add({ url, what: '__proto__', raw: '{"__proto__": {"x": 1}}' });
      add({
        url,
        what: '__proto__ beside typical fields',
        raw: JSON.stringify(base).replace(/^\{/, '{"__proto__": {"x": 1}, '),
      });
      add({ url, what: 'constructor.prototype', body: { constructor: { prototype: {} } } });
      // Nested past any stack that walks it by recursion (String(), JSON.stringify, a copy).
      add({
        url,
        what: 'every field nested 10,000 deep',
        raw: `{${(fields.length ? fields.map(([f]) => f) : ['x']).map((f) => `${JSON.stringify(f)}: ${DEEP}`).join(', ')}}`,
      });
      // Every field wrong at once, each with another type, turning from route to route.
      turn++;
      if (fields.length)
        for (let k = 0; k < 2; k++)
          add({
            url,
            what: `every field wrong (${k})`,
            body: Object.fromEntries(
              fields.map(([f], i) => [f, WRONG[(i + k * 7 + turn) % WRONG.length]]),
            ),
          });
      // Each field wrong alone, on an otherwise typical body.
      for (const [f, s] of fields)
        for (const v of wrongFor(f, s))
          add({ url, what: `${f} = ${JSON.stringify(v).slice(0, 20)}`, body: { ...base, [f]: v } });

      const lines = linesOf(path);
      if (lines) {
        const line = typicalBody(lines.schema, ids);
        const lineFields = Object.entries(lines.schema.properties ?? {});
        const wrongLine = (k: number) =>
          Object.fromEntries(lineFields.map(([f], i) => [f, WRONG[(i + k) % WRONG.length]]));
        for (const [what, value] of [
          ['three lines of wrong types', [wrongLine(0), wrongLine(1), wrongLine(2)]],
          ['a string', 'abc'],
          ['strings', ['abc', 'def', 'ghi']],
          ['a null line', [null]],
          ['an object', { 0: line }],
          ['2000 lines', Array.from({ length: 2000 }, () => line)],
        ] as const)
          add({ url, what: `${lines.field}: ${what}`, body: { ...base, [lines.field]: value } });
        for (const [f, s] of lineFields)
          for (const v of wrongFor(`${lines.field}.${f}`, s))
            add({
              url,
              what: `${lines.field}[1].${f} = ${JSON.stringify(v).slice(0, 20)}`,
              body: { ...base, [lines.field]: [line, { ...line, [f]: v }] },
            });
      }
      if (op?.responses['201'])
        add({
          url,
          what: 'a 500-character Idempotency-Key',
          body: base,
          headers: { 'Idempotency-Key': 'k'.repeat(500) },
        });
      return out;
    };

    // Reads first; then creates, each sent once as typed so that updates and deletes can name
    // records that exist; then updates; deletes last.
    for (const phase of [0, 1, 2, 3]) {
      const here = routes.filter(([m, p]) => phaseOf(spec, m, p) === phase);
      if (phase === 1)
        for (const [m, p] of here) {
          if (SESSION_CHANGING.has(`${m} ${p}`)) continue;
          const res = await me.api.post(p).send(typicalOf(spec, m, p, ids));
          if (res.status >= 500) failures.push(`POST ${p} (a typical body): ${res.status}`);
          const key = res.status < 300 ? createdKey(opOf(m, p)!, res.body as Json) : undefined;
          if (key) createdAt.set(p, key.value);
          if (res.status < 300) learnKeys(ids, res.body as Json);
        }
      await pool(
        here.flatMap(([m, p]) => casesOf(m, p)),
        8,
        check,
      );
    }

    expect(failures).toEqual([]);
    // Whatever was refused or let through, every company's books still balance.
    for (const t of await totalsByCompany(env)) expect(t.debit).toBe(t.credit);
    // Neither session was ended by the sweep, so every route was tried with a session throughout.
    expect((await me.api.get('/api/getbranch')).status).toBe(200);
    expect((await other.api.get('/api/getbranch')).status).toBe(200);
    // Some 15,000 requests: about 25 s alone, more beside the other files of a full run.
  }, 300_000);

  it('refuses a value holding a field named toString or valueOf, which throws wherever it is read as a number or text', async () => {
    const me = await env.company('Member Traders');
    const b = await billingSetup(me.api);
    const odd = { toString: 1 };

    const answers = [
      await env.anon().post('/api/login').send({ CompanyID: odd, Username: 'x', Password: 'y' }),
      await me.api.get('/api/getcountry').send({ CompanyID: odd }),
      await me.api.post('/api/insertbilling').send(bill(b, { Empid: { valueOf: 1 } })),
      await me.api
        .post('/api/insertbilling')
        .send({ ...bill(b), items: [{ ...bill(b).items[0], Quantity: odd }] }),
      // As JSON text: in a JavaScript literal __proto__ would set the prototype, not a field.
      await me.api
        .post('/api/inserttaxmaster')
        .set('Content-Type', 'application/json')
        .send('{"AccGroupid":{"__proto__":1},"GST":5}'),
    ];

    expect(answers.map((r) => [r.status, r.body.error])).toEqual([
      [400, 'The request contains a field named toString, which no form has.'],
      [400, 'The request contains a field named toString, which no form has.'],
      [400, 'The request contains a field named valueOf, which no form has.'],
      [400, 'The request contains a field named toString, which no form has.'],
      [400, 'The request contains a field named __proto__, which no form has.'],
    ]);
    expect((await me.api.get('/api/getsaleinvoices')).body.data).toEqual([]);
  });
});
