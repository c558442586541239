import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { labelOf } from '../../../resources';
import type { FieldContext } from './fieldContext';

/**
 * A field that may be the same as another (shipping address = address): 'Same as <label>'
 * copies the other field here and locks this one, and keeps copying while it is ticked. Locked
 * means read-only, not disabled: a disabled input's value is left out of what the form sends.
 */
export function SameAsInput(ctx: FieldContext) {
  const other = ctx.field.sameAs as string;
  const { setValue, getValues } = useFormContext();
  const value = useWatch({ name: other }) as unknown;
  const [same, setSame] = useState(false);

  useEffect(() => {
    if (same) setValue(ctx.source, value ?? '', { shouldDirty: true, shouldValidate: true });
  }, [same, value, ctx.source, setValue]);

  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={same} onChange={(e) => setSame(e.target.checked)} />}
        label={`Same as ${labelOf(ctx.resource, other)}`}
        // Starting ticked when the two already agree would surprise; the person decides.
        onClick={() => same || setValue(ctx.source, getValues(other) ?? '')}
      />
      <TextInput
        source={ctx.source}
        label={ctx.label}
        isRequired={Boolean(ctx.field.required)}
        multiline={ctx.field.type === 'textarea'}
        minRows={2}
        readOnly={same}
      />
    </>
  );
}
