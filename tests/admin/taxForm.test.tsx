import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from './renderAdminAt';

const HALVES = 'CGST and SGST must add up to GST.';

describe('Tax Master: new tax form', () => {
  it('names the tax from its rate as GST is typed, so a clash is told under a name the user sees', async () => {
    const user = userEvent.setup();
    renderAdminAt('/tax/create');
    await user.click(await screen.findByLabelText(/^Account Group/));
    await user.click(await screen.findByRole('option', { name: 'GST' }));

    await user.type(await screen.findByLabelText(/^GST/), '12');

    expect(screen.getByLabelText(/^Tax Name/)).toHaveValue('GST 12%');
    expect(screen.getByLabelText(/^CGST/)).toHaveValue(6);
    expect(screen.getByLabelText(/^SGST/)).toHaveValue(6);
  });

  it('keeps a name the user typed when the rate changes', async () => {
    const user = userEvent.setup();
    renderAdminAt('/tax/create');
    await user.click(await screen.findByLabelText(/^Account Group/));
    await user.click(await screen.findByRole('option', { name: 'GST' }));

    await user.type(await screen.findByLabelText(/^Tax Name/), 'Medicines');
    await user.type(screen.getByLabelText(/^GST/), '5');

    expect(screen.getByLabelText(/^Tax Name/)).toHaveValue('Medicines');
  });

  it('never shows the halves message while GST is typed and its halves follow', async () => {
    const user = userEvent.setup();
    renderAdminAt('/tax/create');
    await user.click(await screen.findByLabelText(/^Account Group/));
    await user.click(await screen.findByRole('option', { name: 'GST' }));
    const gst = await screen.findByLabelText(/^GST/);
    const seen: string[] = [];
    const watcher = new MutationObserver(() => {
      if (document.body.textContent?.includes(HALVES)) seen.push(HALVES);
    });
    watcher.observe(document.body, { subtree: true, childList: true, characterData: true });

    for (const key of '12.5') await user.type(gst, key);
    await new Promise((r) => setTimeout(r, 50));
    watcher.disconnect();

    expect(screen.getByLabelText(/^CGST/)).toHaveValue(6.25);
    expect(seen).toEqual([]);
  });
});
