import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../admin/src/i18nProvider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import VanSettlementPage from '../../admin/src/pages/van/VanSettlementPage';
import { stubFetch } from './fetchStub';
import { vanDayByKeys } from './vanDay';

/** A server with one vehicle whose day loaded two items and billed 140.00 cash; it settles what it is sent. */
function server({
  RepName = 'Ravi' as string | null,
  reopenedWith = null as number | null,
  SheetID = 1 as number | null,
} = {}) {
  let settled: { CashHanded: number } | null = null;
  const calls = stubFetch({
    'GET /api/getVehicle': () => ({
      body: { success: true, data: [{ VID: 3, VRegNo: 'KA09AB1234' }] },
    }),
    'GET /api/getvansettlement': () => ({
      body: {
        success: true,
        data: {
          SheetID,
          RepName,
          Settled: Boolean(settled),
          SettlementID: settled ? 5 : null,
          SettlementNo: settled ? 1 : null,
          // A day reopened after a settlement comes back with what was counted (cash, returns).
          CashHanded: settled?.CashHanded ?? reopenedWith ?? 0,
          CashBills: 140,
          GPayBills: 0,
          CashReceipts: 0,
          BankReceipts: 0,
          Items: [
            {
              ItemID: 1,
              ItemCode: 'C1',
              itemName: 'Cough Syrup',
              Loaded: 10,
              Sold: 0,
              Rate: 60,
              Returned: reopenedWith === null ? 0 : 9,
            },
            {
              ItemID: 2,
              ItemCode: 'P1',
              itemName: 'Paracetamol',
              Loaded: 50,
              Sold: 11,
              Rate: 12.5,
            },
          ],
        },
      },
    }),
    'POST /api/insertvansettlement': (init) => {
      settled = JSON.parse(String(init?.body)) as { CashHanded: number };
      return {
        status: 201,
        body: {
          success: true,
          message: 'Van settlement saved: the day is closed for this vehicle.',
        },
      };
    },
  });
  return calls;
}

const settlements = (calls: ReturnType<typeof stubFetch>) =>
  calls.filter((c) => c.method === 'POST' && c.url === '/api/insertvansettlement');

