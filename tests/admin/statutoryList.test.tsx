import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router-dom';
import {
  CommonCustomerPage,
  CommonSupplierPage,
} from '../../admin/src/pages/ledger/CommonPartyPages';
import { renderAdminAt } from './renderAdminAt';

describe('Supplier Record: the list', () => {
  it("shows the supplier's legal and trade names the server joined, under the supplier screen's labels", async () => {
    renderAdminAt('/supplierStatutory', {
      getList: (async () => ({
        data: [
          {
            id: 7,
            PLRID: 7,
            PLID: 41,
            LegalName: 'Sri Kaveri Distributors',
            TradeName: 'Kaveri Distributors',
            PanNo: 'ABCDE1234F',
            CreditDays: 30,
            Status: 1,
          },
        ],
        total: 1,
      })) as never,
    });

    expect(await screen.findByText('Sri Kaveri Distributors')).toBeInTheDocument();
    expect(screen.getByText('Kaveri Distributors')).toBeInTheDocument();
    expect(screen.getByText('Legal Name')).toBeInTheDocument();
    expect(screen.getByText('Trade Name')).toBeInTheDocument();
  });
});

describe('The customer and supplier pages', () => {
  it.each([
    ['/CommonCustomer', 'Customer', 'Customer Statutory'],
    ['/CommonSupplier', 'Supplier', 'Supplier Record'],
  ])('%s is titled %s once, whichever tab is open', async (path, title, second) => {
    const user = userEvent.setup();
    renderAdminAt(path, {}, [
      <Route key="c" path="/CommonCustomer" element={<CommonCustomerPage />} />,
      <Route key="s" path="/CommonSupplier" element={<CommonSupplierPage />} />,
    ]);
    const appTitle = () => document.getElementById('react-admin-title')?.textContent;

    await vi.waitFor(() => expect(appTitle()).toBe(title));
    await user.click(await screen.findByRole('tab', { name: second }));

    expect(await screen.findByRole('tab', { name: second, selected: true })).toBeInTheDocument();
    expect(appTitle()).toBe(title);
  });
});

describe('a customer opened from the Customer page', () => {
  it('comes back on Esc to the Customer page, its tab and the customer row, not the plain list', async () => {
    const user = userEvent.setup();
    const asha = { id: 7, PLID: 7, LegalName: 'Asha Medicals', LedgerName: 'Asha Medicals' };
    renderAdminAt(
      '/CommonCustomer',
      {
        getList: (async (resource: string) =>
          resource === 'customer' ? { data: [asha], total: 1 } : { data: [], total: 0 }) as never,
        getOne: (async () => ({ data: asha })) as never,
      },
      [<Route key="c" path="/CommonCustomer" element={<CommonCustomerPage />} />],
    );
    const row = async () =>
      (await screen.findAllByText('Asha Medicals', { selector: 'td span, td' }))[0].closest('tr')!;

    (await row()).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText(/^Legal Name/)).toHaveValue('Asha Medicals'));
    await user.keyboard('{Escape}');

    expect(await screen.findByRole('tab', { name: 'Customer Registration' })).toBeInTheDocument();
    await waitFor(async () => expect(await row()).toHaveFocus());
  });
});
