import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bill, billingSetup } from '../support/billing';
import { pdfText } from '../support/pdf';
import { asAgent } from './agent';
import { field, openApp, openFromMenu, signedInAs, type Session } from './ui';

/**
 * Each report opened from the side menu, exported as CSV and printed, for a company with two
 * June bills: Asha Stores 1,40,000.00 (1,25,000.00 + CGST and SGST 7,500.00 each) and Pune
 * Pharma 105.00 (100.00 + IGST 5.00), and a receipt of 40,000.00 from Asha Stores on 1 July.
 */
describe('the reports open from the menu, export as CSV and print', () => {
  let session: Session;
  let page: Page;

  beforeAll(async () => {
    session = await openApp();
    page = session.page;
    await signedInAs(page, 'Kaveri Pharma', 'meena', 'kaveri-2026');
    const b = await billingSetup(asAgent(page), { opening: 100_000 });
    for (const data of [
      bill(b, { items: [{ ItemID: b.paracetamol, Quantity: 10000, GrossAmount: 12.5 }] }),
      bill(b, {
        CustomerID: b.outside,
        items: [{ ItemID: b.cough, Quantity: 2, GrossAmount: 50 }],
      }),
    ])
      expect((await page.request.post('/api/insertbilling', { data })).status()).toBe(201);
    const ledgers = (await (await page.request.get('/api/getledger?q=Cash')).json()) as {
      data: Array<{ PLID: number; LedgerName: string }>;
    };
    const cash = ledgers.data.find((l) => l.LedgerName === 'Cash')!.PLID;
    const receipt = await page.request.post('/api/insertupdatereciept', {
      data: { RDate: '2026-07-01', AccGroupid: 6, PLID: cash, PartyID: b.local, Debit: 40000 },
    });
    expect(receipt.status()).toBe(201);
  }, 240_000);

  afterAll(() => session?.close());

  /**
   * Opens the report and shows `period`; done when the report on screen is that period's (its
   * Print link carries the dates of what is shown: the report opens first on its default period).
   */
  async function open(label: string, path: string, period: Record<string, string>) {
    await openFromMenu(page, 'Ledger Page', label, path);
    // As a person would: the dates are typed once the report has shown its default period.
    const link = page.getByRole('link', { name: 'Print' });
    await link.waitFor();
    for (const [name, value] of Object.entries(period)) await field(page, name).fill(value);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    const iso = Object.values(period).map((d) => d.split('-').reverse().join('-'));
    await expect
      .poll(async () => {
        const href = (await link.getAttribute('href')) ?? '';
        return iso.every((d) => href.includes(d));
      })
      .toBe(true);
  }

  /** Exports the CSV (the first Export CSV on the screen) and answers its lines. */
  async function exported(): Promise<string[]> {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).first().click(),
    ]);
    return (await readFile((await download.path())!, 'utf8')).split('\r\n');
  }

  /** Clicks Print: a new tab opens on the report's PDF; answers its text. */
  async function printed(report: string): Promise<string> {
    const link = page.getByRole('link', { name: 'Print' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/api/print/${report}\\?`));
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect.poll(() => tab.url()).toContain(`/api/print/${report}?`);
    await tab.close();
    const res = await page.request.get(href);
    expect(res.headers()['content-type']).toBe('application/pdf');
    return (await pdfText(await res.body())).text;
  }

  it('trial balance', async () => {
    await open('Trial Balance', '/TrialBalance', { From: '01-06-2026', To: '30-06-2026' });
    const table = page.getByRole('table', { name: 'Trial balance' });
    await expect.poll(async () => (await table.textContent()) ?? '').toContain('Grand Total');

    const csv = await exported();
    expect(csv[0]).toBe('Particulars,Opening Dr,Opening Cr,Debit,Credit,Closing Dr,Closing Cr');
    expect(csv.find((l) => l.includes('Asha Stores'))).toMatch(/140000\.00/);

    const pdf = await printed('trialbalance');
    expect(pdf).toContain('Kaveri Pharma');
    expect(pdf).toContain('From 01-06-2026 to 30-06-2026');
    expect(pdf).toMatch(/Grand Total.*1,40,105\.00\s+1,40,105\.00/);
  });

  it("opens a ledger from the trial balance with the cursor on its first entry, and that entry's bill with Enter", async () => {
    await open('Trial Balance', '/TrialBalance', { From: '01-06-2026', To: '30-06-2026' });
    const table = page.getByRole('table', { name: 'Trial balance' });
    // The head and the group opened with Right, as a person walks the tree.
    for (const name of [/^\W*Current Assets/, /^\W*Sundry Debtors/]) {
      await table.getByRole('row', { name }).first().focus();
      await page.keyboard.press('ArrowRight');
    }
    await page.getByRole('link', { name: 'Asha Stores', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/LedgerStatement?**');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const at = document.activeElement;
          return at?.tagName === 'TR' ? (at.textContent ?? '') : `not a row: ${at?.tagName}`;
        }),
      )
      .toMatch(/^15-06-2026Sales.*A\/1/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/SalesInvoice/**');
  });

  it('day book', async () => {
    await open('Day Book', '/DayBook', { From: '15-06-2026', To: '15-06-2026' });
    const table = page.getByRole('table', { name: 'Day book' });
    await expect.poll(async () => (await table.textContent()) ?? '').toContain('A/2');

    const csv = await exported();
    expect(csv[0]).toBe('Date,Type,Number,Debit,Credit,Amount,Status');
    expect(csv[1]).toMatch(/^15-06-2026,Sales Invoice,A\/1,Asha Stores,.*,140000\.00,Active$/);

    const pdf = await printed('daybook');
    expect(pdf).toContain('Day Book');
    expect(pdf).toMatch(/Total\s+1,40,105\.00/);
  });

  it('outstanding, receivables and payables', async () => {
    await open('Outstanding', '/Outstanding', { 'As on': '15-07-2026' });
    const table = page.getByRole('table', { name: 'Outstanding' });
    await expect.poll(async () => (await table.textContent()) ?? '').toContain('Pune Pharma');

    const csv = await exported();
    expect(csv[0]).toBe('Customer,Bill No,Bill Date,Total,Received,Outstanding,Days,Days Overdue');
    expect(csv).toContain('Asha Stores,A/1,15-06-2026,140000.00,40000.00,100000.00,30,30');

    const pdf = await printed('outstanding');
    expect(pdf).toContain('Outstanding Receivables');
    expect(pdf).toContain('As on 15-07-2026');
    expect(pdf).toMatch(/A\/1\s+15-06-2026\s+1,40,000\.00\s+40,000\.00\s+1,00,000\.00/);

    await page.getByRole('button', { name: 'Payables' }).click();
    await expect.poll(async () => (await table.textContent()) ?? '').toContain('Supplier');
    expect(await page.getByRole('link', { name: 'Print' }).getAttribute('href')).toContain(
      'Side=payable',
    );
  });

  it('sales register', async () => {
    await open('Sales Register', '/SalesRegister', { From: '01-06-2026', To: '30-06-2026' });
    const table = page.getByRole('table', { name: 'Sales register' });
    await expect.poll(async () => (await table.textContent()) ?? '').toContain('Pune Pharma');

    expect(await table.textContent()).toContain('15-06-2026: 2 bills');
    expect(await table.textContent()).toContain('Period: 2 bills');

    const csv = await exported();
    expect(csv[0]).toMatch(/^Invoice No,Date,Customer,GSTIN,Place of Supply,/);
    expect(csv.find((l) => l.startsWith('A/1,'))).toContain('Asha Stores');

    const pdf = await printed('salesregister');
    expect(pdf).toContain('Sales Register');
    expect(pdf).toMatch(/Total \(2 bills\)\s+1,25,100\.00\s+7,500\.00\s+7,500\.00\s+5\.00/);
  });

  it('GSTR-1', async () => {
    await open('GSTR-1', '/GSTR1', { From: '01-06-2026', To: '30-06-2026' });
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'B2B invoices (4A)' }).getByRole('link').allTextContents(),
      )
      .toContain('A/1');

    const csv = await exported();
    expect(csv[0]).toMatch(/^GSTIN of Recipient,Receiver Name,/);
    expect(csv.some((l) => l.includes('Asha Stores') && l.includes('A/1'))).toBe(true);

    const pdf = await printed('gstr1');
    expect(pdf).toContain('GSTR-1 Summary');
    expect(pdf).toMatch(/Asha Stores\s+A\/1\s+15-06-2026\s+1,40,000\.00/);
  });
  it('day book by the keyboard: Enter on From moves to To, Enter on To shows the period', async () => {
    await openFromMenu(page, 'Ledger Page', 'Day Book', '/DayBook');
    const link = page.getByRole('link', { name: 'Print' });
    await link.waitFor();
    await expect
      .poll(() => field(page, 'From').evaluate((e) => e === document.activeElement))
      .toBe(true);

    // The date there is selected: typing replaces it.
    await page.keyboard.type('15-06-2026');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => field(page, 'To').evaluate((e) => e === document.activeElement))
      .toBe(true);
    await page.keyboard.type('15-06-2026');
    await page.keyboard.press('Enter');

    await expect
      .poll(() => link.getAttribute('href'))
      .toBe('/api/print/daybook?FromDate=2026-06-15&ToDate=2026-06-15');
    const table = page.getByRole('table', { name: 'Day book' });
    await expect.poll(async () => (await table.textContent()) ?? '').toContain('A/2');

    // The cursor went into the report with the Enter, and Down walks its lines.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focused).toBe('A/1');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('A/2');
  });

  it('day book: back (Esc) from a voucher opened on a line, the same period with the cursor on that line', async () => {
    await openFromMenu(page, 'Ledger Page', 'Day Book', '/DayBook');
    await page.getByRole('link', { name: 'Print' }).waitFor();
    await field(page, 'From').fill('15-06-2026');
    await field(page, 'To').fill('01-07-2026');
    await field(page, 'To').press('Enter');
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focused).toBe('A/1');

    // A/1, A/2, then the receipt of 1 July.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const receipt = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(receipt).not.toMatch(/^A\//);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/Reciept');
    await page.getByText('Asha Stores').first().waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/DayBook');

    await expect.poll(focused).toBe(receipt);
    expect(await field(page, 'From').inputValue()).toBe('15-06-2026');
    expect(await field(page, 'To').inputValue()).toBe('01-07-2026');
  });

  it('stock ledger by the keyboard: Enter takes the item and moves on; rows name bills by number', async () => {
    await page.goto('/StockLedger');
    const item = page.getByRole('combobox', { name: 'Item' });
    await expect.poll(() => item.evaluate((e) => e === document.activeElement)).toBe(true);

    await page.keyboard.type('Para');
    await page.getByRole('option', { name: /Paracetamol 500/ }).waitFor();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => field(page, 'From').evaluate((e) => e === document.activeElement))
      .toBe(true);
    await expect.poll(() => item.inputValue()).toBe('Paracetamol 500');
    await page.keyboard.type('01-06-2026');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => field(page, 'To').evaluate((e) => e === document.activeElement))
      .toBe(true);
    await page.keyboard.type('30-06-2026');
    await page.keyboard.press('Enter');

    const table = page.getByRole('table', { name: 'Stock ledger' });
    await expect.poll(async () => (await table.textContent()) ?? '').toContain('30-06-2026');
    expect(await table.locator('tbody tr').nth(1).innerText()).toMatch(
      /^15-06-2026\tSales Invoice A\/1\t/,
    );
  });
});
