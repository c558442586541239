import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18nProvider';
import { treeOf } from '../../admin/src/pages/tree/treeItems';
import { AccountMasterPage, ItemCategoryPage } from '../../admin/src/pages/tree/treeScreens';
import { accountGroup, itemCategory } from '../../resources';
import { stubFetch } from './fetchStub';

const GROUPS = [
  { GSlNo: 3, GName: 'Current Assets', GUnder: 0, Level: 0, CompanyID: null },
  { GSlNo: 27, GName: 'Sundry Debtors', GUnder: 3, Level: 1, CompanyID: null },
  { GSlNo: 180, GName: 'Retail Debtors', GUnder: 27, Level: 2, CompanyID: 1 },
  { GSlNo: 7, GName: 'Fixed Assets', GUnder: 0, Level: 0, CompanyID: null },
];

const CATEGORIES = [
  { ItemCatNo: 1, ItemCatName: 'Medicine', ItemCatUnder: 0, Level: 0 },
  { ItemCatNo: 2, ItemCatName: 'Tablets', ItemCatUnder: 1, Level: 1 },
];

function renderPage(page: ReactElement) {
  return render(<AdminContext i18nProvider={i18nProvider}>{page}</AdminContext>);
}

describe('tree items', () => {
  it('nest each node under its parent, heads at the top', () => {
    expect(treeOf(accountGroup, GROUPS)).toEqual([
      {
        id: '3',
        label: 'Current Assets',
        children: [
          { id: '27', label: 'Sundry Debtors', children: [{ id: '180', label: 'Retail Debtors' }] },
        ],
      },
      { id: '7', label: 'Fixed Assets' },
    ]);
  });

  it('put a node whose parent is not listed at the top, so nothing is hidden', () => {
    expect(
      treeOf(itemCategory, [{ ItemCatNo: 5, ItemCatName: 'Orphan', ItemCatUnder: 99 }]),
    ).toEqual([{ id: '5', label: 'Orphan' }]);
  });
});

describe('Account Master', () => {
  it('shows the heads, and their groups once a head is expanded', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/getAccGroup': () => ({ body: { success: true, data: GROUPS } }) });
    renderPage(<AccountMasterPage />);
    const tree = await screen.findByRole('tree', { name: 'Account Master' });

    expect(await within(tree).findByText('Current Assets')).toBeInTheDocument();
    expect(within(tree).queryByText('Sundry Debtors')).not.toBeInTheDocument();
    await user.click(within(tree).getByText('Current Assets'));

    expect(await within(tree).findByText('Sundry Debtors')).toBeInTheDocument();
  });

  it('loads a top-level node into the head form, with head update only', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/getAccGroup': () => ({ body: { success: true, data: GROUPS } }) });
    renderPage(<AccountMasterPage />);

    await user.click(await screen.findByText('Fixed Assets'));

    const head = screen.getByRole('form', { name: 'Account Head' });
    const group = screen.getByRole('form', { name: 'Account Group' });
    expect(within(head).getByLabelText(/Head Name/)).toHaveValue('Fixed Assets');
    expect(within(head).getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(within(group).getByLabelText(/Group Name/)).toHaveValue('');
    expect(within(group).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('loads any other node into the group form with its parent, with update and delete', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/getAccGroup': () => ({ body: { success: true, data: GROUPS } }) });
    renderPage(<AccountMasterPage />);

    await user.click(await screen.findByText('Current Assets'));
    await user.click(await screen.findByText('Sundry Debtors'));

    const head = screen.getByRole('form', { name: 'Account Head' });
    const group = screen.getByRole('form', { name: 'Account Group' });
    expect(within(group).getByLabelText(/Group Name/)).toHaveValue('Sundry Debtors');
    expect(within(group).getByLabelText('Under')).toHaveValue('Current Assets');
    expect(within(group).getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(within(group).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(within(head).getByLabelText(/Head Name/)).toHaveValue('');
  });

  it('creates a group under the chosen head through insertgroup', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/getAccGroup': () => ({ body: { success: true, data: GROUPS } }),
      'POST /api/insertgroup': () => ({
        status: 201,
        body: { success: true, message: 'Account group submitted successfully!', GSlNo: 181 },
      }),
    });
    renderPage(<AccountMasterPage />);
    const group = await screen.findByRole('form', { name: 'Account Group' });

    await user.type(within(group).getByLabelText(/Group Name/), 'Wholesale Debtors');
    await user.click(within(group).getByLabelText('Under'));
    await user.click(await screen.findByRole('option', { name: 'Sundry Debtors' }));
    await user.click(within(group).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(within(group).getByLabelText(/Group Name/)).toHaveValue(''));
    expect(calls.find((c) => c.url.endsWith('/api/insertgroup'))?.body).toEqual({
      Ggroup: 'Wholesale Debtors',
      GUnder: 27,
    });
    expect(calls.filter((c) => c.url.endsWith('/api/getAccGroup'))).toHaveLength(2);
  });

  it('saves a head with Enter in its name, and leaves the cursor there for the next one', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/getAccGroup': () => ({ body: { success: true, data: GROUPS } }),
      'POST /api/inserthead': () => ({
        status: 201,
        body: { success: true, message: 'Account group submitted successfully!', GSlNo: 182 },
      }),
    });
    renderPage(<AccountMasterPage />);
    const head = await screen.findByRole('form', { name: 'Account Head' });
    const name = within(head).getByLabelText(/Head Name/);
    await waitFor(() => expect(name).toHaveFocus());

    await user.keyboard('Project Funds{Enter}');

    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/inserthead'))).toBeDefined());
    expect(calls.find((c) => c.url.endsWith('/api/inserthead'))?.body).toEqual({
      GName: 'Project Funds',
    });
    await waitFor(() => expect(name).toHaveValue(''));
    expect(name).toHaveFocus();
  });

  it('opens a node from the keyboard: Enter on a head loads it into the head form, cursor and all', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/getAccGroup': () => ({ body: { success: true, data: GROUPS } }) });
    renderPage(<AccountMasterPage />);

    const { head } = await openFixedAssets(user);

    expect(within(head).getByLabelText(/Head Name/)).toHaveFocus();
  });
});

