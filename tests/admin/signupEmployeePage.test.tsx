import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignupEmployeePage } from '../../admin/src/pages/public/SignupEmployeePage';
import { readPendingSignup, storePendingSignup } from '../../admin/src/session';
import { stubFetch } from './fetchStub';
import { renderPublicPage } from './publicPages';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Employee registration (/Signupempcreation)', () => {
  it('asks for a company to be registered first', async () => {
    stubFetch({});

    renderPublicPage('/Signupempcreation', <SignupEmployeePage />);

    expect(await screen.findByText('Please register a company first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it("registers the company's first employee with the sign-up token, then goes to the login", async () => {
    const user = userEvent.setup({ delay: null });
    storePendingSignup({ CompanyID: '12', signupToken: 'tok' });
    const calls = stubFetch({
      'POST /api/insertemployee': () => ({
        status: 201,
        body: { success: true, message: 'Employee submitted successfully!', Empid: 1 },
      }),
    });
    renderPublicPage('/Signupempcreation', <SignupEmployeePage />);

    await user.type(screen.getByLabelText(/^First Name/), 'Asha');
    await user.type(screen.getByLabelText(/^Last Name/), 'Rao');
    await user.type(screen.getByLabelText(/^Mobile/), '9876543210');
    await user.type(screen.getByLabelText(/^Phone No/), '9876543211');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Username/), 'asha');
    await user.type(screen.getByLabelText(/^Password/), 's3cret-pass');
    await user.type(screen.getByLabelText(/^Pincode/), '560001');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/insertemployee')?.body).toMatchObject({
      FirstName: 'Asha',
      Username: 'asha',
      Password: 's3cret-pass',
      CompanyID: 12,
      signupToken: 'tok',
    });
    expect(readPendingSignup()).toBeNull();
  });

  it('resumes from the address alone (another tab, or a reload after a crash), with the sign-up token in its fragment', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = stubFetch({
      'POST /api/insertemployee': () => ({
        status: 201,
        body: { success: true, message: 'Employee submitted successfully!', Empid: 1 },
      }),
    });
    renderPublicPage(
      '/Signupempcreation',
      <SignupEmployeePage />,
      '/Signupempcreation#company=12&token=tok',
    );

    expect(screen.queryByText('Please register a company first.')).toBeNull();
    await user.type(screen.getByLabelText(/^First Name/), 'Asha');
    await user.type(screen.getByLabelText(/^Last Name/), 'Rao');
    await user.type(screen.getByLabelText(/^Mobile/), '9876543210');
    await user.type(screen.getByLabelText(/^Phone No/), '9876543211');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Username/), 'asha');
    await user.type(screen.getByLabelText(/^Password/), 's3cret-pass');
    await user.type(screen.getByLabelText(/^Pincode/), '560001');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/insertemployee')?.body).toMatchObject({
      CompanyID: 12,
      signupToken: 'tok',
    });
  });

  it('shows the field messages of the employee declaration', async () => {
    const user = userEvent.setup({ delay: null });
    storePendingSignup({ CompanyID: '12', signupToken: 'tok' });
    stubFetch({});
    renderPublicPage('/Signupempcreation', <SignupEmployeePage />);

    await user.type(screen.getByLabelText(/^Mobile/), '12345');
    await user.tab();

    expect(
      await screen.findByText('Mobile number must be 10 digits and contain only numbers'),
    ).toBeInTheDocument();
  });
});
