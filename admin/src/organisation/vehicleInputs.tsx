import type { ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import { expiryWarning } from '../../../resources';
import type { FieldContext } from '../derived/fieldContext';
import { TypedDateInput } from '../derived/TypedDateInput';

/**
 * Spec 5 "Vehicle": an insurance, fitness, tax or pollution date on or before today shows
 * 'Expired. Please renew.' under its input, as a warning: it never blocks saving.
 */
function ExpiryDateInput({ ctx }: { ctx: FieldContext }) {
  const value = useWatch({ name: ctx.source }) as string | null | undefined;
  const warning = expiryWarning(value);
  return <TypedDateInput {...ctx} warning={warning} />;
}

const expiry = (ctx: FieldContext): ReactElement => <ExpiryDateInput ctx={ctx} />;

/** The vehicle form's inputs that differ from the generated ones. */
export const vehicleInputs: Record<string, (ctx: FieldContext) => ReactElement> = {
  Insuranceexpiry: expiry,
  fitnessexpiry: expiry,
  Taxexpiry: expiry,
  pollutionexpiry: expiry,
};
