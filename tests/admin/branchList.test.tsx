import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminAt } from './renderAdminAt';
import { displayDate, today } from '../../resources';

describe('Branch Master: the list', () => {
  it("says 'No branch found' when there is none", async () => {
    renderAdminAt('/branch');

    expect(await screen.findByText('No branch found')).toBeInTheDocument();
  });

  it('asks the server for the search text as q, sorted by branch name', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({
      data: [{ id: 1, BranchId: 1, BranchName: 'Mysuru Main', Pincode: '570010' }],
      total: 1,
    }));
    renderAdminAt('/branch', { getList: getList as never });
    expect(await screen.findByText('Mysuru Main')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search'), 'mysu');

    await vi.waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'branch',
        expect.objectContaining({
          filter: { q: 'mysu' },
          sort: { field: 'BranchName', order: 'ASC' },
        }),
      ),
    );
  });
});

describe('Route Master: the list', () => {
  it("shows a route's branch by name, 'Branch not found' when it is gone, and the status in words", async () => {
    renderAdminAt('/route', {
      getList: (async () => ({
        data: [
          { id: 1, RootId: 1, RootName: 'Chamundi Circle', BranchId: 5, Status: 1 },
          { id: 2, RootId: 2, RootName: 'Old Town', BranchId: 9, Status: 2 },
        ],
        total: 2,
      })) as never,
      getMany: (async () => ({
        data: [{ id: 5, BranchId: 5, BranchName: 'Mysuru Main' }],
      })) as never,
    });

    expect(await screen.findByText('Mysuru Main')).toBeInTheDocument();
    expect(screen.getByText('Branch not found')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });
});

describe('Allocation: the list', () => {
  it("shows nothing for a series left empty, 'B2B Series not found' only for one that is gone", async () => {
    renderAdminAt('/allocation', {
      getList: (async () => ({
        data: [
          {
            id: 1,
            AllocID: 1,
            Alocdate: '2026-11-26',
            RepID: 1,
            VanID: 1,
            B2Bseries: null,
            B2Cseries: 2,
          },
          {
            id: 2,
            AllocID: 2,
            Alocdate: '2026-11-25',
            RepID: 1,
            VanID: 1,
            B2Bseries: 7,
            B2Cseries: null,
          },
        ],
        total: 2,
      })) as never,
      getMany: (async (resource: string) => ({
        data:
          resource === 'invoiceSeries'
            ? [{ id: 2, SID: 2, Series: 'SPC', InvType: 2 }]
            : resource === 'employee'
              ? [{ id: 1, Empid: 1, FirstName: 'Meera' }]
              : [{ id: 1, VanID: 1, VRegNo: 'KA05MN4321' }],
      })) as never,
    });

    expect(await screen.findByText('SPC')).toBeInTheDocument();
    expect(screen.getAllByText('B2B Series not found')).toHaveLength(1);
    expect(screen.queryByText('B2C Series not found')).not.toBeInTheDocument();
  });
});

describe('Allocation: a new one', () => {
  it("starts at today's date: a van is allocated for the day it goes out", async () => {
    renderAdminAt('/allocation/create');

    expect(await screen.findByRole('textbox', { name: /Allocation Date/ })).toHaveValue(
      displayDate(today()),
    );
  });
});

describe('Vehicle: the list', () => {
  it('shows the kilometres as a reading, not as rupees', async () => {
    renderAdminAt('/vehicle', {
      getList: (async () => ({
        data: [{ id: 1, VID: 1, VRegNo: 'KA 05 AB 1234', kilometer: 12500 }],
        total: 1,
      })) as never,
    });

    expect(await screen.findByText('12,500 km')).toBeInTheDocument();
    expect(screen.queryByText('12,500.00')).not.toBeInTheDocument();
  });
});

describe('Employee Registration: the list', () => {
  it('offers Create, and Alt+N opens a new employee, though employees are made by the sign-up call', async () => {
    const user = userEvent.setup();
    renderAdminAt('/employee');

    expect(await screen.findByRole('link', { name: 'Create' })).toBeInTheDocument();
    await user.keyboard('{Alt>}n{/Alt}');

    expect(await screen.findByLabelText(/^First Name/)).toBeInTheDocument();
  });
});
