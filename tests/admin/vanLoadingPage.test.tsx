import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import VanLoadingPage from '../../admin/src/pages/van/VanLoadingPage';
import { stubFetch } from './fetchStub';
import { vanDayByKeys } from './vanDay';

const ITEMS = [
  { ItemID: 1, ItemCode: 'C1', ItemName: 'Cough Syrup' },
  { ItemID: 2, ItemCode: 'P1', ItemName: 'Paracetamol 500' },
  { ItemID: 3, ItemCode: 'V1', ItemName: 'Vitamin C' },
];

/** A server with one branch, one vehicle and three items, which keeps the sheet it is sent. */
function server(overrides: Parameters<typeof stubFetch>[0] = {}) {
  let sheet: { SheetID: number; stock: Map<number, number> } | null = null;
  const calls = stubFetch({
    'GET /api/getbranch': () => ({
      body: { success: true, data: [{ BranchId: 1, BranchName: 'Head Office' }] },
    }),
    'GET /api/Getvehiclevid': () => ({
      body: { success: true, data: [{ VID: 3, VRegNo: 'KA09AB1234' }] },
    }),
    'GET /api/GetSheetid': () => ({
      body: { success: true, data: [{ SheetID: sheet ? 2 : 1 }] },
    }),
    'GET /api/GetVanload': () => ({
      body: {
        success: true,
        data: ITEMS.map((i) => ({
          ...i,
          Stock: sheet?.stock.get(i.ItemID) ?? 0,
          InGodown: 100 * i.ItemID - (sheet?.stock.get(i.ItemID) ?? 0),
        })),
        Godown: 'Main',
        SheetID: sheet?.SheetID ?? null,
        VanLoadID: sheet ? 11 : null,
        Settled: false,
      },
    }),
    'POST /api/InsertVanload/': (init) => {
      sheet = { SheetID: 1, stock: stockOf(init) };
      return {
        status: 201,
        body: { success: true, message: 'Stock loaded to the van successfully!' },
      };
    },
    'POST /api/UpdateVanload': (init) => {
      sheet = { SheetID: 1, stock: stockOf(init) };
      return { body: { success: true, message: 'Van stock updated successfully!' } };
    },
    ...overrides,
  });
  return calls;
}

function stockOf(init: RequestInit | undefined) {
  const { Items } = JSON.parse(String(init?.body)) as {
    Items: Array<{ ItemID: number; Stock: number }>;
  };
  return new Map(Items.map((i) => [i.ItemID, i.Stock]));
}

const saved = (calls: ReturnType<typeof stubFetch>) => calls.filter((c) => c.method === 'POST');

/** The page with its branch chosen at login; the vehicle picked and the date accepted by the keys. */
async function viewSheet(overrides: Parameters<typeof stubFetch>[0] = {}) {
  localStorage.setItem('BranchId', '1');
  const calls = server(overrides);
  const user = await vanDayByKeys('/Vanloding', <VanLoadingPage />, calls, 'Getvehiclevid');
  await waitFor(() => expect(screen.getByLabelText('Stock 1')).toHaveFocus());
  return { user, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('Van loading page', () => {
  it('goes down the Stock column on Enter, so each quantity typed lands on its own item', async () => {
    const { user, calls } = await viewSheet();

    await user.keyboard('5{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Stock 2')).toHaveFocus());
    await user.keyboard('7{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Stock 3')).toHaveFocus());
    await user.keyboard('{Control>}s{/Control}');

    await waitFor(() => expect(saved(calls)).toHaveLength(1));
    expect(saved(calls)[0].body).toMatchObject({
      Items: [
        { ItemID: 1, Stock: 5 },
        { ItemID: 2, Stock: 7 },
        { ItemID: 3, Stock: 0 },
      ],
    });
  });

  it('still reaches a listed item by the arrows, and Enter after the last quantity opens a new row on its Item', async () => {
    const { user } = await viewSheet();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByLabelText('Item 1')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{Enter}');

    await waitFor(() => expect(screen.getByLabelText('Item 4')).toHaveFocus());
    expect(screen.getByLabelText('Item 4')).toHaveValue('');
  });

  it('refuses to save while an item cell holds text that was never picked, and says which row', async () => {
    const { user, calls } = await viewSheet();
    await user.keyboard('5');
    await user.click(screen.getByLabelText('Item 2'));

    await user.keyboard('7{Control>}s{/Control}');

    expect(
      await screen.findByText(
        "Item 2: '7' is not picked. Pick an item from the list with Enter, or press Esc to keep 'Paracetamol 500'.",
      ),
    ).toBeInTheDocument();
    expect(saved(calls)).toHaveLength(0);
    expect(screen.getByLabelText('Item 2')).toHaveFocus();
  });

  it('puts the cursor on the stock the server refused, after saying why', async () => {
    const { user } = await viewSheet({
      'POST /api/InsertVanload/': () => ({
        status: 400,
        body: {
          success: false,
          error: 'Only 200 of Vitamin C is in Main.',
          // The second item the sheet keeps: Vitamin C (Paracetamol at 0 is not kept).
          errors: { 'Items[1].Stock': 'Only 200 of Vitamin C is in Main.' },
        },
      }),
    });
    await user.keyboard('5{Enter}{Enter}999{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Item 4')).toHaveFocus());

    await user.keyboard('{Control>}s{/Control}');

    expect(
      await screen.findByText('Error transferring stock: Only 200 of Vitamin C is in Main.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Stock 3')).toHaveFocus());
  });

  it('keeps the saved sheet in sight with its number, says so for a few seconds, and puts the cursor on the vehicle for the next', async () => {
    const { user } = await viewSheet();
    await user.keyboard('5{Control>}s{/Control}');

    const notice = await screen.findByText('Sheet 1: Stock loaded to the van successfully!');
    await waitFor(() => expect(screen.getByLabelText('Vehicle')).toHaveFocus());
    expect(screen.getByLabelText('Stock 1')).toHaveValue('5');
    expect(screen.getByLabelText('Sheet')).toHaveValue('1');
    expect(
      screen.getByText(/^Sheet 1 loads this vehicle on .*: saving again updates it/),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 2500));
    expect(notice).toBeInTheDocument();
    await user.keyboard('{Tab}');
    expect(notice).not.toBeInTheDocument();
  });

  it('saves the same vehicle and date again as an update of the same sheet, and says so', async () => {
    const { user, calls } = await viewSheet();
    await user.keyboard('5{Control>}s{/Control}');
    await screen.findByText('Sheet 1: Stock loaded to the van successfully!');

    await user.click(screen.getByLabelText('Stock 2'));
    await user.keyboard('7{Control>}a{/Control}');

    expect(await screen.findByText('Sheet 1: Van stock updated successfully!')).toBeInTheDocument();
    expect(saved(calls).map((c) => c.url)).toEqual(['/api/InsertVanload/', '/api/UpdateVanload']);
    expect(screen.getByLabelText('Sheet')).toHaveValue('1');
  });

  it('shows beside each item what the godown holds, so the clerk sees what is left to load', async () => {
    await viewSheet();

    const table = screen.getByRole('table', { name: 'Van stock' });
    const rows = within(table).getAllByRole('row');
    const headings = within(rows[0])
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const at = headings.indexOf('In Godown');
    expect(at).toBeGreaterThan(-1);
    const godown = rows.slice(1).map((r) => within(r).getAllByRole('cell')[at]?.textContent);
    expect(godown).toEqual(['100', '200', '300']);
  });
});
