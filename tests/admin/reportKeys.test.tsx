import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DayBookPage from '../../admin/src/pages/reports/DayBookPage';
import OutstandingPage from '../../admin/src/pages/reports/OutstandingPage';
import {
  PurchaseRegisterPage,
  SalesRegisterPage,
} from '../../admin/src/pages/reports/RegisterPage';
import TrialBalancePage from '../../admin/src/pages/reports/TrialBalancePage';
import StockLedgerPage from '../../admin/src/pages/purchase/StockLedgerPage';
import StockSummaryPage from '../../admin/src/pages/purchase/StockSummaryPage';
import { stubFetch } from './fetchStub';
import { renderPublicPage } from './publicPages';

const totals = {
  openingDebit: 0,
  openingCredit: 0,
  debit: 0,
  credit: 0,
  closingDebit: 0,
  closingCredit: 0,
};
const figures = { TaxableAmount: 0, CGST: 0, SGST: 0, IGST: 0, RoundOff: 0, BillAmount: 0 };
const bill = (BillID: number, InvoiceNo: string, BillDate: string) => ({
  BillID,
  InvoiceNo,
  BillDate,
  CustomerName: 'Asha Stores',
  Status: 'Active',
  ...figures,
});

/** Each report over a period, the path it reads and an answer of the period asked for. */
const PERIOD_REPORTS: Array<[string, string, string, () => ReactElement, object]> = [
  [
    'Trial Balance',
    '/TrialBalance',
    '/api/trialbalance',
    () => <TrialBalancePage />,
    { heads: [], totals },
  ],
  ['Day Book', '/DayBook', '/api/daybook', () => <DayBookPage />, { rows: [], Total: 0 }],
  [
    'Sales Register',
    '/SalesRegister',
    '/api/salesregister',
    () => <SalesRegisterPage />,
    { rows: [], days: [], totals: { Bills: 0, ...figures } },
  ],
  [
    'Purchase Register',
    '/PurchaseRegister',
    '/api/purchaseregister',
    () => <PurchaseRegisterPage />,
    { rows: [], days: [], totals: { Bills: 0, ...figures } },
  ],
];

const periodOf = (url: string) => {
  const q = new URL(url, 'http://x').searchParams;
  return { FromDate: q.get('FromDate') ?? '2026-04-01', ToDate: q.get('ToDate') ?? '2027-03-31' };
};

afterEach(() => vi.unstubAllGlobals());

describe('Report bars: Enter as in Tally', () => {
  it.each(PERIOD_REPORTS)(
    '%s: Enter on From moves to To, and Enter on To shows the period typed',
    async (_title, path, api, page, body) => {
      const user = userEvent.setup();
      const calls = stubFetch({
        [`GET ${api}`]: (_init, url) => ({
          body: { success: true, data: { ...body, ...periodOf(url) } },
        }),
      });
      renderPublicPage(path, page());
      const from = screen.getByRole('textbox', { name: 'From' });
      const to = screen.getByRole('textbox', { name: 'To' });
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(from).toHaveFocus();

      await user.clear(from);
      await user.type(from, '01-06-2026{Enter}');

      await waitFor(() => expect(to).toHaveFocus());
      expect(calls).toHaveLength(1);

      await user.clear(to);
      await user.type(to, '30-06-2026{Enter}');

      await waitFor(() => expect(calls).toHaveLength(2));
      expect(calls[1].url).toBe(`${api}?FromDate=2026-06-01&ToDate=2026-06-30`);
    },
  );

  it('Outstanding: Enter on the As on date shows the report as on that date', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/outstanding': (_init, url) => ({
        body: {
          success: true,
          data: {
            AsOn: new URL(url, 'http://x').searchParams.get('AsOn'),
            Side: 'receivable',
            customers: [],
            OnAccount: 0,
            Total: 0,
            Overdue: 0,
            Ageing: {},
          },
        },
      }),
    });
    renderPublicPage('/Outstanding', <OutstandingPage />);
    const asOn = screen.getByRole('textbox', { name: 'As on' });
    await waitFor(() => expect(calls).toHaveLength(1));

    await user.clear(asOn);
    await user.type(asOn, '31-07-2026{Enter}');

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].url).toBe('/api/outstanding?AsOn=2026-07-31&Side=receivable');
  });

  it('Stock Ledger: Enter takes the highlighted item and moves to the dates; Enter on To shows the period', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/getpurchaseitems': () => ({
        body: {
          success: true,
          data: [
            { ItemId: 7, ItemCode: 'P1', ItemName: 'Paracetamol 500' },
            { ItemId: 8, ItemCode: 'C1', ItemName: 'Cough Syrup' },
          ],
        },
      }),
      'GET /api/stockledger': (_init, url) => ({
        body: {
          success: true,
          data: {
            ItemId: 7,
            ...periodOf(url),
            Opening: 100,
            Moves: [
              {
                MoveDate: '2026-06-12',
                DocType: 'salesInvoice',
                DocId: 6,
                TypeName: 'Sales Invoice',
                DocNo: 'SPC/2',
                BatchNo: 'PX1',
                Place: 'Main',
                In: 0,
                Out: 11,
                Balance: 89,
              },
            ],
            Closing: 89,
          },
        },
      }),
    });
    renderPublicPage('/StockLedger', <StockLedgerPage />);
    const item = screen.getByRole('combobox', { name: 'Item' });
    const from = screen.getByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });
    expect(item).toHaveFocus();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/getpurchaseitems'));

    await user.type(item, 'para');
    await screen.findByRole('option', { name: /Paracetamol 500/ });
    await user.keyboard('{Enter}');

    await waitFor(() => expect(from).toHaveFocus());
    expect(item).toHaveValue('Paracetamol 500');
    const ledger = await screen.findByRole('table', { name: 'Stock ledger' });
    expect(within(ledger).getByText('Sales Invoice SPC/2')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(to).toHaveFocus());
    await user.clear(to);
    await user.type(to, '30-06-2026{Enter}');

    await waitFor(() =>
      expect(calls.map((c) => c.url).filter((u) => u.startsWith('/api/stockledger'))).toEqual([
        expect.stringContaining('ItemId=7&'),
        expect.stringMatching(/ItemId=7&FromDate=\d{4}-04-01&ToDate=2026-06-30$/),
      ]),
    );
  });
});

