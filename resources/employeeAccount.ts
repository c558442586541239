import { defineResource } from './kit/defineResource';
import { ifscError } from './rules/ifsc';

const REQUIRED = (label: string) => `${label} is required.`;

/** An employee's salary and bank account (spec 3 "Employee account"); all five fields required. */
export const employeeAccount = defineResource({
  name: 'employeeAccount',
  label: { one: 'Employee Account', many: 'Employee Accounts' },
  menu: {
    group: 'Master Control',
    routes: ['/EmpAccountDetails'],
    tabOf: { page: '/Commonpage', label: 'Account Details' },
  },
  primaryKey: 'EmpAccId',
  titleField: 'AccountNo',

  fields: {
    EmpAccId: { type: 'id' },
    Empid: { type: 'reference', to: 'employee', label: 'Employee' },
    NetSalary: {
      type: 'money',
      label: 'Net Salary',
      required: REQUIRED('Net Salary'),
      minValue: 0,
    },
    EsiNo: { type: 'text', label: 'Esi No', required: REQUIRED('Esi No'), max: 20 },
    AccountNo: {
      type: 'text',
      label: 'Account Number',
      required: REQUIRED('Account Number'),
      max: 20,
      pattern: {
        regex: /^[A-Za-z0-9]+$/,
        message: 'Account Number can only contain letters and numbers.',
      },
      unique: { message: 'Account Number already exists.' },
    },
    Ifsc: { type: 'text', label: 'IFSC', required: REQUIRED('IFSC'), rule: ifscError }, // the rule also bounds its length
    // The spec's screen picks it from getBranch and the record keeps the branch's name.
    Branch: { type: 'text', required: REQUIRED('Branch'), max: 100, nameOf: 'branch' },
  },

  list: { columns: ['NetSalary', 'EsiNo', 'AccountNo', 'Ifsc'], empty: 'No employeeaccountfound' },
  search: { fields: ['AccountNo'], rank: 'prefix' },
  endpoints: {
    list: 'getempaccountdetails',
    create: 'insertempaccountdetails',
    update: 'updateempaccountdetails',
    delete: 'deleteempaccountdetails',
  },
  messages: {
    // Spec 3's own words for this screen (spec 1's 'Data ... successfully!' are the employee master's).
    created: 'employee Account submitted successfully!',
    updated: 'employee account updated successfully!',
    deleted: 'employee account deleted successfully!',
  },
});
