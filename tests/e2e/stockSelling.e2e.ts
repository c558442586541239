import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../support/api';
import { billingSetup, KA_SUPPLIER_GSTIN, type Billing } from '../support/billing';
import { openApp, seen, signedInAs, type Session } from './ui';

/** The setup calls made by the browser's own session (the e2e server is a real one). */
function browserAgent(page: Page): Agent {
  const post = (url: string) => ({
    send: async (data: unknown) => {
      const res = await page.request.post(url, { data: data as Record<string, unknown> });
      return { status: res.status(), body: await res.json() };
    },
  });
  return { post } as unknown as Agent;
}

/** What a person waits for on a loaded machine: up to 30 s, never a fixed sleep. */
const WAIT = { timeout: 30_000, interval: 100 };

const focused = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id,
  );

async function key(page: Page, ...entries: string[]) {
  for (const entry of entries) {
    if (entry) await page.keyboard.type(entry);
    await page.keyboard.press('Enter');
  }
}

/** The Stock Summary's row of a batch, cell by cell (Item, Batch, Expiry, Place, Quantity, Value). */
const stockRow = async (page: Page, batch: string) =>
  page
    .getByRole('table', { name: 'Stock' })
    .getByRole('row')
    .filter({ hasText: batch })
    .first()
    .getByRole('cell')
    .allTextContents();

describe('selling the batch that expires first, in Chromium', () => {
  let s: Session;
  let b: Billing;

  beforeAll(async () => {
    s = await openApp();
    await signedInAs(s.page, 'Batch Traders', 'batches', 'correct horse battery');
    b = await billingSetup(browserAgent(s.page));
    const supplier = await s.page.request.post('/api/insertsupplier', {
      data: {
        LegalName: 'Cipla Distributors',
        LedgerName: 'Cipla Distributors',
        GSTIN: KA_SUPPLIER_GSTIN,
        Openingbalance: 0,
        balanceType: 'Credit',
      },
    });
    expect(supplier.status()).toBe(201);
  });
  afterAll(() => s?.close());

  it('buys two batches, bills by keyboard from the one expiring first by default, and reads the stock summary', async () => {
    const { page } = s;

    // Buy 20 of batch LATE (expiring 2028, MRP 16) and 20 of batch EARLY (expiring 2027, MRP 15.50).
    await page.goto('/Purchase');
    await expect.poll(() => focused(page), WAIT).toBe('pur-PurchaseDate');
    await key(page, '');
    await page.keyboard.type('Cipla');
    await page.getByRole('option', { name: /Cipla Distributors/ }).waitFor();
    // the supplier, its bill number and date, no godown (the company's own), rates without the GST
    await key(page, '', 'CD/77', '9-6-2026', '', '');
    await expect.poll(() => focused(page), WAIT).toBe('Item Code 1');
    await page.keyboard.type('P1');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await key(page, '', 'LATE', '31-5-2028', '16', '20', '', '10', '');
    await page.keyboard.type('P1');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await key(page, '', 'EARLY', '31-12-2027', '15.5', '20', '', '10', '');
    await page.keyboard.press('Control+a');
    await seen(page, 'Purchase saved successfully!');

    // Sell 5 with the keyboard: the line takes batch EARLY by itself, and its MRP.
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.keyboard.press('F8');
    await page.waitForURL('**/SalesInvoice');
    await expect.poll(() => focused(page), WAIT).toBe('inv-Customer');
    await page.keyboard.type('Asha');
    await page.getByRole('option', { name: /Asha Stores/ }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page), WAIT).toBe('Item Code 1');
    await page.keyboard.type('P1');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page), WAIT).toBe('Qty 1');
    const batchCell = page.getByLabel('Batch 1', { exact: true });
    await expect.poll(() => batchCell.inputValue(), WAIT).toBe('EARLY');
    await expect
      .poll(
        async () => (await page.getByLabel('Stock 1', { exact: true }).textContent())?.trim(),
        WAIT,
      )
      .toBe('20');
    expect((await page.getByLabel('MRP 1', { exact: true }).textContent())?.trim()).toBe('15.50');
    await key(page, '5');
    await page.keyboard.press('Control+a');
    await seen(page, 'Invoice submitted successfully!');

    const [saved] = (
      await (await page.request.get(`/api/GetsaleInvoice?BillNo=1&SID=${b.seriesA}`)).json()
    ).data;
    expect(saved.items[0]).toMatchObject({ BatchId: 'EARLY', Quantity: 5, UnitPrice: 15.5 });

    // Opened again, the saved line shows what is left in stock and keeps its batch and MRP.
    await page.goto(`/SalesInvoice/${saved.BillID}`);
    await expect
      .poll(
        async () => (await page.getByLabel('Stock 1', { exact: true }).textContent())?.trim(),
        WAIT,
      )
      .toBe('15');
    expect(await page.getByLabel('Batch 1', { exact: true }).inputValue()).toBe('EARLY');
    expect((await page.getByLabel('MRP 1', { exact: true }).textContent())?.trim()).toBe('15.50');

    // The stock summary: 15 left of EARLY, all 20 of LATE.
    await page.goto('/StockSummary');
    await expect
      .poll(() => stockRow(page, 'EARLY'), WAIT)
      .toEqual(['Paracetamol 500', 'EARLY', '31-12-2027', 'Main', '15', '150.00']);
    expect(await stockRow(page, 'LATE')).toEqual([
      'Paracetamol 500',
      'LATE',
      '31-05-2028',
      'Main',
      '20',
      '200.00',
    ]);

    // The row's item opens its Stock Ledger: opening stock 100, bought 40, sold 5.
    await page
      .getByRole('table', { name: 'Stock' })
      .getByRole('row')
      .filter({ hasText: 'EARLY' })
      .getByRole('link', { name: 'Paracetamol 500' })
      .click();
    await page.waitForURL(`**/StockLedger?ItemId=${b.paracetamol}`);
    const ledger = page.getByRole('table', { name: 'Stock ledger' });
    await expect.poll(async () => (await ledger.textContent()) ?? '', WAIT).toContain('Closing');
    const rows = await ledger.getByRole('row').allTextContents();
    expect(rows.at(-1)).toContain('135');
    // The sale is named by the number on the bill, not by a record id.
    const sale = rows.find((r) => r.includes(`Sales Invoice ${String(saved.InvoiceNo)}`));
    expect(sale).toMatch(/EARLY.*Main.*5.*135/);
  });
});
