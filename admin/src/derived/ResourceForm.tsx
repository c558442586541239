import { Fragment, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { Form } from 'react-admin';
import type { Mode, Resource } from '../../../resources';
import { DerivedValue } from './DerivedValue';
import { fieldContext } from './fieldContext';
import { OptionalSection, Reactions, ShownWhen } from './FormExtras';
import { FormToolbar } from './FormToolbar';
import { defaultValuesOf, formValidator } from './formValidator';
import { inputOf } from './inputOf';
import { CUSTOM_INPUTS } from '../organisation/customInputs';
import { ResourceFormKeys } from './ResourceFormKeys';
import { SameAsInput } from './SameAsInput';
import { SessionValue } from './SessionValue';
import { FIELD_GRID } from '../components/fieldGrid';

/**
 * The form of a declaration: its fields in declared order, each through `inputOf`, derived
 * values shown live, the whole checked by the resource's schema. A field is checked when left
 * and again on every change after that, so a message appears as soon as the person moves on.
 * Optional sections, conditional fields and reactions come from the declaration too. The keys
 * are Tally's (components/formKeys): Enter walks the fields, the last one or Ctrl+A saves, Esc
 * goes back (`onEscape`).
 */
export function ResourceForm({
  resource,
  mode,
  onClear,
  onDeleted,
  onEscape,
}: {
  resource: Resource;
  mode: Mode;
  onClear: () => void;
  onDeleted?: () => void;
  onEscape?: () => void;
}) {
  const inSection = new Set((resource.sections ?? []).flatMap((s) => s.fields));
  const inputFor = (source: string): ReactElement | null => {
    const ctx = fieldContext(resource, source);
    if (ctx.field.derived) return <DerivedValue key={source} {...ctx} />;
    if (ctx.field.session) return <SessionValue key={source} {...ctx} />;
    if (ctx.field.sameAs) return <SameAsInput key={source} {...ctx} />;
    const generic = inputOf[ctx.field.type];
    const custom = CUSTOM_INPUTS[resource.name]?.[source];
    const input = custom ? custom(ctx, generic) : generic(ctx);
    if (!input) return null;
    return ctx.field.showWhen ? (
      <ShownWhen key={source} resource={resource} source={source}>
        {input}
      </ShownWhen>
    ) : (
      <Fragment key={source}>{input}</Fragment>
    );
  };
  return (
    <Form
      validate={formValidator(resource, mode)}
      mode="onBlur"
      reValidateMode="onChange"
      defaultValues={mode === 'create' ? defaultValuesOf(resource) : undefined}
    >
      <ResourceFormKeys onEscape={onEscape}>
        <CardContent>
          <Box sx={FIELD_GRID}>
            {Object.keys(resource.fields)
              .filter((k) => !inSection.has(k))
              .map(inputFor)}
          </Box>
          {(resource.sections ?? []).map((section) => (
            <Stack key={section.label} sx={{ alignItems: 'flex-start' }}>
              <OptionalSection label={section.label} fields={section.fields}>
                <Box sx={FIELD_GRID}>{section.fields.map(inputFor)}</Box>
              </OptionalSection>
            </Stack>
          ))}
          <Reactions resource={resource} />
        </CardContent>
        <FormToolbar resource={resource} mode={mode} onClear={onClear} onDeleted={onDeleted} />
      </ResourceFormKeys>
    </Form>
  );
}
