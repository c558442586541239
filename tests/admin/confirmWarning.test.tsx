import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../admin/src/components/ConfirmHost';
import { createDataProvider } from '../../admin/src/dataProvider';
import { stubFetch } from './fetchStub';

const WARNING = 'Another party already has this GSTIN. Save anyway to keep both under one GSTIN.';
const customer = {
  LegalName: 'Ganesh Traders',
  LedgerName: 'Ganesh Branch',
  GSTIN: '29AABCU9603R1ZJ',
};

/** The server as it answers a shared GSTIN: a warning naming its flag, then the save once confirmed. */
function server() {
  return stubFetch({
    'POST /api/insertcustomer': (init) =>
      JSON.parse(String(init?.body)).ConfirmSharedGstin === true
        ? { status: 201, body: { success: true, message: 'Saved', PLID: 77 } }
        : {
            status: 409,
            body: {
              success: false,
              error: WARNING,
              errors: { GSTIN: WARNING },
              confirm: 'ConfirmSharedGstin',
            },
          },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('a warning the server lets the user confirm', () => {
  it('asks, and on Enter sends the save again with the confirmation', async () => {
    const calls = server();
    render(<ConfirmHost />);

    const saving = createDataProvider().create('customer', { data: customer });
    expect(await screen.findByRole('dialog', { name: 'Save anyway?' })).toHaveTextContent(WARNING);
    await userEvent.keyboard('{Enter}');

    expect((await saving).data.id).toBe(77);
    expect(calls.map((c) => (c.body as Record<string, unknown>).ConfirmSharedGstin)).toEqual([
      undefined,
      true,
    ]);
  });

  it('leaves the record unsaved, with the warning on the field, when the user goes back', async () => {
    const calls = server();
    render(<ConfirmHost />);

    const outcome = createDataProvider()
      .create('customer', { data: customer })
      .then(
        () => 'saved',
        (e: unknown) => e,
      );
    await screen.findByRole('dialog', { name: 'Save anyway?' });
    await userEvent.keyboard('{Escape}');

    expect(await outcome).toMatchObject({ status: 409, body: { errors: { GSTIN: WARNING } } });
    expect(calls).toHaveLength(1);
  });
});
