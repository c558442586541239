import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18nProvider';
import { GlobalKeys } from '../../admin/src/layout/useGlobalKeys';
import { voucherOf, type VoucherConfig } from '../../admin/src/pages/vouchers/voucherConfig';
import { today } from '../../resources';
import { VoucherPage } from '../../admin/src/pages/vouchers/VoucherPage';
import { stubFetch, type Route as StubRoute } from './fetchStub';

const LEDGERS = [
  { PLID: 1, LedgerName: 'Cash', AccGroupid: 6 },
  { PLID: 2, LedgerName: 'SBI Current', AccGroupid: 5 },
  { PLID: 3, LedgerName: 'HDFC Savings', AccGroupid: 5 },
  { PLID: 4, LedgerName: 'Asha Stores', AccGroupid: 27 },
  { PLID: 5, LedgerName: 'Cipla', AccGroupid: 23 },
];

const BILLS = [
  {
    BillID: 11,
    BillNo: 1,
    InvoiceNo: 'A/1',
    BillDate: '2026-06-15',
    BillAmount: 294,
    Settled: 0,
    Outstanding: 294,
  },
  {
    BillID: 12,
    BillNo: 2,
    InvoiceNo: 'A/2',
    BillDate: '2026-06-20',
    BillAmount: 56,
    Settled: 0,
    Outstanding: 56,
  },
];

const ok = (body: Record<string, unknown>) => () => ({ body: { success: true, ...body } });

function books(extra: Record<string, StubRoute> = {}) {
  return stubFetch({
    'GET /api/getledger': ok({ data: LEDGERS }),
    'GET /api/GetReceiptNo': ok({ ReNo: 7, data: { ReNo: 7 } }),
    'GET /api/GetJournalNo': ok({ JoNo: 3, data: { JoNo: 3 } }),
    'GET /api/getreciept': ok({ data: [] }),
    'GET /api/getJournal': ok({ data: [] }),
    'GET /api/openbills': (_init, url) => ({
      body: { success: true, data: url.endsWith('PLID=4&Voucher=receipt') ? BILLS : [] },
    }),
    ...extra,
  });
}

