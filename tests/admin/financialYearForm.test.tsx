import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from './renderAdminAt';

describe('Financial Year: new financial year form', () => {
  it('shows the financial year label derived from the start date as it is entered', async () => {
    renderAdminAt('/financialYear/create');
    const label = await screen.findByLabelText('Financial Year');
    expect(label).toHaveValue('');

    fireEvent.change(await screen.findByLabelText(/^Start Date/), {
      target: { value: '2024-04-01' },
    });

    expect(await screen.findByDisplayValue('2024-25')).toBe(label);
    expect(label).toHaveAttribute('readonly');
  });

  it('labels a year that starts before April with the year before', async () => {
    renderAdminAt('/financialYear/create');

    fireEvent.change(await screen.findByLabelText(/^Start Date/), {
      target: { value: '2025-01-01' },
    });

    expect(await screen.findByLabelText('Financial Year')).toHaveValue('2024-25');
  });

  it('keeps the cursor on a date that is no date (31-02-2026) on Enter, with its message', async () => {
    const user = userEvent.setup();
    renderAdminAt('/financialYear/create');
    const start = await screen.findByLabelText(/^Start Date/);
    await user.click(start);

    await user.keyboard('31-02-2026{Enter}');

    await waitFor(() => expect(start).toHaveAttribute('aria-invalid', 'true'));
    expect(start).toHaveFocus();
  });
});
