import { DataTable } from 'react-admin';
import type { Resource } from '../../../resources';
import { fieldContext } from './fieldContext';
import { fieldOf } from './fieldOf';

/** A list's columns as the declaration names them, each shown by its field type (fieldOf). */
export function declaredColumns(resource: Resource, columns: readonly string[]) {
  return columns.map((source) => {
    const ctx = fieldContext(resource, source);
    return (
      <DataTable.Col key={source} source={source} label={ctx.label}>
        {fieldOf[ctx.field.type](ctx)}
      </DataTable.Col>
    );
  });
}
