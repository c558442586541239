import { defineResource } from './kit/defineResource';
import {
  EMPLOYEE_MASTER_DUPLICATE as DUPLICATE,
  EMPLOYEE_MASTER_MESSAGES as messages,
} from './common';

/** Designations (shown in the top bar under the user's name). */
export const designation = defineResource({
  name: 'designation',
  label: { one: 'Designation', many: 'Designations' },
  menu: {
    group: 'Master Control',
    routes: [],
    tabOf: { page: '/EmployeeMaster', label: 'Designation' },
  },
  primaryKey: 'DesignationId',
  titleField: 'Designation',
  fields: {
    DesignationId: { type: 'id' },
    Designation: { type: 'text', required: true, max: 100, unique: { message: DUPLICATE } },
  },
  list: {
    columns: ['Designation'],
    empty: 'No designation found',
    sort: { field: 'Designation', order: 'ASC' },
  },
  search: { fields: ['Designation'], rank: 'prefixFirst' },
  endpoints: { byId: 'getdesigbydesigid' },
  messages,
});
