import { statusField } from './common';
import { defineResource } from './kit/defineResource';
import { financialYearLabel } from './rules/financialYear';

/** Financial years of a company; the label (2024-25) is derived from the start date. */
export const financialYear = defineResource({
  name: 'financialYear',
  label: { one: 'Financial Year', many: 'Financial Years' },
  menu: { group: 'Master Control', routes: ['/FinancialYear'] },
  primaryKey: 'FYearID',
  titleField: 'FYear',

  fields: {
    FYearID: { type: 'id', label: 'FYear ID' },
    StartDate: { type: 'date', required: true },
    EndDate: { type: 'date', required: true },
    FYear: {
      type: 'text',
      label: 'Financial Year',
      derived: true,
      unique: { message: 'Financial Year already exists.', shownAt: 'StartDate' },
    },
    Status: statusField,
  },

  list: {
    columns: ['FYear', 'StartDate', 'EndDate', 'Status'],
    empty: 'No financial year found',
    sort: { field: 'StartDate', order: 'DESC' },
  },
  search: { fields: ['FYear'], rank: 'contains' },
  endpoints: {
    list: 'getfinancial',
    create: 'insertfinancial',
    update: 'updatefinancial',
    delete: 'deletefinancial',
    byCompany: 'getfinancialcmp',
  },
  messages: {
    created: 'Financial year submitted successfully!',
    updated: 'Financial year updated successfully!',
    deleted: 'Financial year deleted successfully!',
  },
  derive: (r) => ({ FYear: financialYearLabel(String(r.StartDate ?? '')) }),
  check: (r) => {
    const errors: Record<string, string> = {};
    if (r.StartDate && r.EndDate && String(r.EndDate) <= String(r.StartDate)) {
      errors.EndDate = 'End Date must be after Start Date.';
    }
    return errors;
  },
});
