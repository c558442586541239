import { getData } from './http';
import { noteYear } from './workingDate';

/**
 * The header and profile lookups of spec 7.2. The session names the company, employee and
 * financial year, so no ids are sent. Answers are kept in memory for the session (the spec's
 * "cached responses") so the top bar and the profile page ask once; logout forgets them.
 */

export interface CompanyNav {
  CompanyName?: string | null;
}

export interface FinancialYearInfo {
  FYearID?: number;
  FYear?: string | null;
  StartDate?: string | null;
  EndDate?: string | null;
}

export interface EmployeeInfo {
  Empid?: number;
  FirstName?: string | null;
  LastName?: string | null;
  Username?: string | null;
  Address?: string | null;
  District?: string | null;
  State?: string | null;
  Mobile?: string | null;
  Email?: string | null;
}

export interface EmployeeDocumentInfo {
  DeptID?: number | null;
  DesignationId?: number | null;
  RoleId?: number | null;
  Image?: string | null;
  BranchId?: number | null;
}

export interface CompanyLogo {
  Logo?: string | null;
}

const cache = new Map<string, Promise<unknown>>();

function cached<T>(url: string): Promise<T> {
  let answer = cache.get(url) as Promise<T> | undefined;
  if (!answer) {
    answer = getData<T>(url);
    cache.set(url, answer);
    // A failure is not remembered, so the next screen asks again.
    answer.catch(() => cache.delete(url));
  }
  return answer;
}

/** Forgets every cached answer (at logout, so the next user never sees the last one's data). */
export function forgetCachedLookups(): void {
  cache.clear();
  noteYear(undefined);
}

const first = <T>(rows: T[] | T | null | undefined): T | undefined =>
  Array.isArray(rows) ? rows[0] : (rows ?? undefined);

/**
 * The spec does not show what the department, designation and role lookups answer; accept a
 * bare string, a record or a one-row list, with the name under its column name or `Name`.
 */
function nameIn(column: string) {
  return (answer: unknown): string | undefined => {
    const row = first(answer as unknown[]);
    if (typeof row === 'string') return row;
    if (row && typeof row === 'object') {
      const r = row as Record<string, unknown>;
      const value = r[column] ?? r.Name;
      return typeof value === 'string' ? value : undefined;
    }
    return undefined;
  };
}

export const lookups = {
  companyNav: () => cached<CompanyNav>('/api/getcompanynav'),
  financialYear: () =>
    cached<FinancialYearInfo>('/api/getfinancialbyid').then((year) => {
      noteYear(year);
      return year;
    }),
  logo: () => cached<CompanyLogo>('/api/getcompanylogo'),
  employee: async () => first(await cached<EmployeeInfo[]>('/api/getEmpbyid')),
  employeeDocument: async () => first(await cached<EmployeeDocumentInfo[]>('/api/getEmpdocbyid')),
  designation: (id: number) => cached(`/api/getdesigbydesigid/${id}`).then(nameIn('Designation')),
  department: (id: number) => cached(`/api/GetDepartmentByDeptID/${id}`).then(nameIn('Dept')),
  role: (id: number) => cached(`/api/GetRoleByRoleId/${id}`).then(nameIn('Role')),
};

export interface Assignments {
  document?: EmployeeDocumentInfo;
  department?: string;
  designation?: string;
  role?: string;
}

/**
 * What the signed-in employee's document assigns (spec 2.7): names looked up from its ids. A
 * lookup that fails leaves its name out, so the screen shows its 'not assigned' fallback.
 */
export async function currentAssignments(): Promise<Assignments> {
  const document = await lookups.employeeDocument();
  const name = (
    id: number | null | undefined,
    find: (id: number) => Promise<string | undefined>,
  ) => (id ? find(id).catch(() => undefined) : Promise.resolve(undefined));
  const [department, designation, role] = await Promise.all([
    name(document?.DeptID, lookups.department),
    name(document?.DesignationId, lookups.designation),
    name(document?.RoleId, lookups.role),
  ]);
  return { document, department, designation, role };
}
