import { defineResource } from './kit/defineResource';

/** Item categories: main categories (ItemCatUnder 0) and the sub categories under them, kept as a tree. */
export const itemCategory = defineResource({
  name: 'itemCategory',
  label: { one: 'Item Category', many: 'Item Categories' },
  primaryKey: 'ItemCatNo',
  titleField: 'ItemCatName',

  fields: {
    ItemCatNo: { type: 'id' },
    ItemCatName: {
      type: 'text',
      label: 'Category Name',
      required: 'Category Name is required.',
      max: 100,
      unique: { message: 'Item category already exists.' },
    },
    ItemCatUnder: { type: 'integer', label: 'Main Category', default: 0, minValue: 0 },
    Level: { type: 'integer', derived: true },
  },

  list: {
    columns: ['ItemCatName', 'ItemCatUnder'],
    empty: 'No item category found',
    sort: { field: 'ItemCatName', order: 'ASC' },
  },
  search: { fields: ['ItemCatName'], rank: 'prefixFirst' },
  endpoints: { list: 'getitembycmpid', delete: 'deleteitem' },
  tree: {
    parent: 'ItemCatUnder',
    level: 'Level',
    childNameKey: 'Ggroups',
    endpoints: {
      createHead: 'insertitemmain',
      updateHead: 'Updateitemmain',
      createChild: 'insertitemsub',
      updateChild: 'Updateitemsub',
    },
    hasChildren: 'This category has sub categories and cannot be deleted.',
    underItself: 'A category cannot be placed under itself or one of its sub categories.',
  },
  messages: {
    created: 'Item category submitted successfully!',
    updated: 'Item category updated successfully!',
    deleted: 'Item category deleted successfully!',
  },
});
