import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, UpdateParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminAt } from './renderAdminAt';

const customer = {
  id: 41,
  PLID: 41,
  LegalName: 'Sri Ganesh Traders',
  LedgerName: 'Ganesh Traders',
  GSTIN: null,
  Address: '4 Market Road, Mysuru',
  ShippingAddress: null,
  Email: null,
  Phone: null,
  Mobile: '9845012345',
  District: 'Mysuru',
  State: 'Karnataka',
  Country: 'India',
  Pincode: '570001',
  RootId: null,
  AccGroupid: 27,
  Openingbalance: 0,
  balanceType: 'Debit',
  FYearID: 1,
};

describe("Customer: 'Same as Address'", () => {
  it('sends the shipping address it shows', async () => {
    const user = userEvent.setup();
    const update = vi.fn(async (_resource: string, params: UpdateParams) => ({
      data: { ...customer, ...params.data },
    }));
    renderAdminAt('/customer/41', {
      getOne: (async () => ({ data: customer })) as DataProvider['getOne'],
      update: update as unknown as DataProvider['update'],
    });

    await user.click(await screen.findByLabelText('Same as Address'));
    expect(screen.getByLabelText(/^Shipping Address/)).toHaveValue('4 Market Road, Mysuru');
    await user.click(screen.getByRole('button', { name: /^(Update|Submit|Save)$/ }));

    await vi.waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({
      ShippingAddress: '4 Market Road, Mysuru',
    });
  });
});

describe('Customer: the GSTIN fills the State and Country', () => {
  it('fills the State the GSTIN was issued in, and a blank Country with India', async () => {
    const user = userEvent.setup();
    renderAdminAt('/customer/create');

    await user.type(await screen.findByLabelText(/^GSTIN/), '29AABCU9603R1ZJ');

    await vi.waitFor(() => expect(screen.getByLabelText(/^State$/)).toHaveValue('Karnataka'));
    expect(screen.getByLabelText(/^Country$/)).toHaveValue('India');
  });
});
