import { QueryTypes, type Sequelize } from 'sequelize';
import { isCalendarDate } from '../../../resources';
import { HttpError } from '../http/errors';

/** A report's period as asked: two dates, the first not after the second. */
export function periodOf(from: string, to: string): { from: string; to: string } {
  if (!isCalendarDate(from) || !isCalendarDate(to) || to < from)
    throw new HttpError(
      400,
      'FromDate and ToDate must be dates (YYYY-MM-DD), the first not after the second.',
    );
  return { from, to };
}

/**
 * A period of the session's financial year (a ledger statement, the trial balance): an end left
 * out is the year's own, and a period reaching outside the year is refused, since its figures
 * would mix years.
 */
export async function periodInYear(
  sequelize: Sequelize,
  q: { CompanyID: number; FYearID: number | null; FromDate?: string; ToDate?: string },
): Promise<{ from: string; to: string; start: string }> {
  const [year] = q.FYearID
    ? await sequelize.query<{ StartDate: string; EndDate: string; FYear: string }>(
        'SELECT "StartDate", "EndDate", "FYear" FROM "financialYear" WHERE "CompanyID" = :CompanyID AND "FYearID" = :FYearID AND "IsDeleted" = :no',
        {
          replacements: { CompanyID: q.CompanyID, FYearID: q.FYearID, no: false },
          type: QueryTypes.SELECT,
        },
      )
    : [];
  if (!year) throw new HttpError(400, 'FYearID not found. Please fetch the financial year first.');
  const start = String(year.StartDate).slice(0, 10);
  const end = String(year.EndDate).slice(0, 10);
  const from = q.FromDate || start;
  const to = q.ToDate || end;
  if (!isCalendarDate(from) || !isCalendarDate(to))
    throw new HttpError(400, 'Please enter valid dates.');
  // Outside the year first: a From after the year's end is not a From after the To.
  if ([from, to].some((d) => d < start || d > end))
    throw new HttpError(400, `The dates must fall within the financial year ${year.FYear}.`);
  if (from > to) throw new HttpError(400, 'From Date must not be after To Date.');
  return { from, to, start };
}
