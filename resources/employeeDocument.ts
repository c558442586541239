import { defineResource } from './kit/defineResource';

/**
 * An employee's document record (spec 2.13): one per employee, saved by upsert. It carries the
 * role, department and designation the profile page and the top bar show, and the photo.
 */
export const employeeDocument = defineResource({
  name: 'employeeDocument',
  label: { one: 'Employee Document', many: 'Employee Documents' },
  menu: {
    group: 'Master Control',
    routes: ['/EmployeDocument'],
    tabOf: { page: '/Commonpage', label: 'Employee Document Form' },
  },
  primaryKey: 'EmpDocId',
  titleField: 'PFNo',

  fields: {
    EmpDocId: { type: 'id', label: 'Doc ID' },
    Empid: {
      type: 'reference',
      to: 'employee',
      label: 'Employee',
      required: 'Please select an employee.',
      unique: { message: 'This employee already has a document record.', ignoreCase: false }, // a number: no lower()
    },
    Resume: { type: 'file', accept: 'pdf', download: 'getpdfs' },
    PFNo: {
      type: 'text',
      label: 'PF Number',
      required: 'PF Number is required',
      max: 30,
      unique: { message: 'PF Number already exists' },
    },
    RoleId: { type: 'reference', to: 'role', label: 'Role' },
    BranchId: { type: 'reference', to: 'branch', label: 'Branch' },
    DeptID: { type: 'reference', to: 'department', label: 'Department' },
    DesignationId: { type: 'reference', to: 'designation', label: 'Designation' },
    DocumentAttach: { type: 'file', label: 'Document Attach', accept: 'pdf', download: 'getpdfs' },
    DateOfJoining: {
      type: 'date',
      label: 'Date of Joining',
      required: 'Date of Joining is required',
    },
    EmployeeCode: { type: 'text', max: 30 },
    Image: { type: 'file', accept: 'image', download: 'getimage' },
  },

  list: { columns: ['Empid', 'PFNo', 'DateOfJoining', 'EmployeeCode'], empty: 'No Document Found' },
  search: { fields: ['Empid'], rank: 'byId' },
  messages: {
    created: 'Employee information submitted successfully!',
    updated: 'Employee information submitted successfully!',
    deleted: 'Employee document deleted successfully!',
  },
});
