import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OutstandingPage from '../../admin/src/pages/reports/OutstandingPage';
import { stubFetch } from './fetchStub';
import { renderPublicPage } from './publicPages';

const ageing = (a: number, d: number, onAccount = 0) => ({
  '0-30': a,
  '31-60': 0,
  '61-90': 0,
  '90+': d,
  'On Account': onAccount,
});
const answer = (
  Side: string,
  LedgerName: string,
  InvoiceNo: string,
  amount: number,
  OnAccount = 0,
) => ({
  AsOn: '2026-07-15',
  Side,
  customers: [
    {
      PLID: 5,
      LedgerName,
      CreditDays: 30,
      OnAccount,
      Outstanding: amount + OnAccount,
      Overdue: 0,
      Ageing: ageing(amount, 0, OnAccount),
      Bills: [
        {
          BillID: 9,
          InvoiceNo,
          BillDate: '2026-07-01',
          Total: amount,
          Settled: 0,
          Outstanding: amount,
          Days: 14,
          DaysOverdue: 0,
        },
      ],
    },
  ],
  OnAccount,
  Total: amount + OnAccount,
  Overdue: 0,
  Ageing: ageing(amount, 0, OnAccount),
});

afterEach(() => vi.unstubAllGlobals());

describe('Outstanding screen', () => {
  it('switches between receivables and payables, each printing its own side', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/outstanding': (_init, url) => ({
        body: {
          success: true,
          data: url.includes('Side=payable')
            ? answer('payable', 'Cipla Distributors', 'CD/1', 1120)
            : answer('receivable', 'Asha Stores', 'A/1', 294),
        },
      }),
    });
    renderPublicPage('/Outstanding', <OutstandingPage />);
    const table = await screen.findByRole('table', { name: 'Outstanding' });
    await within(table).findByText(/Asha Stores/);
    expect(within(table).getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Payables' }));

    const payables = await screen.findByRole('table', { name: 'Outstanding' });
    await within(payables).findByText(/Cipla Distributors/);
    expect(screen.getByText('Outstanding Payables')).toBeInTheDocument();
    expect(within(payables).getByRole('columnheader', { name: 'Supplier' })).toBeInTheDocument();
    expect(within(payables).getAllByText('1,120.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute(
      'href',
      '/api/print/outstanding?AsOn=2026-07-15&Side=payable',
    );
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('Side'))).toEqual([
      'receivable',
      'payable',
    ]);
  });

  it("opens on the payables side from the dashboard's Payables (?Side=payable)", async () => {
    const calls = stubFetch({
      'GET /api/outstanding': () => ({
        body: { success: true, data: answer('payable', 'Cipla Distributors', 'CD/1', 1120) },
      }),
    });
    renderPublicPage('/Outstanding', <OutstandingPage />, '/Outstanding?Side=payable');
    const table = await screen.findByRole('table', { name: 'Outstanding' });
    await within(table).findByText(/Cipla Distributors/);

    expect(screen.getByText('Outstanding Payables')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payables' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('Side'))).toEqual([
      'payable',
    ]);
  });

  it("shows what a party holds on account beside its bills, its outstanding being its ledger's balance", async () => {
    stubFetch({
      'GET /api/outstanding': () => ({
        body: { success: true, data: answer('receivable', 'Asha Stores', 'A/1', 294, 1000) },
      }),
    });
    renderPublicPage('/Outstanding', <OutstandingPage />);
    const table = await screen.findByRole('table', { name: 'Outstanding' });
    const party = (await within(table).findByText(/Asha Stores/)).closest('tr')!;
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);

    // On Account stands with the ageing buckets, which add up with it to the outstanding.
    expect(headers).toEqual([
      'Customer',
      'Outstanding',
      'Overdue',
      '0-30 days',
      '31-60 days',
      '61-90 days',
      '90+ days',
      'On Account',
    ]);
    const figures = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(figures(party)).toEqual([
      '▸ Asha Stores',
      '1,294.00',
      '0.00',
      '294.00',
      '0.00',
      '0.00',
      '0.00',
      '1,000.00',
    ]);
    const total = within(table).getByText('Total').closest('tr')!;
    expect(figures(total)).toEqual([
      'Total',
      '1,294.00',
      '0.00',
      '294.00',
      '0.00',
      '0.00',
      '0.00',
      '1,000.00',
    ]);
  });
});
