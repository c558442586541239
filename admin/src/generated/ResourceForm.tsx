import { Fragment, type ReactElement } from 'react';
import { SimpleForm } from 'react-admin';
import type { Mode, Resource } from '../../../resources';
import { DerivedValue } from './DerivedValue';
import { fieldContext } from './fieldContext';
import { OptionalSection, Reactions, ShownWhen } from './FormExtras';
import { FormToolbar } from './FormToolbar';
import { defaultValuesOf, formValidator } from './formValidator';
import { inputOf } from './inputOf';

/**
 * The form of a declaration: its fields in declared order, each through `inputOf`, derived
 * values shown live, the whole checked by the resource's schema. A field is checked when left
 * and again on every change after that, so a message appears as soon as the person moves on.
 * Optional sections, conditional fields and reactions come from the declaration too.
 */
export function ResourceForm({ resource, mode, onClear, onDeleted }: { resource: Resource; mode: Mode; onClear: () => void; onDeleted?: () => void }) {
  const inSection = new Set((resource.sections ?? []).flatMap((s) => s.fields));
  const inputFor = (source: string): ReactElement | null => {
    const ctx = fieldContext(resource, source);
    if (ctx.field.derived) return <DerivedValue key={source} {...ctx} />;
    const input = inputOf[ctx.field.type](ctx);
    if (!input) return null;
    return ctx.field.showWhen ? <ShownWhen key={source} resource={resource} source={source}>{input}</ShownWhen> : <Fragment key={source}>{input}</Fragment>;
  };
  return (
    <SimpleForm
      validate={formValidator(resource, mode)}
      mode="onBlur"
      reValidateMode="onChange"
      defaultValues={mode === 'create' ? defaultValuesOf(resource) : undefined}
      toolbar={<FormToolbar resource={resource} mode={mode} onClear={onClear} onDeleted={onDeleted} />}
    >
      {Object.keys(resource.fields).filter((k) => !inSection.has(k)).map(inputFor)}
      {(resource.sections ?? []).map((section) => (
        <OptionalSection key={section.label} label={section.label} fields={section.fields}>
          {section.fields.map(inputFor)}
        </OptionalSection>
      ))}
      <Reactions resource={resource} />
    </SimpleForm>
  );
}
