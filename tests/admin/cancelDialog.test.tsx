import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CancelDialog } from '../../admin/src/pages/invoice/CancelDialog';

describe('CancelDialog', () => {
  it('says a reason is needed when Enter is pressed without one, and cancels with one', async () => {
    const reasons: string[] = [];
    render(
      <CancelDialog
        invoiceNo="A/7"
        open
        onConfirm={async (reason) => {
          reasons.push(reason);
        }}
        onClose={() => undefined}
      />,
    );
    const box = screen.getByLabelText('Reason');

    await userEvent.type(box, '{Enter}');

    expect(screen.getByText('Please give a reason for cancelling.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(reasons).toEqual([]);

    await userEvent.type(box, 'Customer returned the goods{Enter}');

    expect(reasons).toEqual(['Customer returned the goods']);
    expect(screen.queryByText('Please give a reason for cancelling.')).toBeNull();
  });
});