function renderVoucher(config: VoucherConfig) {
  return render(
    <MemoryRouter initialEntries={[config.route]}>
      <AdminContext i18nProvider={i18nProvider}>
        <VoucherPage config={config} />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** Types into a ledger picker and takes the first match with Enter, as a person would. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.keyboard(text);
  await screen.findByRole('listbox');
  await user.keyboard('{Enter}');
}

/** The server saving a receipt as No 7. */
const receiptSaved: StubRoute = () => ({
  status: 201,
  body: { success: true, message: 'Receipt saved successfully!', ReNo: 7 },
});

const posted = (calls: ReturnType<typeof stubFetch>, path: string) =>
  calls.filter((c) => c.method !== 'GET' && c.url === path);

/** A new journal (the server answers No 3), its first row Asha Stores debited 1,000.00 with Enter. */
async function journalDebiting1000(user: ReturnType<typeof userEvent.setup>) {
  const calls = books({
    'POST /api/insertupdatejournal': ok({ message: 'Journal saved successfully!', JoNo: 3 }),
  });
  renderVoucher(voucherOf('journal'));
  await screen.findByDisplayValue('3');
  await pick(user, 'Ledger 1', 'Asha');
  await user.keyboard('1000{Enter}');
  return calls;
}

/** Cash typed into row 3's ledger once the cursor is there, and the journal saved with Ctrl+S. */
async function savedWithCashOnRow3(
  user: ReturnType<typeof userEvent.setup>,
  calls: ReturnType<typeof stubFetch>,
) {
  await waitFor(() => expect(screen.getByLabelText('Ledger 3')).toHaveFocus());
  await user.keyboard('Cash');
  await screen.findByRole('listbox');
  await user.keyboard('{Enter}{Control>}s{/Control}');
  await waitFor(() => expect(posted(calls, '/api/insertupdatejournal')).toHaveLength(1));
}

/** A new cash receipt from Cipla of `amount` keyed in, the cursor left in the narration. */
async function cashReceiptFromCipla(user: ReturnType<typeof userEvent.setup>, amount: string) {
  renderVoucher(voucherOf('receipt'));
  await screen.findByDisplayValue('7');
  await pick(user, 'Receipt Type', 'Cash');
  await pick(user, 'Ledger 1', 'Cip');
  await user.click(screen.getByLabelText('Amount 1'));
  await user.keyboard(amount);
  await user.click(screen.getByLabelText('Narration'));
}

describe('Voucher page', () => {
  it('moves the cursor to the next field on Enter, and a ledger picked with Enter moves on too', async () => {
    const user = userEvent.setup();
    books();
    renderVoucher(voucherOf('receipt'));
    await screen.findByDisplayValue('7');
    const date = screen.getByLabelText('Date');

    expect(date).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Receipt Mode')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Receipt Type')).toHaveFocus());
    await user.keyboard('Ca');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByLabelText('Ledger 1')).toHaveFocus());
    expect(screen.getByLabelText('Receipt Type')).toHaveValue('Cash');
  });

  it('keeps the cursor on a ledger the voucher needs while it is empty, as Tally does', async () => {
    const user = userEvent.setup();
    books();
    renderVoucher(voucherOf('receipt'));
    await screen.findByDisplayValue('7');
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Receipt Type')).toHaveFocus());

    await user.keyboard('{Enter}');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByLabelText('Receipt Type')).toHaveFocus();
    await user.keyboard('Ca');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Ledger 1')).toHaveFocus());
    await user.keyboard('{Enter}');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByLabelText('Ledger 1')).toHaveFocus();
  });

  it('marks each side Dr or Cr as its posting rule takes it: a contra into its Ledger, a payment out of it', async () => {
    books({
      'GET /api/GetContraEntryNo': ok({ CeNo: 2, data: { CeNo: 2 } }),
      'GET /api/getcontraentry': ok({ data: [] }),
      'GET /api/GetPaymentNo': ok({ PUNo: 5, data: { PUNo: 5 } }),
      'GET /api/getpayment': ok({ data: [] }),
    });
    // The mark just before a ledger picker, as the eye reads the row.
    const sideOf = (label: string) =>
      screen.getByLabelText(label).closest('.MuiAutocomplete-root')?.previousElementSibling
        ?.textContent;

    const contra = renderVoucher(voucherOf('contra'));
    await screen.findByDisplayValue('2');
    expect(sideOf('Ledger')).toBe('Dr');
    expect(sideOf('Recipient 1')).toBe('Cr');
    contra.unmount();

    renderVoucher(voucherOf('payment'));
    await screen.findByDisplayValue('5');
    expect(sideOf('Ledger')).toBe('Cr');
    expect(sideOf('Recipient 1')).toBe('Dr');
  });

  it('saves with Ctrl+A from any field: the amount typed with Indian commas goes as a number, with an Idempotency-Key, and a fresh voucher follows', async () => {
    const user = userEvent.setup();
    const keys: Array<string | null> = [];
    const calls = books({
      'POST /api/insertupdatereciept': (init) => {
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        return {
          status: 201,
          body: { success: true, message: 'Receipt saved successfully!', ReNo: 7 },
        };
      },
    });
    await cashReceiptFromCipla(user, '1,23,456.50');
    await user.keyboard('Cash received');

    await user.keyboard('{Control>}a{/Control}');

    await waitFor(() => expect(posted(calls, '/api/insertupdatereciept')).toHaveLength(1));
    expect(posted(calls, '/api/insertupdatereciept')[0].body).toEqual({
      RDate: today(),
      AccGroupid: 6,
      PLID: 1,
      Narration: 'Cash received',
      items: [{ PartyID: 5, Debit: 123456.5 }],
    });
    expect(keys[0]).toMatch(/\S{8,}/);
    await waitFor(() => expect(screen.getByLabelText('Narration')).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Print No 7' })).toBeEnabled();

    // Alt+P prints the voucher just saved, as on the invoice.
    const opened: unknown[][] = [];
    const open = window.open;
    window.open = ((...args: unknown[]) => {
      opened.push(args);
      return null;
    }) as typeof window.open;
    try {
      await user.keyboard('{Alt>}p{/Alt}');
    } finally {
      window.open = open;
    }
    expect(opened).toEqual([['/api/printreceipt/7', '_blank', 'noopener']]);
  });

  it("asks Tally's Accept? on Enter in the narration: No stays on it, Yes saves", async () => {
    const user = userEvent.setup();
    const calls = books({ 'POST /api/insertupdatereciept': receiptSaved });
    await cashReceiptFromCipla(user, '500');
    await user.keyboard('Cash received{Enter}');

    const asked = await screen.findByRole('dialog', { name: 'Accept?' });
    expect(asked).toHaveTextContent('Save this receipt?');
    await user.click(within(asked).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Accept?' })).toBeNull());
    expect(posted(calls, '/api/insertupdatereciept')).toHaveLength(0);
    expect(screen.getByLabelText('Narration')).toHaveValue('Cash received');

    await user.click(screen.getByLabelText('Narration'));
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Accept?' });
    await user.keyboard('{Enter}');

    await waitFor(() => expect(posted(calls, '/api/insertupdatereciept')).toHaveLength(1));
    expect(posted(calls, '/api/insertupdatereciept')[0].body).toMatchObject({
      Narration: 'Cash received',
      items: [{ PartyID: 5, Debit: 500 }],
    });
  });

  it('keeps the mode, the bank account and the date of the voucher just saved for the next, as Tally does', async () => {
    const user = userEvent.setup();
    const calls = books({
      'POST /api/insertupdatereciept': receiptSaved,
    });
    renderVoucher(voucherOf('receipt'));
    await screen.findByDisplayValue('7');
    await user.selectOptions(screen.getByLabelText('Receipt Mode'), 'Bank');
    await pick(user, 'Receipt Type', 'HDFC');
    await pick(user, 'Ledger 1', 'Cip');
    await user.click(screen.getByLabelText('Amount 1'));
    await user.keyboard('100{Control>}a{/Control}');
    await waitFor(() => expect(posted(calls, '/api/insertupdatereciept')).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Amount 1')).toHaveValue(''));

    await pick(user, 'Ledger 1', 'Cip');
    await user.click(screen.getByLabelText('Amount 1'));
    await user.keyboard('200{Control>}a{/Control}');

    await waitFor(() => expect(posted(calls, '/api/insertupdatereciept')).toHaveLength(2));
    const [first, second] = posted(calls, '/api/insertupdatereciept').map(
      (c) => c.body as Record<string, unknown>,
    );
    expect(second).toMatchObject({ RDate: first.RDate, AccGroupid: 5, PLID: 3 });
    expect(second.items).toEqual([{ PartyID: 5, Debit: 200 }]);
  });

  it("takes the date typed DD-MM-YYYY whatever the browser's locale, and sends it as YYYY-MM-DD", async () => {
    const user = userEvent.setup();
    const calls = books({
      'POST /api/insertupdatereciept': receiptSaved,
    });
    renderVoucher(voucherOf('receipt'));
    await screen.findByDisplayValue('7');
    const date = screen.getByLabelText('Date');
    expect(date).toHaveValue(today().split('-').reverse().join('-'));

    await user.clear(date);
    await user.keyboard('31-02-2026{Enter}');
    expect(await screen.findByText('Type the date as DD-MM-YYYY.')).toBeInTheDocument();
    // Enter does not pass a date that is no date.
    expect(date).toHaveFocus();
    await user.clear(date);
    await user.keyboard('2/5/2026');
    await pick(user, 'Receipt Type', 'Cash');
    await pick(user, 'Ledger 1', 'Cip');
    await user.click(screen.getByLabelText('Amount 1'));
    await user.keyboard('100');
    await user.keyboard('{Control>}a{/Control}');

    await waitFor(() => expect(posted(calls, '/api/insertupdatereciept')).toHaveLength(1));
    expect(posted(calls, '/api/insertupdatereciept')[0].body).toMatchObject({
      RDate: '2026-05-02',
    });
    expect(screen.queryByText('Type the date as DD-MM-YYYY.')).not.toBeInTheDocument();
  });

  it('offers only the ledgers of the chosen mode: cash ledgers for Cash, bank ledgers for Bank', async () => {
    const user = userEvent.setup();
    books();
    renderVoucher(voucherOf('receipt'));
    await screen.findByDisplayValue('7');

    await user.click(screen.getByLabelText('Receipt Type'));
    await user.keyboard('{ArrowDown}');
    const cashOnly = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    await user.keyboard('{Escape}');
    await user.selectOptions(screen.getByLabelText('Receipt Mode'), 'Bank');
    await user.click(screen.getByLabelText('Receipt Type'));
    await user.keyboard('{ArrowDown}');
    const bankOnly = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);

    expect(cashOnly).toEqual(['Cash']);
    expect(bankOnly).toEqual(['SBI Current', 'HDFC Savings']);
    expect(screen.getByLabelText('Cheque/DD No')).toBeInTheDocument();
  });

  it("leaves the voucher's own ledger out of the particulars: a contra from Cash offers only the banks", async () => {
    const user = userEvent.setup();
    books({
      'GET /api/GetContraEntryNo': ok({ CeNo: 2, data: { CeNo: 2 } }),
      'GET /api/getcontraentry': ok({ data: [] }),
    });
    renderVoucher(voucherOf('contra'));
    await screen.findByDisplayValue('2');

    await pick(user, 'Ledger', 'Cash');
    await user.click(screen.getByLabelText('Recipient 1'));
    await user.keyboard('{ArrowDown}');
    const offered = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);

    expect(offered).toEqual(['SBI Current', 'HDFC Savings']);
  });

  it("refuses a party that is the voucher's own ledger, picked before it, on the screen, still showing it", async () => {
    const user = userEvent.setup();
    const calls = books({ 'POST /api/insertupdatereciept': receiptSaved });
    renderVoucher(voucherOf('receipt'));
    await screen.findByDisplayValue('7');
    await pick(user, 'Ledger 1', 'Cash');
    await user.keyboard('50');
    await pick(user, 'Receipt Type', 'Cash');

    await user.keyboard('{Control>}a{/Control}');

    await waitFor(() =>
      expect(screen.getByLabelText('Ledger 1')).toHaveAccessibleDescription(
        'The ledger and the recipient must be different.',
      ),
    );
    expect(screen.getByLabelText('Ledger 1')).toHaveValue('Cash');
    expect(posted(calls, '/api/insertupdatereciept')).toEqual([]);
  });

  it('offers the rest of the debit on a new credit row, and saves the balanced rows', async () => {
    const user = userEvent.setup();
    const calls = await journalDebiting1000(user);
    await waitFor(() => expect(screen.getByLabelText('Credit 2')).toHaveValue('1,000.00'));
    const totals = screen.getByLabelText('Journal totals');
    expect(totals).toHaveTextContent('Total Dr 1,000.00 · Total Cr 1,000.00');
    expect(totals).not.toHaveTextContent('Difference');
    await pick(user, 'Ledger 2', 'Cip');
    await user.clear(screen.getByLabelText('Credit 2'));
    await user.keyboard('600');
    expect(totals).toHaveTextContent('Total Dr 1,000.00 · Total Cr 600.00Difference 400.00 Dr');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByLabelText('Credit 3')).toHaveValue('400.00'));
    expect(totals).toHaveTextContent('Total Dr 1,000.00 · Total Cr 1,000.00');
    // Each row starts on its Dr/Cr, as in Tally; Enter keeps the side offered.
    await waitFor(() => expect(screen.getByLabelText('Dr/Cr 3')).toHaveFocus());
    await user.keyboard('{Enter}');
    await savedWithCashOnRow3(user, calls);
    expect(posted(calls, '/api/insertupdatejournal')[0].body).toEqual({
      Jdate: today(),
      Narration: '',
      journalEntries: [
        { PLID: 4, Debit: 1000, Credit: 0 },
        { PLID: 5, Debit: 0, Credit: 600 },
        { PLID: 1, Debit: 0, Credit: 400 },
      ],
    });
  });

  it('takes two debits against one credit: D on a row makes it a debit, and the credit offered grows', async () => {
    const user = userEvent.setup();
    const calls = await journalDebiting1000(user);
    await waitFor(() => expect(screen.getByLabelText('Dr/Cr 2')).toHaveFocus());

    await user.keyboard('d');
    expect(screen.getByLabelText('Dr/Cr 2')).toHaveValue('Dr');
    await user.keyboard('x{Enter}'); // a letter other than D or C is not taken
    expect(screen.getByLabelText('Dr/Cr 2')).toHaveValue('Dr');
    await waitFor(() => expect(screen.getByLabelText('Ledger 2')).toHaveFocus());
    await user.keyboard('Cip');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Debit 2')).toHaveFocus());
    await user.clear(screen.getByLabelText('Debit 2'));
    await user.keyboard('200{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Credit 3')).toHaveValue('1,200.00'));
    await user.keyboard('{Enter}');
    await savedWithCashOnRow3(user, calls);
    expect(
      (posted(calls, '/api/insertupdatejournal')[0].body as { journalEntries: unknown })
        .journalEntries,
    ).toEqual([
      { PLID: 4, Debit: 1000, Credit: 0 },
      { PLID: 5, Debit: 200, Credit: 0 },
      { PLID: 1, Debit: 0, Credit: 1200 },
    ]);
  });

  const SETTLING = [
    {
      kind: 'receipt' as const,
      party: 'Asha Stores',
      PLID: 4,
      cash: 'Receipt Type',
      party1: 'Ledger 1',
      create: '/api/insertupdatereciept',
      next: {} as Record<string, StubRoute>,
    },
    {
      kind: 'payment' as const,
      party: 'Cipla',
      PLID: 5,
      cash: 'Ledger',
      party1: 'Recipient 1',
      create: '/api/insertupdatePayment',
      next: {
        'GET /api/GetPaymentNo': ok({ PUNo: 7, data: { PUNo: 7 } }),
        'GET /api/getPayment': ok({ data: [] }),
      },
    },
  ];
  for (const { kind, party, PLID, cash, party1, create, next } of SETTLING) {
    it(`a ${kind} shows ${party}'s open bills set oldest first, and sends the allocation as changed`, async () => {
      const user = userEvent.setup();
      const calls = books({
        ...next,
        [`POST ${create}`]: ok({ message: 'Saved successfully!' }),
        'GET /api/openbills': (_init, url) => ({
          // The bills the voucher's save can take: a receipt's sales, a payment's purchases.
          body: { success: true, data: url.endsWith(`PLID=${PLID}&Voucher=${kind}`) ? BILLS : [] },
        }),
      });
      renderVoucher(voucherOf(kind));
      await screen.findByDisplayValue('7');
      await pick(user, cash, 'Cash');
      await pick(user, party1, party.slice(0, 4));
      await user.keyboard('300{Enter}');
      const bills = await screen.findByRole('table', { name: `Open bills of ${party}` });

      expect(within(bills).getByLabelText('Set against A/1')).toHaveValue('294.00');
      expect(within(bills).getByLabelText('Set against A/2')).toHaveValue('6.00');
      await user.clear(within(bills).getByLabelText('Set against A/1'));
      await user.type(within(bills).getByLabelText('Set against A/1'), '244');
      await user.clear(within(bills).getByLabelText('Set against A/2'));
      await user.type(within(bills).getByLabelText('Set against A/2'), '56');
      await user.keyboard('{Control>}a{/Control}');

      await waitFor(() => expect(posted(calls, create)).toHaveLength(1));
      expect(posted(calls, create)[0].body).toMatchObject({
        items: [
          {
            PartyID: PLID,
            Debit: 300,
            Allocations: [
              { BillID: 11, Amount: 244 },
              { BillID: 12, Amount: 56 },
            ],
          },
        ],
      });
    });
  }

  it("puts the server's field errors on their fields: the row's party and the header's ledger", async () => {
    const user = userEvent.setup();
    books({
      'POST /api/insertupdatereciept': () => ({
        status: 400,
        body: {
          success: false,
          error: 'Validation failed.',
          errors: {
            'items[0].PartyID': 'The ledger and the recipient must be different.',
            PLID: 'Please select a bank ledger for this mode.',
          },
        },
      }),
    });
    renderVoucher(voucherOf('receipt'));
    await screen.findByDisplayValue('7');
    await pick(user, 'Receipt Type', 'Cash');
    await pick(user, 'Ledger 1', 'Cip');
    await user.keyboard('10');

    await user.keyboard('{Control>}a{/Control}');

    await waitFor(() =>
      expect(screen.getByLabelText('Ledger 1')).toHaveAccessibleDescription(
        'The ledger and the recipient must be different.',
      ),
    );
    expect(screen.getByLabelText('Receipt Type')).toHaveAccessibleDescription(
      'Please select a bank ledger for this mode.',
    );
  });

  it('puts the cursor, the text selected, on the bill a refused allocation names', async () => {
    const user = userEvent.setup();
    const said = 'The amount set against A/2 must be above 0 and at most its outstanding 56.00.';
    books({
      'POST /api/insertupdatereciept': () => ({
        status: 400,
        body: {
          success: false,
          error: 'Validation failed.',
          errors: { 'items[0].Allocations': said },
        },
      }),
    });
    renderVoucher(voucherOf('receipt'));
    await screen.findByDisplayValue('7');
    await pick(user, 'Receipt Type', 'Cash');
    await pick(user, 'Ledger 1', 'Asha');
    await user.keyboard('350');
    const a2 = (await screen.findByLabelText('Set against A/2')) as HTMLInputElement;
    await user.clear(a2);
    await user.type(a2, '50');
    await user.click(screen.getByLabelText('Narration'));

    await user.keyboard('{Control>}a{/Control}');

    await waitFor(() => expect(a2).toHaveFocus());
    expect(a2).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Set against A/1')).toHaveAttribute('aria-invalid', 'false');
    expect([a2.selectionStart, a2.selectionEnd]).toEqual([0, a2.value.length]);
    expect(screen.getByRole('alert')).toHaveTextContent(said);
  });

  it('takes no letter into an amount, as the invoice grid takes none into a figure', async () => {
    const user = userEvent.setup();
    books();
    renderVoucher(voucherOf('receipt'));
    await screen.findByDisplayValue('7');
    await pick(user, 'Receipt Type', 'Cash');
    await pick(user, 'Ledger 1', 'Cip');

    await user.keyboard('Cash4,000.5');

    expect(screen.getByLabelText('Amount 1')).toHaveValue('4,000.5');
  });

  it('refuses an amount it cannot read, on its field, without calling the server', async () => {
    const user = userEvent.setup();
    const calls = books();
    renderVoucher(voucherOf('receipt'));
    await screen.findByDisplayValue('7');
    await pick(user, 'Receipt Type', 'Cash');
    await pick(user, 'Ledger 1', 'Cip');
    await user.keyboard('12.345');

    await user.keyboard('{Control>}a{/Control}');

    await waitFor(() =>
      expect(screen.getByLabelText('Amount 1')).toHaveAccessibleDescription(
        'Enter an amount like 1,23,456.50 or 123456.5.',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

const SAVED_ROWS = [
  {
    ReceiptId: 40,
    ReId: 90,
    ReNo: 5,
    RDate: '2026-07-01',
    AccGroupid: 6,
    PLID: 1,
    PartyID: 5,
    Debit: 250,
    Narration: 'Advance',
    PLedgerName: 'Cash',
    PartyLedgerName: 'Cipla',
  },
  {
    ReceiptId: 39,
    ReId: 88,
    ReNo: 4,
    RDate: '2026-06-30',
    AccGroupid: 6,
    PLID: 1,
    PartyID: 4,
    Debit: 100,
    Narration: null,
    PLedgerName: 'Cash',
    PartyLedgerName: 'Asha Stores',
  },
];
const SAVED = {
  ReceiptId: 39,
  ReNo: 4,
  RDate: '2026-06-30',
  AccGroupid: 6,
  PLID: 1,
  Narration: 'Old',
  Amount: 100,
  items: [{ ReId: 88, PartyID: 5, Debit: 100 }],
};

/** Waits until the saved receipts are listed below the form. */
async function receiptsListed() {
  const list = await screen.findByRole('table', { name: 'Receipt List' });
  await within(list).findByText('Asha Stores');
}

/** From the list's search box, Down to receipt No 4 (SAVED) and Enter opens it. */
async function openListedReceipt4(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Search Receipt No'));
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
}

describe('Voucher page with saved vouchers', () => {
  it("steps through the vouchers with Tally's Page Up and Page Down, past the last to a new one", async () => {
    const user = userEvent.setup();
    books({
      // The search by number, as the server answers it.
      'GET /api/getreciept': (_init, url) => {
        const q = new URL(url, 'http://x').searchParams.get('q');
        const data = SAVED_ROWS.filter((r) => !q || String(r.ReNo).includes(q));
        return { body: { success: true, data } };
      },
      'GET /api/receipt/39': ok({ data: SAVED }),
      'GET /api/receipt/40': ok({
        data: { ...SAVED, ReceiptId: 40, ReNo: 5, RDate: '2026-07-01', Narration: 'Advance' },
      }),
    });
    renderVoucher(voucherOf('receipt'));
    await receiptsListed();
    const narration = screen.getByLabelText('Narration');
    // From a ledger picker too, its list closed.
    screen.getByLabelText('Ledger 1').focus();

    await user.keyboard('{PageUp}');
    await waitFor(() => expect(narration).toHaveValue('Advance'));
    await user.click(narration);
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(narration).toHaveValue('Old'));
    await user.keyboard('{PageUp}'); // the first: stays
    await new Promise((r) => setTimeout(r, 100));
    expect(narration).toHaveValue('Old');
    // A search narrowing the list does not narrow the steps.
    await user.type(screen.getByLabelText('Search Receipt No'), '4');
    const list = screen.getByRole('table', { name: 'Receipt List' });
    await waitFor(() => expect(within(list).queryByText('Cipla')).toBeNull());
    await user.click(narration);
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(narration).toHaveValue('Advance'));
    await user.keyboard('{PageDown}');

    await waitFor(() => expect(narration).toHaveValue(''));
    expect(screen.getByDisplayValue('7')).toBeInTheDocument();
  });

  it('opens a listed voucher with the arrow keys and Enter, and updates it after the confirmation', async () => {
    const user = userEvent.setup();
    const calls = books({
      'GET /api/getreciept': ok({ data: SAVED_ROWS }),
      'GET /api/receipt/39': ok({ data: SAVED }),
      'PUT /api/updateReceipt': ok({ message: 'Receipt updated successfully!', ReNo: 4 }),
    });
    renderVoucher(voucherOf('receipt'));
    await receiptsListed();

    await openListedReceipt4(user);

    await waitFor(() => expect(screen.getByLabelText('Narration')).toHaveValue('Old'));
    expect(screen.getByLabelText('Amount 1')).toHaveValue('100.00');
    await user.clear(screen.getByLabelText('Amount 1'));
    await user.type(screen.getByLabelText('Amount 1'), '1,250');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ReNo: 4,
      RDate: '2026-06-30',
      AccGroupid: 6,
      PLID: 1,
      Narration: 'Old',
      items: [{ PartyID: 5, Debit: 1250 }],
    });
  });

  it('marks a cancelled receipt in the list and opens it to be read, not changed', async () => {
    const user = userEvent.setup();
    const calls = books({
      'GET /api/getreciept': ok({
        data: SAVED_ROWS.map((r) =>
          r.ReNo === 4 ? { ...r, DocStatus: 2 } : { ...r, DocStatus: 1 },
        ),
      }),
      'GET /api/receipt/39': ok({ data: { ...SAVED, DocStatus: 2, CancelReason: 'Bounced' } }),
    });
    renderVoucher(voucherOf('receipt'));
    await receiptsListed();
    const list = screen.getByRole('table', { name: 'Receipt List' });
    const rows = within(list).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('250.00');
    expect(rows[2]).toHaveTextContent('Cancelled');
    expect(rows[2]).not.toHaveTextContent('100.00');

    await openListedReceipt4(user);

    expect(
      await screen.findByText(/This receipt is cancelled and cannot be changed\. Reason: Bounced/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Narration')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.keyboard('{Control>}a{/Control}');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows an opened receipt set against the bills it was saved against, a bill it cleared among them', async () => {
    const user = userEvent.setup();
    const calls = books({
      'GET /api/getreciept': ok({ data: SAVED_ROWS }),
      'GET /api/receipt/39': ok({
        data: {
          ...SAVED,
          Amount: 324,
          items: [
            {
              ReId: 88,
              PartyID: 4,
              Debit: 324,
              Allocations: [
                { BillID: 11, Amount: 294 },
                { BillID: 12, Amount: 30 },
              ],
            },
          ],
        },
      }),
      // A/1 is cleared by this receipt: only a list without its own part still has it.
      'GET /api/openbills': (_init, url) => ({
        body: {
          success: true,
          data: url.includes('Except=39') ? BILLS : [{ ...BILLS[1], Settled: 30, Outstanding: 26 }],
        },
      }),
    });
    renderVoucher(voucherOf('receipt'));
    await receiptsListed();

    await openListedReceipt4(user);

    expect(await screen.findByLabelText('Set against A/1')).toHaveValue('294.00');
    expect(screen.getByLabelText('Set against A/2')).toHaveValue('30.00');
    expect(calls.map((c) => c.url)).toContain('/api/openbills?PLID=4&Voucher=receipt&Except=39');
  });

  it("shows the open voucher's history on Alt+H, its lines named by their ledgers, and Esc closes only the history", async () => {
    const user = userEvent.setup();
    const calls = books({
      'GET /api/getreciept': ok({ data: SAVED_ROWS }),
      'GET /api/receipt/39': ok({ data: SAVED }),
      // The server's record of an edit (documentChanges): the party's line matched on its ledger.
      'GET /api/receipthistory/39': ok({
        data: [
          {
            Version: 1,
            Action: 'created',
            ByName: 'Asha Rao',
            At: '2026-06-30T10:00:00Z',
            Changes: null,
          },
          {
            Version: 2,
            Action: 'updated',
            ByName: 'Asha Rao',
            At: '2026-06-30T11:00:00Z',
            Changes: {
              Narration: ['Advance', 'Old'],
              items: {
                changed: [{ LineNo: 1, subject: 5, name: null, fields: { Debit: [250, 100] } }],
                added: [{ LineNo: 2, subject: 4, name: null, line: { PartyID: 4, Debit: 10 } }],
                removed: [],
              },
            },
          },
        ],
      }),
    });
    // Behind the receipt, the dashboard: an Esc that left the page would show its path.
    renderReceiptAfterDashboard();
    await receiptsListed();
    expect(screen.getByRole('button', { name: 'History' })).toBeDisabled();
    await openListedReceipt4(user);
    await waitFor(() => expect(screen.getByLabelText('Narration')).toHaveValue('Old'));

    await user.keyboard('{Alt>}h{/Alt}');

    const versions = await screen.findByRole('table', { name: 'Versions' });
    const rows = within(versions).getAllByRole('row');
    expect(rows).toHaveLength(3); // the heading and two versions
    expect(rows[1]).toHaveTextContent('Created');
    expect(rows[2]).toHaveTextContent('Edited');
    expect(rows[2]).toHaveTextContent("Narration: 'Advance' → 'Old'");
    expect(rows[2]).toHaveTextContent('Line 1 (Cipla): Amount 250.00 → 100.00');
    expect(rows[2]).toHaveTextContent('Line 2 (Asha Stores) added');
    expect(calls.filter((c) => c.url === '/api/receipthistory/39')).toHaveLength(1);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Versions' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('path')).toBeNull();
    expect(screen.getByLabelText('Narration')).toHaveValue('Old');

    // The next Esc, with the history closed and nothing changed, leaves as before.
    await user.keyboard('{Escape}');
    expect(await screen.findByLabelText('path')).toHaveTextContent('/dashboard');
  });

  it('deletes the open voucher by its number after the confirmation', async () => {
    const user = userEvent.setup();
    const calls = books({
      'GET /api/getreciept': ok({ data: SAVED_ROWS }),
      'GET /api/receipt/39': ok({ data: SAVED }),
      'DELETE /api/deleteReciept': ok({ message: 'Receipt deleted successfully!', ReNo: 4 }),
    });
    renderVoucher(voucherOf('receipt'));
    await user.click(await screen.findByText('Asha Stores'));
    await waitFor(() => expect(screen.getByLabelText('Narration')).toHaveValue('Old'));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
        { url: '/api/deleteReciept', method: 'DELETE', body: { ReNo: 4 } },
      ]),
    );
  });

  it('asks before a listed voucher replaces unsaved typing: Stay keeps it, Leave opens the other', async () => {
    const user = userEvent.setup();
    books({
      'GET /api/getreciept': ok({ data: SAVED_ROWS }),
      'GET /api/receipt/39': ok({ data: SAVED }),
    });
    renderVoucher(voucherOf('receipt'));
    await receiptsListed();
    await user.click(screen.getByLabelText('Narration'));
    await user.keyboard('Half paid at the counter');

    await openListedReceipt4(user);
    expect(
      await screen.findByText('The changes are not saved. Leave this voucher?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Narration')).toHaveValue('Half paid at the counter');

    await openListedReceipt4(user);
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByLabelText('Narration')).toHaveValue('Old'));
  });

  it('refuses an edit it can see is wrong before asking to update it, the wrong text selected to be typed over', async () => {
    const user = userEvent.setup();
    const calls = books({
      'GET /api/getreciept': ok({ data: SAVED_ROWS }),
      'GET /api/receipt/39': ok({ data: SAVED }),
    });
    renderVoucher(voucherOf('receipt'));
    await receiptsListed();
    await openListedReceipt4(user);
    await waitFor(() => expect(screen.getByLabelText('Amount 1')).toHaveValue('100.00'));
    await user.clear(screen.getByLabelText('Amount 1'));
    await user.type(screen.getByLabelText('Amount 1'), '12.345');

    await user.keyboard('{Control>}a{/Control}');

    const amount = screen.getByLabelText('Amount 1') as HTMLInputElement;
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('Enter an amount like 1,23,456.50 or 123456.5.'),
    );
    expect(screen.queryByText('Are you sure you want to update?')).toBeNull();
    expect(amount).toHaveFocus();
    expect([amount.selectionStart, amount.selectionEnd]).toEqual([0, '12.345'.length]);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('refuses a journal whose balancing row has no ledger, on that row, sending nothing', async () => {
    const user = userEvent.setup();
    const calls = await journalDebiting1000(user);
    await waitFor(() => expect(screen.getByLabelText('Credit 2')).toHaveValue('1,000.00'));

    await user.keyboard('{Control>}a{/Control}');

    await waitFor(() =>
      expect(screen.getByLabelText('Ledger 2')).toHaveAccessibleDescription(
        'Please select a ledger name.',
      ),
    );
    expect(posted(calls, '/api/insertupdatejournal')).toEqual([]);
  });

  it('goes back on Esc when nothing was changed, and asks first when something was', async () => {
    const user = userEvent.setup();
    books();
    renderReceiptAfterDashboard();
    await screen.findByDisplayValue('7');
    await user.click(screen.getByLabelText('Narration'));
    await user.keyboard('x{Escape}');

    expect(
      await screen.findByText('The changes are not saved. Leave this voucher?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await user.clear(screen.getByLabelText('Narration'));
    await user.keyboard('{Escape}');

    expect(await screen.findByLabelText('path')).toHaveTextContent('/dashboard');
  });
});

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

/** The receipt screen opened from the dashboard: leaving it shows the dashboard's path. */
function renderReceiptAfterDashboard() {
  return render(
    <MemoryRouter initialEntries={['/dashboard', '/Reciept']} initialIndex={1}>
      <AdminContext i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/Reciept" element={<VoucherPage config={voucherOf('receipt')} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('Voucher keys', () => {
  it('open Contra, Payment, Receipt, Journal, Sales and Purchase with F4 to F9 from any page', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <GlobalKeys />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    const seen: string[] = [];

    for (const key of ['F4', 'F5', 'F6', 'F7', 'F8', 'F9']) {
      await user.keyboard(`{${key}}`);
      seen.push(screen.getByLabelText('path').textContent ?? '');
    }

    expect(seen).toEqual([
      '/ContraEntry',
      '/Payment',
      '/Reciept',
      '/Journal',
      '/SalesInvoice',
      '/Purchase',
    ]);
  });
});
