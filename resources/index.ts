import { accountGroup } from './accountGroup';
import { branch } from './branch';
import { company } from './company';
import { companyLicence } from './companyLicence';
import { department } from './department';
import { designation } from './designation';
import { country } from './country';
import { employee } from './employee';
import { employeeAccount } from './employeeAccount';
import { employeeDocument } from './employeeDocument';
import { financialYear } from './financialYear';
import type { Resource } from './kit/types';
import { role } from './role';
import { route } from './route';
import { state } from './state';
import { unit } from './unit';
import { vehicle } from './vehicle';

/** Every resource, in the order tables are created (a reference after what it points at). */
export const resources: readonly Resource[] = [
  country, state, accountGroup, unit, company, employee, financialYear, branch, route, vehicle,
  role, department, designation, employeeDocument, employeeAccount, companyLicence,
];

/** A resource by its name. */
export function resourceByName(name: string): Resource | undefined {
  return resources.find((r) => r.name === name);
}

export {
  accountGroup, branch, company, companyLicence, country, department, designation, employee, employeeAccount,
  employeeDocument, financialYear, role, route, state, unit, vehicle,
};
export * from './kit/types';
export * from './kit/defineResource';
export * from './kit/schema';
export * from './kit/scaled';
export * from './rules/financialYear';
export * from './rules/numbers';
export * from './rules/dates';
export * from './rules/gstin';
export * from './rules/pan';
export * from './rules/ifsc';
export * from './rules/expiry';
export * from './rules/countryLabels';
