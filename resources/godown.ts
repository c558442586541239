import { defineResource } from './kit/defineResource';

/** Godowns: the warehouses of a company's branches. */
export const godown = defineResource({
  name: 'godown',
  label: { one: 'Godown', many: 'Godowns' },
  menu: { group: 'Master Pages', routes: ['/GodownMaster'] },
  primaryKey: 'GodownId',
  titleField: 'GodownName',

  fields: {
    GodownId: { type: 'id' },
    GodownName: {
      type: 'text',
      required: true,
      max: 100,
      pattern: {
        regex: /^[A-Za-z0-9 ]+$/,
        message: 'Godown Name can only contain letters, numbers, and spaces.',
      },
      unique: { message: 'Godown Name already exists.' },
    },
    GodownLicense: {
      type: 'text',
      label: 'Godown License',
      max: { value: 20, message: 'Godown License cannot exceed 20 characters.' },
    },
    Address: { type: 'textarea', required: true, max: 250 },
    Country: { type: 'reference', to: 'country', required: true },
    BranchId: { type: 'reference', to: 'branch', label: 'Branch', required: true },
    State: { type: 'reference', to: 'state', required: true },
    City: { type: 'text', required: true, max: 60 },
    District: { type: 'text', required: true, max: 60 },
    Pincode: { type: 'pincode', required: true },
    Phoneno: {
      type: 'phone',
      label: 'Business Phone',
      pattern: { regex: /^\d{10}$/, message: 'Phoneno must be a valid 10-digit number.' },
    },
    Mobileno: {
      type: 'phone',
      label: 'Mobile Number',
      required: true,
      pattern: { regex: /^\d{10}$/, message: 'Mobileno must be a valid 10-digit number.' },
    },
  },

  list: {
    columns: ['GodownName', 'Address', 'Country', 'Pincode'],
    empty: 'No godown found',
    sort: { field: 'GodownName', order: 'ASC' },
  },
  search: { fields: ['GodownName'], rank: 'prefixFirst' },
  endpoints: {
    list: 'getgodown',
    create: 'insertGodown',
    update: 'updategodown',
    delete: 'deleteGodown',
  },
  messages: {
    created: 'Godown submitted successfully!',
    updated: 'Godown updated successfully!',
    deleted: 'Godown deleted successfully!',
  },
});
