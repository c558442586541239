import type { ReactElement } from 'react';
import type { FieldContext } from '../derived/fieldContext';
import { companyInputs } from './companyInputs';
import { vehicleInputs } from './vehicleInputs';

/**
 * Inputs a screen draws differently from its field type (the company's same-as-address box,
 * country-named labels). `generic` is the generated input, for those that only wrap it.
 */
export const CUSTOM_INPUTS: Record<
  string,
  Record<
    string,
    (ctx: FieldContext, generic: (ctx: FieldContext) => ReactElement | null) => ReactElement
  >
> = {
  company: companyInputs,
  vehicle: vehicleInputs,
};
