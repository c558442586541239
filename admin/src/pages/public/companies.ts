import { callApi } from '../../api/http';

export interface CompanyName {
  CompanyID: number;
  CompanyName: string;
}

/** GET /api/companies (public): the companies one can sign in to; anything else is a failure. */
export async function fetchCompanies(): Promise<CompanyName[]> {
  return (await fetchCompanyChoice()).companies;
}

/** The login's choice of company: the list, or (listed false) none, when the install hides it. */
export async function fetchCompanyChoice(): Promise<{ listed: boolean; companies: CompanyName[] }> {
  const { body } = await callApi<unknown>('/api/companies');
  if (!Array.isArray(body.data)) throw new Error('Unexpected response data format');
  return {
    listed: (body as { listed?: boolean }).listed !== false,
    companies: body.data as CompanyName[],
  };
}

const LAST_COMPANY = 'tb.lastCompany';

/** The company this browser last signed in to (an id from the list, or a typed name). */
export function lastCompany(): string | null {
  try {
    return localStorage.getItem(LAST_COMPANY);
  } catch {
    return null;
  }
}

export function rememberCompany(value: string): void {
  try {
    localStorage.setItem(LAST_COMPANY, value);
  } catch {
    // A browser that keeps nothing still signs in; it only forgets the choice.
  }
}

/** Spec 5: a company name already taken, compared without case and surrounding spaces. */
export function isNameTaken(companies: readonly CompanyName[], name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return wanted !== '' && companies.some((c) => c.CompanyName.trim().toLowerCase() === wanted);
}
