import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from './renderAdminAt';

const branches = [
  { id: 1, BranchId: 1, BranchName: 'Head Office' },
  { id: 2, BranchId: 2, BranchName: 'MG Road' },
];

describe("Employee account: the Branch is one of the company's branches", () => {
  it('offers the branches by name as the Branch is typed', async () => {
    const user = userEvent.setup();
    const getList = (async (resource: string, _params: GetListParams) =>
      resource === 'branch'
        ? { data: branches, total: 2 }
        : { data: [], total: 0 }) as DataProvider['getList'];
    renderAdminAt('/employeeAccount/create', { getList });

    const branch = await screen.findByRole('combobox', { name: /^Branch/ });
    await user.type(branch, 'mg');

    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['MG Road']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(branch).toHaveValue('MG Road');
  });
});
