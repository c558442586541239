import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { startApp, type RunningApp } from './server';

/** The input labelled `label` (a required one's label ends in an asterisk). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
}

/** Picks `option` in the MUI select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${label}(\\s*\\*)?$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('master data: an account group, a category tree and an item with two rates', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchChromium();
    page = await browser.newPage({ baseURL: app.url });
    page.setDefaultTimeout(10_000);
    // The sign-up screens have their own journey; here the company is made through the API.
    const signup = await page.request.post('/api/insertcompanysignup', {
      data: { CompanyName: 'Tunga Pharma', Address: '3 Market Road, Shivamogga', Mobile: '9845022222', PinCode: '577201', CountryId: 1, State: 27, StartDate: '2026-04-01', EndDate: '2027-03-31' },
    });
    const { signupToken } = (await signup.json()) as { signupToken: string };
    await page.request.post('/api/insertemployee', {
      data: { FirstName: 'Meera', LastName: 'Hegde', Email: 'meera@tunga.example', Mobile: '9845033333', PhoneNo: '8182234567', Pincode: '577201', Username: 'meera', Password: 'tunga-2026', signupToken },
    });
    await page.goto('/');
    await field(page, 'Username').fill('meera');
    await field(page, 'Password').fill('tunga-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('builds an account group under a head in the Account Master tree', async () => {
    await page.goto('/AccountMaster');
    const head = page.getByRole('form', { name: 'Account Head' });
    await head.getByLabel(/Head Name/).fill('Project Funds');
    await head.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Account group submitted successfully!').isVisible(), { timeout: 15_000 }).toBe(true);

    const group = page.getByRole('form', { name: 'Account Group' });
    await group.getByLabel(/Group Name/).fill('Site Advances');
    await group.getByLabel('Under').fill('Project');
    await page.getByRole('option', { name: 'Project Funds' }).click();
    await group.getByRole('button', { name: 'Submit' }).click();

    const tree = page.getByRole('tree', { name: 'Account Master' });
    await tree.getByText('Project Funds', { exact: true }).click();
    await expect.poll(() => tree.getByText('Site Advances').isVisible(), { timeout: 15_000 }).toBe(true);
    await tree.getByText('Site Advances').click();
    await expect.poll(() => group.getByLabel('Under').inputValue()).toBe('Project Funds');
  });

  it('builds a category tree of a main and a sub category', async () => {
    await page.goto('/ItemCategory');
    const main = page.getByRole('form', { name: 'Main Category' });
    await main.getByLabel(/Main Category Name/).fill('Medicine');
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByRole('tree', { name: 'Item Category' }).getByText('Medicine').isVisible(), { timeout: 15_000 }).toBe(true);

    const sub = page.getByRole('form', { name: 'Sub Category' });
    await sub.getByLabel(/Sub Category Name/).fill('Tablets');
    await sub.getByLabel('Main Category').fill('Med');
    await page.getByRole('option', { name: 'Medicine' }).click();
    await sub.getByRole('button', { name: 'Submit' }).click();

    const tree = page.getByRole('tree', { name: 'Item Category' });
    await tree.getByText('Medicine').click();
    await expect.poll(() => tree.getByText('Tablets').isVisible(), { timeout: 15_000 }).toBe(true);
  });

  it('creates an item with two rates, its HSN made through the Create modal', async () => {
    // The other masters the item names, made through their own calls.
    for (const [path, data] of [
      ['/api/insertRate', { RateName: 'Retail' }], ['/api/insertRate', { RateName: 'Wholesale' }],
      ['/api/insertmanufacture', { ManufactureName: 'Cipla' }], ['/api/insertmarketed', { MarketerName: 'Cipla Health' }],
      ['/api/insertrack', { RackName: 'A1' }],
    ] as const) expect((await page.request.post(path, { data })).status()).toBe(201);

    await page.goto('/ItemDetails');
    await choose(page, 'HSN', 'Create');
    const modal = page.getByRole('dialog', { name: 'Create New HSN' });
    await modal.getByLabel('HSN Name').fill('3004');
    await modal.getByLabel('Description').fill('Medicaments');
    await modal.getByLabel('HSN', { exact: true }).check();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: /^HSN/ }).textContent(), { timeout: 15_000 }).toContain('3004');

    await field(page, 'Item Name').fill('Paracetamol 500');
    await field(page, 'Description').fill('Strip of 10');
    await choose(page, 'Category', 'Medicine');
    await choose(page, 'Main Category', 'Medicine');
    await choose(page, 'Sub Category', 'Tablets');
    await choose(page, 'Unit', 'STRIP');
    await field(page, 'Reorder Quantity').fill('10');
    await field(page, 'Maximum Quantity').fill('500');
    await field(page, 'Minimum Quantity').fill('5');
    await choose(page, 'Taxable', 'Yes');
    await field(page, 'Quantity').fill('100');
    await field(page, 'Cess').fill('0');
    await choose(page, 'Added Unit', 'BOX');
    await choose(page, 'Manufacture', 'Cipla');
    await choose(page, 'Rack', 'A1');
    await choose(page, 'Marketer', 'Cipla Health');
    await field(page, 'Discount').fill('2.5');
    await page.getByLabel('Retail').fill('12.5');
    await page.getByLabel('Wholesale').fill('10');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Item and rates submitted successfully!').isVisible(), { timeout: 15_000 }).toBe(true);

    await page.getByLabel('Search').fill('para');
    await page.getByRole('cell', { name: 'Paracetamol 500' }).click();
    await expect.poll(() => page.getByLabel('Retail').inputValue(), { timeout: 15_000 }).toBe('12.5');
    await expect.poll(() => page.getByLabel('Wholesale').inputValue()).toBe('10');
  });
});
