import { lazy, Suspense, type ReactElement } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { ShellLayout } from './layout/ShellLayout';
import { ShellNotification } from './layout/ShellNotification';
import { DashboardPage } from './pages/DashboardPage';
import { CommonCustomerPage, CommonSupplierPage } from './pages/ledger/CommonPartyPages';
import { LedgerStatementPage } from './pages/ledger/LedgerStatementPage';
import { LoginIdsPage } from './pages/LoginIdsPage';
import { ProfilePage } from './pages/ProfilePage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { registeredResources } from './registeredResources';
import { resources } from '../../resources';
import { SPEC_MENU, tabbedPages } from './layout/menuItems';
import { TabbedPage } from './pages/TabbedPage';
import { BUILT_PAGES } from './pages/builtPages';
import { CountryStatePage } from './pages/masters/CountryStatePage';
import { ItemDetailsPage } from './pages/items/ItemDetailsPage';
import { ItemMasterPage } from './pages/masters/ItemMasterPage';
import { AccountMasterPage, ItemCategoryPage } from './pages/tree/treeScreens';
import { VOUCHER_ROUTES } from './pages/vouchers/voucherRoutes';

// The invoice screens are big and not needed at first paint: loaded when first opened.
const SalesInvoicePage = lazy(() => import('./pages/invoice/SalesInvoicePage'));
const SalesInvoicesPage = lazy(() => import('./pages/invoice/SalesInvoicesPage'));
const PurchasePage = lazy(() => import('./pages/purchase/PurchasePage'));
const StockSummaryPage = lazy(() => import('./pages/purchase/StockSummaryPage'));
const StockLedgerPage = lazy(() => import('./pages/purchase/StockLedgerPage'));
const TrialBalancePage = lazy(() => import('./pages/reports/TrialBalancePage'));
const DayBookPage = lazy(() => import('./pages/reports/DayBookPage'));
const OutstandingPage = lazy(() => import('./pages/reports/OutstandingPage'));
const SalesRegisterPage = lazy(() =>
  import('./pages/reports/RegisterPage').then((m) => ({ default: m.SalesRegisterPage })),
);
const PurchaseRegisterPage = lazy(() =>
  import('./pages/reports/RegisterPage').then((m) => ({ default: m.PurchaseRegisterPage })),
);
const Gstr1Page = lazy(() => import('./pages/reports/Gstr1Page'));
const VanLoadingPage = lazy(() => import('./pages/van/VanLoadingPage'));
const VanSettlementPage = lazy(() => import('./pages/van/VanSettlementPage'));
const later = (page: ReactElement) => <Suspense fallback={null}>{page}</Suspense>;

const TABBED = tabbedPages(resources, BUILT_PAGES).map((page) => ({
  ...page,
  title:
    Object.values(SPEC_MENU)
      .flat()
      .find((p) => p.route === page.route)?.label ?? page.route,
}));

/**
 * The protected part of the app: the declared resources and the custom pages, in the spec's
 * shell. React-Admin's own login page is not used: '/' is the login, outside this component.
 */
export function AdminApp() {
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={ShellLayout}
      notification={ShellNotification}
      title="TradeBooks"
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {registeredResources()}
      <CustomRoutes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/dashprofile" element={<LoginIdsPage />} />
        <Route path="/dashEmp" element={<ProfilePage />} />
        <Route path="/Resetpassword" element={<ResetPasswordPage />} />
        {TABBED.map((page) => (
          <Route
            key={page.route}
            path={page.route}
            element={<TabbedPage title={page.title} tabs={page.tabs} />}
          />
        ))}
        <Route path="/AccountMaster" element={<AccountMasterPage />} />
        <Route path="/ItemCategory" element={<ItemCategoryPage />} />
        <Route path="/ItemMaster" element={<ItemMasterPage />} />
        <Route path="/ItemDetails" element={<ItemDetailsPage />} />
        <Route path="/CommonCountryState" element={<CountryStatePage />} />
        <Route path="/LedgerStatement" element={<LedgerStatementPage />} />
        <Route path="/CommonCustomer" element={<CommonCustomerPage />} />
        <Route path="/CommonSupplier" element={<CommonSupplierPage />} />
        {VOUCHER_ROUTES}
        <Route path="/SalesInvoice" element={later(<SalesInvoicePage />)} />
        <Route path="/SalesInvoice/:id" element={later(<SalesInvoicePage />)} />
        <Route path="/SalesInvoices" element={later(<SalesInvoicesPage />)} />
        <Route path="/Purchase" element={later(<PurchasePage />)} />
        <Route path="/Purchase/:id" element={later(<PurchasePage />)} />
        <Route path="/StockSummary" element={later(<StockSummaryPage />)} />
        <Route path="/StockLedger" element={later(<StockLedgerPage />)} />
        <Route path="/TrialBalance" element={later(<TrialBalancePage />)} />
        <Route path="/DayBook" element={later(<DayBookPage />)} />
        <Route path="/Outstanding" element={later(<OutstandingPage />)} />
        <Route path="/SalesRegister" element={later(<SalesRegisterPage />)} />
        <Route path="/PurchaseRegister" element={later(<PurchaseRegisterPage />)} />
        <Route path="/GSTR1" element={later(<Gstr1Page />)} />
        <Route path="/Vanloding" element={later(<VanLoadingPage />)} />
        <Route path="/VanSettlement" element={later(<VanSettlementPage />)} />
      </CustomRoutes>
    </Admin>
  );
}
