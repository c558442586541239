import { defineResource } from './kit/defineResource';
import { lettersAndSpaces, lettersDotsAndSpaces } from './common';
import { latestBirthDate, today } from './rules/dates';

const REQUIRED = 'Please fill out all required fields.';
const letters = (label: string) => lettersAndSpaces(`${label} must contain only alphabets and spaces`);

export const GENDERS = ['Male', 'Female', 'Other'].map((g) => ({ id: g, name: g }));
export const MINIMUM_AGE = 18;

/** Employees: the people who sign in. The employee screens come with the organisation work. */
export const employee = defineResource({
  name: 'employee',
  label: { one: 'Employee', many: 'Employees' },
  primaryKey: 'Empid',
  titleField: 'FirstName',

  fields: {
    Empid: { type: 'id' },
    FirstName: {
      type: 'text', required: REQUIRED, max: 50,
      pattern: lettersDotsAndSpaces('FirstName must contain only alphabets and spaces'),
      unique: { message: 'Employee name already exists. Please choose a different name.' },
    },
    LastName: { type: 'text', required: REQUIRED, max: 50, pattern: lettersDotsAndSpaces('Last name must contain only alphabets and spaces') },
    DOB: { type: 'date', label: 'Date of Birth' },
    Gender: { type: 'select', choices: GENDERS },
    Mobile: {
      type: 'phone', required: REQUIRED,
      pattern: { regex: /^\d{10}$/, message: 'Mobile number must be 10 digits and contain only numbers' },
      unique: { message: 'Mobile number already exists. Please use a different number.' },
    },
    PhoneNo: {
      type: 'phone', label: 'Phone No', required: REQUIRED,
      pattern: { regex: /^\d{10}$/, message: 'Phone number must be 10 digits and contain only numbers' },
      unique: { message: 'Phone number already exists. Please use a different number.' },
    },
    Email: { type: 'email', required: REQUIRED, max: 100 },
    Username: {
      type: 'text', required: REQUIRED, max: 50,
      pattern: { regex: /^\S+$/, message: 'Username cannot contain spaces.' },
      unique: { message: 'Username already exists. Please use a different username.' },
    },
    Password: { type: 'password', required: REQUIRED },
    Address: { type: 'textarea', max: 250 },
    City: { type: 'text', max: 60, pattern: letters('City') },
    District: { type: 'text', max: 60, pattern: letters('District') },
    State: { type: 'text', max: 60, pattern: letters('State') },
    Country: { type: 'text', max: 60, pattern: letters('Country') },
    Pincode: { type: 'pincode', required: REQUIRED, pattern: { regex: /^\d{6}$/, message: 'Pincode must be exactly 6 digits' } },
  },

  list: { columns: ['FirstName', 'Address', 'District', 'Mobile', 'Email'], empty: 'No employee found' },
  search: { fields: ['FirstName'], rank: 'prefixFirst' },
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
