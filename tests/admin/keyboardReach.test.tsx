import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AdminContext, type DataProvider, type GetListParams } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18nProvider';
import { useUnsavedWork, UnsavedWorkGuard } from '../../admin/src/components/unsavedWork';
import { GoToBox } from '../../admin/src/layout/GoToBox';
import { SCREENS } from '../../admin/src/layout/appMenu';
import { GlobalKeys } from '../../admin/src/layout/useGlobalKeys';
import { SideMenu } from '../../admin/src/layout/SideMenu';
import { renderAdminAt } from './renderAdminAt';

const BRANCHES = [
  { id: 3, BranchId: 3, BranchName: 'Salem' },
  { id: 4, BranchId: 4, BranchName: 'Mysuru' },
];

const withBranches: Partial<DataProvider> = {
  getList: async (resource: string) =>
    resource === 'branch'
      ? ({ data: BRANCHES, total: BRANCHES.length } as never)
      : ({ data: [], total: 0 } as never),
  getOne: async (_resource: string, { id }: { id: unknown }) =>
    ({ data: BRANCHES.find((b) => b.id === Number(id)) }) as never,
};

function Where() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output aria-label="Address">{pathname}</output>
      <output aria-label="Query">{search}</output>
    </>
  );
}

/** A shell part on its own, in a router whose address the test can read. */
function renderShellPart(part: ReactElement, at = '/dashboard') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext i18nProvider={i18nProvider}>
        {part}
        <Where />
      </AdminContext>
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const search = () => screen.getByRole('status', { name: 'Query' }).textContent;

