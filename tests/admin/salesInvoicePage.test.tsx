import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18nProvider';
import { SalesInvoicePage } from '../../admin/src/pages/invoice/SalesInvoicePage';
import { stubFetch, unreachable, type Route as StubRoute } from './fetchStub';
import { lookups } from '../../admin/src/api/lookups';

/**
 * The sales invoice page itself (issue 11 item 3 and 4): the real page, its real HTTP client,
 * and a fake fetch answering as the server does.
 */

const ok = (body: Record<string, unknown>) => () => ({ body: { success: true, ...body } });

const ASHA = {
  PLID: 4,
  TradeName: 'Asha Stores',
  LedgerName: 'Asha Stores',
  LegalName: 'Asha Stores',
  GSTIN: '29AABCU9603R1ZJ',
  StateCode: '29',
  Address: '4 Market Road',
  Mobile: '9845012345',
  RootId: 1,
  RootName: 'North',
  RateId: 2,
  RateName: 'Wholesale',
};

/** The items as GET /api/getitemdetails?PLID=4 answers them: Asha buys at the Wholesale rate. */
const ITEMS = [
  {
    ItemId: 1,
    ItemCode: 'P1',
    ItemName: 'Paracetamol 500',
    MRP: 15,
    Taxper: 12,
    ProductRate: 10,
    ProductDiscount: 0,
    UnitID: 1,
    UnitName: 'NOS',
    RateId: 2,
  },
  {
    ItemId: 2,
    ItemCode: 'C1',
    ItemName: 'Cough Syrup',
    MRP: 60,
    Taxper: 5,
    ProductRate: 50,
    ProductDiscount: 0,
    UnitID: 1,
    UnitName: 'NOS',
    RateId: 2,
  },
];

const list = (rows: unknown[]) => ok({ data: rows });

/** The server behind the page; `extra` replaces or adds answers. Customers and items it keeps can grow. */
function server(
  extra: Record<string, StubRoute> = {},
  state = {
    customers: [ASHA] as Record<string, unknown>[],
    items: [...ITEMS] as Record<string, unknown>[],
  },
) {
  const calls = stubFetch({
    'GET /api/GetPartyLedgerCustomer': () => ({ body: { success: true, data: state.customers } }),
    'GET /api/getemployee': list([{ Empid: 1, FirstName: 'Ravi', LastName: 'K' }]),
    'GET /api/getbranch': list([{ BranchId: 1, BranchName: 'Head Office' }]),
    'GET /api/getroute': list([{ RootId: 1, RootName: 'North' }]),
    'GET /api/GetAllocation': list([]),
    'GET /api/getcompany': list([{ CompanyID: 1, StateCode: '29' }]),
    'GET /api/rest/companyLicence': list([{ GSTINo: '29AAACC1206D1ZM' }]),
    'GET /api/getfinancialbyid': ok({
      data: { FYearID: 1, StartDate: '2000-04-01', EndDate: '2099-03-31' },
    }),
    'GET /api/getEmpdocbyid': list([{ BranchId: 1 }]),
    'GET /api/getinvtype': list([{ SID: 7, Series: 'A', InvType: 1 }]),
    'GET /api/getbillno': ok({ data: { BillNo: 12, SID: 7, Series: 'A', InvoiceNo: 'A/12' } }),
    'GET /api/getitemdetails': () => ({ body: { success: true, data: state.items } }),
    ...extra,
  });
  return { calls, state };
}

/** A customer without a GSTIN. */
const WALK_IN = { ...ASHA, PLID: 6, TradeName: 'Walk-in', LedgerName: 'Walk-in', GSTIN: null };

/** Picks the walk-in customer by typing, from the Customer field. */
async function pickWalkIn(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('Walk');
  await screen.findByRole('option', { name: /Walk-in/ });
  await user.keyboard('{Enter}');
}

