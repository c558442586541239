import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isShown, type AnyRecord, type Resource } from '../../../resources';

/**
 * The declared differences of a form, applied by the generated form to any resource: optional
 * sections behind a checkbox, fields shown only for some values of another, and the values a
 * change sets elsewhere (the tax split).
 */

/** An optional part of the form (resource.sections): ticking shows it, unticking clears its fields. */
export function OptionalSection({
  label,
  fields,
  children,
}: {
  label: string;
  fields: readonly string[];
  children: ReactNode;
}) {
  const { getValues, setValue } = useFormContext();
  const [open, setOpen] = useState(() =>
    fields.some((f) => {
      const v = getValues(f);
      return v !== null && v !== undefined && v !== '';
    }),
  );
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={open}
            onChange={(e) => {
              setOpen(e.target.checked);
              if (!e.target.checked)
                for (const f of fields)
                  setValue(f, null, { shouldDirty: true, shouldValidate: true });
            }}
          />
        }
        label={label}
      />
      {open && children}
    </>
  );
}

/** A field declared with showWhen, rendered only while the other field holds one of its values. */
export function ShownWhen({
  resource,
  source,
  children,
}: {
  resource: Resource;
  source: string;
  children: ReactNode;
}) {
  const field = resource.fields[source];
  const on = useWatch({ name: field.showWhen?.field ?? '' }) as unknown;
  if (!field.showWhen) return <>{children}</>;
  return isShown(field, { [field.showWhen.field]: on }) ? <>{children}</> : null;
}

/** Applies resource.reactions: when a person changes a field, the fields it sets follow. */
export function Reactions({ resource }: { resource: Resource }) {
  const { watch, getValues, setValue, trigger } = useFormContext();
  const applying = useRef(false);
  useEffect(() => {
    if (!resource.reactions) return undefined;
    const sub = watch((_values, { name, type }) => {
      // Only a person's change reacts; the values this sets must not set others in turn.
      if (!name || type !== 'change' || applying.current) return;
      const changes = resource.reactions!(name, getValues() as AnyRecord);
      applying.current = true;
      for (const [k, v] of Object.entries(changes)) setValue(k, v, { shouldDirty: true });
      applying.current = false;
      // Checked once all are set: one checked before the next was set would flash a message
      // (CGST against the old SGST) that the next value answers.
      const set = Object.keys(changes);
      if (set.length) void trigger(set);
    });
    return () => sub.unsubscribe();
  }, [resource, watch, getValues, setValue, trigger]);
  return null;
}