/** Fixed Assets opened from the tree with Enter, as the keys do: it fills the head form. */
async function openFixedAssets(user: ReturnType<typeof userEvent.setup>) {
  const tree = await screen.findByRole('tree', { name: 'Account Master' });
  (await within(tree).findByRole('treeitem', { name: 'Fixed Assets' })).focus();
  await user.keyboard('{Enter}');
  const head = screen.getByRole('form', { name: 'Account Head' });
  await waitFor(() => expect(within(head).getByLabelText(/Head Name/)).toHaveValue('Fixed Assets'));
  return { tree, head };
}

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

describe('tree keys', () => {
  it('go back on Esc from the tree, after leaving an opened node for a fresh form', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/getAccGroup': () => ({ body: { success: true, data: GROUPS } }) });
    render(
      <MemoryRouter initialEntries={['/dashboard', '/AccountMaster']} initialIndex={1}>
        <AdminContext i18nProvider={i18nProvider}>
          <Routes>
            <Route path="/AccountMaster" element={<AccountMasterPage />} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
          <Where />
        </AdminContext>
      </MemoryRouter>,
    );
    const { tree, head } = await openFixedAssets(user);

    within(tree).getByRole('treeitem', { name: 'Fixed Assets' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(head).getByLabelText(/Head Name/)).toHaveValue(''));
    expect(screen.getByLabelText('path')).toHaveTextContent('/AccountMaster');

    // A new head's name typed: Esc from the tree asks first, and Stay keeps it.
    await user.type(within(head).getByLabelText(/Head Name/), 'Loans');
    within(tree).getByRole('treeitem', { name: 'Fixed Assets' }).focus();
    await user.keyboard('{Escape}');
    const asked = await screen.findByRole('dialog', { name: 'Quit?' });
    await user.click(within(asked).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('path')).toHaveTextContent('/AccountMaster');
    expect(within(head).getByLabelText(/Head Name/)).toHaveValue('Loans');

    await user.clear(within(head).getByLabelText(/Head Name/));
    within(tree).getByRole('treeitem', { name: 'Fixed Assets' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent('/dashboard'));
  });
});

describe('Item Category', () => {
  it('loads a main category into the main form and a sub category into the sub form', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/getitembycmpid': () => ({ body: { success: true, data: CATEGORIES } }) });
    renderPage(<ItemCategoryPage />);

    await user.click(await screen.findByText('Medicine'));
    expect(
      within(screen.getByRole('form', { name: 'Main Category' })).getByLabelText(
        /Main Category Name/,
      ),
    ).toHaveValue('Medicine');
    await user.click(await screen.findByText('Tablets'));

    const sub = screen.getByRole('form', { name: 'Sub Category' });
    expect(within(sub).getByLabelText(/Sub Category Name/)).toHaveValue('Tablets');
    expect(within(sub).getByLabelText('Main Category')).toHaveValue('Medicine');
    expect(
      within(screen.getByRole('form', { name: 'Main Category' })).getByLabelText(
        /Main Category Name/,
      ),
    ).toHaveValue('');
  });
});
