import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../admin/src/authProvider';
import { isLoggedIn, readSession } from '../../admin/src/session';
import { stubFetch, unreachable } from './fetchStub';

const credentials = { CompanyID: 1, Username: 'asha', Password: 's3cret-pass' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('authProvider.login', () => {
  it('keeps the ids the server answers, and counts the user as logged in', async () => {
    const calls = stubFetch({
      'POST /api/login': () => ({
        body: { success: true, Empid: 7, CompanyID: 1, FYearID: 3, BranchId: null, token: 't' },
      }),
    });

    await authProvider.login(credentials);

    expect(calls).toEqual([{ url: '/api/login', method: 'POST', body: credentials }]);
    expect(readSession()).toEqual({ Empid: '7', CompanyID: '1', FYearID: '3', BranchId: null });
    expect(isLoggedIn()).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    [
      'a 401',
      {
        status: 401,
        body: { success: false, error: 'Invalid credentials of Username or Password' },
      },
      'Invalid credentials of Username or Password',
    ],
    [
      'success false without a reason',
      { status: 200, body: { success: false } },
      'Invalid Company or Password.',
    ],
    [
      'a 400 with a reason',
      { status: 400, body: { success: false, error: 'Username and Password are required.' } },
      'Username and Password are required.',
    ],
    [
      'a 429 with a reason',
      {
        status: 429,
        body: { success: false, error: 'Too many failed logins. Try again in 15 minutes.' },
      },
      'Too many failed logins. Try again in 15 minutes.',
    ],
    ['a 500 without a reason', { status: 500, body: {} }, 'An unexpected error occurred'],
  ])('shows the spec text for %s', async (_case, answer, text) => {
    stubFetch({ 'POST /api/login': () => answer });

    await expect(authProvider.login(credentials)).rejects.toThrow(text);
    expect(isLoggedIn()).toBe(false);
  });

  it("says 'An unexpected error occurred' when the server cannot be reached", async () => {
    stubFetch({ 'POST /api/login': unreachable });

    await expect(authProvider.login(credentials)).rejects.toThrow('An unexpected error occurred');
  });
});

describe('authProvider session checks', () => {
  it('sends a user with Empid but no CompanyID to /', async () => {
    localStorage.setItem('Empid', '7');

    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/' });
  });

  it('lets a user with Empid and CompanyID through', async () => {
    localStorage.setItem('Empid', '7');
    localStorage.setItem('CompanyID', '1');

    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('logs out on a 401 from any call, and not on other failures', async () => {
    const { HttpError } = await import('react-admin');

    await expect(
      authProvider.checkError(new HttpError('Not logged in', 401)),
    ).rejects.toMatchObject({ redirectTo: '/' });
    await expect(
      authProvider.checkError(new HttpError('Branch Name already exists.', 409)),
    ).resolves.toBeUndefined();
  });

  it('ends the session on the server, forgets the ids and goes to /', async () => {
    localStorage.setItem('Empid', '7');
    localStorage.setItem('CompanyID', '1');
    const calls = stubFetch({ 'POST /api/logout': () => ({ body: { success: true } }) });

    const redirect = await authProvider.logout({});

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/logout']);
    expect(isLoggedIn()).toBe(false);
    expect(redirect).toBe('/');
  });

  it('forgets the ids even when the logout call fails', async () => {
    localStorage.setItem('Empid', '7');
    localStorage.setItem('CompanyID', '1');
    stubFetch({ 'POST /api/logout': unreachable });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await authProvider.logout({});

    expect(isLoggedIn()).toBe(false);
  });
});
