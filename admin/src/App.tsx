import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { resources } from '../../resources';
import { LoginPage } from './pages/public/LoginPage';
import { SignupEmployeePage } from './pages/public/SignupEmployeePage';
import { SignupPage } from './pages/public/SignupPage';
import { PublicOnly, RequireLogin } from './routing/guards';
import { legacyRedirects } from './routing/legacyRedirects';

const REDIRECTS = legacyRedirects(resources);

// The admin is most of the code; the login page should not wait for it.
const AdminApp = lazy(() => import('./AdminApp').then((m) => ({ default: m.AdminApp })));

/** The route table of spec 2.2: three public pages, the spec's old screen paths, and the admin. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/"
          element={
            <PublicOnly>
              <LoginPage />
            </PublicOnly>
          }
        />
        <Route
          path="/Signup"
          element={
            <PublicOnly>
              <SignupPage />
            </PublicOnly>
          }
        />
        <Route
          path="/Signupempcreation"
          element={
            <PublicOnly>
              <SignupEmployeePage />
            </PublicOnly>
          }
        />
        {REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from} caseSensitive element={<Navigate to={to} replace />} />
        ))}
        <Route
          path="/*"
          element={
            <RequireLogin>
              <Suspense fallback={null}>
                <AdminApp />
              </Suspense>
            </RequireLogin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