/** The page with the vehicle picked and the date accepted by the keys. */
async function showDay(options?: Parameters<typeof server>[0]) {
  const calls = server(options);
  const user = await vanDayByKeys('/VanSettlement', <VanSettlementPage />, calls, 'getVehicle');
  return { user, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('Van settlement page', () => {
  it('settles the day by the keys alone: Enter from the date into Returned, down to Cash Handed Over, Enter there asks Accept? and Enter settles', async () => {
    const { user, calls } = await showDay();

    await waitFor(() => expect(screen.getByLabelText('Returned 1')).toHaveFocus());
    await user.keyboard('10{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Returned 2')).toHaveFocus());
    await user.keyboard('38{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Cash Handed Over')).toHaveFocus());
    await user.keyboard('90{Enter}');

    // Tally's Accept?: what settling records, and Enter accepts.
    const accept = await screen.findByRole('dialog', { name: 'Accept?' });
    expect(accept).toHaveTextContent(
      /Settle KA09AB1234 for \d\d-\d\d-\d{4}: cash short 50\.00, stock short 12\.50\. The day's bills cannot be changed until it is reopened\./,
    );
    expect(settlements(calls)).toHaveLength(0);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(settlements(calls)).toHaveLength(1));
    expect(settlements(calls)[0].body).toEqual({
      VanID: 3,
      VanDate: expect.any(String) as string,
      CashHanded: 90,
      Items: [
        { ItemID: 1, Returned: 10 },
        { ItemID: 2, Returned: 38 },
      ],
    });
  });

  it('says why Enter on the date shows nothing while no vehicle is chosen, back on the vehicle', async () => {
    const calls = server();
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/VanSettlement']}>
        <AdminContext i18nProvider={i18nProvider}>
          <VanSettlementPage />
        </AdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(calls.some((c) => c.url.includes('getVehicle'))).toBe(true));
    await user.click(screen.getByLabelText('Date'));

    await user.keyboard('{Enter}');

    expect(await screen.findByText('Please select a vehicle.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Vehicle')).toHaveFocus());
  });

  it('says there is nothing to settle on a day the vehicle was not loaded, rather than nothing', async () => {
    const { user, calls } = await showDay({ SheetID: null });
    await waitFor(() => expect(screen.getByLabelText('Returned 1')).toHaveFocus());

    await user.keyboard('{Control>}a{/Control}');

    expect(
      await screen.findByText(
        'There is no van sheet for this vehicle on this date: load the van first.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Accept?' })).toBeNull();
    expect(settlements(calls)).toHaveLength(0);
  });

  it('shows a reopened day with what was counted, to be corrected rather than keyed again', async () => {
    await showDay({ reopenedWith: 150 });

    await waitFor(() => expect(screen.getByLabelText('Returned 1')).toHaveValue('9'));
    expect(screen.getByLabelText('Cash Handed Over')).toHaveValue('150');
  });

  it('names a stock excess in Accept?, as it names a shortage', async () => {
    const { user } = await showDay();
    await waitFor(() => expect(screen.getByLabelText('Returned 1')).toHaveFocus());

    // 50 loaded, 11 sold: 40 back is one Paracetamol (12.50) more than the van should hold.
    await user.keyboard('10{Enter}40{Enter}140{Enter}');

    expect(await screen.findByRole('dialog', { name: 'Accept?' })).toHaveTextContent(
      /: cash as expected, stock excess 12\.50\. The day's bills/,
    );
  });

  it("asks 'Quit?' before Esc leaves returns typed and not settled, and Stay keeps them", async () => {
    const { user, calls } = await showDay();
    await waitFor(() => expect(screen.getByLabelText('Returned 1')).toHaveFocus());

    await user.keyboard('10{Escape}');
    const asked = await screen.findByRole('dialog', { name: 'Quit?' });
    expect(asked).toHaveTextContent('The changes are not saved. Leave this settlement?');
    await user.click(within(asked).getByRole('button', { name: 'Stay' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quit?' })).toBeNull());
    expect(screen.getByLabelText('Returned 1')).toHaveValue('10');
    expect(settlements(calls)).toHaveLength(0);
  });

  it("settles with Ctrl+A from a Returned cell rather than selecting the cell's text", async () => {
    const { user, calls } = await showDay();
    await waitFor(() => expect(screen.getByLabelText('Returned 1')).toHaveFocus());

    await user.keyboard('10{Control>}a{/Control}');
    await screen.findByRole('dialog', { name: 'Accept?' });
    await user.keyboard('{Enter}');

    await waitFor(() => expect(settlements(calls)).toHaveLength(1));
    expect(settlements(calls)[0].body).toMatchObject({ Items: [{ ItemID: 1, Returned: 10 }, {}] });
  });

  it('after settling keeps the day in sight, the message up until the next key, and the cursor on the vehicle', async () => {
    const { user } = await showDay();
    await waitFor(() => expect(screen.getByLabelText('Returned 1')).toHaveFocus());

    await user.keyboard('{Control>}s{/Control}');
    await screen.findByRole('dialog', { name: 'Accept?' });
    await user.keyboard('{Enter}');

    const notice = await screen.findByText(
      'Van settlement saved: the day is closed for this vehicle.',
    );
    await waitFor(() => expect(screen.getByLabelText('Vehicle')).toHaveFocus());
    expect(screen.getByText('No. 1')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 2500));
    expect(notice).toBeInTheDocument();
    await user.keyboard('{Tab}');
    expect(notice).not.toBeInTheDocument();
  });

  it('goes back to the cash on Esc at Accept?, settling nothing', async () => {
    const { user, calls } = await showDay();
    await waitFor(() => expect(screen.getByLabelText('Returned 1')).toHaveFocus());

    await user.keyboard('{Control>}a{/Control}');
    await screen.findByRole('dialog', { name: 'Accept?' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Accept?' })).toBeNull());
    await waitFor(() => expect(screen.getByLabelText('Cash Handed Over')).toHaveFocus());
    expect(settlements(calls)).toHaveLength(0);
  });

  it('says why no representative shows (none allocated that day) and Allocate opens the allocation with the vehicle and date', async () => {
    const calls = server({ RepName: null });
    await vanDayByKeys('/VanSettlement', <VanSettlementPage />, calls, 'getVehicle');

    const allocate = await screen.findByRole('link', { name: 'Allocate' });
    const typed = (screen.getByLabelText('Date') as HTMLInputElement).value;
    expect(screen.getByText(`none allocated on ${typed}`)).toBeInTheDocument();
    expect(screen.getByText(/only bills that name this vehicle count/)).toBeInTheDocument();
    const href = new URL(allocate.getAttribute('href')!, 'http://admin');
    expect(href.pathname).toBe('/allocation/create');
    const source = JSON.parse(href.searchParams.get('source')!) as Record<string, unknown>;
    expect(source.VanID).toBe(3);
    expect((source.Alocdate as string).split('-').reverse().join('-')).toBe(typed);
  });
});
