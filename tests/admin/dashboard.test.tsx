import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage, type Dashboard } from '../../admin/src/pages/DashboardPage';
import { stubFetch } from './fetchStub';
import { renderPublicPage } from './publicPages';

const months = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];
const figures: Dashboard = {
  AsOn: '2026-07-15',
  CompanyName: 'Sahyadri Pharma',
  FYear: '2026-27',
  sales: { today: 280, todayBills: 1, month: 1280.5, monthBills: 3 },
  receipts: { today: 100, month: 194 },
  receivables: { total: 968, overdue: 394 },
  payables: { total: 5112, overdue: 112 },
  vans: {
    loadedToday: 2,
    unsettled: [
      { SheetID: 7, VanID: 3, VanDate: '2026-07-14', VehicleNo: 'KA09AB1234' },
      { SheetID: 9, VanID: 5, VanDate: '2026-07-15', VehicleNo: 'KA09CD5678' },
    ],
  },
  cashBank: [
    { PLID: 4, LedgerName: 'Cash', Kind: 'Cash', Balance: 94 },
    { PLID: 21, LedgerName: 'SBI Current Account', Kind: 'Bank', Balance: 250100 },
  ],
  cash: 94,
  bank: 250100,
  topDebtors: [
    { PLID: 12, LedgerName: 'Asha Stores', Outstanding: 494, Overdue: 200 },
    { PLID: 14, LedgerName: 'Pune Pharma', Outstanding: 194, Overdue: 194 },
  ],
  salesByMonth: months.map((m, i) => ({
    Month: `2026-${i}`,
    Label: `${m} ${i < 9 ? 2026 : 2027}`,
    Sales: i === 0 ? 294 : i === 3 ? 1280.5 : 0,
    Bills: 0,
  })),
};

afterEach(() => vi.unstubAllGlobals());

describe('Dashboard', () => {
  it("shows the company's figures, each opening the report behind it", async () => {
    stubFetch({ 'GET /api/dashboard': () => ({ body: { success: true, data: figures } }) });

    renderPublicPage('/dashboard', <DashboardPage />);

    expect(await screen.findByRole('heading', { name: 'Sahyadri Pharma' })).toBeInTheDocument();
    expect(screen.getByText('Financial year 2026-27 · as on 15-07-2026')).toBeInTheDocument();
    const figureLinks = [
      'Sales this month: ₹1,280.50',
      'Receipts today: ₹100.00',
      'Receivables: ₹968.00',
      'Overdue: ₹394.00',
      'Payables: ₹5,112.00',
      'Payables overdue: ₹112.00',
    ].map((name) => screen.getByRole('link', { name }).getAttribute('href'));
    expect(figureLinks).toEqual([
      '/SalesRegister',
      '/Receiptreport',
      '/Outstanding',
      '/Outstanding',
      '/Outstanding?Side=payable',
      '/Outstanding?Side=payable',
    ]);
    const bank = screen.getByRole('region', { name: 'Bank balances' });
    expect(bank).toHaveTextContent('₹2,50,100.00');
    expect(within(bank).getByRole('link', { name: 'SBI Current Account' })).toHaveAttribute(
      'href',
      '/LedgerStatement?PLID=21',
    );
    const owing = screen.getByRole('region', { name: 'Customers owing most' });
    expect(
      within(owing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Asha Stores₹494.00', 'Pune Pharma₹194.00']);
    expect(within(owing).getByRole('link', { name: 'Asha Stores' })).toHaveAttribute(
      'href',
      '/LedgerStatement?PLID=12',
    );
    const vans = screen.getByRole('region', { name: 'Vans' });
    expect(vans).toHaveTextContent('2 vans loaded today');
    expect(
      within(vans)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['KA09AB1234not settled · 14-07-2026', 'KA09CD5678not settled · 15-07-2026']);
    expect(within(vans).getByRole('link', { name: 'KA09AB1234' })).toHaveAttribute(
      'href',
      '/VanSettlement?VanID=3&VanDate=2026-07-14',
    );
    const chart = screen.getByRole('region', { name: 'Sales by month' });
    expect(within(chart).getAllByRole('link')).toHaveLength(12);
    expect(within(chart).getByRole('link', { name: 'Jul 2026: ₹1,280.50' })).toHaveAttribute(
      'href',
      '/SalesRegister',
    );
  });

  it("says so when the figures can't be read", async () => {
    stubFetch({
      'GET /api/dashboard': () => ({
        status: 500,
        body: { success: false, error: 'An unexpected error occurred' },
      }),
    });

    renderPublicPage('/dashboard', <DashboardPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });
});

describe('Dashboard: getting started', () => {
  const steps = (done: number) =>
    ['gstin', 'taxes', 'rates', 'items', 'stock', 'series', 'customers', 'bills'].map((key, i) => ({
      key: key as 'gstin',
      label: `Step ${key}`,
      hint: `How to do ${key}`,
      to: `/${key}`,
      done: i < done,
    }));

  it('lists the steps to a first bill, the done ones struck through and the next one marked', async () => {
    stubFetch({
      'GET /api/dashboard': () => ({
        body: { success: true, data: { ...figures, setup: steps(2) } },
      }),
    });

    renderPublicPage('/dashboard', <DashboardPage />);

    const panel = await screen.findByRole('region', { name: 'Getting started' });
    expect(panel).toHaveTextContent('Getting started: 2 of 8 done');
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.split('How to')[0])).toEqual([
      'Step gstin (done)',
      'Step taxes (done)',
      'Step rates (next)',
      'Step items',
      'Step stock',
      'Step series',
      'Step customers',
      'Step bills',
    ]);
    expect(within(panel).queryByRole('link', { name: 'Step gstin' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Step rates' })).toHaveAttribute(
      'href',
      '/rates',
    );
    expect(items[2]).toHaveTextContent('How to do rates');
  });

  it('is gone once every step is done', async () => {
    stubFetch({
      'GET /api/dashboard': () => ({
        body: { success: true, data: { ...figures, setup: steps(8) } },
      }),
    });

    renderPublicPage('/dashboard', <DashboardPage />);

    expect(await screen.findByRole('heading', { name: 'Sahyadri Pharma' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
  });

  it('puts the cursor on the first figure on arrival, and the arrows walk the figures', async () => {
    stubFetch({ 'GET /api/dashboard': () => ({ body: { success: true, data: figures } }) });
    const user = userEvent.setup();

    renderPublicPage('/dashboard', <DashboardPage />);

    const first = await screen.findByRole('link', { name: /^Sales today: / });
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Sales this month: ₹1,280.50' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(first).toHaveFocus();
  });
});
