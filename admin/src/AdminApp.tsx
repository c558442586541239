import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { ShellLayout } from './layout/ShellLayout';
import { DashboardPage } from './pages/DashboardPage';
import { CommonCustomerPage, CommonSupplierPage } from './pages/ledger/CommonPartyPages';
import { LedgerStatementPage } from './pages/ledger/LedgerStatementPage';
import { LoginIdsPage } from './pages/LoginIdsPage';
import { ProfilePage } from './pages/ProfilePage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { registeredResources } from './registeredResources';

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
        <Route path="/LedgerStatement" element={<LedgerStatementPage />} />
        <Route path="/CommonCustomer" element={<CommonCustomerPage />} />
        <Route path="/CommonSupplier" element={<CommonSupplierPage />} />
      </CustomRoutes>
    </Admin>
  );
}
