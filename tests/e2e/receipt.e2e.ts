import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bill, billingSetup, type Billing } from '../support/billing';
import { asAgent } from './agent';
import { openApp, signedInAs, type Session } from './ui';

interface OpenBill {
  BillID: number;
  InvoiceNo: string;
  Outstanding: number;
}

const openBills = async (page: Page, PLID: number): Promise<OpenBill[]> =>
  (await (await page.request.get(`/api/openbills?PLID=${PLID}`)).json()).data;

/** A key held as a person holds it (Playwright's default is 0 ms): the form moves the cursor in the tick after keydown. */
const KEY_HOLD = { delay: 30 };

describe('a receipt recorded with the keyboard only settles the invoice it is set against', () => {
  let session: Session;
  let page: Page;
  let b: Billing;
  let invoice: OpenBill;

  beforeAll(async () => {
    session = await openApp();
    page = session.page;
    await signedInAs(page, 'Kabini Pharma', 'latha', 'kabini-2026');
    b = await billingSetup(asAgent(page));
    const raised = await page.request.post('/api/insertbilling', { data: bill(b) });
    expect(raised.status()).toBe(201);
    [invoice] = await openBills(page, b.local);
  }, 240_000);

  afterAll(() => session?.close());

  it('opens the receipt with F6 and records the customer paying the whole bill, saved with Ctrl+A', async () => {
    // As a person does, once the app is on screen: the voucher keys live in its layout.
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.keyboard.press('F6');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/Reciept');
    await expect.poll(() => page.getByLabel('Receipt No', { exact: true }).inputValue()).toBe('1');

    // The date has the focus and keeps today; Enter walks on: mode (Cash), receipt type, party, amount.
    await page.keyboard.press('Enter', KEY_HOLD);
    await page.keyboard.press('Enter', KEY_HOLD);
    await page.keyboard.type('Cash');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Enter', KEY_HOLD);
    await page.keyboard.type('Asha');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Enter', KEY_HOLD);
    await page.keyboard.type(String(invoice.Outstanding));
    await page.keyboard.press('Enter', KEY_HOLD);
    const bills = page.getByRole('table', { name: 'Open bills of Asha Stores' });
    await expect
      .poll(() => bills.getByLabel(`Set against ${invoice.InvoiceNo}`).inputValue())
      .toBe(invoice.Outstanding.toFixed(2));
    await page.keyboard.press('Control+a');

    await expect
      .poll(() => page.getByText('Receipt saved successfully!').first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect.poll(() => openBills(page, b.local)).toEqual([]);
    const listed = (await (await page.request.get('/api/getsaleinvoices')).json()).data as Array<{
      BillID: number;
      Outstanding: number;
    }>;
    expect(listed.find((r) => r.BillID === invoice.BillID)?.Outstanding).toBe(0);
  });

  it('prints the receipt it saved as a PDF in a new tab', async () => {
    const print = page.getByRole('button', { name: 'Print No 1' });
    await print.focus();

    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.keyboard.press('Enter', KEY_HOLD),
    ]);

    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/api/printreceipt/1');
    const pdf = await page.request.get('/api/printreceipt/1');
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });
});
