/**
 * What the browser keeps about the signed-in user (spec 1 and 3: Empid, CompanyID, the
 * financial year and the branch in localStorage) and about a sign-up in progress (the new
 * company, for this browser session only). The session itself is the HttpOnly cookie `sid`:
 * the token is deliberately not copied into storage, where any script could read it.
 */

const SESSION_KEYS = ['Empid', 'CompanyID', 'FYearID', 'BranchId'] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];
export type SessionIds = Record<SessionKey, string | null>;

/** The ids stored at login, each null when absent. */
export function readSession(): SessionIds {
  const ids = {} as SessionIds;
  for (const key of SESSION_KEYS) ids[key] = localStorage.getItem(key);
  return ids;
}

/** Keeps the ids the server answered at login; a missing one is removed, never stored as 'undefined'. */
export function storeSession(ids: Partial<Record<SessionKey, unknown>>): void {
  for (const key of SESSION_KEYS) {
    const value = ids[key];
    if (value === undefined || value === null || value === '') localStorage.removeItem(key);
    else localStorage.setItem(key, String(value));
  }
}

/** Forgets the signed-in user. */
export function clearSession(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
}

/** Spec 2.1: a user counts as logged in when both Empid and CompanyID are stored. */
export function isLoggedIn(): boolean {
  const { Empid, CompanyID } = readSession();
  return Boolean(Empid && CompanyID);
}

const SIGNUP_COMPANY = 'signupCompanyID';
const SIGNUP_TOKEN = 'signupToken';

export interface PendingSignup {
  CompanyID: string;
  signupToken: string;
}

/**
 * Remembers the company just registered until its first employee is: in this browser (every
 * tab; a reload after a crash still finds it) and in the employee step's address, whose
 * fragment is never sent to a server, so the step can also be finished from a copied link.
 */
export function storePendingSignup(signup: PendingSignup): void {
  localStorage.setItem(SIGNUP_COMPANY, signup.CompanyID);
  localStorage.setItem(SIGNUP_TOKEN, signup.signupToken);
}

/** The employee step's address for a pending sign-up. */
export function pendingSignupPath(signup: PendingSignup): string {
  return `/Signupempcreation#${new URLSearchParams({ company: signup.CompanyID, token: signup.signupToken }).toString()}`;
}

/** The company waiting for its first employee (from the address's fragment, else this browser), or null. */
export function readPendingSignup(hash = ''): PendingSignup | null {
  const fromAddress = new URLSearchParams(hash.replace(/^#/, ''));
  const CompanyID = fromAddress.get('company') ?? localStorage.getItem(SIGNUP_COMPANY);
  const signupToken = fromAddress.get('token') ?? localStorage.getItem(SIGNUP_TOKEN);
  return CompanyID && signupToken ? { CompanyID, signupToken } : null;
}

/** The token is single use: forget it once the employee is registered. */
export function clearPendingSignup(): void {
  localStorage.removeItem(SIGNUP_COMPANY);
  localStorage.removeItem(SIGNUP_TOKEN);
}
