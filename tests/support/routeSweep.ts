import { documents, resourceByName, writableFields } from '../../resources';
import { jsonSchemaOf } from '../../backend/src/http/openapi';
import type { Agent } from './api';
import { DAY, type VanCast } from './van';

/**
 * What the sweeps of every served route share: the routes' declarations as GET /api/openapi.json
 * gives them, bodies as a person would type them, and a pool that sends requests a few at a time.
 */

export type Json = Record<string, unknown>;
export type Schema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  readOnly?: boolean;
  maxLength?: number;
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
};
export type Operation = {
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; description?: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
export type Spec = { paths: Record<string, Record<string, Operation>> };

/** One request: a value sent as JSON, or `raw` text sent as JSON as it is. */
export interface Sent {
  method: string;
  url: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

/** Routes a session must not call itself: they end it or start another. Tried without one. */
export const SESSION_CHANGING = new Set([
  'post /api/login',
  'post /api/logout',
  'post /api/insertcompanysignup',
  'post /api/insertemployee',
]);

const PATTERN_SAMPLES = [
  '9876543210',
  '560001',
  '29AABCU9603R1ZJ',
  'AAPFU0939F',
  'SBIN0001234',
  'KA01AB1234',
  '3004',
  'A1',
];

let made = 0;
/** A name no other in the sweep has, without digits (some names refuse them). */
export function nextName(prefix = 'Hostile'): string {
  const n = made++;
  return `${prefix} ${String.fromCharCode(65 + (n % 26), 65 + (Math.floor(n / 26) % 26), 65 + (Math.floor(n / 676) % 26))}`;
}

/**
 * A value for a field as a person would type it, so that junk in one field is that field's
 * alone; a name starts with `prefix`, so that whose it is shows wherever it turns up.
 */
export function typical(
  schema: Schema,
  ids: Map<string, number>,
  name: string,
  prefix?: string,
): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'integer') return ids.get(name) ?? ids.get(keyReferenced(schema) ?? '') ?? 1;
  if (schema.type === 'number') return 1;
  if (schema.type === 'boolean') return true;
  if (schema.format === 'date')
    return /dob|birth/i.test(name) ? '1990-01-01' : /end|expiry/i.test(name) ? '2027-03-31' : DAY;
  if (schema.format === 'email') return 'asha@example.com';
  if (schema.format === 'password') return 'correct horse battery';
  const typed = nextName(prefix).slice(0, schema.maxLength ?? 40);
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    return re.test(typed) ? typed : (PATTERN_SAMPLES.find((s) => re.test(s)) ?? 'x');
  }
  return typed;
}

/** The key of the record a reference names ('id of a rate': RateId), whatever the field is called. */
export function keyReferenced(schema: Schema): string | undefined {
  const to = /^id of an? (\w+)/.exec(schema.description ?? '')?.[1];
  return to ? resourceByName(to)?.primaryKey : undefined;
}

export function typicalBody(
  schema: Schema | undefined,
  ids: Map<string, number>,
  prefix?: string,
): Json {
  const out: Json = {};
  for (const [k, s] of Object.entries(schema?.properties ?? {}))
    if (!s.readOnly) out[k] = typical(s, ids, k, prefix);
  return out;
}

