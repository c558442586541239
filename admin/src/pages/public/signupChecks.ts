import { company, financialYear, validate, type AnyRecord } from '../../../../resources';
import { isNameTaken, type CompanyName } from './companies';
import type { Values } from './usePlainForm';

export const DUPLICATE_COMPANY = 'Company name already exists. Please choose a different name.';

/**
 * Everything the company sign-up checks before it sends (spec 5 Company registration): the
 * company's own schema, the financial year's dates by the financial year's schema, and the
 * name against the companies that already exist. Answers the cleaned company and the messages.
 */
export function checkSignup(
  values: Values,
  companies: readonly CompanyName[],
): { value: AnyRecord; errors: Record<string, string> } {
  const own = validate(company, values, 'create');
  const errors: Record<string, string> = { ...own.errors };
  const year = validate(
    financialYear,
    { StartDate: values.StartDate, EndDate: values.EndDate, Status: 1 },
    'create',
  );
  for (const key of ['StartDate', 'EndDate']) {
    const message = year.errors?.[key];
    if (message) errors[key] ??= message;
  }
  if (isNameTaken(companies, values.CompanyName ?? '')) errors.CompanyName = DUPLICATE_COMPANY;
  return { value: own.value, errors };
}
