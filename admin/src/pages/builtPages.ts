import type { BuiltPage } from '../layout/menuItems';

/** The custom pages the side menu offers above the groups (the profile is in the user menu). */
export const BUILT_PAGES: readonly BuiltPage[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/dashprofile', label: 'Login IDs' },
  { to: '/CommonCustomer', label: 'Customer', group: 'Ledger Page', replaces: '/CommonCustomer' },
  { to: '/CommonSupplier', label: 'Supplier', group: 'Ledger Page', replaces: '/CommonSupplier' },
];
