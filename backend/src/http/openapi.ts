import {
  labelOf,
  writableFields,
  type FieldSpec,
  type FieldType,
  type Resource,
} from '../../../resources';
import type { RouteDoc, RouteRegistry } from './registry';

type Json = Record<string, unknown>;

/** How each field type appears in OpenAPI; keyed by type so a new type must say how. */
export const jsonSchemaOf: Record<FieldType, (f: FieldSpec) => Json> = {
  id: () => ({ type: 'integer', readOnly: true }),
  text: (f) => ({
    type: 'string',
    ...(typeof f.max === 'number' ? { maxLength: f.max } : {}),
    ...(f.pattern ? { pattern: f.pattern.regex.source } : {}),
  }),
  textarea: (f) => ({ type: 'string', ...(typeof f.max === 'number' ? { maxLength: f.max } : {}) }),
  phone: (f) => ({ type: 'string', pattern: (f.pattern?.regex ?? /^\d{10}$/).source }),
  pincode: (f) => ({ type: 'string', pattern: (f.pattern?.regex ?? /^\d{6}$/).source }),
  email: () => ({ type: 'string', format: 'email' }),
  password: () => ({ type: 'string', format: 'password', writeOnly: true }),
  integer: () => ({ type: 'integer' }),
  date: () => ({ type: 'string', format: 'date' }),
  select: (f) => ({ enum: (f.choices ?? []).map((c) => c.id) }),
  status: () => ({ type: 'integer', enum: [1, 2], description: '1 Active, 2 Inactive' }),
  reference: (f) => ({ type: 'integer', description: `id of a ${f.to}` }),
  money: () => ({ type: 'number', multipleOf: 0.01, description: 'rupees' }),
  decimal: (f) => ({ type: 'number', multipleOf: 10 ** -(f.scale ?? 2) }),
  boolean: () => ({ type: 'boolean' }),
  file: (f) => ({
    type: 'integer',
    readOnly: true,
    description: `a stored ${f.accept === 'pdf' ? 'PDF' : 'image'}: upload it as multipart field of this name${f.download ? `; download from /api/${f.download}/{key}` : ''}`,
  }),
};

function recordSchema(r: Resource, keys: string[]): Json {
  const properties: Json = {};
  for (const k of keys) {
    const f = r.fields[k];
    properties[k] = {
      ...jsonSchemaOf[f.type](f),
      title: labelOf(r, k),
      ...(f.derived ? { readOnly: true } : {}),
    };
  }
  const required = keys.filter((k) => r.fields[k].required && !r.fields[k].derived);
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

function plain(shape: Record<string, { type: string; description?: string }>): Json {
  return { type: 'object', properties: shape };
}

function bodyOf(doc: RouteDoc): Json | undefined {
  const r = doc.resource;
  if (!doc.body) return undefined;
  if (typeof doc.body === 'object') return plain(doc.body);
  if (!r) return undefined;
  if (doc.body === 'key')
    return {
      type: 'object',
      properties: { [r.primaryKey]: { type: 'integer' } },
      required: [r.primaryKey],
    };
  const schema = recordSchema(r, writableFields(r));
  if (doc.body === 'update') {
    return {
      ...schema,
      required: [r.primaryKey],
      properties: { [r.primaryKey]: { type: 'integer' }, ...(schema.properties as Json) },
    };
  }
  return schema;
}

function answerOf(doc: RouteDoc): Json {
  const r = doc.resource;
  const record = r
    ? recordSchema(
        r,
        Object.keys(r.fields).filter((k) => r.fields[k].type !== 'password'),
      )
    : { type: 'object' };
  const envelope = (data: Json, extra: Json = {}) => ({
    type: 'object',
    properties: { success: { type: 'boolean', const: true }, ...extra, data },
  });
  if (doc.answers === 'list')
    return envelope({ type: 'array', items: record }, { total: { type: 'integer' } });
  if (doc.answers === 'one') return envelope(record);
  if (doc.answers === 'write') {
    return {
      type: 'object',
      properties: {
        success: { type: 'boolean' },
        message: { type: 'string' },
        ...(r ? { [r.primaryKey]: { type: 'integer' } } : {}),
      },
    };
  }
  if (typeof doc.answers === 'object') return envelope(plain(doc.answers));
  return { type: 'object' };
}

const ERROR = {
  type: 'object',
  properties: {
    success: { type: 'boolean', const: false },
    error: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

/** JSON, and multipart too for a master with file fields (each file a part named as its field). */
function contentOf(doc: RouteDoc, body: Json): Json {
  const files =
    doc.resource && (doc.body === 'create' || doc.body === 'update')
      ? Object.keys(doc.resource.fields).filter((k) => doc.resource!.fields[k].type === 'file')
      : [];
  if (!files.length) return { 'application/json': { schema: body } };
  const parts = Object.fromEntries(files.map((k) => [k, { type: 'string', format: 'binary' }]));
  return {
    'application/json': { schema: body },
    'multipart/form-data': {
      schema: { ...body, properties: { ...(body.properties as Json), ...parts } },
    },
  };
}

/** The OpenAPI 3.1 document of every mounted route, derived from the same declarations. */
export function openApiDocument(registry: RouteRegistry): Json {
  const paths: Record<string, Json> = {};
  for (const doc of registry.routes) {
    const path = doc.path.replace(/:(\w+)/g, '{$1}');
    const params = [
      ...[...doc.path.matchAll(/:(\w+)/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...Object.entries(doc.query ?? {}).map(([name, description]) => ({
        name,
        in: 'query',
        required: false,
        description,
        schema: { type: 'string' },
      })),
    ];
    const body = bodyOf(doc);
    paths[path] ??= {};
    paths[path][doc.method] = {
      summary: doc.summary,
      tags: [doc.tag],
      ...(doc.public ? { security: [] } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...(body ? { requestBody: { required: true, content: contentOf(doc, body) } } : {}),
      responses: {
        [doc.body === 'create' && doc.method === 'post' ? '201' : '200']:
          doc.answers === 'file'
            ? {
                description: 'The stored file',
                content: { 'application/pdf': {}, 'image/png': {}, 'image/jpeg': {} },
              }
            : {
                description: 'Success',
                content: { 'application/json': { schema: answerOf(doc) } },
              },
        default: {
          description: 'Error (400, 401, 403, 404, 409, 413, 415, 429, 500)',
          content: { 'application/json': { schema: ERROR } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Back office API',
      version: '1.0.0',
      description: 'Sessions by cookie `sid` or bearer token; CompanyID comes from the session.',
    },
    components: {
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    security: [{ cookie: [] }, { bearer: [] }],
    paths,
  };
}
