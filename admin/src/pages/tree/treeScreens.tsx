import { accountGroup, itemCategory } from '../../../../resources';
import { TreePage, type TreeWords } from './TreePage';

const ACCOUNT_WORDS: TreeWords = {
  title: 'Account Master',
  head: { title: 'Account Head', name: 'Head Name' },
  child: { title: 'Account Group', name: 'Group Name', parent: 'Under' },
  parentChoices: 'all',
};

const CATEGORY_WORDS: TreeWords = {
  title: 'Item Category',
  head: { title: 'Main Category', name: 'Main Category Name' },
  child: { title: 'Sub Category', name: 'Sub Category Name', parent: 'Main Category' },
  parentChoices: 'heads',
};

/** /AccountMaster: account heads and groups. */
export const AccountMasterPage = () => <TreePage resource={accountGroup} words={ACCOUNT_WORDS} />;

/** /ItemCategory: main and sub categories. */
export const ItemCategoryPage = () => <TreePage resource={itemCategory} words={CATEGORY_WORDS} />;
