import { defineResource } from './kit/defineResource';
import { itemMasterName } from './itemMaster';

/** Manufactures: the companies that make items (the Manufacture tab of Item Master). */
export const manufacture = defineResource({
  name: 'manufacture',
  label: { one: 'Manufacture', many: 'Manufactures' },
  primaryKey: 'ManufactureId',
  titleField: 'ManufactureName',

  fields: {
    ManufactureId: { type: 'id' },
    ManufactureName: itemMasterName(
      'Manufacture Name is !',
      'Manufacture Name',
      'Manufacture already exists. Please choose a different name.',
    ),
  },

  list: {
    columns: ['ManufactureName'],
    empty: 'No manufacture found',
    sort: { field: 'ManufactureName', order: 'ASC' },
  },
  search: { fields: ['ManufactureName'], rank: 'prefixFirst' },
  endpoints: { list: 'getitemmaster/manufacture', create: 'insertmanufacture' },
  messages: {
    created: 'Manufacture submitted successfully!',
    updated: 'Manufacture updated successfully!',
    deleted: 'Manufacture deleted successfully!',
  },
});
