import { defineResource } from './kit/defineResource';

export const DIVISION_TYPES = [
  'State',
  'District',
  'Region',
  'Province',
  'Municipality',
  'Division',
  'Governorate',
  'Emirate',
  'Country',
].map((name) => ({ id: name, name }));

/** 1 Pincode, 2 Pin (spec 3); a few shared countries have no postal code at all (3). */
export const PIN_TYPES = [
  { id: 1, name: 'Pincode' },
  { id: 2, name: 'Pin' },
  { id: 3, name: 'No postal code' },
];

/** Financial start and end months, Jan to Dec (stored 1 to 12). */
export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
].map((name, i) => ({ id: i + 1, name }));

/** Countries: shared reference rows (read-only), plus any a company adds for itself. */
export const country = defineResource({
  name: 'country',
  label: { one: 'Country', many: 'Countries' },
  primaryKey: 'CountryId',
  titleField: 'CountryName',
  scope: 'sharedAndCompany',

  fields: {
    CountryId: { type: 'id' },
    CountryName: {
      type: 'text',
      required: 'Country Name is required.',
      max: 100,
      unique: { message: 'Country name already exists. Please choose a different name.' },
    },
    CountryDivisionType: {
      type: 'select',
      label: 'Division Type',
      choices: DIVISION_TYPES,
      default: 'State',
    },
    PinType: { type: 'select', label: 'Pin Type', choices: PIN_TYPES, default: 1 },
    CountryCode: { type: 'text', max: 10 },
    MobileCode: { type: 'text', max: 10 },
    CurrencySymbol: { type: 'text', max: 10 },
    CurrencyName: { type: 'text', max: 50 },
    FinStartMonth: { type: 'select', label: 'Financial Start Month', choices: MONTHS },
    FinEndMonth: { type: 'select', label: 'Financial End Month', choices: MONTHS },
  },

  list: {
    columns: ['CountryName', 'CountryCode', 'CurrencyName'],
    empty: 'No country found',
    sort: { field: 'CountryName', order: 'ASC' },
  },
  search: { fields: ['CountryName'], rank: 'prefixFirst' },
  endpoints: {
    list: 'getcountry',
    publicList: true,
    aliases: ['getcountryname'],
    create: 'insertcountry',
    update: 'updatecountry',
    delete: 'deletecountry',
  },
  messages: {
    created: 'Country submitted successfully!',
    updated: 'Country updated successfully!',
    deleted: 'Country deleted successfully!',
  },
});
