import { getData } from '../../api/http';

export interface CompanyName {
  CompanyID: number;
  CompanyName: string;
}

/** GET /api/companies (public): the companies one can sign in to; anything else is a failure. */
export async function fetchCompanies(): Promise<CompanyName[]> {
  const data = await getData<unknown>('/api/companies');
  if (!Array.isArray(data)) throw new Error('Unexpected response data format');
  return data as CompanyName[];
}

/** Spec 5: a company name already taken, compared without case and surrounding spaces. */
export function isNameTaken(companies: readonly CompanyName[], name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return wanted !== '' && companies.some((c) => c.CompanyName.trim().toLowerCase() === wanted);
}
