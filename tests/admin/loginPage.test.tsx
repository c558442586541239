import { screen, waitFor } from '@testing-library/react';
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
  localStorage.clear();
});

describe('Login page', () => {
  it('preselects the first company', async () => {
    stubFetch({ 'GET /api/companies': () => companies });

    renderPublicPage('/', <LoginPage />);

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Sri Balaji Traders'),
    );
  });

  it('preselects the company this browser last signed in to', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/companies': () => companies,
      'POST /api/login': () => ({
        body: { success: true, Empid: 7, CompanyID: 9, FYearID: 2, BranchId: null, token: 't' },
      }),
    });
    const first = renderPublicPage('/', <LoginPage />);
    const company = screen.getByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(company).toHaveValue('Sri Balaji Traders'));
    await user.clear(company);
    await user.type(company, 'kaveri{Enter}');
    await user.type(screen.getByLabelText('Username'), 'asha');
    await user.type(screen.getByLabelText('Password'), 's3cret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Landed on /dashboard');
    first.unmount();

    renderPublicPage('/', <LoginPage />);

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Kaveri Pharma'),
    );
  });

  it("picks the company whose name holds the typed text, not the first letter's", async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/companies': () => ({
        body: {
          success: true,
          data: [
            { CompanyID: 1, CompanyName: 'Malabar Traders' },
            { CompanyID: 2, CompanyName: 'Malabar Pharma' },
            { CompanyID: 3, CompanyName: 'Mysore Pharma' },
          ],
        },
      }),
    });
    renderPublicPage('/', <LoginPage />);
    const company = screen.getByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(company).toHaveValue('Malabar Traders'));

    await user.clear(company);
    await user.type(company, 'Malabar Phar');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Malabar Pharma']);
    await user.keyboard('{Enter}');

    expect(company).toHaveValue('Malabar Pharma');
  });

  it('asks for the company by name where the install hides the list, and signs in with it', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/companies': () => ({ body: { success: true, listed: false, data: [] } }),
      'POST /api/login': () => ({
        body: { success: true, Empid: 7, CompanyID: 4, FYearID: 2, BranchId: null, token: 't' },
      }),
    });
    renderPublicPage('/', <LoginPage />);

    await user.type(await screen.findByRole('textbox', { name: 'Company' }), 'Sri Balaji Traders');
    await user.type(screen.getByLabelText('Username'), 'asha');
    await user.type(screen.getByLabelText('Password'), 's3cret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Landed on /dashboard')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/login')?.body).toEqual({
      CompanyName: 'Sri Balaji Traders',
      Username: 'asha',
      Password: 's3cret-pass',
    });
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
      'POST /api/login': () => ({
        body: { success: true, Empid: 7, CompanyID: 4, FYearID: 2, BranchId: null, token: 't' },
      }),
    });
    renderPublicPage('/', <LoginPage />);
    await screen.findByRole('combobox', { name: 'Company' });

    await user.type(screen.getByLabelText('Username'), 'asha');
    await user.type(screen.getByLabelText('Password'), 's3cret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Landed on /dashboard')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/login')?.body).toEqual({
      CompanyID: '4',
      Username: 'asha',
      Password: 's3cret-pass',
    });
  });

  it('shows the server refusal', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/companies': () => companies,
      'POST /api/login': () => ({
        status: 401,
        body: { success: false, error: 'Invalid credentials of Username or Password' },
      }),
    });
    renderPublicPage('/', <LoginPage />);

    await user.type(screen.getByLabelText('Username'), 'asha');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByText('Invalid credentials of Username or Password'),
    ).toBeInTheDocument();
  });
});
