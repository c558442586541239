import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCompany, validEmployee } from '../support/api';
import { launchChromium } from './browser';
import { startApp, type RunningApp } from './server';

/** The input labelled `label` (a required one's label ends in an asterisk). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
}

/** Picks `option` in the MUI select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${label}(\\s*\\*)?$`) }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const seen = (page: Page, text: string) => expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);

describe('a customer with an opening balance and a customer rate, read on its ledger statement', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchChromium();
    page = await browser.newPage({ baseURL: app.url });
    page.setDefaultTimeout(10_000);
    // The company and its first employee come from the sign-up API; the journey test covers those screens.
    const signup = await page.request.post('/api/insertcompanysignup', { data: validCompany('Kaveri Medical Agencies') });
    const { signupToken } = (await signup.json()) as { signupToken: string };
    await page.request.post('/api/insertemployee', { data: { ...validEmployee('ravi', 'kaveri-2026'), signupToken } });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('logs in', async () => {
    await page.goto('/');
    await field(page, 'Username').fill('ravi');
    await field(page, 'Password').fill('kaveri-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
  });

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
    await expect.poll(() => field(page, 'Shipping Address').inputValue()).toBe('12 Sayyaji Rao Road');
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
    await page.getByRole('row', { name: /Asha Medicals/ }).getByRole('link', { name: 'Statement' }).click();

    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/LedgerStatement');
    await expect.poll(() => page.getByTestId('opening-balance').textContent(), { timeout: 15_000 }).toBe('1,500.50 Dr');
    await expect.poll(() => page.getByTestId('closing-balance').textContent()).toBe('1,500.50 Dr');
  });
});
