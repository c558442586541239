import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type ReactElement } from 'react';
import { TextInput, useGetOne } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { divisionLabel, pinLabel, type AnyRecord } from '../../../resources';
import type { FieldContext } from '../derived/fieldContext';

/** The chosen country of the form, as its lookup row (division type, pin type, codes, currency). */
function useChosenCountry(): AnyRecord | undefined {
  const CountryId = useWatch({ name: 'CountryId' }) as number | null | undefined;
  const { data } = useGetOne('country', { id: CountryId as number }, { enabled: !!CountryId });
  return CountryId ? (data as AnyRecord | undefined) : undefined;
}

/** Spec 4 "Same-as-address": ticking copies the address, unticking clears, edits follow while ticked. */
function ShippingAddressInput({ ctx }: { ctx: FieldContext }) {
  const { setValue, getValues } = useFormContext();
  const address = useWatch({ name: 'Address' }) as string | null | undefined;
  const [same, setSame] = useState(
    () => !!getValues('Address') && getValues('Address') === getValues('ShippingAddress'),
  );
  useEffect(() => {
    if (same)
      setValue('ShippingAddress', address ?? '', { shouldDirty: true, shouldValidate: true });
  }, [same, address, setValue]);
  return (
    <Stack>
      <FormControlLabel
        control={
          <Checkbox
            checked={same}
            onChange={(e) => {
              setSame(e.target.checked);
              if (!e.target.checked) setValue('ShippingAddress', '', { shouldDirty: true });
            }}
          />
        }
        label="Same as Address"
      />
      <TextInput
        source={ctx.source}
        label={ctx.label}
        isRequired={Boolean(ctx.field.required)}
        multiline
        minRows={2}
        disabled={same}
      />
    </Stack>
  );
}

/** The state picker, named as the country names its divisions. */
function StateInput({
  ctx,
  generic,
}: {
  ctx: FieldContext;
  generic: (ctx: FieldContext) => ReactElement | null;
}) {
  const country = useChosenCountry();
  return generic({
    ...ctx,
    label: divisionLabel(country?.CountryDivisionType as string | undefined),
  });
}

/** The pin input, named by the country's pin type. */
function PinInput({ ctx }: { ctx: FieldContext }) {
  const country = useChosenCountry();
  return (
    <TextInput
      source={ctx.source}
      label={pinLabel((country?.PinType as number | undefined) ?? 1)}
      isRequired={!!ctx.field.required}
    />
  );
}

/** The mobile input with the country's dialling code in front, which cannot be typed over. */
function MobileInput({ ctx }: { ctx: FieldContext }) {
  const country = useChosenCountry();
  const code = (country?.MobileCode as string | undefined) ?? '';
  return (
    <TextInput
      source={ctx.source}
      label={ctx.label}
      isRequired={!!ctx.field.required}
      type="tel"
      slotProps={{
        input: {
          startAdornment: code ? (
            <InputAdornment position="start">{code}</InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}

/** The country picker, then its currency symbol and name, read-only. */
function CountryInput({
  ctx,
  generic,
}: {
  ctx: FieldContext;
  generic: (ctx: FieldContext) => ReactElement | null;
}) {
  const country = useChosenCountry();
  const readOnly = { input: { readOnly: true }, inputLabel: { shrink: true } };
  return (
    <Stack>
      {generic(ctx)}
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <TextField
          label="Currency Symbol"
          value={String(country?.CurrencySymbol ?? '')}
          size="small"
          variant="filled"
          slotProps={readOnly}
        />
        <TextField
          label="Currency Name"
          value={String(country?.CurrencyName ?? '')}
          size="small"
          variant="filled"
          slotProps={readOnly}
        />
      </Stack>
    </Stack>
  );
}

type Generic = (ctx: FieldContext) => ReactElement | null;

/** The company form's inputs that differ from the generated ones (spec 2.9). */
export const companyInputs: Record<string, (ctx: FieldContext, generic: Generic) => ReactElement> =
  {
    ShippingAddress: (ctx) => <ShippingAddressInput ctx={ctx} />,
    State: (ctx, generic) => <StateInput ctx={ctx} generic={generic} />,
    PinCode: (ctx) => <PinInput ctx={ctx} />,
    Mobile: (ctx) => <MobileInput ctx={ctx} />,
    CountryId: (ctx, generic) => <CountryInput ctx={ctx} generic={generic} />,
  };