/** The lines a document route's body carries, as declared (the OpenAPI body is the header's). */
export function linesOf(path: string): { field: string; schema: Schema } | undefined {
  const name = path.replace(/^\/api\//, '');
  const doc = documents.find((d) => {
    const e = d.endpoints;
    return [e.create, e.update, e.hold, ...(e.createAliases ?? [])].includes(name);
  });
  if (!doc) return undefined;
  const r = doc.lineInput;
  const properties = Object.fromEntries(
    writableFields(r).map((k) => [k, jsonSchemaOf[r.fields[k].type](r.fields[k]) as Schema]),
  );
  return { field: doc.linesField, schema: { type: 'object', properties } };
}

/** The route's declaration, if the spec has one. */
export function operationOf(spec: Spec, method: string, path: string): Operation | undefined {
  return spec.paths[path]?.[method];
}

/** A typical body for a route: its declared fields, and one typical line where it takes lines. */
export function typicalOf(
  spec: Spec,
  method: string,
  path: string,
  ids: Map<string, number>,
  prefix?: string,
): Json {
  const body = typicalBody(
    operationOf(spec, method, path)?.requestBody?.content['application/json']?.schema,
    ids,
    prefix,
  );
  const lines = linesOf(path);
  return lines ? { ...body, [lines.field]: [typicalBody(lines.schema, ids, prefix)] } : body;
}

/** The key a create answers, by name: the write answer's own key, or the record's in `data`. */
export function createdKey(op: Operation, body: Json): { name: string; value: number } | undefined {
  const answer = Object.values(op.responses).find((r) => r.content?.['application/json'])
    ?.content?.['application/json'].schema;
  const data = answer?.properties?.data?.properties ?? {};
  const candidates: Array<[string, unknown]> = [
    ...Object.keys(answer?.properties ?? {})
      .filter((k) => !['success', 'message', 'data'].includes(k))
      .map((k): [string, unknown] => [k, body[k]]),
    ...Object.entries(data)
      .filter(([, s]) => s.readOnly && s.type === 'integer')
      .map(([k]): [string, unknown] => [k, (body.data as Json | undefined)?.[k]]),
  ];
  const found = candidates.find(([, v]) => Number.isSafeInteger(v) && (v as number) > 0);
  return found && { name: found[0], value: found[1] as number };
}

/** Adds the keys a successful write answered (…Id, …No, beside its data or in it) that `ids` lacks. */
export function learnKeys(ids: Map<string, number>, answer: Json): void {
  for (const [k, v] of Object.entries({ ...answer, ...(answer.data as Json | undefined) }))
    if (/(id|no)$/i.test(k) && Number.isSafeInteger(v) && !ids.has(k)) ids.set(k, v as number);
}

/** Whether a route answers JSON on success (a print answers a PDF, a download its file). */
export function answersJson(op: Operation | undefined, path: string): boolean {
  return (
    path !== '/api/docs' &&
    !Object.entries(op?.responses ?? {}).some(
      ([code, r]) => code.startsWith('2') && r.content && !r.content['application/json'],
    )
  );
}

/** The path with every parameter set to `value`. */
export function fillPath(path: string, value: string): string {
  return path.replace(/\{\w+\}/g, value);
}

/** Reads first; then creates, so that later writes can name records that exist; then other writes; deletes last. */
export function phaseOf(spec: Spec, method: string, path: string): 0 | 1 | 2 | 3 {
  return method === 'get'
    ? 0
    : operationOf(spec, method, path)?.responses['201']
      ? 1
      : method === 'delete'
        ? 3
        : 2;
}

/** The sweep's spec: every route's declaration. */
export async function specOf(api: Agent): Promise<Spec> {
  return (await api.get('/api/openapi.json')).body as Spec;
}

/** The keys of a van day's cast under the names bodies give them, so typical bodies name records that exist. */
export function castIds(cast: VanCast): Map<string, number> {
  return new Map<string, number>(
    Object.entries({
      BranchId: cast.branch,
      BranchID: cast.branch,
      VID: cast.van,
      VanID: cast.van,
      RepID: cast.rep2,
      SalesmanId: cast.rep2,
      TaxID: cast.gst12,
      ItemId: cast.paracetamol,
      ItemID: cast.paracetamol,
      PLID: cast.local,
      CustomerID: cast.local,
      PartyID: cast.outside,
      SID: cast.seriesA,
      B2Bseries: cast.seriesA,
      B2Cseries: cast.seriesC,
    }),
  );
}

export async function pool<T>(
  items: T[],
  size: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await run(items[next++]);
    }),
  );
}

export function send(agent: Agent, c: Sent) {
  let req = (agent as unknown as Record<string, (url: string) => ReturnType<Agent['get']>>)[
    c.method
  ](c.url);
  for (const [k, v] of Object.entries(c.headers ?? {})) req = req.set(k, v);
  if (c.raw !== undefined) return req.set('Content-Type', 'application/json').send(c.raw);
  if (c.body !== undefined) return req.send(c.body as object);
  return req;
}
