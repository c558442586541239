import type { BuiltPage } from '../layout/menuItems';
import { COUNTRY_STATE_TABS } from './masters/CountryStatePage';
import { ITEM_MASTER_TABS } from './masters/ItemMasterPage';
import { VOUCHER_PAGES } from './vouchers/voucherConfig';

const labels = (tabs: ReadonlyArray<{ label: string }>) => tabs.map((t) => t.label);

/** The custom pages the side menu offers above the groups (the profile is in the user menu). */
export const BUILT_PAGES: readonly BuiltPage[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/dashprofile', label: 'Login IDs' },
  {
    to: '/AccountMaster',
    label: 'Account Master',
    group: 'Master Pages',
    replaces: '/AccountMaster',
  },
  {
    to: '/CommonCountryState',
    label: 'Country and State',
    group: 'Master Pages',
    replaces: '/CommonCountryState',
    tabs: labels(COUNTRY_STATE_TABS),
  },
  { to: '/ItemCategory', label: 'Item Category', group: 'Item Master', replaces: '/ItemCategory' },
  {
    to: '/ItemMaster',
    label: 'Item Master',
    group: 'Item Master',
    replaces: '/ItemMaster',
    tabs: labels(ITEM_MASTER_TABS),
  },
  { to: '/ItemDetails', label: 'Item Details', group: 'Item Master', replaces: '/ItemDetails' },
  { to: '/CommonCustomer', label: 'Customer', group: 'Ledger Page', replaces: '/CommonCustomer' },
  {
    to: '/SalesInvoice',
    label: 'Sales Invoice',
    group: 'Invoice Pages',
    replaces: '/SalesInvoice',
  },
  { to: '/Purchase', label: 'Purchase', group: 'Invoice Pages', replaces: '/Purchase' },
  { to: '/StockSummary', label: 'Stock Summary', group: 'Item Master' },
  { to: '/StockLedger', label: 'Stock Ledger', group: 'Item Master' },
  { to: '/CommonSupplier', label: 'Supplier', group: 'Ledger Page', replaces: '/CommonSupplier' },
  { to: '/TrialBalance', label: 'Trial Balance', group: 'Ledger Page' },
  { to: '/LedgerStatement', label: 'Ledger Statement', group: 'Ledger Page' },
  { to: '/DayBook', label: 'Day Book', group: 'Ledger Page' },
  { to: '/Outstanding', label: 'Outstanding', group: 'Ledger Page' },
  { to: '/SalesRegister', label: 'Sales Register', group: 'Ledger Page' },
  { to: '/PurchaseRegister', label: 'Purchase Register', group: 'Ledger Page' },
  { to: '/GSTR1', label: 'GSTR-1', group: 'Ledger Page' },
  { to: '/Vanloding', label: 'Van Loading', group: 'Vehicle Page', replaces: '/Vanloding' },
  { to: '/VanSettlement', label: 'Van Settlement', group: 'Vehicle Page' },
  ...VOUCHER_PAGES,
];
