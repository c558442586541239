import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../resources';
import { bill, billingSetup } from '../support/billing';
import { asAgent } from './agent';
import { field, openApp, signedInAs, type Session } from './ui';

const OUR_GSTIN = `29AAACT2727Q1Z${gstinCheckCharacter('29AAACT2727Q1Z')}`;

describe("the dashboard and GSTR-1 show a company's June bills", () => {
  let session: Session;
  let page: Page;

  beforeAll(async () => {
    session = await openApp();
    page = session.page;
    await signedInAs(page, 'Tunga Pharma', 'ravi', 'tunga-2026');
    const b = await billingSetup(asAgent(page));
    for (const data of [bill(b), bill(b, { CustomerID: b.outside })])
      expect((await page.request.post('/api/insertbilling', { data })).status()).toBe(201);
    const licence = await page.request.post('/api/updatecompanylicense', {
      multipart: {
        GSTINo: OUR_GSTIN,
        PanNo: OUR_GSTIN.slice(2, 12),
        GSTRegDate: '2020-07-01',
        FSSAINo: '11223344556677',
        ExpiryDateFSSAI: '2030-03-31',
        ExpiryDate: '2030-03-31',
      },
    });
    expect(licence.status()).toBe(201);
  }, 240_000);

  afterAll(() => session?.close());

  it('shows the receivables on the dashboard, opening the outstanding report', async () => {
    await page.goto('/dashboard');

    const receivables = page.getByRole('link', { name: 'Receivables: ₹588.00' });
    await receivables.click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/Outstanding');

    // Payables open the same report on the suppliers' side (this company owes none).
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Payables: ₹0.00' }).click();
    await expect.poll(() => page.getByText('Outstanding Payables').count()).toBe(1);
  });

  it("shows June's B2B invoices and downloads the file the GST portal imports", async () => {
    await page.goto('/GSTR1');
    await field(page, 'From').fill('01-06-2026');
    await field(page, 'To').fill('30-06-2026');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'B2B invoices (4A)' }).getByRole('link').allTextContents(),
      )
      .toEqual(['A/2', 'A/2', 'A/1', 'A/1']);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JSON for the GST portal' }).click(),
    ]);

    expect(download.suggestedFilename()).toBe(`GSTR1_${OUR_GSTIN}_062026.json`);
    const json = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(json).toMatchObject({ gstin: OUR_GSTIN, fp: '062026' });
    expect(
      json.b2b.map((c: { inv: Array<{ inum: string; val: number }> }) =>
        c.inv.map((i) => [i.inum, i.val]),
      ),
    ).toEqual([[['A/2', 294]], [['A/1', 294]]]);
  });
});
