import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, field, openApp, signedInAs, type Session } from './ui';

describe('master data: an account group, a category tree and an item with two rates', () => {
  let session: Session;
  let page: Page;

  beforeAll(async () => {
    session = await openApp();
    page = session.page;
    await signedInAs(page, 'Tunga Pharma', 'meera', 'tunga-2026');
  }, 240_000);

  afterAll(() => session?.close());

  it('builds an account group under a head in the Account Master tree', async () => {
    await page.goto('/AccountMaster');
    const head = page.getByRole('form', { name: 'Account Head' });
    await head.getByLabel(/Head Name/).fill('Project Funds');
    await head.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByText('Account group submitted successfully!').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    const group = page.getByRole('form', { name: 'Account Group' });
    await group.getByLabel(/Group Name/).fill('Site Advances');
    await group.getByLabel('Under').fill('Project');
    await page.getByRole('option', { name: 'Project Funds' }).click();
    await group.getByRole('button', { name: 'Submit' }).click();

    const tree = page.getByRole('tree', { name: 'Account Master' });
    await tree.getByText('Project Funds', { exact: true }).click();
    await expect
      .poll(() => tree.getByText('Site Advances').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await tree.getByText('Site Advances').click();
    await expect.poll(() => group.getByLabel('Under').inputValue()).toBe('Project Funds');
  });

  it('builds a category tree of a main and a sub category', async () => {
    await page.goto('/ItemCategory');
    const main = page.getByRole('form', { name: 'Main Category' });
    await main.getByLabel(/Main Category Name/).fill('Medicine');
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(
        () => page.getByRole('tree', { name: 'Item Category' }).getByText('Medicine').isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);

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
      ['/api/insertRate', { RateName: 'Retail' }],
      ['/api/insertRate', { RateName: 'Wholesale' }],
      ['/api/insertmanufacture', { ManufactureName: 'Cipla' }],
      ['/api/insertmarketed', { MarketerName: 'Cipla Health' }],
      ['/api/insertrack', { RackName: 'A1' }],
    ] as const)
      expect((await page.request.post(path, { data })).status()).toBe(201);

    await page.goto('/ItemDetails');
    await choose(page, 'HSN', 'Create');
    const modal = page.getByRole('dialog', { name: 'Create New HSN' });
    await modal.getByLabel('HSN Name').fill('3004');
    await modal.getByLabel('Description').fill('Medicaments');
    await modal.getByLabel('HSN', { exact: true }).check();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('combobox', { name: /^HSN/ }).inputValue(), { timeout: 15_000 })
      .toBe('3004');

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
    await expect
      .poll(() => page.getByText('Item and rates submitted successfully!').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    await page.getByLabel('Search').fill('para');
    await page.getByRole('cell', { name: 'Paracetamol 500' }).click();
    await expect
      .poll(() => page.getByLabel('Retail').inputValue(), { timeout: 15_000 })
      .toBe('12.5');
    await expect.poll(() => page.getByLabel('Wholesale').inputValue()).toBe('10');

    // Enter into a figure already there selects it: typing replaces it, as in Tally (not 500600).
    await field(page, 'Reorder Quantity').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => field(page, 'Maximum Quantity').evaluate((e) => e === document.activeElement))
      .toBe(true);
    await page.keyboard.type('600');
    await page.keyboard.press('Control+a');
    await expect
      .poll(() => page.getByText('Item and rates updated successfully!').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    const items = await page.request.get('/api/getitemdetails');
    const saved = ((await items.json()) as { data: Array<Record<string, unknown>> }).data.find(
      (i) => i.ItemName === 'Paracetamol 500',
    );
    expect(Number(saved?.MaximumQuantity)).toBe(600);
  });

  it("refuses on the Item Master's HSN tab an HSN already made, in the tab's words", async () => {
    // 3004 was made through the item's Create modal above.
    await page.goto('/ItemMaster');
    const name = page.getByLabel(/^HSN Name/);
    await expect.poll(() => name.evaluate((e) => e === document.activeElement)).toBe(true);
    // The code, no description, the type picked by typing; Enter on the last field saves.
    for (const key of ['3004', 'Enter', 'Enter', 'hs', 'Enter'])
      if (key === 'Enter') await page.keyboard.press(key);
      else await page.keyboard.type(key);

    const duplicate = 'Duplicate entry detected. Please enter unique data.';
    await expect
      .poll(() => page.getByText(duplicate).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await page.getByText(/HSN Name already exists/).count()).toBe(0);

    // A new code saves through the same call.
    await name.fill('300490');
    await name.focus();
    for (const key of ['Enter', 'Enter', 'hs', 'Enter'])
      if (key === 'Enter') await page.keyboard.press(key);
      else await page.keyboard.type(key);
    await expect
      .poll(() => page.getByText('HSN submitted successfully!').isVisible(), { timeout: 15_000 })
      .toBe(true);
  });
});
