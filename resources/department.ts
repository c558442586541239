import { defineResource } from './kit/defineResource';
import {
  EMPLOYEE_MASTER_DUPLICATE as DUPLICATE,
  EMPLOYEE_MASTER_MESSAGES as messages,
} from './common';

/** Departments (the spec's Dept tab). */
export const department = defineResource({
  name: 'department',
  label: { one: 'Department', many: 'Departments' },
  menu: { group: 'Master Control', routes: [], tabOf: { page: '/EmployeeMaster', label: 'Dept' } },
  primaryKey: 'DeptID',
  titleField: 'Dept',
  fields: {
    DeptID: { type: 'id' },
    Dept: {
      type: 'text',
      label: 'Department',
      required: true,
      max: 100,
      unique: { message: DUPLICATE },
    },
  },
  list: { columns: ['Dept'], empty: 'No department found', sort: { field: 'Dept', order: 'ASC' } },
  search: { fields: ['Dept'], rank: 'prefixFirst' },
  endpoints: { byId: 'GetDepartmentByDeptID' },
  messages,
});
