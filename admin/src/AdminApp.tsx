import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { ShellLayout } from './layout/ShellLayout';
import { DashboardPage } from './pages/DashboardPage';
import { LoginIdsPage } from './pages/LoginIdsPage';
import { ProfilePage } from './pages/ProfilePage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { registeredResources } from './registeredResources';
import { CountryStatePage } from './pages/masters/CountryStatePage';
import { ItemDetailsPage } from './pages/items/ItemDetailsPage';
import { ItemMasterPage } from './pages/masters/ItemMasterPage';
import { AccountMasterPage, ItemCategoryPage } from './pages/tree/treeScreens';

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
        <Route path="/AccountMaster" element={<AccountMasterPage />} />
        <Route path="/ItemCategory" element={<ItemCategoryPage />} />
        <Route path="/ItemMaster" element={<ItemMasterPage />} />
        <Route path="/ItemDetails" element={<ItemDetailsPage />} />
        <Route path="/CommonCountryState" element={<CountryStatePage />} />
      </CustomRoutes>
    </Admin>
  );
}