describe('Stock ledger opened on an item', () => {
  it('has the cursor on From, as the Stock Summary opens it', async () => {
    stubFetch({
      'GET /api/getpurchaseitems': () => ({
        body: { success: true, data: [{ ItemId: 7, ItemCode: 'P1', ItemName: 'Paracetamol 500' }] },
      }),
      'GET /api/stockledger': () => ({
        body: {
          success: true,
          data: {
            ItemId: 7,
            FromDate: '2026-04-01',
            ToDate: '2026-06-30',
            Opening: 0,
            Moves: [],
            Closing: 0,
          },
        },
      }),
    });
    renderPublicPage('/StockLedger', <StockLedgerPage />, '/StockLedger?ItemId=7');

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'From' })).toHaveFocus());
  });
});

describe('Report lines: the cursor goes in, and the arrows walk them', () => {
  const row = (DocId: number, DocNo: string) => ({
    Date: '2026-06-15',
    TypeName: 'Receipt',
    DocNo,
    DocId,
    Link: `/Reciept?ReNo=${DocId}`,
    Debit: 'Cash',
    Credit: 'Asha Stores',
    Amount: 100,
    Status: 'Active',
  });

  it('Day Book: Enter on To shows the period with the cursor on its first line; Down and Up go line by line', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/daybook': (_init, url) => ({
        body: {
          success: true,
          data: {
            ...periodOf(url),
            rows: [row(1, 'R/1'), row(2, 'R/2'), row(3, 'R/3')],
            Total: 300,
          },
        },
      }),
    });
    renderPublicPage('/DayBook', <DayBookPage />);
    const to = screen.getByRole('textbox', { name: 'To' });
    const book = await screen.findByRole('table', { name: 'Day book' });
    const link = (name: string) => within(book).getByRole('link', { name });

    await user.click(to);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(link('R/1')).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(link('R/3')).toHaveFocus();
    await user.keyboard('{ArrowDown}'); // the last line: stays
    expect(link('R/3')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link('R/2')).toHaveFocus();
  });
});

describe('Stock summary', () => {
  it('Enter on As on takes the cursor to the first item; Down and Up go item by item', async () => {
    const user = userEvent.setup();
    const item = (ItemId: number, ItemName: string) => ({
      ItemId,
      ItemName,
      BatchNo: null,
      ExpiryDate: null,
      GodownName: 'Main',
      Quantity: 10,
      Value: 100,
    });
    stubFetch({
      'GET /api/stock': () => ({
        body: { success: true, data: [item(1, 'Cough Syrup'), item(2, 'Paracetamol')] },
      }),
      'GET /api/nearexpiry': () => ({ body: { success: true, data: [] } }),
    });
    renderPublicPage('/StockSummary', <StockSummaryPage />);
    const stock = screen.getByRole('table', { name: 'Stock' });
    const link = (name: string) => within(stock).getByRole('link', { name });
    await within(stock).findByRole('link', { name: 'Paracetamol' });

    await user.click(screen.getByRole('textbox', { name: 'As on' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(link('Cough Syrup')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(link('Paracetamol')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link('Cough Syrup')).toHaveFocus();
  });
});

describe('Sales register', () => {
  it('counts the bills of a day and of the period as said: 1 bill, 2 bills', async () => {
    stubFetch({
      'GET /api/salesregister': () => ({
        body: {
          success: true,
          data: {
            FromDate: '2026-11-01',
            ToDate: '2026-11-30',
            rows: [
              bill(6, 'SPC/2', '2026-11-03'),
              bill(9, 'SPC/3', '2026-11-04'),
              bill(10, 'SPC/4', '2026-11-04'),
            ],
            days: [
              { BillDate: '2026-11-03', Bills: 1, ...figures },
              { BillDate: '2026-11-04', Bills: 2, ...figures },
            ],
            totals: { Bills: 3, ...figures },
          },
        },
      }),
    });

    renderPublicPage('/SalesRegister', <SalesRegisterPage />);

    const table = await screen.findByRole('table', { name: 'Sales register' });
    expect(within(table).getByText('03-11-2026: 1 bill')).toBeInTheDocument();
    expect(within(table).getByText('04-11-2026: 2 bills')).toBeInTheDocument();
    expect(within(table).getByText('Period: 3 bills')).toBeInTheDocument();
  });
});
