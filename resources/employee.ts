import { defineResource } from './kit/defineResource';
import type { FieldSpec, Resource } from './kit/types';
import { lettersAndSpaces, lettersDotsAndSpaces } from './common';
import { latestBirthDate, today } from './rules/dates';

const REQUIRED = 'Please fill out all required fields.';
const ONLY_LETTERS = lettersAndSpaces('Only alphabets and spaces are allowed');

export const GENDERS = ['Male', 'Female', 'Other'].map((g) => ({ id: g, name: g }));
export const MINIMUM_AGE = 18;
export const PASSWORDS_DIFFER = 'Passwords do not match.';

/**
 * Employees: the people who sign in. This is the Employee Registration screen's declaration
 * (spec 2.11, /EmployeCreation and the first tab of /Commonpage); `employeeSignup` below is the
 * same record with the sign-up screen's wording.
 */
export const employee = defineResource({
  name: 'employee',
  label: { one: 'Employee', many: 'Employees' },
  menu: {
    group: 'Master Control',
    routes: ['/EmployeCreation'],
    tabOf: { page: '/Commonpage', label: 'Employee Registration' },
  },
  primaryKey: 'Empid',
  titleField: 'FirstName',

  fields: {
    Empid: { type: 'id' },
    FirstName: {
      type: 'text',
      label: 'First Name',
      required: REQUIRED,
      max: 50,
      pattern: lettersDotsAndSpaces('Name must contain only alphabets and spaces'),
      unique: { message: 'Employee name already exists. Please choose a different name.' },
    },
    LastName: {
      type: 'text',
      label: 'Last Name',
      required: REQUIRED,
      max: 50,
      pattern: lettersDotsAndSpaces('Last name must contain only alphabets and spaces'),
    },
    DOB: { type: 'date', label: 'Date of Birth' },
    Gender: { type: 'select', choices: GENDERS },
    Mobile: {
      type: 'phone',
      required: REQUIRED,
      pattern: {
        regex: /^\d{10}$/,
        message: 'Mobile number must be 10 digits and contain only numbers',
      },
      unique: { message: 'Mobile number already exists. Please use a different number.' },
    },
    PhoneNo: {
      type: 'phone',
      label: 'Phone No',
      required: REQUIRED,
      pattern: {
        regex: /^\d{10}$/,
        message: 'Phone number must be 10 digits and contain only numbers',
      },
      unique: { message: 'Phone number already exists. Please use a different number.' },
    },
    Email: { type: 'email', required: REQUIRED, max: 100 },
    Username: {
      type: 'text',
      required: REQUIRED,
      max: 50,
      pattern: { regex: /^\S+$/, message: 'Username cannot contain spaces.' },
      unique: { message: 'Username already exists. Please use a different username.' },
    },
    Password: { type: 'password', required: REQUIRED },
    ConfirmPassword: {
      type: 'password',
      label: 'Confirm Password',
      transient: true,
      confirms: { field: 'Password', message: PASSWORDS_DIFFER },
    },
    Address: { type: 'textarea', max: 250 },
    City: { type: 'text', max: 60, pattern: ONLY_LETTERS },
    District: { type: 'text', max: 60, pattern: ONLY_LETTERS },
    State: { type: 'text', max: 60, pattern: ONLY_LETTERS },
    Country: { type: 'text', max: 60, pattern: ONLY_LETTERS },
    Pincode: {
      type: 'pincode',
      required: REQUIRED,
      pattern: { regex: /^\d{6}$/, message: 'Pincode must be exactly 6 digits' },
    },
  },

  list: {
    columns: ['FirstName', 'Address', 'District', 'Mobile', 'Email'],
    empty: 'No employee found',
    creates: true,
  },
  search: { fields: ['FirstName'], rank: 'prefix' },
  endpoints: { list: 'getemployee', update: 'updateemployee', delete: 'deleteemployee' },
  messages: {
    created: 'Employee submitted successfully!',
    updated: 'Employee updated successfully!',
    deleted: 'Employee deleted successfully!',
  },
  check: (r): Record<string, string> =>
    r.DOB && String(r.DOB) > latestBirthDate(today(), MINIMUM_AGE)
      ? { DOB: `Employee must be at least ${MINIMUM_AGE} years old.` }
      : {},
});

const signupLetters = (label: string) =>
  lettersAndSpaces(`${label} must contain only alphabets and spaces`);

/** The fields with some rules reworded; the sign-up screen has no password confirmation. */
function reworded(
  fields: Record<string, FieldSpec>,
  changes: Record<string, Partial<FieldSpec>>,
): Record<string, FieldSpec> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, f]) => !f.transient)
      .map(([k, f]) => [k, { ...f, ...changes[k] }]),
  );
}

/**
 * The first employee's sign-up (spec 2.6): the same record and rules as `employee`, in the
 * sign-up screen's words (spec 5). Not registered: it only validates /api/insertemployee
 * without a session.
 */
export const employeeSignup: Resource = {
  ...employee,
  fields: reworded(employee.fields, {
    FirstName: {
      pattern: lettersDotsAndSpaces('FirstName must contain only alphabets and spaces'),
    },
    City: { pattern: signupLetters('City') },
    District: { pattern: signupLetters('District') },
    State: { pattern: signupLetters('State') },
    Country: { pattern: signupLetters('Country') },
  }),
};
