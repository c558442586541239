import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Admin, CustomRoutes, Layout, testDataProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { VisitTrail } from '../../admin/src/components/goBack';
import { i18nProvider } from '../../admin/src/i18nProvider';
import { registeredResources } from '../../admin/src/registeredResources';

/** React-Admin's own layout, keeping the trail of screens as the app's layout does (Esc reads it). */
function TrailLayout({ children }: { children: ReactNode }) {
  return (
    <Layout>
      {children}
      <VisitTrail />
    </Layout>
  );
}

/**
 * Renders the app's real resources (generated views and all) inside a real <Admin> at `path`,
 * over a fake data provider: every list empty unless a test says otherwise. `routes` adds the
 * hand-written pages a test needs (`<Route>` elements).
 */
export function renderAdminAt(
  path: string,
  overrides: Partial<DataProvider> = {},
  routes?: ReactNode,
) {
  const dataProvider = testDataProvider({
    getList: async () => ({ data: [], total: 0 }),
    getMany: async () => ({ data: [] }),
    ...overrides,
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        layout={TrailLayout}
        disableTelemetry
      >
        {registeredResources()}
        {routes && <CustomRoutes>{routes}</CustomRoutes>}
      </Admin>
    </MemoryRouter>,
  );
}
