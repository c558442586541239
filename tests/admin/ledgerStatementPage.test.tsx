import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LedgerStatementPage } from '../../admin/src/pages/ledger/LedgerStatementPage';
import { stubFetch } from './fetchStub';
import { renderPublicPage } from './publicPages';

// 700 receipts of 1.00 into Cash: more than one page of 500.
const lines = Array.from({ length: 700 }, (_, i) => ({
  EntryId: i + 1,
  EntryDate: '2026-06-15',
  Type: 'JRN',
  DocId: i + 1,
  DocNo: String(i + 1),
  Narration: `Entry ${i + 1}`,
  Debit: 1,
  Credit: 0,
  Balance: { amount: i + 1, side: 'Dr' },
}));
const statement = (part: typeof lines) => ({
  PLID: 4,
  LedgerName: 'Cash',
  FromDate: '2026-04-01',
  ToDate: '2027-03-31',
  Opening: { amount: 0, side: 'Dr' },
  lines: part,
  TotalDebit: 700,
  TotalCredit: 0,
  Closing: { amount: 700, side: 'Dr' },
  Total: 700,
});

afterEach(() => vi.unstubAllGlobals());

/** The server answering for Cash, its statement of three entries. */
function cashStatement() {
  stubFetch({
    'GET /api/getledger': () => ({
      body: { success: true, data: [{ PLID: 4, LedgerName: 'Cash' }] },
    }),
    'GET /api/getledgerstatement': () => ({
      body: { success: true, data: statement(lines.slice(0, 3)) },
    }),
  });
}

