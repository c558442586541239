import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../admin/src/pages/public/LoginPage';
import { stubFetch, unreachable } from './fetchStub';
import { renderPublicPage } from './publicPages';

const companies = {
  body: {
    success: true,
    data: [
      { CompanyID: 4, CompanyName: 'Sri Balaji Traders' },
      { CompanyID: 9, CompanyName: 'Kaveri Pharma' },
    ],
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Login page', () => {
  it('preselects the first company', async () => {
    stubFetch({ 'GET /api/companies': () => companies });

    renderPublicPage('/', <LoginPage />);

    expect(await screen.findByRole('combobox', { name: 'Company' })).toHaveTextContent('Sri Balaji Traders');
  });

  it("says 'Error fetching companies' when the list cannot be loaded", async () => {
    stubFetch({ 'GET /api/companies': unreachable });

    renderPublicPage('/', <LoginPage />);

    expect(await screen.findByText('Error fetching companies')).toBeInTheDocument();
  });

  it('asks for both username and password before calling the server', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({ 'GET /api/companies': () => companies });
    renderPublicPage('/', <LoginPage />);

    await user.type(screen.getByLabelText('Username'), 'asha');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Username and Password are required.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/login')).toBe(false);
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/companies': () => companies });
    renderPublicPage('/', <LoginPage />);
    const password = screen.getByLabelText('Password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));

    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in to the chosen company and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/companies': () => companies,
      'POST /api/login': () => ({ body: { success: true, Empid: 7, CompanyID: 4, FYearID: 2, BranchId: null, token: 't' } }),
    });
    renderPublicPage('/', <LoginPage />);
    await screen.findByRole('combobox', { name: 'Company' });

    await user.type(screen.getByLabelText('Username'), 'asha');
    await user.type(screen.getByLabelText('Password'), 's3cret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Landed on /dashboard')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/login')?.body).toEqual({ CompanyID: '4', Username: 'asha', Password: 's3cret-pass' });
  });

  it('shows the server refusal', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/companies': () => companies,
      'POST /api/login': () => ({ status: 401, body: { success: false, error: 'Invalid credentials of Username or Password' } }),
    });
    renderPublicPage('/', <LoginPage />);

    await user.type(screen.getByLabelText('Username'), 'asha');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid credentials of Username or Password')).toBeInTheDocument();
  });
});
