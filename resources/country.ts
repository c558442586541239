import { defineResource } from './kit/defineResource';

export const DIVISION_TYPES = [
  'State', 'District', 'Region', 'Province', 'Municipality', 'Division', 'Governorate', 'Emirate', 'Country',
].map((name) => ({ id: name, name }));

/** Countries: shared reference rows, plus any a company adds for itself. */
export const country = defineResource({
  name: 'country',
  label: { one: 'Country', many: 'Countries' },
  primaryKey: 'CountryId',
  titleField: 'CountryName',
  scope: 'sharedAndCompany',

  fields: {
    CountryId: { type: 'id' },
    CountryName: {
      type: 'text', required: true, max: 100,
      unique: { message: 'Country name already exists. Please choose a different name.' },
    },
    CountryDivisionType: { type: 'select', choices: DIVISION_TYPES, default: 'State' },
    PinType: { type: 'integer', default: 1 },
    CountryCode: { type: 'text', max: 10 },
    MobileCode: { type: 'text', max: 10 },
    CurrencySymbol: { type: 'text', max: 10 },
    CurrencyName: { type: 'text', max: 50 },
    FinStartMonth: { type: 'integer', minValue: 1 },
    FinEndMonth: { type: 'integer', minValue: 1 },
  },

  list: { columns: ['CountryName', 'CountryCode', 'CurrencyName'], empty: 'No country found', sort: { field: 'CountryName', order: 'ASC' } },
  search: { fields: ['CountryName'], rank: 'prefixFirst' },
  endpoints: { list: 'getcountry', publicList: true },
  messages: { created: 'Country submitted successfully!', updated: 'Country updated successfully!', deleted: 'Country deleted successfully!' },
});
