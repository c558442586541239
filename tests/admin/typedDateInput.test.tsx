import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateParams, DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminAt } from './renderAdminAt';

describe('date fields of the generated forms', () => {
  it('take DD-MM-YYYY whatever the browser locale, show it back so, and send YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async (_resource: string, params: CreateParams) => ({
      data: { id: 1, ...params.data },
    }));
    renderAdminAt('/vehicle/create', { create: create as unknown as DataProvider['create'] });

    await user.type(
      await screen.findByLabelText(/^Vehicle Registration No|^RegNo|^VRegNo/),
      'KA 01 AB 1234',
    );
    const insurance = screen.getByLabelText(/^Insurance Expiry/);
    await user.type(insurance, '5/3/2027');
    await user.tab();

    expect(insurance).toHaveValue('05-03-2027');
    await user.click(screen.getByRole('button', { name: /^(Submit|Save)$/ }));
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({ Insuranceexpiry: '2027-03-05' });
  });

  it('name a typed text that is no date', async () => {
    const user = userEvent.setup();
    renderAdminAt('/vehicle/create');

    await user.type(await screen.findByLabelText(/^Insurance Expiry/), '31-02-2027');
    await user.tab();

    expect(await screen.findByText('Insurance Expiry must be a valid date.')).toBeInTheDocument();
  });
});
