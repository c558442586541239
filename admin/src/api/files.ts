import type { AnyRecord, Resource } from '../../../resources';

/**
 * Where the server serves a record's stored file: GET /api/<download>/<key>?type=<field>,
 * inline to view, or as an attachment to download. Undefined when nothing is stored.
 */
export function storedFileUrl(
  resource: Resource,
  source: string,
  record: AnyRecord | undefined,
  options: { download?: boolean } = {},
): string | undefined {
  const field = resource.fields[source];
  const key = record?.[resource.primaryKey];
  if (!field?.download || key === undefined || key === null) return undefined;
  if (record?.[source] === null || record?.[source] === undefined) return undefined;
  const query = new URLSearchParams({ type: source });
  if (options.download) query.set('download', '1');
  return `/api/${field.download}/${encodeURIComponent(String(key))}?${query}`;
}

/** A file chosen in a form, as React-Admin's FileInput holds it. */
export function chosenFile(value: unknown): File | undefined {
  const raw =
    value && typeof value === 'object' ? (value as { rawFile?: unknown }).rawFile : undefined;
  return typeof File !== 'undefined' && raw instanceof File ? raw : undefined;
}

/**
 * A write's body: JSON, or multipart when a file was chosen (each file a part named as its
 * field, every other value a string part; the server coerces them to their types).
 */
export function requestBody(resource: Resource, body: AnyRecord): string | FormData {
  const files = Object.keys(body).filter(
    (k) => resource.fields[k]?.type === 'file' && chosenFile(body[k]),
  );
  const plain = Object.fromEntries(
    Object.entries(body).filter(([k]) => resource.fields[k]?.type !== 'file'),
  );
  if (!files.length) return JSON.stringify(plain);
  const form = new FormData();
  for (const [k, v] of Object.entries(plain))
    if (v !== undefined) form.append(k, v === null ? '' : String(v));
  for (const k of files) form.append(k, chosenFile(body[k])!);
  return form;
}
