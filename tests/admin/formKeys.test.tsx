import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HttpError,
  type CreateParams,
  type DataProvider,
  type GetListParams,
  type RaRecord,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminAt } from './renderAdminAt';

const COUNTRIES = [
  { id: 1, CountryId: 1, CountryName: 'India' },
  { id: 2, CountryId: 2, CountryName: 'Indonesia' },
  { id: 3, CountryId: 3, CountryName: 'Nepal' },
];

/** Lists as the server would answer them: the countries, and the branches saved so far. */
function books(branches: RaRecord[] = []) {
  const getList = vi.fn(async (resource: string, _params: GetListParams) => {
    const data = resource === 'country' ? COUNTRIES : resource === 'branch' ? branches : [];
    return { data, total: data.length };
  });
  const create = vi.fn(async (_resource: string, params: CreateParams) => {
    const saved = { ...params.data, id: 10 + branches.length, BranchId: 10 + branches.length };
    branches.push(saved);
    return { data: saved };
  });
  return { create, provider: { getList, create } as unknown as Partial<DataProvider> };
}

const branchName = () => screen.getByLabelText(/^Branch Name/);

describe('Branch Master form: Tally keys', () => {
  it('has the cursor in its first field when it opens', async () => {
    renderAdminAt('/branch/create', books().provider);

    await waitFor(() => expect(branchName()).toHaveFocus());
  });

  it('moves to the next field on Enter and never submits a half-filled form', async () => {
    const user = userEvent.setup();
    const { create, provider } = books();
    renderAdminAt('/branch/create', provider);
    await waitFor(() => expect(branchName()).toHaveFocus());

    await user.keyboard('Head Office{Enter}');

    expect(screen.getByLabelText('Address')).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
  });

  it('puts a key typed straight after Enter in the next field (a fast typist, no pause between keys)', async () => {
    const user = userEvent.setup({ delay: null });
    const { create, provider } = books();
    renderAdminAt('/branch/create', provider);
    await waitFor(() => expect(branchName()).toHaveFocus());

    await user.keyboard('Head Office{Enter}12 MG Road');

    expect(branchName()).toHaveValue('Head Office');
    expect(screen.getByLabelText('Address')).toHaveValue('12 MG Road');
    expect(create).not.toHaveBeenCalled();
  });

  it('in a multi-line field, Shift+Enter adds a line and Enter moves on', async () => {
    const user = userEvent.setup();
    renderAdminAt('/branch/create', books().provider);
    await user.click(await screen.findByLabelText('Address'));

    await user.keyboard('12 MG Road{Shift>}{Enter}{/Shift}Mysuru{Enter}');

    expect(screen.getByLabelText('Address')).toHaveValue('12 MG Road\nMysuru');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveFocus();
  });

  it('filters a picker as it is typed: Enter takes the first match and moves on, and with no match stays without saving', async () => {
    const user = userEvent.setup();
    const { create, provider } = books();
    renderAdminAt('/branch/create', provider);
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await user.click(country);

    await user.keyboard('zz{Enter}');
    expect(country).toHaveFocus();
    expect(create).not.toHaveBeenCalled();

    await user.clear(country);
    await user.keyboard('indo');
    const listed = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(listed.map((o) => o.textContent)).toEqual(['Indonesia']);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'State' })).toHaveFocus());
    expect(country).toHaveValue('Indonesia');
  });

  it('walks through a chosen picker keeping its choice, and through an empty one leaving it empty', async () => {
    const user = userEvent.setup();
    const { create, provider } = books();
    renderAdminAt('/route/create', provider);
    await waitFor(() => expect(screen.getByLabelText(/^Route Name/)).toHaveFocus());

    await user.keyboard('Ring Road{Enter}');
    const status = screen.getByRole('combobox', { name: /^Status/ });
    await waitFor(() => expect(status).toHaveFocus());
    await user.keyboard('{Enter}');
    const branch = screen.getByRole('combobox', { name: /^Branch/ });
    await waitFor(() => expect(branch).toHaveFocus());
    expect(status).toHaveValue('Active');

    // The last field: Enter saves, and the refusal leaves the cursor on the empty Branch.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Branch is required.')).toBeInTheDocument();
    expect(branch).toHaveValue('');
    expect(branch).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
  });

  it('saves with Enter on the last field, and with Ctrl+S from any field', async () => {
    const user = userEvent.setup();
    const { create, provider } = books();
    renderAdminAt('/branch/create', provider);
    await waitFor(() => expect(branchName()).toHaveFocus());
    await user.keyboard('Head Office');
    await user.click(screen.getByLabelText('Mobile Number'));

    await user.keyboard('9845012345{Enter}');

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][1].data).toMatchObject({
      BranchName: 'Head Office',
      Mobileno: '9845012345',
    });

    await waitFor(() => expect(branchName()).toHaveFocus());
    await user.keyboard('Salem Depot{Control>}s{/Control}');
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls[1][1].data).toMatchObject({ BranchName: 'Salem Depot' });
  });
});

