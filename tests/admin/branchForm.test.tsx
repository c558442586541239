import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type CreateParams, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminAt } from './renderAdminAt';

describe('Branch Master: new branch form', () => {
  it('refuses a branch name with other characters than letters, numbers and spaces', async () => {
    const user = userEvent.setup();
    renderAdminAt('/branch/create');

    await user.type(await screen.findByLabelText(/^Branch Name/), 'Head-Office!');
    await user.tab();

    expect(
      await screen.findByText('Branch Name can only contain letters, numbers, and spaces.'),
    ).toBeInTheDocument();
  });

  it('asks for the branch name when it is left empty', async () => {
    const user = userEvent.setup();
    renderAdminAt('/branch/create');
    const name = await screen.findByLabelText(/^Branch Name/);

    await user.type(name, 'Head Office');
    await user.clear(name);
    await user.tab();

    expect(await screen.findByText('Branch Name is required.')).toBeInTheDocument();
  });

  it('says the business phone must be a 10-digit number when it holds letters', async () => {
    const user = userEvent.setup();
    renderAdminAt('/branch/create');

    await user.type(await screen.findByLabelText('Business Phone'), 'abc');
    await user.tab();

    expect(await screen.findByText('Phoneno must be a valid 10-digit number.')).toBeInTheDocument();
  });

  it('shows every required message when Submit is pressed on an empty form', async () => {
    const user = userEvent.setup();
    renderAdminAt('/branch/create');

    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Branch Name is required.')).toBeInTheDocument();
  });
});

describe('Branch Master: saving and deleting', () => {
  it("puts the server's duplicate message on the Branch Name input", async () => {
    const user = userEvent.setup();
    renderAdminAt('/branch/create', {
      create: () =>
        Promise.reject(
          new HttpError('Branch Name already exists.', 409, {
            errors: { BranchName: 'Branch Name already exists.' },
          }),
        ),
    });

    await user.type(await screen.findByLabelText(/^Branch Name/), 'Head Office');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Branch Name already exists.')).toBeInTheDocument();
  });

  it("announces the spec's message after a branch is submitted", async () => {
    const user = userEvent.setup();
    const create = vi.fn(async (_resource: string, params: CreateParams) => ({
      data: { ...params.data, id: 12 },
    }));
    renderAdminAt('/branch/create', { create: create as DataProvider['create'] });

    await user.type(await screen.findByLabelText(/^Branch Name/), 'Head Office');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText('Branch information submitted successfully!'),
    ).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'branch',
      expect.objectContaining({ data: expect.objectContaining({ BranchName: 'Head Office' }) }),
    );
  });

  it('asks before deleting, then deletes and says so', async () => {
    const user = userEvent.setup();
    const record = { id: 3, BranchId: 3, BranchName: 'Salem' };
    const remove = vi.fn(async () => ({ data: record }));
    renderAdminAt('/branch/3', {
      getOne: async () => ({ data: record }) as never,
      delete: remove as DataProvider['delete'],
    });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Are you sure you want to delete?')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Branch deleted successfully!')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('branch', expect.objectContaining({ id: 3 }));
  });
});