describe('Ledger statement', () => {
  it('shows a busy ledger a page at a time, the next page on Show more', async () => {
    const calls = stubFetch({
      'GET /api/getledger': () => ({
        body: { success: true, data: [{ PLID: 4, LedgerName: 'Cash' }] },
      }),
      'GET /api/getledgerstatement': (_init, url) => {
        const q = new URL(url, 'http://x').searchParams;
        const start = Number(q.get('_start') ?? 0);
        const end = q.has('_end') ? Number(q.get('_end')) : lines.length;
        return { body: { success: true, data: statement(lines.slice(start, end)) } };
      },
    });

    renderPublicPage('/LedgerStatement', <LedgerStatementPage />, '/LedgerStatement?PLID=4');

    const table = await screen.findByRole('table', { name: 'Ledger statement' });
    const rows = () => within(table).getAllByRole('row').length - 3; // heading, opening, closing
    expect(await within(table).findByText('Entry 500')).toBeInTheDocument();
    expect(rows()).toBe(501); // and the Show more row
    expect(within(table).queryByText('Entry 501')).toBeNull();

    await userEvent.click(
      within(table).getByRole('button', { name: 'Show more (500 of 700 entries shown)' }),
    );

    expect(await within(table).findByText('Entry 700')).toBeInTheDocument();
    expect(rows()).toBe(700);
    expect(within(table).queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(calls.map((c) => c.url).filter((u) => u.includes('statement'))).toEqual([
      '/api/getledgerstatement?PLID=4&_start=0&_end=500',
      '/api/getledgerstatement?PLID=4&_start=500&_end=1000',
    ]);
  });

  it("shows the ledger picked when the first ledger's statement answers after it", async () => {
    const user = userEvent.setup();
    let answerCash = () => {};
    const cashHeld = new Promise<void>((resolve) => (answerCash = resolve));
    stubFetch({
      'GET /api/getledger': () => ({
        body: {
          success: true,
          data: [
            { PLID: 4, LedgerName: 'Cash' },
            { PLID: 7, LedgerName: 'Bank' },
          ],
        },
      }),
      'GET /api/getledgerstatement': async (_init, url) => {
        const PLID = Number(new URL(url, 'http://x').searchParams.get('PLID'));
        if (PLID === 4) await cashHeld; // Cash, on a slow server
        const data =
          PLID === 4
            ? statement(lines.slice(0, 3))
            : {
                ...statement([{ ...lines[0], Narration: 'Bank deposit' }]),
                PLID,
                LedgerName: 'Bank',
                Total: 1,
              };
        return { body: { success: true, data } };
      },
    });

    renderPublicPage('/LedgerStatement', <LedgerStatementPage />, '/LedgerStatement?PLID=4');
    await user.click(screen.getByRole('combobox', { name: 'Ledger' }));
    await user.click(await screen.findByRole('option', { name: 'Bank' }));
    const table = await screen.findByRole('table', { name: 'Ledger statement' });
    expect(await within(table).findByText('Bank deposit')).toBeInTheDocument();

    answerCash();
    await cashHeld;
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(screen.getByText(/^Bank:/)).toBeInTheDocument();
    expect(screen.queryByText(/^Cash:/)).toBeNull();
    expect(within(table).getByText('Bank deposit')).toBeInTheDocument();
    expect(within(table).queryByText('Entry 1')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Ledger' })).toHaveValue('Bank');
  });

  it("shows nothing once the Ledger box is cleared, also when the last ledger's statement comes after", async () => {
    const user = userEvent.setup();
    let answerCash = () => {};
    const cashHeld = new Promise<void>((resolve) => (answerCash = resolve));
    let held = false;
    stubFetch({
      'GET /api/getledger': () => ({
        body: { success: true, data: [{ PLID: 4, LedgerName: 'Cash' }] },
      }),
      'GET /api/getledgerstatement': async () => {
        if (held) await cashHeld; // the second read of Cash, on a slow server
        held = true;
        return { body: { success: true, data: statement(lines.slice(0, 3)) } };
      },
    });

    renderPublicPage('/LedgerStatement', <LedgerStatementPage />, '/LedgerStatement?PLID=4');
    const table = await screen.findByRole('table', { name: 'Ledger statement' });
    expect(await within(table).findByText('Entry 1')).toBeInTheDocument();

    const box = screen.getByRole('combobox', { name: 'Ledger' });
    await user.clear(box);
    await user.keyboard('{Escape}');

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(box).toHaveValue('');
    expect(screen.queryByRole('table', { name: 'Ledger statement' })).toBeNull();
    expect(screen.queryByText(/^Cash:/)).toBeNull();

    // Cash again, then cleared before its statement comes: the late answer shows nothing.
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    await user.clear(box);
    await user.keyboard('{Escape}');
    answerCash();
    await cashHeld;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('table', { name: 'Ledger statement' })).toBeNull();
    expect(screen.queryByText(/^Cash:/)).toBeNull();
  });
  it('goes back on Esc from a statement opened on a ledger (from a trial balance), the cursor left off the picker', async () => {
    const user = userEvent.setup();
    cashStatement();
    renderPublicPage('/LedgerStatement', <LedgerStatementPage />, '/LedgerStatement?PLID=4');
    await screen.findByRole('table', { name: 'Ledger statement' });
    // Opened on a ledger, the cursor is not put in the Ledger picker (whose Esc is its own).
    expect(screen.getByRole('combobox', { name: 'Ledger' })).not.toHaveFocus();

    await user.keyboard('{Escape}');

    expect(await screen.findByText('Landed on /dashboard')).toBeInTheDocument();
  });

  it("shows each entry's Particulars, the ledger on its other side, after the date", async () => {
    stubFetch({
      'GET /api/getledger': () => ({
        body: { success: true, data: [{ PLID: 4, LedgerName: 'Cash' }] },
      }),
      'GET /api/getledgerstatement': () => ({
        body: {
          success: true,
          data: statement([
            { ...lines[0], Particulars: 'Sri Lakshmi Stores' } as (typeof lines)[0],
          ]),
        },
      }),
    });

    renderPublicPage('/LedgerStatement', <LedgerStatementPage />, '/LedgerStatement?PLID=4');

    const table = await screen.findByRole('table', { name: 'Ledger statement' });
    const [head, , first] = within(table).getAllByRole('row');
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Date', 'Particulars', 'Type', 'No.', 'Narration', 'Debit', 'Credit', 'Balance']);
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent('Sri Lakshmi Stores');
  });

  it('shows in its From and To dates the period the statement is for', async () => {
    cashStatement();

    renderPublicPage('/LedgerStatement', <LedgerStatementPage />, '/LedgerStatement?PLID=4');

    expect(await screen.findByText('Cash: 01-04-2026 to 31-03-2027')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'From Date' })).toHaveValue('01-04-2026');
    expect(screen.getByRole('textbox', { name: 'To Date' })).toHaveValue('31-03-2027');
  });

  it('is keyed as in Tally: the cursor in Ledger, typing picks it, Enter goes on to the dates and on the last one shows the period', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/getledger': () => ({
        body: {
          success: true,
          data: [
            { PLID: 4, LedgerName: 'Cash' },
            { PLID: 9, LedgerName: 'Sri Lakshmi Stores' },
          ],
        },
      }),
      'GET /api/getledgerstatement': () => ({
        body: { success: true, data: statement(lines.slice(0, 3)) },
      }),
    });
    renderPublicPage('/LedgerStatement', <LedgerStatementPage />, '/LedgerStatement');
    const ledger = await screen.findByRole('combobox', { name: 'Ledger' });
    await vi.waitFor(() => expect(ledger).toHaveFocus());

    await user.keyboard('Sri');
    await screen.findByRole('option', { name: 'Sri Lakshmi Stores' });
    await user.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'From Date' })).toHaveFocus(),
    );

    await user.keyboard('01-06-2026{Enter}');
    expect(screen.getByRole('textbox', { name: 'To Date' })).toHaveFocus();
    await user.keyboard('30-06-2026{Enter}');

    expect(ledger).toHaveValue('Sri Lakshmi Stores');
    await vi.waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.startsWith('/api/getledgerstatement?') &&
            c.url.includes('PLID=9') &&
            c.url.includes('FromDate=2026-06-01') &&
            c.url.includes('ToDate=2026-06-30'),
        ),
      ).toBe(true),
    );
  });
});
