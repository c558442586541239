import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, field, openApp, seen, signedInAs, type Session } from './ui';

describe('a customer with an opening balance and a customer rate, read on its ledger statement', () => {
  let session: Session;
  let page: Page;

  beforeAll(async () => {
    session = await openApp();
    page = session.page;
    await signedInAs(page, 'Kaveri Medical Agencies', 'ravi', 'kaveri-2026');
  }, 240_000);

  afterAll(() => session?.close());

  it('adds a rate name', async () => {
    await page.goto('/RateMaster');
    await page.getByRole('link', { name: 'Create' }).click();
    await field(page, 'Rate Name').fill('Wholesale');
    await page.getByRole('button', { name: 'Submit' }).click();
    await seen(page, 'Rate submitted successfully!');
  });

  it('registers a customer with an opening balance of 1,500.50 Dr', async () => {
    await page.goto('/CommonCustomer');
    await page.getByRole('tab', { name: 'Customer Registration' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await field(page, 'Legal Name').fill('Asha Medicals');
    await field(page, 'Trade Name').fill('Asha Medicals');
    await field(page, 'Address').fill('12 Sayyaji Rao Road');
    await field(page, 'Same as Address').check();
    await expect
      .poll(() => field(page, 'Shipping Address').inputValue())
      .toBe('12 Sayyaji Rao Road');
    await field(page, 'Mobile').fill('9845012345');
    await field(page, 'State').fill('Karnataka');
    await field(page, 'Opening Balance').fill('1500.50');
    await choose(page, 'Dr/Cr', 'Dr');
    await page.getByRole('button', { name: 'Submit' }).click();
    await seen(page, 'Customer submitted successfully!');
  });

  it('gives the customer a rate type and a discount', async () => {
    await page.goto('/CommonCustomer');
    await page.getByRole('tab', { name: 'Customer Rate' }).click();
    await choose(page, 'Customer', 'Asha Medicals');
    await choose(page, 'Rate Type', 'Wholesale');
    await field(page, 'Customer Discount').fill('5');
    await page.getByRole('button', { name: 'Submit' }).click();
    await seen(page, 'Customer rate submitted successfully!');
  });

  it("reads the opening balance on the customer's ledger statement", async () => {
    await page.goto('/CustomerCreation');
    await page
      .getByRole('row', { name: /Asha Medicals/ })
      .getByRole('link', { name: 'Statement' })
      .click();

    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
      .toBe('/LedgerStatement');
    await expect
      .poll(() => page.getByTestId('opening-balance').textContent(), { timeout: 15_000 })
      .toBe('1,500.50 Dr');
    await expect.poll(() => page.getByTestId('closing-balance').textContent()).toBe('1,500.50 Dr');
  });
});
