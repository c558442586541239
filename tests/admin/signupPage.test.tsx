import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignupPage } from '../../admin/src/pages/public/SignupPage';
import { readPendingSignup } from '../../admin/src/session';
import { stubFetch, type Route } from './fetchStub';
import { renderPublicPage } from './publicPages';

const lookups: Record<string, Route> = {
  'GET /api/companies': () => ({
    body: { success: true, data: [{ CompanyID: 4, CompanyName: 'Sri Balaji Traders' }] },
  }),
  'GET /api/getcountry': () => ({
    body: {
      success: true,
      data: [
        { CountryId: 1, CountryName: 'India', CountryDivisionType: 'State', PinType: 1 },
        { CountryId: 2, CountryName: 'Canada', CountryDivisionType: 'Province', PinType: 3 },
      ],
    },
  }),
  'GET /api/getstate': (_init, url) => ({
    body: {
      success: true,
      data: url.includes('CountryId=1')
        ? [{ StateId: 27, StateName: 'Karnataka', CountryId: 1 }]
        : [{ StateId: 90, StateName: 'Ontario', CountryId: 2 }],
    },
  }),
};

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: option }),
  );
}

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Company registration (/Signup)', () => {
  it('says a company name is taken while it is typed, whatever its case', async () => {
    stubFetch(lookups);
    renderPublicPage('/Signup', <SignupPage />);
    await screen.findByRole('combobox', { name: /Country/ });

    await user.type(screen.getByLabelText(/^Company Name/), 'sri balaji TRADERS');

    expect(
      await screen.findByText('Company name already exists. Please choose a different name.'),
    ).toBeInTheDocument();
  });

  it('copies the address while Same as Address is ticked, and clears it when unticked', async () => {
    stubFetch(lookups);
    renderPublicPage('/Signup', <SignupPage />);
    const address = screen.getByLabelText(/^Address/);
    const shipping = screen.getByLabelText(/^Shipping Address/);

    await user.type(address, '12 MG Road');
    await user.click(screen.getByLabelText('Same as Address'));
    await user.type(address, ', Bengaluru');

    expect(shipping).toHaveValue('12 MG Road, Bengaluru');
    await user.click(screen.getByLabelText('Same as Address'));
    expect(shipping).toHaveValue('');
  });

  it('names the state and pin code fields the way the chosen country does', async () => {
    stubFetch(lookups);
    renderPublicPage('/Signup', <SignupPage />);
    await screen.findByRole('combobox', { name: /Country/ });

    await choose(user, /Country/, 'Canada');

    expect(await screen.findByRole('combobox', { name: /Province/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Pin Type/)).toBeInTheDocument();
    await choose(user, /Country/, 'India');
    expect(await screen.findByLabelText(/^PIN Code/)).toBeInTheDocument();
  });

  it('shows the derived financial year from the start date', async () => {
    stubFetch(lookups);
    renderPublicPage('/Signup', <SignupPage />);

    await user.type(screen.getByLabelText(/^Start Date/), '2026-04-01');

    expect(screen.getByLabelText('Financial Year')).toHaveValue('2026-27');
  });

  it('registers the company with its financial year, keeps the sign-up and goes to employee registration', async () => {
    const calls = stubFetch({
      ...lookups,
      'POST /api/insertcompanysignup': () => ({
        status: 201,
        body: {
          success: true,
          CompanyID: 12,
          message: 'Company submitted successfully! Please Register an Employee',
          signupToken: 'tok',
        },
      }),
    });
    renderPublicPage('/Signup', <SignupPage />);
    await screen.findByRole('combobox', { name: /Country/ });

    await user.type(screen.getByLabelText(/^Company Name/), 'Kaveri Pharma');
    await user.type(screen.getByLabelText(/^Address/), '4 Lake Road');
    await user.type(screen.getByLabelText(/^Mobile/), '9876543210');
    await choose(user, /Country/, 'India');
    await choose(user, /State/, 'Karnataka');
    await user.type(screen.getByLabelText(/^PIN Code/), '560001');
    await user.type(screen.getByLabelText(/^Start Date/), '2026-04-01');
    await user.type(screen.getByLabelText(/^End Date/), '2027-03-31');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Landed on /Signupempcreation')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/insertcompanysignup')?.body).toMatchObject({
      CompanyName: 'Kaveri Pharma',
      Address: '4 Lake Road',
      Mobile: '9876543210',
      CountryId: 1,
      State: 27,
      PinCode: '560001',
      StartDate: '2026-04-01',
      EndDate: '2027-03-31',
      FYear: '2026-27',
    });
    expect(readPendingSignup()).toEqual({ CompanyID: '12', signupToken: 'tok' });
  });

  it("shows the server's refusal with 'Failed to submit data!' and its field message", async () => {
    stubFetch({
      ...lookups,
      'POST /api/insertcompanysignup': () => ({
        status: 409,
        body: {
          success: false,
          error: 'Company name already exists. Please choose a different name.',
          errors: { CompanyName: 'Company name already exists. Please choose a different name.' },
        },
      }),
    });
    renderPublicPage('/Signup', <SignupPage />);
    await screen.findByRole('combobox', { name: /Country/ });

    await user.type(screen.getByLabelText(/^Company Name/), 'Kaveri Pharma');
    await user.type(screen.getByLabelText(/^Address/), '4 Lake Road');
    await user.type(screen.getByLabelText(/^Mobile/), '9876543210');
    await choose(user, /Country/, 'India');
    await choose(user, /State/, 'Karnataka');
    await user.type(screen.getByLabelText(/^PIN Code/), '560001');
    await user.type(screen.getByLabelText(/^Start Date/), '2026-04-01');
    await user.type(screen.getByLabelText(/^End Date/), '2027-03-31');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Failed to submit data!')).toBeInTheDocument();
    expect(
      screen.getAllByText('Company name already exists. Please choose a different name.'),
    ).toHaveLength(2);
  });

  it('refuses to send an incomplete form and says what is missing', async () => {
    const calls = stubFetch(lookups);
    renderPublicPage('/Signup', <SignupPage />);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Address is required.')).toBeInTheDocument();
    expect(screen.getByText('Country is required.')).toBeInTheDocument();
    expect(screen.getByText('Start Date is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
