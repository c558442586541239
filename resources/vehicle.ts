import { defineResource } from './kit/defineResource';
import { vehicleNumber } from './rules/vehicleNumber';

const FUEL_TYPES = ['Petrol', 'Diesel', 'CNG', 'Gas', 'Gas+Petrol', 'Hybrid'].map((name) => ({
  id: name,
  name,
}));

/** Vehicles: the vans that carry stock on routes, with their papers' expiry dates. */
export const vehicle = defineResource({
  name: 'vehicle',
  label: { one: 'Vehicle', many: 'Vehicles' },
  menu: { group: 'Vehicle Page', routes: ['/VehicleMaster'] },
  primaryKey: 'VID',
  titleField: 'VRegNo',

  fields: {
    VID: { type: 'id' },
    VRegNo: {
      type: 'text',
      label: 'Vehicle Registration No',
      required: 'RegNo is required',
      max: 15,
      unique: {
        message: 'RegNo already exists. Please choose a different no.',
        ignoreSpaces: true,
      },
    },
    ChasisNo: { type: 'text', label: 'Chassis No', max: 17 },
    Model: { type: 'text', max: 50 },
    BranchId: { type: 'reference', to: 'branch', label: 'Branch' },
    kilometer: {
      type: 'decimal',
      label: 'Kilometer',
      unit: 'km',
      minValue: 0,
      invalid: 'Kilometer field must contain only numbers or decimal numbers',
    },
    // An expired paper warns on the form but never blocks saving (spec 1 section 5).
    Insuranceexpiry: { type: 'date', label: 'Insurance Expiry' },
    fitnessexpiry: { type: 'date', label: 'Fitness Expiry' },
    Taxexpiry: { type: 'date', label: 'Tax Expiry' },
    pollutionexpiry: { type: 'date', label: 'Pollution Expiry' },
    fueltype: { type: 'select', label: 'Fuel Type', choices: FUEL_TYPES },
    documents: { type: 'file', label: 'Document', accept: 'pdf', download: 'getvehiclepdf' },
  },

  list: {
    columns: [
      'VID',
      'VRegNo',
      'ChasisNo',
      'Insuranceexpiry',
      'fitnessexpiry',
      'Taxexpiry',
      'pollutionexpiry',
      'kilometer',
    ],
    empty: 'No Vehicle found',
    sort: { field: 'VRegNo', order: 'ASC' },
  },
  search: { fields: ['VRegNo'], rank: 'prefixFirst' },
  endpoints: {
    list: 'getVehicle',
    create: 'insertVehicle',
    update: 'updateVehicle',
    delete: 'deleteVehicle',
  },
  messages: {
    created: 'Vehicle document submitted successfully!',
    updated: 'Vehicle document updated successfully!',
    deleted: 'Vehicle deleted successfully!',
  },
  derive: (r) => (typeof r.VRegNo === 'string' ? { VRegNo: vehicleNumber(r.VRegNo) } : {}),
});
