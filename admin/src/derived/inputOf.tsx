import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { FieldType } from '../../../resources';
import { STATUS_CHOICES } from '../../../resources/common';
import { dependencyOf, dependentFilter } from './dependentFilter';
import { NamePicker } from './NamePicker';
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
  select: (ctx) => <SelectInput {...common(ctx)} choices={[...(ctx.field.choices ?? [])]} />,
  status: (ctx) => <SelectInput {...common(ctx)} choices={[...STATUS_CHOICES]} />,
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

/** A picker over the referenced resource, narrowed by its parent field when it has one. */
function ReferenceSelect(ctx: FieldContext) {
  const target = targetOf(ctx);
  const dependency = dependencyOf(ctx.resource, ctx.source);
  const picker = (filter: Record<string, unknown>) => (
    <ReferenceInput
      source={ctx.source}
      reference={target.name}
      filter={{ ...ctx.field.toWhere, ...filter }}
      sort={{ field: target.titleField, order: 'ASC' }}
      perPage={100}
    >
      <AutocompleteInput
        label={ctx.label}
        optionText={target.titleField}
        isRequired={Boolean(ctx.field.required)}
      />
    </ReferenceInput>
  );
  if (!dependency) return picker({});
  return (
    <FormDataConsumer>
      {({ formData }) => picker(dependentFilter(dependency, formData))}
    </FormDataConsumer>
  );
}
