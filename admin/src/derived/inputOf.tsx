import { useMemo, type ReactElement } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  PasswordInput,
  TextInput,
  useGetList,
  type RaRecord,
} from 'react-admin';
import type { Choice, FieldType } from '../../../resources';
import { STATUS_CHOICES } from '../../../resources/common';
import { dependencyOf, dependentFilter } from './dependentFilter';
import { NamePicker } from './NamePicker';
import { PICKER } from './picker';
import { StoredFileInput } from './StoredFile';
import { TypedDateInput } from './TypedDateInput';
import { targetOf, type FieldContext } from './fieldContext';

/**
 * The form input of each field type. Keyed by FieldType, so a new type does not compile until
 * the form knows how to edit it. Rules are not attached here: the whole form is checked by the
 * resource's one schema (see formValidator).
 */
export const inputOf: Record<FieldType, (ctx: FieldContext) => ReactElement | null> = {
  id: () => null, // assigned by the database, never typed
  text: (ctx) => (ctx.field.nameOf ? <NamePicker {...ctx} /> : <TextInput {...common(ctx)} />),
  textarea: (ctx) => <TextInput {...common(ctx)} multiline minRows={2} />,
  integer: (ctx) => <NumberInput {...common(ctx)} step={1} />,
  date: (ctx) => <TypedDateInput {...ctx} />,
  select: (ctx) => <ChoicePicker ctx={ctx} choices={ctx.field.choices ?? []} />,
  status: (ctx) => <ChoicePicker ctx={ctx} choices={STATUS_CHOICES} />,
  reference: (ctx) => <ReferenceSelect {...ctx} />,
  phone: (ctx) => (
    <TextInput {...common(ctx)} type="tel" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
  ),
  pincode: (ctx) => (
    <TextInput {...common(ctx)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
  ),
  email: (ctx) => <TextInput {...common(ctx)} type="email" />,
  password: (ctx) => <PasswordInput {...common(ctx)} autoComplete="new-password" />,
  money: (ctx) => <NumberInput {...common(ctx)} step={0.01} />,
  decimal: (ctx) => <NumberInput {...common(ctx)} step={10 ** -(ctx.field.scale ?? 2)} />,
  boolean: (ctx) => <BooleanInput source={ctx.source} label={ctx.label} />,
  file: (ctx) => <StoredFileInput {...ctx} />,
};

function common(ctx: FieldContext) {
  return {
    source: ctx.source,
    label: ctx.label,
    isRequired: Boolean(ctx.field.required),
  };
}

/** A picker over a field's fixed choices (Gender, Dr/Cr, Invoice Type, Status). */
function ChoicePicker({ ctx, choices }: { ctx: FieldContext; choices: readonly Choice[] }) {
  return <AutocompleteInput {...common(ctx)} {...PICKER} choices={[...choices]} />;
}

/** How many records a picker holds: a master's whole list, so typing filters without a wait. */
const PICKER_ROWS = 1000;

/**
 * A picker over the referenced resource, narrowed by its parent field when it has one. Its
 * records are loaded once and filtered as typed in the browser, so the first match is there
 * the moment a key is pressed (a search that waits for the server would let Enter take a stale
 * option).
 */
function ReferenceSelect(ctx: FieldContext) {
  const dependency = dependencyOf(ctx.resource, ctx.source);
  if (!dependency) return <ReferencePicker ctx={ctx} filter={{}} />;
  return (
    <FormDataConsumer>
      {({ formData }) => (
        <ReferencePicker ctx={ctx} filter={dependentFilter(dependency, formData)} />
      )}
    </FormDataConsumer>
  );
}

function ReferencePicker({ ctx, filter }: { ctx: FieldContext; filter: Record<string, unknown> }) {
  const target = targetOf(ctx);
  const { data } = useGetList<RaRecord>(target.name, {
    filter: { ...ctx.field.toWhere, ...filter },
    sort: { field: target.titleField, order: 'ASC' },
    pagination: { page: 1, perPage: PICKER_ROWS },
  });
  const choices = useMemo(() => data ?? [], [data]);
  return (
    <AutocompleteInput
      {...common(ctx)}
      {...PICKER}
      choices={choices}
      optionText={target.titleField}
    />
  );
}
