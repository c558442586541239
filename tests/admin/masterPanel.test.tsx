import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider, type CreateParams, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../admin/src/i18nProvider';
import { ItemMasterPage } from '../../admin/src/pages/masters/ItemMasterPage';

/** Item Master over a data provider that keeps what is saved, as the server would. */
function renderItemMaster(at = '/ItemMaster') {
  const saved: RaRecord[] = [];
  const create = vi.fn(async (_resource: string, { data }: CreateParams) => {
    const row = { ...data, id: saved.length + 1, HsnId: saved.length + 1 };
    saved.push(row);
    return { data: row };
  });
  const dataProvider = testDataProvider({
    getList: async () => ({ data: [...saved], total: saved.length }) as never,
    getMany: async () => ({ data: [] }),
    create: create as never,
  });
  render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ItemMasterPage />
      </AdminContext>
    </MemoryRouter>,
  );
  return create;
}

describe('Item Master (a form with its list beside it): Save and New', () => {
  it('types two HSN codes one after the other without leaving the keyboard', async () => {
    const user = userEvent.setup();
    const create = renderItemMaster();
    const name = await screen.findByLabelText(/^HSN Name/);
    await waitFor(() => expect(name).toHaveFocus());

    await user.keyboard('3004{Enter}Medicaments{Enter}hs{Enter}');
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByLabelText(/^HSN Name/)).toHaveValue(''));
    await waitFor(() => expect(screen.getByLabelText(/^HSN Name/)).toHaveFocus());
    await user.keyboard('998314{Enter}{Enter}sa{Enter}');

    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls.map((c) => c[1].data)).toEqual([
      expect.objectContaining({ HsnName: '3004', HsnDescription: 'Medicaments', Status: 1 }),
      expect.objectContaining({ HsnName: '998314', Status: 2 }),
    ]);
    const list = screen.getByRole('table');
    expect(await within(list).findByText('3004')).toBeInTheDocument();
  });
});

describe('Item Master tabs', () => {
  it('opens on the tab the address names, as Go To sends it (?tab=3 is Rack)', async () => {
    renderItemMaster('/ItemMaster?tab=3');

    expect(await screen.findByRole('tab', { name: 'Rack', selected: true })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Rack Name/)).toBeInTheDocument();
  });
});
