import { AutocompleteInput, useGetList } from 'react-admin';
import { resourceByName } from '../../../resources';
import type { FieldContext } from './fieldContext';
import { PICKER } from './picker';

/**
 * A text field that holds the name of another record (an account's Branch): picked from that
 * resource's list by typing, and kept as the name. A name no longer in the list still shows.
 */
export function NamePicker(ctx: FieldContext) {
  const target = resourceByName(ctx.field.nameOf as string)!;
  const { data = [] } = useGetList(target.name, {
    pagination: { page: 1, perPage: 500 },
    sort: { field: target.titleField, order: 'ASC' },
  });
  const choices = data.map((r) => ({
    id: String(r[target.titleField]),
    name: String(r[target.titleField]),
  }));
  return (
    <AutocompleteInput
      source={ctx.source}
      label={ctx.label}
      {...PICKER}
      choices={choices}
      isRequired={Boolean(ctx.field.required)}
    />
  );
}
