import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TrialBalancePage from '../../admin/src/pages/reports/TrialBalancePage';
import { stubFetch } from './fetchStub';
import { renderPublicPage } from './publicPages';

const ledger = (
  PLID: number,
  LedgerName: string,
  AccGroupid: number,
  opening: number,
  debit: number,
  credit: number,
) => ({ PLID, LedgerName, AccGroupid, opening, debit, credit, closing: opening + debit - credit });
const report = {
  FromDate: '2026-04-01',
  ToDate: '2027-03-31',
  heads: [
    {
      GSlNo: 3,
      GName: 'Current Assets',
      opening: 0,
      debit: 294,
      credit: 200,
      closing: 94,
      ledgers: [],
      groups: [
        {
          GSlNo: 27,
          GName: 'Sundry Debtors',
          opening: 0,
          debit: 294,
          credit: 200,
          closing: 94,
          groups: [],
          ledgers: [ledger(12, 'Asha Stores', 27, 0, 294, 200)],
        },
      ],
    },
    {
      GSlNo: 12,
      GName: 'Sales Accounts',
      opening: 0,
      debit: 0,
      credit: 94,
      closing: -9_400,
      groups: [],
      ledgers: [ledger(3, 'Sales', 12, 0, 0, 94)],
    },
  ],
  totals: {
    openingDebit: 0,
    openingCredit: 0,
    debit: 294,
    credit: 294,
    closingDebit: 94,
    closingCredit: 94,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('Trial balance screen', () => {
  it('shows the heads open, opens and closes a group from the keyboard, and totals both sides', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/trialbalance': () => ({ body: { success: true, data: report } }) });
    renderPublicPage('/TrialBalance', <TrialBalancePage />);
    const table = await screen.findByRole('table', { name: 'Trial balance' });

    const debtors = within(table).getByRole('row', { name: /Sundry Debtors/ });
    expect(within(table).queryByText('Asha Stores')).toBeNull();
    debtors.focus();
    await user.keyboard('{Enter}');
    expect(within(table).getByRole('link', { name: 'Asha Stores' })).toHaveAttribute(
      'href',
      '/LedgerStatement?PLID=12&FromDate=2026-04-01&ToDate=2027-03-31',
    );
    await user.keyboard('{ArrowLeft}');
    expect(within(table).queryByText('Asha Stores')).toBeNull();
    expect(within(table).getByRole('row', { name: /Grand Total/ })).toHaveTextContent(
      'Grand Total0.000.00294.00294.0094.0094.00',
    );
  });

  it('walks groups and ledgers alike with Up and Down, and goes back on Esc from a row', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/trialbalance': () => ({ body: { success: true, data: report } }) });
    renderPublicPage('/TrialBalance', <TrialBalancePage />);
    const table = await screen.findByRole('table', { name: 'Trial balance' });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    row(/Current Assets/).focus();

    await user.keyboard('{ArrowDown}');
    expect(row(/Sundry Debtors/)).toHaveFocus();
    await user.keyboard('{Enter}{ArrowDown}');
    expect(within(table).getByRole('link', { name: 'Asha Stores' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(row(/Sales Accounts/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(table).getByRole('link', { name: 'Sales' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(table).getByRole('link', { name: 'Asha Stores' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(await screen.findByText('Landed on /dashboard')).toBeInTheDocument();
  });

  it('shows the period asked for when the first read of the default period answers after Show', async () => {
    const user = userEvent.setup();
    let answerFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (answerFirst = resolve));
    stubFetch({
      'GET /api/trialbalance': async (_init, url) => {
        const asked = new URL(url, 'http://localhost').searchParams;
        const FromDate = asked.get('FromDate');
        if (!FromDate) await firstHeld; // the default period, on a slow server
        const period = FromDate ? { FromDate, ToDate: asked.get('ToDate') } : {};
        return { body: { success: true, data: { ...report, ...period } } };
      },
    });
    renderPublicPage('/TrialBalance', <TrialBalancePage />);
    await user.type(screen.getByLabelText('From'), '01-06-2026');
    await user.type(screen.getByLabelText('To'), '30-06-2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const print = await screen.findByRole('link', { name: 'Print' });
    await waitFor(() => expect(print.getAttribute('href')).toContain('FromDate=2026-06-01'));

    answerFirst();
    await firstHeld;
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(screen.getByRole('link', { name: 'Print' }).getAttribute('href')).toContain(
      'FromDate=2026-06-01&ToDate=2026-06-30',
    );
    expect(screen.getByLabelText('From')).toHaveValue('01-06-2026');
    expect(screen.getByLabelText('To')).toHaveValue('30-06-2026');
  });

  it("shows the earlier years' Profit & Loss A/c as a line of its own, with no statement to open", async () => {
    const user = userEvent.setup();
    const carried = {
      ...report,
      heads: [
        {
          GSlNo: 1,
          GName: 'Capital Account',
          opening: -9_400,
          debit: 0,
          credit: 0,
          closing: -9_400,
          ledgers: [],
          groups: [
            {
              GSlNo: 18,
              GName: 'Reserves & Surplus',
              opening: -9_400,
              debit: 0,
              credit: 0,
              closing: -9_400,
              groups: [],
              ledgers: [ledger(0, 'Profit & Loss A/c', 18, -9_400, 0, 0)],
            },
          ],
        },
        ...report.heads,
      ],
    };
    stubFetch({ 'GET /api/trialbalance': () => ({ body: { success: true, data: carried } }) });
    renderPublicPage('/TrialBalance', <TrialBalancePage />);
    const table = await screen.findByRole('table', { name: 'Trial balance' });

    within(table)
      .getByRole('row', { name: /Reserves & Surplus/ })
      .focus();
    await user.keyboard('{Enter}');
    const line = await within(table).findByRole('row', { name: /Profit & Loss A\/c/ });
    expect(within(line).getByText('Profit & Loss A/c')).toBeInTheDocument();
    expect(within(line).queryByRole('link')).toBeNull();
  });

  it('goes from the To date into the report with Down, to its first line', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/trialbalance': () => ({ body: { success: true, data: report } }) });
    renderPublicPage('/TrialBalance', <TrialBalancePage />);
    const table = await screen.findByRole('table', { name: 'Trial balance' });
    const to = screen.getByRole('textbox', { name: 'To' });

    await user.click(to);
    await user.keyboard('{ArrowDown}');

    expect(within(table).getAllByRole('row', { name: /Current Assets/ })[0]).toHaveFocus();
  });
});
