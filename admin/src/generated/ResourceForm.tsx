import { Fragment } from 'react';
import { SimpleForm } from 'react-admin';
import type { Mode, Resource } from '../../../resources';
import { DerivedValue } from './DerivedValue';
import { fieldContext } from './fieldContext';
import { FormToolbar } from './FormToolbar';
import { defaultValuesOf, formValidator } from './formValidator';
import { inputOf } from './inputOf';
import { SameAsInput } from './SameAsInput';
import { SessionValue } from './SessionValue';

/**
 * The form of a declaration: its fields in declared order, each through `inputOf`, derived
 * values shown live, the whole checked by the resource's schema. A field is checked when left
 * and again on every change after that, so a message appears as soon as the person moves on.
 */
export function ResourceForm({ resource, mode, onClear }: { resource: Resource; mode: Mode; onClear: () => void }) {
  return (
    <SimpleForm
      validate={formValidator(resource, mode)}
      mode="onBlur"
      reValidateMode="onChange"
      defaultValues={mode === 'create' ? defaultValuesOf(resource) : undefined}
      toolbar={<FormToolbar resource={resource} mode={mode} onClear={onClear} />}
    >
      {Object.keys(resource.fields).map((source) => {
        const ctx = fieldContext(resource, source);
        if (ctx.field.derived) return <DerivedValue key={source} {...ctx} />;
        if (ctx.field.session) return <SessionValue key={source} {...ctx} />;
        if (ctx.field.sameAs) return <SameAsInput key={source} {...ctx} />;
        const input = inputOf[ctx.field.type](ctx);
        return input && <Fragment key={source}>{input}</Fragment>;
      })}
    </SimpleForm>
  );
}

