import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SalesInvoicesPage } from '../../admin/src/pages/invoice/SalesInvoicesPage';
import { stubFetch } from './fetchStub';
import { renderPublicPage } from './publicPages';

const BILL = {
  BillID: 7,
  InvoiceNo: 'SPD/2',
  BillDate: '2026-10-12',
  CustomerName: 'Pune Pharma Agencies',
  TaxableAmount: 105360,
  TaxAmount: 12724.8,
  BillAmount: 118085,
  DocStatus: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('Sales invoice list', () => {
  it('shows dates as DD-MM-YYYY and amounts in Indian grouping, takes a typed date range, and opens a bill with Enter', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/getsaleinvoices': () => ({ body: { success: true, data: [BILL], total: 1 } }),
    });
    renderPublicPage('/SalesInvoices', <SalesInvoicesPage />);

    const table = await screen.findByRole('table', { name: 'Sales invoices' });
    const row = await within(table).findByRole('row', { name: /Invoice SPD\/2/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    ).toEqual([
      'SPD/2',
      '12-10-2026',
      'Pune Pharma Agencies',
      '1,05,360.00',
      '12,724.80',
      '1,18,085.00',
    ]);

    // The range typed as a Tally user types it, whatever the browser's locale; a bad date is said.
    await user.type(screen.getByLabelText('From'), '1-10-26{Enter}');
    await user.type(screen.getByLabelText('To'), '31-13-2026{Enter}');
    expect(screen.getByText('Type the date as DD-MM-YYYY.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '31-10-2026{Enter}');

    await waitFor(() => {
      const last = new URL(calls[calls.length - 1].url, 'http://x').searchParams;
      expect([last.get('FromDate'), last.get('ToDate')]).toEqual(['2026-10-01', '2026-10-31']);
    });
    expect(screen.getByLabelText('From')).toHaveValue('01-10-2026');
    expect(screen.queryByText('Type the date as DD-MM-YYYY.')).not.toBeInTheDocument();

    (await within(table).findByRole('row', { name: /Invoice SPD\/2/ })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Landed on /SalesInvoice/7')).toBeInTheDocument();
  });

  it('goes from the search to the bills with Down, back with Esc, and Esc clears the search', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/getsaleinvoices': () => ({ body: { success: true, data: [BILL], total: 1 } }),
    });
    renderPublicPage('/SalesInvoices', <SalesInvoicesPage />);
    const search = screen.getByLabelText('Search number or customer');
    await waitFor(() => expect(search).toHaveFocus());
    const row = await screen.findByRole('row', { name: /Invoice SPD\/2/ });

    await user.keyboard('{ArrowDown}');
    expect(row).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(search).toHaveFocus();

    await user.keyboard('Pune{Escape}');
    expect(search).toHaveValue('');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('row', { name: /Invoice SPD\/2/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Landed on /SalesInvoice/7')).toBeInTheDocument();
  });
});
