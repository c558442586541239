import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18nProvider';
import { ItemDetailsPage } from '../../admin/src/pages/items/ItemDetailsPage';
import { item, resourceByName } from '../../resources';
import { stubFetch, type Route } from './fetchStub';

const listed =
  (data: unknown[]): Route =>
  () => ({ body: { success: true, data } });

/** The item screen's calls: each picker's master (Cipla the only manufacture), the items given. */
function books(items: unknown[] = []) {
  return stubFetch(routesOf(items));
}

function routesOf(items: unknown[] = []): Record<string, Route> {
  const routes: Record<string, Route> = {
    'GET /api/GetItemId': listed([{ ItemId: 5 }]),
    'GET /api/getitemdetails': listed(items),
    'GET /api/getrates': listed([{ RateId: 1, RateName: 'Retail' }]),
    'GET /api/getitemratebyid': listed([{ RateId: 1, Rate: 40 }]),
  };
  for (const field of Object.values(item.fields))
    if (field.to)
      routes[`GET /api/${resourceByName(field.to)!.endpoints!.list!}`] = listed(
        field.to === 'manufacture' ? [{ ManufactureId: 1, ManufactureName: 'Cipla' }] : [],
      );
  return routes;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/ItemDetails']}>
      <AdminContext i18nProvider={i18nProvider}>
        <ItemDetailsPage />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('Item Details', () => {
  it('marks every field the item needs as required, Rack and Marketer too, and not the optional ones', async () => {
    books();
    renderPage();
    await screen.findByDisplayValue('ITM5');

    for (const name of ['HSN', 'Rack', 'Marketer', 'Manufacture', 'Taxable', 'Category'])
      expect(screen.getByRole('combobox', { name: new RegExp(`^${name}`) })).toBeRequired();
    for (const label of [/^Item Name/, /^Discount/, /^Reorder Quantity/])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByRole('combobox', { name: /^Tax\b/ })).not.toBeRequired();
    expect(screen.getByLabelText(/^MRP/)).not.toBeRequired();
  });

  it('has the cursor in HSN when it opens, and Enter walks on to Item Code', async () => {
    const user = userEvent.setup();
    books();
    renderPage();
    const hsn = await screen.findByRole('combobox', { name: /^HSN/ });
    await waitFor(() => expect(hsn).toHaveFocus());

    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByLabelText(/^Item Code/)).toHaveFocus());
  });

  it('offers Create for a manufacture not in the list, with the typed name in its dialog', async () => {
    const user = userEvent.setup();
    books();
    renderPage();
    await user.click(await screen.findByRole('combobox', { name: /^Manufacture/ }));

    await user.keyboard('Sun Pharma');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await user.keyboard('{Enter}');

    expect(options.map((o) => o.textContent)).toEqual(['Create']);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Manufacture' });
    expect(within(dialog).getByLabelText(/^Manufacture Name/)).toHaveValue('Sun Pharma');
    expect(within(dialog).getByLabelText(/^Manufacture Name/)).toHaveFocus();
  });

  it('moves the cursor on to Rack once a new manufacture is saved from the picker, and back to the picker on Esc', async () => {
    const user = userEvent.setup();
    const made = [{ ManufactureId: 1, ManufactureName: 'Cipla' }];
    stubFetch({
      ...routesOf(),
      'GET /api/getitemmaster/manufacture': () => ({ body: { success: true, data: made } }),
      'POST /api/insertmanufacture': () => {
        made.push({ ManufactureId: 2, ManufactureName: 'Sun Pharma' });
        return { body: { success: true, ManufactureId: 2 } };
      },
    });
    renderPage();
    const manufacture = await screen.findByRole('combobox', { name: /^Manufacture/ });
    await user.click(manufacture);

    await user.keyboard('Sun Pharma');
    await screen.findByRole('option', { name: 'Create' });
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Create New Manufacture' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(manufacture).toHaveFocus());
    await user.keyboard('Sun Pharma');
    await screen.findByRole('option', { name: 'Create' });
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Create New Manufacture' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Rack/ })).toHaveFocus());
    expect(manufacture).toHaveValue('Sun Pharma');
  });

  it('makes a main category from its picker, and a sub category under the main category chosen', async () => {
    const user = userEvent.setup();
    const categories: Array<{ ItemCatNo: number; ItemCatName: string; ItemCatUnder: number }> = [];
    const calls = stubFetch({
      ...routesOf(),
      'GET /api/getitembycmpid': () => ({ body: { success: true, data: [...categories] } }),
      'POST /api/insertitemmain': () => {
        categories.push({ ItemCatNo: 7, ItemCatName: 'Medicine', ItemCatUnder: 0 });
        return { body: { success: true, ItemCatNo: 7 } };
      },
      'POST /api/insertitemsub': () => {
        categories.push({ ItemCatNo: 8, ItemCatName: 'Tablets', ItemCatUnder: 7 });
        return { body: { success: true, ItemCatNo: 8 } };
      },
    });
    renderPage();
    const sub = await screen.findByRole('combobox', { name: /^Sub Category/ });

    // No main category yet: a sub category has nothing to go under.
    await user.click(sub);
    await user.keyboard('Tablets');
    await screen.findByRole('option', { name: 'Create' });
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        'Please select the Main Category first: a sub category is made under it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    const main = screen.getByRole('combobox', { name: /^Main Category/ });
    await user.click(main);
    await user.keyboard('Medicine');
    await screen.findByRole('option', { name: 'Create' });
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Create New Category' });
    expect(within(dialog).getByLabelText(/^Category Name/)).toHaveValue('Medicine');
    await user.keyboard('{Control>}a{/Control}');
    await waitFor(() => expect(main).toHaveValue('Medicine'));

    await user.click(sub);
    await user.clear(sub);
    await user.keyboard('Tablets');
    await screen.findByRole('option', { name: 'Create' });
    await user.keyboard('{Enter}');
    const subDialog = await screen.findByRole('dialog', { name: 'Create New Sub Category' });
    await user.click(within(subDialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sub).toHaveValue('Tablets'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/insertitemmain', { ItemCatName: 'Medicine' }],
      ['/api/insertitemsub', { Ggroups: 'Tablets', ItemCatUnder: 7 }],
    ]);
  });

  it('refuses an incomplete item on Ctrl+S and puts the cursor on the first field with a message', async () => {
    const user = userEvent.setup();
    books();
    renderPage();
    await screen.findByDisplayValue('ITM5');
    await user.click(screen.getByLabelText(/^Item Name/));

    await user.keyboard('Paracetamol{Control>}s{/Control}');

    await waitFor(() => expect(screen.getByRole('combobox', { name: /^HSN/ })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: /^HSN/ })).toHaveAttribute('aria-invalid', 'true');
    // A field filled in after the refusal loses its message; the others keep theirs.
    const description = screen.getByLabelText(/^Description/);
    expect(description).toHaveAttribute('aria-invalid', 'true');
    await user.click(description);
    await user.keyboard('Tablets');
    expect(description).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('combobox', { name: /^HSN/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it("asks 'Quit?' before Esc drops a change to an item opened from the list, and not when nothing changed", async () => {
    const user = userEvent.setup();
    books([{ ItemId: 4, ItemCode: 'ITM4', ItemName: 'Dolo 650', Status: 1 }]);
    renderPage();
    const row = await screen.findByRole('row', { name: /Dolo 650/ });

    row.focus();
    await user.keyboard('{Enter}');
    const name = screen.getByLabelText(/^Item Name/);
    await waitFor(() => expect(name).toHaveValue('Dolo 650'));
    await user.click(name);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(name).toHaveValue(''));
    expect(screen.queryByRole('dialog', { name: 'Quit?' })).not.toBeInTheDocument();

    row.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText(/^Item Name/)).toHaveValue('Dolo 650'));
    await user.click(screen.getByLabelText(/^Item Name/));
    await user.keyboard(' Tablet{Escape}');

    const asked = await screen.findByRole('dialog', { name: 'Quit?' });
    await user.click(within(asked).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText(/^Item Name/)).toHaveValue('Dolo 650 Tablet');
  });

  it('goes from the Item List search to the rows with Down, and back with Up from the first row', async () => {
    const user = userEvent.setup();
    books([{ ItemId: 4, ItemCode: 'ITM4', ItemName: 'Dolo 650', Status: 1 }]);
    renderPage();
    const row = await screen.findByRole('row', { name: /Dolo 650/ });
    const search = screen.getByRole('textbox', { name: 'Search' });

    search.focus();
    await user.keyboard('{ArrowDown}');
    expect(row).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(search).toHaveFocus();
  });
});
