import { today, withinYear } from '../../../resources/rules/dates';
import { aprilYearStart } from '../components/typedDate';

/** The session's financial year, once the shell has read it (lookups.financialYear). */
let year: { StartDate: string; EndDate: string } | undefined;

/** Remembers the session's financial year; forgotten at logout. */
export function noteYear(y: { StartDate?: string | null; EndDate?: string | null } | undefined) {
  year =
    y?.StartDate && y.EndDate
      ? { StartDate: y.StartDate.slice(0, 10), EndDate: y.EndDate.slice(0, 10) }
      : undefined;
}

/**
 * The date a new entry or report starts at: today, brought within the session's financial year.
 * A clerk working in a year already over starts on its last day, not on a date every save
 * refuses ("Invoice Date must be within the financial year").
 */
export function workingDate(): string {
  return year ? withinYear(today(), year.StartDate, year.EndDate) : today();
}

/** The first day of the session's financial year (for dates typed without a year), else of the April year holding today. */
export function workingYearStart(): string {
  return year?.StartDate ?? aprilYearStart(today());
}
