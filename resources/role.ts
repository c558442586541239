import { defineResource } from './kit/defineResource';
import {
  EMPLOYEE_MASTER_DUPLICATE as DUPLICATE,
  EMPLOYEE_MASTER_MESSAGES as messages,
} from './common';

/** Roles an employee's document record can carry (shown on the profile page). */
export const role = defineResource({
  name: 'role',
  label: { one: 'Role', many: 'Roles' },
  menu: { group: 'Master Control', routes: [], tabOf: { page: '/EmployeeMaster', label: 'Role' } },
  primaryKey: 'RoleId',
  titleField: 'Role',
  fields: {
    RoleId: { type: 'id' },
    Role: { type: 'text', required: true, max: 100, unique: { message: DUPLICATE } },
  },
  list: { columns: ['Role'], empty: 'No role found', sort: { field: 'Role', order: 'ASC' } },
  search: { fields: ['Role'], rank: 'prefixFirst' },
  endpoints: { byId: 'GetRoleByRoleId' },
  messages,
});
