import { defineResource } from './kit/defineResource';

/**
 * Allocation (/Allocation): a representative and a vehicle for a day, with the B2B and B2C
 * series they invoice from. Neither may be allocated twice on one date.
 */
export const allocation = defineResource({
  name: 'allocation',
  label: { one: 'Allocation', many: 'Allocations' },
  menu: { group: 'Vehicle Page', routes: ['/Allocation'] },
  primaryKey: 'AllocID',
  titleField: 'Alocdate',
  form: { noticeMs: 3000 },

  fields: {
    AllocID: { type: 'id', label: 'AllocID' },
    RepID: {
      type: 'reference',
      to: 'employee',
      label: 'Representative',
      required: 'Representative is required.',
      unique: {
        message: 'This representative is already allocated on this date.',
        ignoreCase: false,
        with: ['Alocdate'],
      },
    },
    VanID: {
      type: 'reference',
      to: 'vehicle',
      label: 'Vehicle',
      required: 'Vehicle is required.',
      unique: {
        message: 'This vehicle is already allocated on this date.',
        ignoreCase: false,
        with: ['Alocdate'],
      },
    },
    // A van is allocated for the day it goes out: the form starts there.
    Alocdate: {
      type: 'date',
      label: 'Allocation Date',
      required: 'Allocation Date is required.',
      startsToday: true,
    },
    B2Bseries: {
      type: 'reference',
      to: 'invoiceSeries',
      label: 'B2B Series',
      toWhere: { InvType: 1 },
    },
    B2Cseries: {
      type: 'reference',
      to: 'invoiceSeries',
      label: 'B2C Series',
      toWhere: { InvType: 2 },
    },
  },

  list: {
    columns: ['Alocdate', 'RepID', 'VanID', 'B2Bseries', 'B2Cseries'],
    empty: 'No Records Found',
    sort: { field: 'Alocdate', order: 'DESC' },
  },
  search: { fields: [], rank: 'byId' },
  endpoints: {
    list: 'GetAllocation',
    create: 'InsertAllocation',
    update: 'UpdateAllocation',
    delete: 'DeleteAllocation',
  },
  messages: {
    created: 'Allocation submitted successfully!',
    updated: 'Allocation updated successfully!',
    deleted: 'Allocation deleted successfully!',
    keyMissing: {
      update: 'No allocation selected for update.',
      delete: 'No allocation selected for deletion.',
    },
  },
});