/** The year's series by type: B2B series A (SID 7) and the B2C ones given. */
const seriesByType =
  (b2c: Array<Record<string, unknown>>): StubRoute =>
  (_init, url) => ({
    body: {
      success: true,
      data: url?.endsWith('InvType=2') ? b2c : [{ SID: 7, Series: 'A', InvType: 1 }],
    },
  });

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderInvoice() {
  return render(
    <MemoryRouter initialEntries={['/dashboard', '/SalesInvoice']} initialIndex={1}>
      <AdminContext i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/SalesInvoice" element={<SalesInvoicePage />} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
        <Where />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const cell = (column: string, row: number) => screen.getByLabelText(`${column} ${row}`);
const path = () => screen.getByLabelText('path').textContent;
const sent = (calls: ReturnType<typeof stubFetch>, url: string) =>
  calls.filter((c) => c.method === 'POST' && c.url === url);

/** Opens the page and waits until its next number shows and the customer field has the focus. */
async function opened() {
  renderInvoice();
  await screen.findByDisplayValue('12');
  await waitFor(() => expect(screen.getByLabelText('Customer')).toHaveFocus());
}

/** Picks the customer by typing, as the keys do, and waits for its item list. */
async function pickAsha(
  user: ReturnType<typeof userEvent.setup>,
  calls: ReturnType<typeof stubFetch>,
) {
  await user.keyboard('Ash');
  await screen.findByRole('option', { name: /Asha Stores/ });
  await user.keyboard('{Enter}');
  await waitFor(() => expect(calls.some((c) => c.url === '/api/getitemdetails?PLID=4')).toBe(true));
  await waitFor(() => expect(cell('Item Code', 1)).toHaveFocus());
}

/** One grid line keyed in: item code from its list, then the cells after it. */
async function keyLine(user: ReturnType<typeof userEvent.setup>, code: string, keys: string) {
  await user.keyboard(code);
  await screen.findByRole('listbox');
  await user.keyboard(`{Enter}${keys}`);
}

describe('Sales invoice page', () => {
  it('leaves the customer list with Esc without choosing, and stays on the page', async () => {
    const user = userEvent.setup();
    server();
    await opened();

    await user.keyboard('Ash');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Customer')).toHaveValue('');
    expect(screen.getByLabelText('GSTIN')).toHaveValue('');
    expect(path()).toBe('/SalesInvoice');
  });

  it('leaves an item list with Esc without choosing, and stays on the page', async () => {
    const user = userEvent.setup();
    const { calls } = server();
    await opened();
    await pickAsha(user, calls);

    await user.keyboard('P');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(cell('Item Name', 1)).toHaveValue('');
    expect(path()).toBe('/SalesInvoice');
  });

  it('goes back with Esc on an unchanged form', async () => {
    const user = userEvent.setup();
    server();
    await opened();

    await user.keyboard('{Escape}');

    expect(path()).toBe('/dashboard');
  });

  it('opens a saved bill by its printed number (A/3) typed in Invoice No', async () => {
    const user = userEvent.setup();
    const { calls } = server({
      'GET /api/GetsaleInvoice': list([{ BillID: 31, BillNo: 3, InvoiceNo: 'A/3' }]),
    });
    await opened();
    const billNo = screen.getByLabelText(/^Invoice No/);

    await user.click(billNo);
    await user.keyboard('A/3{Enter}');
    await waitFor(() => expect(path()).toBe('/SalesInvoice/31'));

    expect(calls.map((c) => c.url)).toContain('/api/GetsaleInvoice?InvoiceNo=A%2F3&SID=7');
  });

  it("opens the last bill of the series on Tally's Page Up, from the Customer picker too", async () => {
    const { calls } = server({
      'GET /api/GetsaleInvoice': list([{ BillID: 41, BillNo: 11, InvoiceNo: 'A/11' }]),
    });
    await opened();

    await userEvent.setup().keyboard('{PageUp}');

    await waitFor(() => expect(path()).toBe('/SalesInvoice/41'));
    expect(calls.map((c) => c.url)).toContain('/api/GetsaleInvoice?BillNo=11&SID=7');
  });

  it('asks for a bill typed as digits by its number in the series', async () => {
    const user = userEvent.setup();
    const { calls } = server({
      'GET /api/GetsaleInvoice': list([{ BillID: 31, BillNo: 3, InvoiceNo: 'A/3' }]),
    });
    await opened();

    await user.click(screen.getByLabelText(/^Invoice No/));
    await user.keyboard('3{Enter}');
    await waitFor(() => expect(path()).toBe('/SalesInvoice/31'));

    expect(calls.map((c) => c.url)).toContain('/api/GetsaleInvoice?BillNo=3&SID=7');
  });

  it('asks before Esc leaves once something is typed: Stay keeps it, Leave goes back', async () => {
    const user = userEvent.setup();
    const { calls } = server();
    await opened();
    await pickAsha(user, calls);
    await keyLine(user, 'P1', '5');

    await user.keyboard('{Escape}');
    const asked = await screen.findByRole('dialog', { name: 'Quit?' });
    expect(asked).toHaveTextContent('The changes are not saved. Leave this invoice?');
    await user.click(within(asked).getByRole('button', { name: 'Stay' }));

    expect(path()).toBe('/SalesInvoice');
    expect(cell('Qty', 1)).toHaveValue('5');

    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Quit?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(path()).toBe('/dashboard'));
  });

  it("shows the customer's rate name, read-only, and prices its items at that rate", async () => {
    const user = userEvent.setup();
    const { calls } = server();
    await opened();

    await pickAsha(user, calls);
    await keyLine(user, 'P1', '');

    expect(screen.getByLabelText('Rate')).toHaveValue('Wholesale');
    expect(screen.getByLabelText('Rate')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Route')).toHaveValue('North');
    expect(cell('MRP', 1)).toHaveTextContent('15.00');
    expect(cell('Rate', 1)).toHaveValue('10.00'); // Asha's Wholesale price, not the MRP
  });

  it('starts a new bill on the last day of a financial year already over, and a date outside it refused on save takes the cursor, naming the year', async () => {
    const user = userEvent.setup();
    const { calls } = server({
      'GET /api/getfinancialbyid': ok({
        data: { FYearID: 1, StartDate: '2000-04-01', EndDate: '2001-03-31' },
      }),
    });
    // The shell reads the session's year before it draws a page.
    await lookups.financialYear();
    await opened();
    expect(screen.getByLabelText('Invoice Date')).toHaveValue('31-03-2001');
    await pickAsha(user, calls);
    await keyLine(user, 'P1', '5');
    await user.click(screen.getByLabelText('Invoice Date'));
    await user.keyboard('15-04-2001');
    await user.click(cell('Qty', 1));

    await user.keyboard('{Control>}a{/Control}');

    expect(
      await screen.findByText('Invoice Date must fall within the financial year 2000-01.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Invoice Date')).toHaveFocus());
    expect(sent(calls, '/api/insertbilling')).toHaveLength(0);
  });

  it('warns that a company without a GSTIN prints bills without one, and not once it has one', async () => {
    server({ 'GET /api/rest/companyLicence': list([]) });
    renderInvoice();
    expect(
      await screen.findByText(/The company has no GSTIN, so its bills print without one/),
    ).toBeInTheDocument();
    cleanup();

    server();
    await opened();
    expect(screen.queryByText(/The company has no GSTIN/)).not.toBeInTheDocument();
  });

  it('keeps the series on the next bill while its number is asked again, so a second Ctrl+A lands on Customer', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const { calls } = server({
      // The first save is taken; the second, of an empty bill, is refused as the server would.
      'POST /api/insertbilling': (init) => {
        const body = JSON.parse(String(init?.body)) as { SID: number | null };
        return sent(calls, '/api/insertbilling').length === 1
          ? {
              status: 201,
              body: {
                success: true,
                message: 'Invoice submitted successfully!',
                BillID: 1,
                BillNo: 12,
                data: { BillID: 1, BillNo: 12, InvoiceNo: 'A/12', BillAmount: 56 },
              },
            }
          : {
              status: 400,
              body: {
                success: false,
                error: 'Please check the invoice.',
                errors: {
                  ...(body.SID ? {} : { SID: 'Invoice series not found.' }),
                  CustomerID: 'Please select a customer.',
                },
              },
            };
      },
      // The first number answers; the next bill's ask is still on its way.
      'GET /api/getbillno': () =>
        asked++ === 0
          ? { body: { success: true, data: { BillNo: 12, SID: 7, Series: 'A', InvType: 1 } } }
          : new Promise(() => undefined),
    });
    await opened();
    await pickAsha(user, calls);
    await keyLine(user, 'P1', '5');

    await user.keyboard('{Control>}a{/Control}');
    await waitFor(() => expect(sent(calls, '/api/insertbilling')).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Customer')).toHaveValue(''));
    expect(screen.getByLabelText('Series')).toHaveValue('7');
    await user.keyboard('{Control>}a{/Control}');

    await waitFor(() => expect(sent(calls, '/api/insertbilling')).toHaveLength(2));
    expect(sent(calls, '/api/insertbilling')[1].body).toMatchObject({ SID: 7 });
    await waitFor(() => expect(screen.getByLabelText('Customer')).toHaveFocus());
  });

  it("puts a server's message on its header field, and the cursor there, keeping what was typed", async () => {
    const user = userEvent.setup();
    const { calls } = server({
      'POST /api/insertbilling': () => ({
        status: 400,
        body: {
          success: false,
          error: 'Please check the invoice.',
          errors: { QuotationId: 'Quotation No is too long.' },
        },
      }),
    });
    await opened();
    await pickAsha(user, calls);
    await keyLine(user, 'P1', '5');

    await user.keyboard('{Control>}a{/Control}');

    await waitFor(() => expect(sent(calls, '/api/insertbilling')).toHaveLength(1));
    expect(await screen.findByText('Quotation No is too long.')).toBeInTheDocument();
    expect(screen.getByLabelText('Quotation No')).toHaveAttribute('aria-invalid', 'true');
    // The cursor goes from the grid to the field to correct.
    await waitFor(() => expect(screen.getByLabelText('Quotation No')).toHaveFocus());
    expect(screen.getByLabelText('Customer')).toHaveValue('Asha Stores');
    expect(cell('Item Code', 1)).toHaveValue('P1');
    expect(cell('Qty', 1)).toHaveValue('5');
  });

  it("says the spec's words when the save gets no answer, keeping what was typed", async () => {
    const user = userEvent.setup();
    const { calls } = server({ 'POST /api/insertbilling': unreachable });
    await opened();
    await pickAsha(user, calls);
    await keyLine(user, 'P1', '5');

    await user.keyboard('{Control>}a{/Control}');

    expect(await screen.findByText('Error submitting data. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Customer')).toHaveValue('Asha Stores');
    expect(cell('Item Code', 1)).toHaveValue('P1');
    expect(cell('Qty', 1)).toHaveValue('5');
  });

  it("puts a server's message about a line on that line's row and cell, and the cursor there, keeping what was typed", async () => {
    const user = userEvent.setup();
    const { calls } = server({
      'POST /api/insertbilling': () => ({
        status: 400,
        body: {
          success: false,
          error: 'Quantity must be above 0.',
          errors: { 'items[1].Quantity': 'Quantity must be above 0.' },
        },
      }),
    });
    await opened();
    await pickAsha(user, calls);
    await keyLine(user, 'P1', '5{Enter}{Enter}{Enter}{Enter}');
    await keyLine(user, 'C1', '0.0001');

    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(cell('Qty', 2)).toHaveAttribute('aria-invalid', 'true'));
    // The cursor goes from the Submit button to the cell to correct.
    await waitFor(() => expect(cell('Qty', 2)).toHaveFocus());
    expect(cell('Qty', 2)).toHaveAccessibleDescription('Quantity must be above 0.');
    expect(cell('Qty', 1)).not.toHaveAttribute('aria-invalid');
    expect(cell('Item Code', 2)).not.toHaveAttribute('aria-invalid');
    expect(cell('Qty', 2)).toHaveValue('0.0001');
    expect(cell('Item Code', 2)).toHaveValue('C1');
    expect(cell('Qty', 1)).toHaveValue('5');
  });

  it('warns, without refusing the bill, when a line would charge more than its MRP with the tax', async () => {
    const user = userEvent.setup();
    const { calls } = server();
    await opened();
    await pickAsha(user, calls);
    await keyLine(user, 'P1', '5'); // Asha's rate 10.00 + 12%: 11.20 a unit, within the MRP of 15
    expect(screen.queryByText(/above its MRP/)).toBeNull();

    await user.keyboard('{Enter}{Enter}15'); // the rate typed at the MRP, GST on top
    expect(
      await screen.findByText(
        'Line 1 (Paracetamol 500): 16.80 a unit with tax is above its MRP of 15.00.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('warns on the screen, as a line is keyed, of more than the company holds of an item', async () => {
    const user = userEvent.setup();
    const { calls } = server({
      'GET /api/getbatches': list([]),
      'GET /api/stock': list([{ Quantity: 200 }, { Quantity: 84.5 }]),
    });
    await opened();
    await pickAsha(user, calls);
    await keyLine(user, 'P1', '280');
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/stock'))).toBe(true));
    expect(screen.queryByLabelText('Above stock')).toBeNull();

    await user.keyboard('{Enter}5'); // 5 free: 285 in all
    expect(await screen.findByLabelText('Above stock')).toHaveTextContent(
      'Line 1 (Paracetamol 500): 285 asked, only 284.5 in stock.',
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('counts the stock of the van the bill sells from, not the godown besides', async () => {
    const user = userEvent.setup();
    const { calls } = server({
      'GET /api/billplace': ok({ data: { GodownId: null, VanID: 9, name: 'van KA09AB1234' } }),
      'GET /api/getbatches': list([]),
      'GET /api/stock': (_init, url) => ({
        body: {
          success: true,
          data: url.includes('VanID=9') ? [{ Quantity: 20 }] : [{ Quantity: 70 }, { Quantity: 20 }],
        },
      }),
    });
    await opened();
    await pickAsha(user, calls);

    await keyLine(user, 'P1', '40');

    expect(await screen.findByLabelText('Above stock')).toHaveTextContent(
      'Line 1 (Paracetamol 500): 40 asked, only 20 in stock.',
    );
    expect(calls.map((c) => c.url)).toContain('/api/stock?ItemId=1&VanID=9');
  });

  it('makes a new bill B2C when its customer has no GSTIN, says so, and goes on to the first item', async () => {
    const user = userEvent.setup();
    const { calls } = server(
      {
        'GET /api/getinvtype': seriesByType([{ SID: 8, Series: 'R', InvType: 2 }]),
        'GET /api/getbillno': (_init, url) => ({
          body: url.includes('InvType=2')
            ? {
                success: true,
                data: { BillNo: 3, SID: 8, Series: 'R', InvoiceNo: 'R/3', InvType: 2 },
              }
            : {
                success: true,
                data: { BillNo: 12, SID: 7, Series: 'A', InvoiceNo: 'A/12', InvType: 1 },
              },
        }),
      },
      { customers: [ASHA, WALK_IN], items: [...ITEMS] },
    );
    await opened();

    await pickWalkIn(user);

    expect(
      await screen.findByText('Form Type is now B2C: this customer has no GSTIN.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(cell('Item Code', 1)).toHaveFocus());
    expect(screen.getByLabelText('Form Type')).toHaveValue('2');
    await waitFor(() => expect(screen.getByLabelText('Series')).toHaveValue('8'));
    expect(screen.getByDisplayValue('3')).toBeInTheDocument();
    expect(screen.queryByText('A B2B invoice needs a customer with a GSTIN.')).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/getbillno?InvType=2&'))).toBe(true);

    // Another customer, with a GSTIN: the bill the customer made B2C goes back to B2B.
    await user.click(screen.getByLabelText('Customer'));
    await user.clear(screen.getByLabelText('Customer'));
    await user.keyboard('Ash');
    await screen.findByRole('option', { name: /Asha Stores/ });
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Form Type is now B2B: this customer has a GSTIN.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Form Type')).toHaveValue('1'));
    await waitFor(() => expect(screen.getByLabelText('Series')).toHaveValue('7'));
    await waitFor(() => expect(cell('Item Code', 1)).toHaveFocus());
  });

  it('opens a new bill on the form type of the series allocated for the day', async () => {
    server({
      'GET /api/getinvtype': seriesByType([{ SID: 8, Series: 'R', InvType: 2 }]),
      'GET /api/getbillno': ok({
        data: { BillNo: 3, SID: 8, Series: 'R', InvoiceNo: 'R/3', InvType: 2 },
      }),
    });
    renderInvoice();

    await screen.findByDisplayValue('3');
    await waitFor(() => expect(screen.getByLabelText('Form Type')).toHaveValue('2'));
    await waitFor(() => expect(screen.getByLabelText('Series')).toHaveValue('8'));
  });

  it('says at once that a B2B bill needs a customer with a GSTIN when there is no B2C series, with the cursor on Form Type', async () => {
    const user = userEvent.setup();
    server(
      {
        'GET /api/getinvtype': seriesByType([]),
      },
      { customers: [ASHA, WALK_IN], items: [...ITEMS] },
    );
    await opened();

    await pickWalkIn(user);

    expect(
      await screen.findByText('A B2B invoice needs a customer with a GSTIN.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Form Type')).toHaveFocus());
    await user.selectOptions(screen.getByLabelText('Form Type'), '2');
    await waitFor(() =>
      expect(screen.queryByText('A B2B invoice needs a customer with a GSTIN.')).toBeNull(),
    );
  });

  it('makes a customer with Alt+C from the typed name, chooses it and goes on to the first item cell', async () => {
    const user = userEvent.setup();
    const nova = {
      ...ASHA,
      PLID: 9,
      TradeName: 'Nova Medicals',
      LedgerName: 'Nova Medicals',
      LegalName: 'Nova Medicals',
      GSTIN: null,
      StateCode: null,
      RootName: null,
      RateId: null,
      RateName: null,
    };
    const { calls, state } = server({
      'POST /api/insertcustomer': () => {
        state.customers = [ASHA, nova];
        return {
          status: 201,
          body: { success: true, message: 'Customer submitted successfully!', PLID: 9 },
        };
      },
    });
    await opened();
    // A walk-in without a GSTIN: a B2C bill (a B2B one would send the cursor to Form Type).
    await user.selectOptions(screen.getByLabelText('Form Type'), '2');
    await user.click(screen.getByLabelText('Customer'));

    await user.keyboard('Nova Medicals{Alt>}c{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    expect(within(dialog).getByLabelText('Trade Name')).toHaveValue('Nova Medicals');
    expect(within(dialog).getByLabelText('Legal Name')).toHaveValue('Nova Medicals');
    await user.keyboard('{Enter}{Enter}{Enter}9845099999{Enter}12 Lake Road{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, '/api/insertcustomer')[0].body).toEqual({
      LedgerName: 'Nova Medicals',
      LegalName: 'Nova Medicals',
      Mobile: '9845099999',
      Address: '12 Lake Road',
      Openingbalance: 0,
      balanceType: 'Debit',
    });
    await waitFor(() => expect(screen.getByLabelText('Customer')).toHaveValue('Nova Medicals'));
    await waitFor(() => expect(cell('Item Code', 1)).toHaveFocus());
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/getitemdetails?PLID=9')).toBe(true),
    );
    expect(path()).toBe('/SalesInvoice');
  });

  it("shows the server's message on the dialog's field when a new customer is refused, keeping the dialog", async () => {
    const user = userEvent.setup();
    const { calls } = server({
      'POST /api/insertcustomer': () => ({
        status: 409,
        body: {
          success: false,
          error: 'This name already exists',
          errors: { LedgerName: 'This name already exists' },
        },
      }),
    });
    await opened();

    await user.keyboard('Asha Stores{Alt>}c{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await user.keyboard('{Control>}a{/Control}');

    await waitFor(() => expect(sent(calls, '/api/insertcustomer')).toHaveLength(1));
    expect(await within(dialog).findByText('This name already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Trade Name')).toHaveValue('Asha Stores');
  });

  it('closes the Alt+C dialog with Esc without saving, back in the picker, still on the invoice', async () => {
    const user = userEvent.setup();
    const { calls } = server();
    await opened();

    await user.keyboard('Nova{Alt>}c{/Alt}');
    await screen.findByRole('dialog', { name: 'New customer' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Customer')).toHaveFocus());
    expect(sent(calls, '/api/insertcustomer')).toHaveLength(0);
    expect(path()).toBe('/SalesInvoice');
  });

  it("makes an item with Alt+C in an item cell, priced at the customer's rate, puts it on the row and goes to its quantity", async () => {
    const user = userEvent.setup();
    const zinc = {
      ItemId: 3,
      ItemCode: 'ITM3',
      ItemName: 'Zinc Tablets',
      MRP: 40,
      Taxper: 12,
      ProductRate: 32,
      ProductDiscount: 0,
      UnitID: 1,
      UnitName: 'NOS',
      RateId: 2,
    };
    const { calls, state } = server({
      'GET /api/getunit': list([{ UnitID: 1, UnitName: 'NOS' }]),
      'GET /api/gettaxmaster': list([{ TaxID: 5, TaxName: 'GST 12%' }]),
      'GET /api/getitemmaster/hsn': list([{ HsnId: 3, HsnName: '3004' }]),
      'GET /api/getitemmaster/manufacture': list([{ ManufactureId: 4, ManufactureName: 'Cipla' }]),
      'GET /api/getitemmaster/marketer': list([{ MarketerId: 6, MarketerName: 'Cipla Health' }]),
      'GET /api/getitemmaster/rack': list([{ RackId: 8, RackName: 'A1' }]),
      'GET /api/getitembycmpid': list([
        { ItemCatNo: 10, ItemCatName: 'Medicine', ItemCatUnder: 0 },
        { ItemCatNo: 11, ItemCatName: 'Tablets', ItemCatUnder: 10 },
      ]),
      'GET /api/getrates': list([
        { RateId: 1, RateName: 'Retail' },
        { RateId: 2, RateName: 'Wholesale' },
      ]),
      'GET /api/GetItemId': list([{ ItemId: 3 }]),
      'POST /api/insertitemdetails': () => {
        state.items = [...ITEMS, zinc];
        return {
          status: 201,
          body: { success: true, message: 'Item and rates submitted successfully!', ItemId: 3 },
        };
      },
    });
    await opened();
    await pickAsha(user, calls);
    await user.keyboard('{ArrowRight}'); // to the item name cell

    await user.keyboard('Zinc Tablets{Alt>}c{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    expect(within(dialog).getByLabelText('Item Name')).toHaveValue('Zinc Tablets');
    expect(within(dialog).getByLabelText('Item Code')).toHaveValue('ITM3');
    await user.keyboard('{Enter}{Enter}{Enter}{Enter}40{Enter}32'); // name, code, unit, tax: to MRP, then the rate
    await user.keyboard('{Control>}a{/Control}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, '/api/insertitemdetails')[0].body).toMatchObject({
      ItemName: 'Zinc Tablets',
      ItemCode: 'ITM3',
      UnitID: 1,
      TaxID: 5,
      Taxable: 1,
      MRP: 40,
      HsnId: 3,
      MainCategoryId: 10,
      SubCategoryId: 11,
      CategoryId: 11,
      ManufactureId: 4,
      MarketerId: 6,
      RackId: 8,
      rates: [{ RateId: 2, Rate: 32 }],
    });
    await waitFor(() => expect(cell('Item Name', 1)).toHaveValue('Zinc Tablets'));
    expect(cell('Item Code', 1)).toHaveValue('ITM3');
    expect(cell('Rate', 1)).toHaveValue('32.00');
    await waitFor(() => expect(cell('Qty', 1)).toHaveFocus());
  });
});
