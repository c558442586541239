import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, PNG } from '../support/files';
import { field, openApp, signedInAs, type Session } from './ui';

const inFuture = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('organisation files: a vehicle PDF and the company logo', () => {
  let session: Session;
  let page: Page;

  beforeAll(async () => {
    session = await openApp();
    page = session.page;
    await signedInAs(page, 'Kaveri Medical Agencies', 'ravi', 'kaveri-2026');
  }, 240_000);

  afterAll(() => session?.close());

  it('uploads a vehicle PDF and serves the same bytes back from View', async () => {
    await page.goto('/VehicleMaster');
    await page.getByRole('link', { name: 'Create' }).click();
    await field(page, 'Vehicle Registration No').fill('KA 09 AB 1234');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'rc-book.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByText('Vehicle document submitted successfully!').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    await page.getByRole('cell', { name: 'KA 09 AB 1234' }).click();
    const view = page.getByRole('link', { name: 'View' });
    await expect.poll(() => view.isVisible(), { timeout: 15_000 }).toBe(true);
    const served = await page.request.get((await view.getAttribute('href'))!);

    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.compare(await served.body(), PDF)).toBe(0);
  });

  it('uploads a company logo on the licence tab and shows it in the table and the top bar', async () => {
    await page.goto('/CommonCompany?tab=1');
    await page.getByRole('cell', { name: 'Kaveri Medical Agencies' }).click();
    await field(page, 'GST Registration Date').fill('2020-07-01');
    await field(page, 'PAN No').fill('AAGCB7383J');
    await field(page, 'FSSAI No').fill('11223344556677');
    await field(page, 'GSTIN No').fill('29AAGCB7383J1Z4');
    await field(page, 'FSSAI Expiry Date').fill(inFuture(365));
    await field(page, 'Licence Expiry Date').fill(inFuture(200));
    await page
      .locator('input[type=file]')
      .last()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Update' }).click();
    await expect
      .poll(() => page.getByText('Company license updated successfully!').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    const logo = page.getByRole('img', { name: 'Company logo' });
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 15_000,
      })
      .toBe(1);
    const served = await page.request.get((await logo.getAttribute('src'))!);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await served.body(), PNG)).toBe(0);

    // The top bar reads the logo once per session: a fresh load shows the new one.
    await page.reload();
    const topBar = page.getByRole('img', { name: 'Kaveri Medical Agencies logo' });
    await expect
      .poll(() => topBar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 15_000,
      })
      .toBe(1);
  });
});
