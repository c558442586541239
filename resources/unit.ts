import { lettersAndSpaces } from './common';
import { defineResource } from './kit/defineResource';

const CONVERSION_FIELDS = ['FirstUnit', 'Conversion', 'SecondUnit'] as const;
const CONVERSION_INCOMPLETE = 'Please fill in all required fields.';

/** Units of measure (common shared units plus a company's own), with an optional conversion between two units. */
export const unit = defineResource({
  name: 'unit',
  label: { one: 'Unit', many: 'Units' },
  menu: { group: 'Master Pages', routes: ['/UnitMaster'] },
  primaryKey: 'UnitID',
  titleField: 'UnitName',
  scope: 'sharedAndCompany',

  fields: {
    UnitID: { type: 'id' },
    UnitName: {
      type: 'text',
      required: 'Unit Name is required.',
      requiredOnUpdate: 'Please fill out all required fields.',
      max: 50,
      pattern: lettersAndSpaces('Unit Name can only contain letters and spaces.'),
      unique: { message: 'Unit Name already exists.' },
    },
    Description: { type: 'text', label: 'Unit Description', max: 200 },
    FirstUnit: { type: 'reference', to: 'unit' },
    Conversion: { type: 'decimal', scale: 3, minValue: 0 },
    SecondUnit: { type: 'reference', to: 'unit' },
  },

  sections: [{ label: 'Enable Conversion Section', fields: CONVERSION_FIELDS }],
  list: {
    columns: ['UnitName', 'Description'],
    views: { Conversion: ['UnitName', 'FirstUnit', 'Conversion', 'SecondUnit'] },
    empty: 'No unit found',
  },
  search: { fields: ['UnitName'], rank: 'prefixFirst' },
  endpoints: { list: 'getunit', create: 'insertunit', update: 'updateunit', delete: 'deleteunit' },
  messages: {
    created: 'Unit submitted successfully!',
    updated: 'Unit updated successfully!',
    deleted: 'Unit deleted successfully!',
  },
  // A conversion is all three of its fields or none of them.
  check: (r) => {
    const given = CONVERSION_FIELDS.filter(
      (k) => r[k] !== null && r[k] !== undefined && r[k] !== '',
    );
    if (
      given.length === CONVERSION_FIELDS.length &&
      (r.FirstUnit === r.SecondUnit ||
        (r.UnitID !== undefined && [r.FirstUnit, r.SecondUnit].includes(r.UnitID)))
    ) {
      return { SecondUnit: 'A conversion is between two different units.' };
    }
    if (given.length === 0 || given.length === CONVERSION_FIELDS.length) return {};
    const missing = CONVERSION_FIELDS.find((k) => !given.includes(k)) as string;
    return { [missing]: CONVERSION_INCOMPLETE };
  },
});
