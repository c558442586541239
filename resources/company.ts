import { defineResource } from './kit/defineResource';
import { businessName, lettersAndSpaces } from './common';

const letters = (label: string) =>
  lettersAndSpaces(`${label} should contain only alphabets and spaces.`);

/**
 * A company: the tenant every other record belongs to. Created by sign-up (with its first
 * financial year); afterwards only updated (spec 2.9), and only by its own employees.
 */
export const company = defineResource({
  name: 'company',
  label: { one: 'Company', many: 'Companies' },
  primaryKey: 'CompanyID',
  titleField: 'CompanyName',
  scope: 'tenant',
  menu: {
    group: 'Master Control',
    routes: ['/CompanyCreation'],
    tabOf: { page: '/CommonCompany', label: 'Company Registration' },
  },

  fields: {
    CompanyID: { type: 'id' },
    CompanyName: {
      type: 'text',
      required: true,
      max: 100,
      pattern: businessName('CompanyName should contain only alphabets and spaces.'),
      unique: { message: 'Company name already exists. Please choose a different name.' },
    },
    Address: { type: 'textarea', required: 'Address is required.', max: 250 },
    ShippingAddress: { type: 'textarea', max: 250 },
    Telephone: {
      type: 'phone',
      pattern: {
        regex: /^\d(?: *\d){0,9}$/,
        message: 'Telephone should contain no more than 10 digits and can have spaces in between.',
      },
    },
    Mobile: {
      type: 'phone',
      required: true,
      pattern: {
        regex: /^\d{10}$/,
        message: "Mobile should contain exactly 10 digits and can't include spaces.",
      },
    },
    PinCode: {
      type: 'pincode',
      label: 'Pin Code',
      required: true,
      pattern: {
        regex: /^\d{6}$/,
        message: "PinCode should contain exactly 6 digits and can't include spaces.",
      },
    },
    Email: {
      type: 'email',
      max: 100,
      pattern: {
        regex: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
        message: 'Email should be in a valid format (e.g., name@example.com).',
      },
    },
    Website: { type: 'text', max: 100 },
    Fax: { type: 'text', max: 20 },
    CountryId: {
      type: 'reference',
      to: 'country',
      label: 'Country',
      required: 'Country is required.',
    },
    State: { type: 'reference', to: 'state', label: 'State', required: 'State is required.' },
    StateCode: { type: 'text', derived: true },
    District: { type: 'text', max: 60, pattern: letters('District') },
    City: { type: 'text', max: 60, pattern: letters('City') },
    FYearID: { type: 'reference', to: 'financialYear', label: 'Financial Year' },
    Status: { type: 'status', default: 1 },
    // Off by default: a bill or van sheet may not take out more than its godown or van holds (Tally's "negative stock" switch).
    AllowNegativeStock: { type: 'boolean', label: 'Allow Negative Stock', default: 0 },
  },

  list: { columns: ['CompanyName', 'Address', 'Email', 'Mobile'], empty: 'No company found' },
  search: { fields: ['CompanyName'], rank: 'prefixFirst' },
  endpoints: { list: 'getcompany', update: 'updatecompany' },
  messages: {
    created: 'Company submitted successfully! Please Register an Employee',
    updated: 'Company updated successfully!',
    deleted: 'Company deleted successfully!',
  },
});
