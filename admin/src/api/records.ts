import type { RaRecord } from 'react-admin';
import { writableFields, type AnyRecord, type Resource } from '../../../resources';

/**
 * Records travel with their spec key (BranchId, RootId, FYearID); React-Admin wants `id`.
 * These two functions are the only place that translates between the two.
 */

/** A record from the API as React-Admin sees it: the same fields plus `id` = its primary key. */
export function toRaRecord(resource: Resource, record: AnyRecord): RaRecord {
  return { ...record, id: record[resource.primaryKey] as RaRecord['id'] };
}

/** Maps a list, a single record, or nothing, as an answer's `data` may be. */
export function toRaData(resource: Resource, data: unknown): unknown {
  if (Array.isArray(data)) return data.map((r) => toRaRecord(resource, r as AnyRecord));
  if (data && typeof data === 'object') return toRaRecord(resource, data as AnyRecord);
  return data;
}

/**
 * The body a write sends: only the fields a client may set (never `id`, the key or derived
 * values, which the server computes), plus the primary key when a record is named.
 */
export function toApiBody(resource: Resource, data: AnyRecord, id?: RaRecord['id']): AnyRecord {
  const body: AnyRecord = {};
  for (const key of writableFields(resource)) if (key in data) body[key] = data[key];
  if (id !== undefined) body[resource.primaryKey] = id;
  return body;
}
