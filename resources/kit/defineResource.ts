import type { FieldSpec, Resource, ResourceSpec } from './types';

/**
 * Declares a resource. Typed on its own field keys, so a misspelt column in `list`, `search`,
 * `primaryKey` or `titleField` fails to compile.
 */
export function defineResource<F extends Record<string, FieldSpec>, J extends string = never>(
  spec: ResourceSpec<F, J>,
): Resource {
  return { scope: 'company', ...spec } as unknown as Resource;
}

/** 'BranchName' -> 'Branch Name', 'Phoneno' -> 'Phoneno', 'FYear' -> 'F Year'. */
export function humanize(key: string): string {
  return key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/Id$/, 'ID');
}

/** The label a person sees for a field. */
export function labelOf(resource: Resource, key: string): string {
  return resource.fields[key]?.label ?? humanize(key);
}

/** The most characters a field takes, when it says. */
export function maxOf(field: FieldSpec): number | undefined {
  return typeof field.max === 'number' ? field.max : field.max?.value;
}

/** The resource whose table holds a resource's rows: itself, or the one it is a view of. */
export function baseNameOf(resource: Resource): string {
  return resource.viewOf?.resource ?? resource.name;
}

/** The fields a client may send: everything but the key and derived values (transient ones too). */

export function writableFields(resource: Resource): string[] {
  return Object.entries(resource.fields)
    .filter(([, f]) => f.type !== 'id' && !f.derived && !f.session)
    .map(([k]) => k);
}

/** The reference fields of a resource and what they point at. */
export function referencesOf(resource: Resource): Array<{ field: string; to: string }> {
  return Object.entries(resource.fields)
    .filter(([, f]) => f.type === 'reference' && f.to)
    .map(([field, f]) => ({ field, to: f.to as string }));
}