describe('Branch Master: Save and New', () => {
  it('after a save, says so and gives a fresh form with the cursor in its first field, the list under it showing the new branch', async () => {
    const user = userEvent.setup();
    const { create, provider } = books();
    renderAdminAt('/branch/create', provider);
    await waitFor(() => expect(branchName()).toHaveFocus());
    expect(await screen.findByText('No branch found')).toBeInTheDocument();

    await user.keyboard('Head Office{Control>}a{/Control}');

    expect(
      await screen.findByText('Branch information submitted successfully!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(branchName()).toHaveValue(''));
    await waitFor(() => expect(branchName()).toHaveFocus());
    const list = await screen.findByRole('table');
    expect(await within(list).findByText('Head Office')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('after an update, returns to the list', async () => {
    const user = userEvent.setup();
    const record = { id: 3, BranchId: 3, BranchName: 'Salem' };
    const update = vi.fn(async () => ({ data: { ...record, BranchName: 'Salem Main' } }));
    renderAdminAt('/branch/3', {
      getOne: async () => ({ data: record }) as never,
      update: update as DataProvider['update'],
    });
    await waitFor(() => expect(branchName()).toHaveValue('Salem'));

    await user.clear(branchName());
    await user.keyboard('Salem Main{Control>}s{/Control}');

    expect(await screen.findByText('Branch updated successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Create' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });
});

describe('Branch Master: a refused save', () => {
  it("puts the cursor on the first field with the form's own message", async () => {
    const user = userEvent.setup();
    const { create, provider } = books();
    renderAdminAt('/branch/create', provider);
    await waitFor(() => expect(branchName()).toHaveFocus());
    await user.keyboard('Head Office');
    await user.click(screen.getByLabelText('Business Phone'));
    await user.keyboard('abc');
    await user.click(branchName());

    await user.keyboard('{Control>}s{/Control}');

    await waitFor(() => expect(screen.getByLabelText('Business Phone')).toHaveFocus());
    expect(screen.getByText('Phoneno must be a valid 10-digit number.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("puts the cursor on the field the server's message names", async () => {
    const user = userEvent.setup();
    renderAdminAt('/branch/create', {
      create: () =>
        Promise.reject(
          new HttpError('Pincode must be a valid 6-digit number.', 400, {
            errors: { Pincode: 'Pincode must be a valid 6-digit number.' },
          }),
        ),
    });
    await waitFor(() => expect(branchName()).toHaveFocus());

    await user.keyboard('Head Office{Control>}s{/Control}');

    await waitFor(() => expect(screen.getByLabelText('Pincode')).toHaveFocus());
    expect(screen.getByText('Pincode must be a valid 6-digit number.')).toBeInTheDocument();
  });
});

describe('a select declared with fixed choices (Employee: Gender)', () => {
  it('filters as it is typed, without ArrowDown first, and Enter takes the match', async () => {
    const user = userEvent.setup();
    renderAdminAt('/employee/create');
    const gender = await screen.findByRole('combobox', { name: 'Gender' });
    await user.click(gender);

    await user.keyboard('fe');
    const listed = within(await screen.findByRole('listbox')).getAllByRole('option');
    await user.keyboard('{Enter}');

    expect(listed.map((o) => o.textContent)).toEqual(['Female']);
    expect(gender).toHaveValue('Female');
  });
});

describe('a Submit held back by a message (the supplier screen)', () => {
  it('takes Ctrl+A to the field whose message holds it back, out of sight or not', async () => {
    const user = userEvent.setup();
    renderAdminAt('/supplier/create', books().provider);
    const trade = await screen.findByLabelText(/^Trade Name/);
    await user.click(trade);
    await user.keyboard('Cipla 2');
    await user.click(screen.getByLabelText('District'));
    await screen.findByText('Numbers are not allowed in Trade Name');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    await user.keyboard('{Control>}a{/Control}');

    await waitFor(() => expect(screen.getByLabelText(/^Trade Name/)).toHaveFocus());
  });
});