describe('a list from the keyboard (Branch Master)', () => {
  it('lets the rows take the focus, the arrows walk them, and Enter opens the record', async () => {
    const user = userEvent.setup();
    renderAdminAt('/branch', withBranches);
    const table = await screen.findByRole('table');
    const rows = await within(table).findAllByRole('row');
    const salem = rows.find((r) => r.textContent?.includes('Salem'))!;
    const mysuru = rows.find((r) => r.textContent?.includes('Mysuru'))!;

    salem.focus();
    await user.keyboard('{ArrowDown}');
    expect(mysuru).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByLabelText(/^Branch Name/)).toHaveValue('Mysuru'));
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('opens with the cursor in the search box; Down and Up move between it and the rows', async () => {
    const user = userEvent.setup();
    renderAdminAt('/branch', withBranches);
    const search = screen.getByLabelText('Search');
    const rows = await within(await screen.findByRole('table')).findAllByRole('row');
    const salem = rows.find((r) => r.textContent?.includes('Salem'))!;
    const mysuru = rows.find((r) => r.textContent?.includes('Mysuru'))!;
    await waitFor(() => expect(search).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    expect(salem).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(search).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(salem).toHaveFocus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(search).toHaveFocus();
    expect(mysuru).toBeInTheDocument();
  });

  it('clears the search on Esc, and leaves the list on Esc when it is empty', async () => {
    const user = userEvent.setup();
    renderAdminAt('/branch', withBranches);
    const search = screen.getByLabelText('Search');
    await screen.findByText('Salem');
    await waitFor(() => expect(search).toHaveFocus());

    await user.keyboard('sal{Escape}');
    expect(search).toHaveValue('');
    expect(screen.getByText('Salem')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText('Search')).not.toBeInTheDocument());
  });

  it('comes back from a record to its row, and goes back past the records it opened', async () => {
    const user = userEvent.setup();
    renderAdminAt('/branch', withBranches);
    await screen.findByText('Mysuru');
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveFocus());

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByLabelText(/^Branch Name/)).toHaveValue('Mysuru'));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByText('Mysuru', { selector: 'td span, td' }).closest('tr')).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText('Search')).toHaveFocus();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByLabelText('Search')).not.toBeInTheDocument());
    expect(screen.queryByLabelText(/^Branch Name/)).not.toBeInTheDocument();
  });

  it('walks on past the last row of a page to the next, and Page Up and Page Down turn pages', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      BranchId: i + 1,
      BranchName: `Branch ${String(i + 1).padStart(2, '0')}`,
    }));
    renderAdminAt('/branch', {
      getList: (async (_resource: string, params: GetListParams) => {
        const { page, perPage } = params.pagination!;
        return { data: many.slice((page - 1) * perPage, page * perPage), total: many.length };
      }) as never,
    });
    const row = async (name: string) =>
      (await screen.findByText(name, { selector: 'td span, td' })).closest('tr')!;
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveFocus());
    await screen.findByText('Branch 10');

    await user.keyboard('{ArrowDown}');
    for (let i = 0; i < 9; i++) await user.keyboard('{ArrowDown}');
    expect(await row('Branch 10')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(async () => expect(await row('Branch 11')).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    await waitFor(async () => expect(await row('Branch 10')).toHaveFocus());
    await user.keyboard('{PageDown}');
    await waitFor(async () => expect(await row('Branch 11')).toHaveFocus());
    await user.keyboard('{PageUp}');
    await waitFor(async () => expect(await row('Branch 01')).toHaveFocus());
  });

  it('starts a new record on Alt+N, and Esc from the form goes back to the list', async () => {
    const user = userEvent.setup();
    renderAdminAt('/branch', withBranches);
    await screen.findByText('Salem');

    await user.keyboard('{Alt>}n{/Alt}');

    const name = await screen.findByLabelText(/^Branch Name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('link', { name: 'Create' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('asks before Esc leaves a form with typing in it', async () => {
    const user = userEvent.setup();
    renderAdminAt('/branch/create', withBranches);
    await waitFor(() => expect(screen.getByLabelText(/^Branch Name/)).toHaveFocus());

    await user.keyboard('Hosur{Escape}');

    const dialog = await screen.findByRole('dialog', { name: 'Quit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText(/^Branch Name/)).toHaveValue('Hosur');
  });
});

describe('the side menu from the keyboard', () => {
  it('opens the focused entry with Enter, and another with Space', async () => {
    const user = userEvent.setup();
    renderShellPart(<SideMenu />);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const branches = within(menu).getByRole('treeitem', { name: 'Branches' });

    branches.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(address()).toBe('/branch'));

    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('treeitem', { name: 'Employee Page' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(address()).toBe('/Commonpage'));
  });
});

describe('the Go To box', () => {
  it('opens on Ctrl+K and goes to the screen whose name is typed', async () => {
    const user = userEvent.setup();
    renderShellPart(<GoToBox />);

    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('dialog', { name: 'Go To' });
    await user.keyboard('rout');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(address()).toBe('/route'));
    expect(box).not.toBeInTheDocument();
  });

  it("opens a tabbed page's tab by its name: Dept is Employee Master's second tab", async () => {
    const user = userEvent.setup();
    renderShellPart(<GoToBox />);

    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Go To' });
    await user.keyboard('dept');
    await screen.findByRole('option', { name: /^Dept/ });
    await user.keyboard('{Enter}');

    await waitFor(() => expect(address()).toBe('/EmployeeMaster'));
    expect(search()).toBe('?tab=1');
  });

  it("lists every tab of a tabbed page at its place, the first and a built page's too", () => {
    const at = (label: string) => SCREENS.find((s) => s.label === label)?.to;

    expect(at('Role')).toBe('/EmployeeMaster?tab=0');
    expect(at('Designation')).toBe('/EmployeeMaster?tab=2');
    expect(at('Customer Statutory')).toBe('/CommonCustomer?tab=1');
    expect(at('Supplier Record')).toBe('/CommonSupplier?tab=1');
    // A built page's own tabs of lists: Item Master's and Country and State's.
    expect(at('HSN')).toBe('/ItemMaster?tab=0');
    expect(at('Rack')).toBe('/ItemMaster?tab=3');
    expect(at('State Master')).toBe('/CommonCountryState?tab=1');
  });

  it('opens on Alt+G too, and Esc closes it where it was', async () => {
    const user = userEvent.setup();
    renderShellPart(<GoToBox />, '/branch');

    await user.keyboard('{Alt>}g{/Alt}');
    await screen.findByRole('dialog', { name: 'Go To' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/branch');
  });
});

/** A screen holding typing not yet saved, as a half-keyed bill does. */
function HalfKeyed() {
  useUnsavedWork(true, 'invoice');
  return null;
}

describe('shortcuts away from unsaved typing', () => {
  it("ask 'Quit?' first: Stay keeps the screen, Leave goes (Go To box and F6)", async () => {
    const user = userEvent.setup();
    renderShellPart(
      <>
        <HalfKeyed />
        <GoToBox />
        <GlobalKeys />
        <UnsavedWorkGuard />
      </>,
      '/SalesInvoice',
    );

    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Go To' });
    await user.keyboard('rout');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    const asked = await screen.findByRole('dialog', { name: 'Quit?' });
    expect(asked).toHaveTextContent('The changes are not saved. Leave this invoice?');
    await user.click(within(asked).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quit?' })).toBeNull());
    expect(address()).toBe('/SalesInvoice');

    await user.keyboard('{F6}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Quit?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(address()).toBe('/Reciept'));
  });
});
