import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isLoggedIn } from '../session';

/** Spec 2.1: a public page sends a user who is already logged in to the dashboard. */
export function PublicOnly({ children }: { children: ReactNode }) {
  return isLoggedIn() ? <Navigate to="/dashboard" replace /> : children;
}

/** Spec 2.1: a protected page sends a user who is not logged in to '/'. */
export function RequireLogin({ children }: { children: ReactNode }) {
  return isLoggedIn() ? children : <Navigate to="/" replace />;
}
