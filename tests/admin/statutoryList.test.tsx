import { screen } from '@testing-library/react';
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
