/**
 * Maps React-Admin's data calls onto the documented /api endpoints, using the resources/
 * declarations: a resource's legacy endpoints (API.md 4, spec 7) where it declares them, the
 * generic REST route in ra-data-simple-rest's dialect for everything else.
 *
 * getList          => GET    /api/<list>?_start=0&_end=10&_sort=BranchName&_order=ASC&q=ab&Field=v   (total from body)
 *                     or GET /api/rest/<name>?sort=["F","ASC"]&range=[0,9]&filter={"q":"ab"}           (no legacy list)
 * getOne           => GET    /api/rest/<name>/<id>
 * getMany          => GET    /api/rest/<name>?filter={"id":[1,2]}
 * getManyReference => GET    /api/rest/<name>?sort=[..]&range=[..]&filter={"<target>":<id>}
 * create           => POST   /api/<create>  body: writable fields             or POST   /api/rest/<name>
 *                     (multipart when a file field holds a chosen file)
 * update           => POST   /api/<update>  body: writable fields + key       or PUT    /api/rest/<name>/<id>
 * updateMany       => PUT    /api/rest/<name>/<id>, once per id
 * delete           => DELETE /api/<delete>  body: {<key>: id}                 or DELETE /api/rest/<name>/<id>
 * deleteMany       => DELETE /api/rest/<name>/<id>, once per id
 *
 * Records carry their spec key; `id` is added on the way in and dropped on the way out
 * (api/records.ts). Failures reject with HttpError(server sentence, status, {errors}), so the
 * server's field messages land on the form's inputs. Success notices are the resource's
 * `messages`, through the i18nProvider.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import {
  ITEM_MASTER_ENDPOINTS,
  resources as allResources,
  type AnyRecord,
  type Resource,
} from '../../resources';
import { requestBody } from './api/files';
import { postConfirming } from './api/confirmations';
import { callApi } from './api/http';
import { toApiBody, toRaData, toRaRecord } from './api/records';

/** The legacy list's query: RA's page, sort, search and filters as `_start/_end/_sort/_order/q/Field`. */
export function legacyListQuery(
  resource: Resource,
  params: Partial<GetListParams>,
): URLSearchParams {
  const query = new URLSearchParams();
  if (params.pagination) {
    const { page, perPage } = params.pagination;
    // _end is exclusive, as json-server reads it: page 1 of 10 is rows 0..9.
    query.set('_start', String((page - 1) * perPage));
    query.set('_end', String(page * perPage));
  }
  if (params.sort?.field) {
    query.set('_sort', keyName(resource, params.sort.field));
    query.set('_order', params.sort.order === 'DESC' ? 'DESC' : 'ASC');
  }
  for (const [field, value] of Object.entries(params.filter ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === undefined || v === null || v === '' || typeof v === 'object') continue;
      query.append(keyName(resource, field), String(v));
    }
  }
  return query;
}

/** React-Admin says `id` where the API says the spec key. */
function keyName(resource: Resource, field: string): string {
  return field === 'id' ? resource.primaryKey : field;
}

/** The simple-rest httpClient for one resource: unwraps the envelope and adds `id` to records. */
function restClientFor(resource: Resource) {
  return async (url: string, options: RequestInit = {}) => {
    const { status, headers, body } = await callApi(url, options);
    return {
      status,
      headers: withContentRange(headers, body.total),
      body: JSON.stringify(body),
      json: toRaData(resource, body.data),
    };
  };
}

/** simple-rest reads the total from Content-Range; fall back on the envelope's `total` if a proxy dropped it. */
function withContentRange(headers: Headers, total: number | undefined): Headers {
  if (headers.has('Content-Range') || typeof total !== 'number') return headers;
  const copy = new Headers(headers);
  copy.set('Content-Range', `items 0-0/${total}`);
  return copy;
}

