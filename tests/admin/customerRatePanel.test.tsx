import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18nProvider';
import { CustomerRatePanel } from '../../admin/src/pages/ledger/CustomerRatePanel';
import { stubFetch } from './fetchStub';

/** The Customer Rate tab with its real HTTP client, and a fake fetch answering as the server does. */
function answers(stored: unknown[]) {
  const ok = (data: unknown) => () => ({ body: { success: true, data } });
  return stubFetch({
    'GET /api/GetPartyLedgerCustomer': ok([
      { PLID: 4, TradeName: 'Asha Stores' },
      { PLID: 5, TradeName: 'Pune Pharma' },
    ]),
    'GET /api/getRate': ok([
      { RateId: 1, RateName: 'Retail' },
      { RateId: 2, RateName: 'Wholesale' },
    ]),
    'GET /api/getitem': ok([
      { ItemId: 11, ItemName: 'Paracetamol 500' },
      { ItemId: 12, ItemName: 'Cough Syrup' },
    ]),
    'GET /api/getitemrate': ok([
      { ItemRateId: 1, ItemId: 11, RateId: 1, Rate: 12.5 },
      { ItemRateId: 2, ItemId: 11, RateId: 2, Rate: 11 },
    ]),
    'GET /api/getCustomerRate': (_init, url) => ({
      body: {
        success: true,
        data: url.includes('PLID=')
          ? stored.filter((s) => url.endsWith(`PLID=${(s as { PLID: number }).PLID}`))
          : stored,
      },
    }),
    'POST /api/InsertCustomerRate': () => ({
      body: { success: true, message: 'Customer rate submitted successfully!' },
    }),
  });
}

function renderPanel() {
  return render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>
        <CustomerRatePanel />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** Types into the focused picker until its option shows, then takes it with Enter. */
async function choose(user: ReturnType<typeof userEvent.setup>, typed: string, option: string) {
  await user.keyboard(typed);
  await screen.findByRole('option', { name: option });
  await user.keyboard('{Enter}');
}

describe('Customer Rate: keyed as a Tally voucher', () => {
  it("shows the line's price at its rate type, opens the next item line on Enter in the last line's discount, and saves only the lines keyed", async () => {
    const user = userEvent.setup();
    const calls = answers([]);
    renderPanel();
    const picker = (name: string) =>
      screen.getAllByRole('combobox', { name: new RegExp(`^${name}`) });

    await waitFor(() => expect(picker('Customer')[0]).toHaveFocus());
    await choose(user, 'Ash', 'Asha Stores');
    await waitFor(() => expect(picker('Rate Type')[0]).toHaveFocus());
    await choose(user, 'Who', 'Wholesale');
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Customer Discount' })).toHaveFocus(),
    );
    await user.keyboard('5{Enter}');
    await waitFor(() => expect(picker('Item')[0]).toHaveFocus());
    await choose(user, 'Para', 'Paracetamol 500');
    await waitFor(() => expect(picker('Rate')[1]).toHaveFocus());
    await choose(user, 'Ret', 'Retail');
    expect(screen.getByLabelText('Price 1')).toHaveTextContent('12.50');
    await user.keyboard('2{Enter}');

    await waitFor(() => expect(picker('Item')).toHaveLength(2));
    await waitFor(() => expect(picker('Item')[1]).toHaveFocus());
    await user.keyboard('{Control>}a{/Control}');

    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/InsertCustomerRate')).toHaveLength(1),
    );
    expect(calls.find((c) => c.url === '/api/InsertCustomerRate')?.body).toEqual({
      PLID: 4,
      CustRatetype: 2,
      CustDiscount: 5,
      Items: [{ ItemID: 11, ItemRate: 1, ItemDiscount: 2 }],
    });
  });

  it('lists the customers that have their own rate, and Enter on one opens it', async () => {
    const user = userEvent.setup();
    answers([
      {
        CRID: 3,
        PLID: 5,
        CustRatetype: 2,
        CustDiscount: 7.5,
        Items: [{ ItemID: 12, ItemRate: 1, ItemDiscount: null }],
      },
    ]);
    renderPanel();

    const list = await screen.findByRole('table', { name: 'Customers with their own rates' });
    const row = (await within(list).findByText('Pune Pharma')).closest('tr')!;
    expect(within(row).getByText('Wholesale')).toBeInTheDocument();
    expect(within(row).getByText('7.5%')).toBeInTheDocument();
    row.focus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(screen.getAllByRole('combobox', { name: /^Customer/ })[0]).toHaveValue('Pune Pharma'),
    );
    expect(screen.getAllByRole('combobox', { name: /^Item/ })[0]).toHaveValue('Cough Syrup');
    expect(screen.getByLabelText('Price 1')).toHaveTextContent('No price at this rate');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });
});
