import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, UpdateParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminAt } from './renderAdminAt';

const year = {
  id: 5,
  FYearID: 5,
  StartDate: '2024-04-01',
  EndDate: '2025-03-31',
  FYear: '2024-25',
  Status: 1,
};

describe('Financial Year: editing a loaded year', () => {
  // Waits on resources/kit/schema.ts: schemaFor(resource, 'update') calls Joi's
  // .default(undefined), which throws 'Missing default value', so no update validates yet.
  it('recomputes the label live, saves the change and says so', async () => {
    const user = userEvent.setup();
    const update = vi.fn(async (_resource: string, params: UpdateParams) => ({
      data: { ...year, ...params.data },
    }));
    renderAdminAt('/financialYear/5', {
      getOne: (async () => ({ data: year })) as never,
      update: update as DataProvider['update'],
    });
    const label = await screen.findByDisplayValue('2024-25');

    fireEvent.change(screen.getByLabelText(/^Start Date/), { target: { value: '2025-04-01' } });
    fireEvent.change(screen.getByLabelText(/^End Date/), { target: { value: '2026-03-31' } });

    expect(label).toHaveValue('2025-26');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Financial year updated successfully!')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'financialYear',
      expect.objectContaining({
        data: expect.objectContaining({ StartDate: '2025-04-01', EndDate: '2026-03-31' }),
      }),
    );
  });
});