/** Builds the data provider for `resources` (all of resources/ by default) under `apiUrl`. */
export function createDataProvider(
  apiUrl = '/api',
  resources: readonly Resource[] = allResources,
): DataProvider {
  const rest = new Map<string, DataProvider>();
  const find = (name: string): Resource => {
    const resource = resources.find((r) => r.name === name);
    if (!resource) throw new Error(`Unknown resource: ${name}`);
    return resource;
  };
  const restFor = (name: string): DataProvider => {
    let provider = rest.get(name);
    if (!provider) {
      provider = simpleRestProvider(`${apiUrl}/rest`, restClientFor(find(name)));
      rest.set(name, provider);
    }
    return provider;
  };
  const sortByKey = <P extends { sort?: { field: string; order: 'ASC' | 'DESC' } }>(
    r: Resource,
    params: P,
  ): P =>
    params.sort
      ? { ...params, sort: { ...params.sort, field: keyName(r, params.sort.field) } }
      : params;

  return {
    async getList(name, params) {
      const resource = find(name);
      const list = resource.endpoints?.list;
      if (!list) return restFor(name).getList(name, sortByKey(resource, params));
      const query = legacyListQuery(resource, params).toString();
      const { headers, body } = await callApi<AnyRecord[]>(
        `${apiUrl}/${list}${query ? `?${query}` : ''}`,
        { signal: params.signal },
      );
      const rows = (body.data ?? []).map((r) => toRaRecord(resource, r));
      const total = body.total ?? Number(headers.get('X-Total-Count') ?? rows.length);
      return { data: rows, total } as GetListResult;
    },

    getOne: (name, params) => restFor(name).getOne(name, params),
    getMany: (name, params) => restFor(name).getMany(name, params),
    getManyReference: (name, params) =>
      restFor(name).getManyReference(name, sortByKey(find(name), params)),

    async create(name, params) {
      const resource = find(name);
      const endpoint = resource.endpoints?.create;
      const body = toApiBody(resource, params.data as AnyRecord);
      const tab = itemMasterTab(params);
      if (tab) {
        const answer = await postConfirming(
          `${apiUrl}/${ITEM_MASTER_ENDPOINTS.create}`,
          JSON.stringify({ tab, formData: body }),
        );
        const id = answer[resource.primaryKey] as RaRecord['id'];
        return { data: savedRecord(resource, params.data as AnyRecord, id) as never };
      }
      if (!endpoint) return restFor(name).create(name, { ...params, data: body });
      const answer = await postConfirming(`${apiUrl}/${endpoint}`, requestBody(resource, body));
      const id = answer[resource.primaryKey] as RaRecord['id'];
      return { data: savedRecord(resource, params.data as AnyRecord, id) as never };
    },

    async update(name, params) {
      const resource = find(name);
      const endpoint = resource.endpoints?.update;
      const id = keyOf(resource, params);
      const body = toApiBody(resource, params.data as AnyRecord, id);
      const tab = itemMasterTab(params);
      if (tab)
        await postConfirming(
          `${apiUrl}/${ITEM_MASTER_ENDPOINTS.update}`,
          JSON.stringify({ tab, formData: { ...body, [resource.primaryKey]: id } }),
        );
      else if (!endpoint) return restFor(name).update(name, { ...params, data: body });
      else await postConfirming(`${apiUrl}/${endpoint}`, requestBody(resource, body));
      return {
        data: savedRecord(resource, { ...params.previousData, ...params.data }, id) as never,
      };
    },

    updateMany: (name, params) =>
      restFor(name).updateMany(name, {
        ...params,
        data: toApiBody(find(name), params.data as AnyRecord),
      }),

    async delete(name, params) {
      const resource = find(name);
      const endpoint = resource.endpoints?.delete;
      if (!endpoint) return restFor(name).delete(name, params);
      await postTo(
        `${apiUrl}/${endpoint}`,
        'DELETE',
        JSON.stringify({ [resource.primaryKey]: keyOf(resource, params) }),
      );
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    deleteMany: (name, params) => restFor(name).deleteMany(name, params),
  };
}

/**
 * The Item Master screen's tab a write comes from (`meta.itemMasterTab`): it goes by the spec's
 * tab calls, which say the tabs' own duplicate message, not the item-details dialogs'.
 */
function itemMasterTab(params: { meta?: unknown }): string | undefined {
  const tab = (params.meta as { itemMasterTab?: unknown } | undefined)?.itemMasterTab;
  return typeof tab === 'string' ? tab : undefined;
}

async function postTo(url: string, method: 'POST' | 'DELETE', body: string | FormData) {
  const { body: answer } = await callApi(url, { method, body });
  return answer;
}

/**
 * The key of the record a write names. React-Admin takes an edited record's id from the address
 * bar, so it arrives as '5'; the loaded record still has it as the number the server gave.
 */
function keyOf(
  resource: Resource,
  params: { id: RaRecord['id']; previousData?: AnyRecord },
): RaRecord['id'] {
  const loaded = params.previousData?.[resource.primaryKey];
  return typeof loaded === 'number' || typeof loaded === 'string' ? loaded : params.id;
}

/** A legacy write answers only the key: the record is what was sent, with its key and derived values. */
function savedRecord(resource: Resource, data: AnyRecord, id: RaRecord['id']): RaRecord {
  return toRaRecord(resource, { ...data, ...resource.derive?.(data), [resource.primaryKey]: id });
}

/** The data provider of the app. */
export const dataProvider = createDataProvider();
