import { currentAssignments, lookups } from '../api/lookups';
import { useLookup } from '../api/useLookup';
import { displayDate } from '../../../resources';

export interface ShellInfo {
  logo?: string;
  companyName: string;
  financialYear: string;
  userName: string;
  designation: string;
  /** The first failed header lookup, for the notice of spec 8 'Header and profile'. */
  error?: unknown;
}

/** The top bar's facts (spec 2.3), each with the spec's fallback when the server has none. */
export function useShellInfo(): ShellInfo {
  const company = useLookup(lookups.companyNav);
  const year = useLookup(lookups.financialYear);
  const employee = useLookup(lookups.employee);
  const logo = useLookup(lookups.logo);
  const assignments = useLookup(currentAssignments);

  const { StartDate, EndDate } = year.data ?? {};
  const fullName = [employee.data?.FirstName, employee.data?.LastName].filter(Boolean).join(' ');
  return {
    logo: logo.data?.Logo ?? undefined,
    companyName: company.data?.CompanyName || 'Unknown Company',
    financialYear:
      StartDate && EndDate
        ? `${displayDate(StartDate)} to ${displayDate(EndDate)}`
        : 'No Financial Year Data',
    userName: fullName || 'Unknown User',
    designation: assignments.data?.designation || 'No Designation Assigned',
    error: company.error ?? year.error ?? employee.error,
  };
}
