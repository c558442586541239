import { lettersAndSpaces } from './common';
import { defineResource } from './kit/defineResource';

/** Units of measure: common shared units plus a company's own. The screen comes with master data. */
export const unit = defineResource({
  name: 'unit',
  label: { one: 'Unit', many: 'Units' },
  primaryKey: 'UnitID',
  titleField: 'UnitName',
  scope: 'sharedAndCompany',

  fields: {
    UnitID: { type: 'id' },
    UnitName: {
      type: 'text', required: 'Unit Name is required.', max: 50,
      pattern: lettersAndSpaces('Unit Name can only contain letters and spaces.'),
      unique: { message: 'Unit Name already exists.' },
    },
    Description: { type: 'text', label: 'Unit Description', max: 200 },
  },

  list: { columns: ['UnitName', 'Description'], empty: 'No unit found' },
  search: { fields: ['UnitName'], rank: 'prefixFirst' },
  messages: { created: 'Unit submitted successfully!', updated: 'Unit updated successfully!', deleted: 'Unit deleted successfully!' },
});
