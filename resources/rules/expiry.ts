import { today } from './dates';

/** Spec 5: a licence, insurance, fitness, tax or pollution date on or before today. */
export const EXPIRED_MESSAGE = 'Expired. Please renew.';

/** 'Expired. Please renew.' when `date` (YYYY-MM-DD) is on or before `on` (today), else null. */
export function expiryWarning(
  date: string | null | undefined,
  on: string = today(),
): string | null {
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= on ? EXPIRED_MESSAGE : null;
}
