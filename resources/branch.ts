import { defineResource } from './kit/defineResource';

/** Branches: the offices that hold stock, staff and invoices. */
export const branch = defineResource({
  name: 'branch',
  label: { one: 'Branch', many: 'Branches' },
  menu: { group: 'Master Control', routes: ['/BranchMaster'] },
  primaryKey: 'BranchId',
  titleField: 'BranchName',

  fields: {
    BranchId: { type: 'id' },
    BranchName: {
      type: 'text',
      required: true,
      max: 100,
      pattern: {
        regex: /^[A-Za-z0-9 ]+$/,
        message: 'Branch Name can only contain letters, numbers, and spaces.',
      },
      unique: { message: 'Branch Name already exists.' },
    },
    Address: { type: 'textarea', max: 250 },
    Country: { type: 'reference', to: 'country' },
    State: { type: 'reference', to: 'state' },
    City: { type: 'text', max: 60 },
    District: { type: 'text', max: 60 },
    // The spec allows up to the digits named, not exactly that many.
    Pincode: {
      type: 'pincode',
      pattern: { regex: /^\d{1,6}$/, message: 'Pincode must be a valid 6-digit number.' },
    },
    Phoneno: {
      type: 'phone',
      label: 'Business Phone',
      pattern: { regex: /^\d{1,10}$/, message: 'Phoneno must be a valid 10-digit number.' },
    },
    Mobileno: {
      type: 'phone',
      label: 'Mobile Number',
      pattern: { regex: /^\d{1,10}$/, message: 'Mobileno must be a valid 10-digit number.' },
    },
  },

  list: {
    columns: ['BranchName', 'Address', 'Country', 'Pincode'],
    empty: 'No branch found',
    sort: { field: 'BranchName', order: 'ASC' },
  },
  search: { fields: ['BranchName'], rank: 'prefixFirst' },
  endpoints: {
    list: 'getbranch',
    create: 'insertbranch',
    update: 'updatebranch',
    delete: 'deletebranch',
  },
  messages: {
    created: 'Branch information submitted successfully!',
    updated: 'Branch updated successfully!',
    deleted: 'Branch deleted successfully!',
  },
});
