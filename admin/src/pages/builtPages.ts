import type { BuiltPage } from '../layout/menuItems';

/** The custom pages the side menu offers above the groups (the profile is in the user menu). */
export const BUILT_PAGES: readonly BuiltPage[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/dashprofile', label: 'Login IDs' },
  { to: '/AccountMaster', label: 'Account Master', group: 'Master Pages', replaces: '/AccountMaster' },
  { to: '/CommonCountryState', label: 'Country and State', group: 'Master Pages', replaces: '/CommonCountryState' },
  { to: '/ItemCategory', label: 'Item Category', group: 'Item Master', replaces: '/ItemCategory' },
  { to: '/ItemMaster', label: 'Item Master', group: 'Item Master', replaces: '/ItemMaster' },
  { to: '/ItemDetails', label: 'Item Details', group: 'Item Master', replaces: '/ItemDetails' },
  { to: '/CommonCustomer', label: 'Customer', group: 'Ledger Page', replaces: '/CommonCustomer' },
  { to: '/CommonSupplier', label: 'Supplier', group: 'Ledger Page', replaces: '/CommonSupplier' },
];
