import {
  joinedColumnOf,
  labelOf,
  resourceByName,
  type FieldSpec,
  type Resource,
} from '../../../resources';

/** What an input or a column needs to know about one field of a declaration. */
export interface FieldContext {
  resource: Resource;
  source: string; // the field key, which is also the record's column name
  field: FieldSpec;
  label: string;
}

/** The context of `source` in `resource`; a list's joined column is shown as the record it comes from declares it. */
export function fieldContext(resource: Resource, source: string): FieldContext {
  const joined = joinedColumnOf(resource, source);
  if (joined)
    return {
      resource: joined.target,
      source,
      field: joined.target.fields[joined.column],
      label: labelOf(joined.target, joined.column),
    };
  return { resource, source, field: resource.fields[source], label: labelOf(resource, source) };
}

/** The resource a reference field points at; a declaration naming an unknown one is a bug. */
export function targetOf(ctx: FieldContext): Resource {
  const target = ctx.field.to ? resourceByName(ctx.field.to) : undefined;
  if (!target) throw new Error(`${ctx.resource.name}.${ctx.source} references an unknown resource`);
  return target;
}
