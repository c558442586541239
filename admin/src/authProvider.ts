import { HttpError, type AuthProvider } from 'react-admin';
import { callApi, serverText } from './api/http';
import { forgetCachedLookups } from './api/lookups';
import { clearSession, isLoggedIn, storeSession } from './session';

/**
 * Sessions (spec 4 Login/Logout, API.md 1): the server keeps the session in the HttpOnly cookie
 * `sid`; the browser keeps the ids the spec says it keeps, and a user counts as logged in while
 * Empid and CompanyID are stored. The public pages live outside React-Admin, so '/' is both
 * the login page and where every logout and failed check lands.
 */

export interface Credentials {
  /** The chosen company; or, where the install hides the list, the company's name as typed. */
  CompanyID?: number | string;
  CompanyName?: string;
  Username: string;
  Password: string;
}

export const LOGIN_PATH = '/';

/** Spec 8 Login: the sentence a failed login shows. */
function loginFailureText(error: unknown): string {
  if (!(error instanceof HttpError)) return 'An unexpected error occurred';
  if (error.status === 401) return 'Invalid credentials of Username or Password';
  const text = serverText(error.body);
  if (error.status < 300) return text ?? 'Invalid Company or Password.'; // answered, but success: false
  return text ?? 'An unexpected error occurred';
}

export const authProvider: AuthProvider = {
  async login({ CompanyID, CompanyName, Username, Password }: Credentials) {
    try {
      const { body } = await callApi('/api/login', {
        method: 'POST',
        body: JSON.stringify({ CompanyID, CompanyName, Username, Password }),
      });
      storeSession(body as Record<string, unknown>);
    } catch (error) {
      throw new Error(loginFailureText(error));
    }
    if (!isLoggedIn()) throw new Error('Invalid Company or Password.');
  },

  async logout() {
    try {
      if (isLoggedIn()) await callApi('/api/logout', { method: 'POST' });
    } catch (error) {
      // Spec 4: a logout failure is only logged; the browser forgets the user anyway.
      console.warn('Logout failed', error);
    }
    clearSession();
    forgetCachedLookups();
    return LOGIN_PATH;
  },

  async checkAuth() {
    if (!isLoggedIn()) throw { redirectTo: LOGIN_PATH, message: false };
  },

  async checkError(error: unknown) {
    // The session expired or was ended elsewhere (a password reset ends them all).
    if (error instanceof HttpError && error.status === 401) {
      throw { redirectTo: LOGIN_PATH, message: false };
    }
  },

  async getPermissions() {
    // Spec 6: the client enforces only logged in or not.
    return undefined;
  },
};
