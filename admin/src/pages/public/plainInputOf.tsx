import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactElement } from 'react';
import { labelOf, type Choice, type FieldType, type Resource } from '../../../../resources';
import { STATUS_CHOICES } from '../../../../resources/common';
import { ChoiceField } from '../../components/ChoiceField';
import { PasswordField } from '../../components/PasswordField';
import { TypedDateField } from '../../components/TypedDateField';

/**
 * Inputs for the public sign-up pages, which live outside React-Admin and so draw plain MUI
 * fields. Keyed by FieldType like the admin's `inputOf`, so a new type must be handled here too.
 */
export interface PlainInputProps {
  resource: Resource;
  source: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  label?: string; // when the screen names it differently (a state called 'Province')
  options?: readonly Choice[]; // for a reference: the records to choose from
  disabled?: boolean;
  inputProps?: Record<string, unknown>; // e.g. the latest date of birth
}

export const plainInputOf: Record<FieldType, (p: PlainInputProps) => ReactElement | null> = {
  id: () => null,
  text: (p) => <TextField {...base(p)} />,
  textarea: (p) => <TextField {...base(p)} multiline minRows={2} />,
  integer: (p) => <TextField {...base(p)} type="number" />,
  // Typed DD-MM-YYYY whatever the browser's locale; the latest date of birth is the server's rule.
  date: (p) => {
    const { onChange: _typed, value: _shown, ...rest } = base(p);
    return <TypedDateField {...rest} value={p.value} onChange={p.onChange} />;
  },
  select: (p) => choose(p, p.resource.fields[p.source].choices ?? []),
  status: (p) => choose(p, STATUS_CHOICES),
  reference: (p) => choose(p, p.options ?? []),
  phone: (p) => (
    <TextField {...base(p)} type="tel" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
  ),
  pincode: (p) => <TextField {...base(p)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />,
  email: (p) => <TextField {...base(p)} type="email" />,
  password: (p) => <PasswordField {...base(p)} autoComplete="new-password" />,
  money: (p) => <TextField {...base(p)} type="number" slotProps={{ htmlInput: { step: 0.01 } }} />,
  decimal: (p) => (
    <TextField
      {...base(p)}
      type="number"
      slotProps={{ htmlInput: { step: 10 ** -(p.resource.fields[p.source].scale ?? 2) } }}
    />
  ),
  boolean: (p) =>
    choose(p, [
      { id: 'true', name: 'Yes' },
      { id: 'false', name: 'No' },
    ]),
  file: () => null, // the public pages take no uploads
};

function base(p: PlainInputProps): TextFieldProps {
  return {
    name: p.source,
    label: p.label ?? labelOf(p.resource, p.source),
    value: p.value,
    onChange: (e) => p.onChange(e.target.value),
    onBlur: p.onBlur,
    error: Boolean(p.error),
    helperText: p.error ?? ' ', // a blank line keeps the layout still when a message appears
    required: Boolean(p.resource.fields[p.source].required),
    disabled: p.disabled,
    fullWidth: true,
    size: 'small',
  };
}

/** A select-like field is a type-ahead list, as on every form (components/ChoiceField). */
function choose(p: PlainInputProps, choices: readonly Choice[]) {
  const { label, error, helperText, required, disabled, name } = base(p);
  return (
    <ChoiceField
      name={name}
      label={String(label)}
      value={p.value}
      options={choices.map((c) => ({ id: String(c.id), name: c.name }))}
      onChange={(v) => p.onChange(v ?? '')}
      onBlur={p.onBlur}
      required={Boolean(required)}
      error={Boolean(error)}
      helperText={helperText}
      disabled={disabled}
      fullWidth
    />
  );
}

/** Renders `source` of `resource` with the input its type calls for. */
export function PlainInput(p: PlainInputProps) {
  return plainInputOf[p.resource.fields[p.source].type](p);
}
