import type { ComponentType } from 'react';
import { CompanyLicencePage } from './CompanyLicencePage';
import { EmployeeDocumentPage } from './EmployeeDocumentPage';

/**
 * Screens that are not a generated list: one record per owner, saved by upsert. The generated
 * create and edit views stay for the rest.
 */
export const CUSTOM_LISTS: Record<string, ComponentType> = {
  companyLicence: CompanyLicencePage,
  employeeDocument: EmployeeDocumentPage,
};
