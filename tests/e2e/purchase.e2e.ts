import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '../../resources';
import type { Agent } from '../support/api';
import { billingSetup, KA_SUPPLIER_GSTIN, type Billing } from '../support/billing';
import { openApp, openFromMenu, seen, signedInAs, versionsByAltH, type Session } from './ui';

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

describe('the purchase screen in Chromium', () => {
  let s: Session;
  let b: Billing;

  beforeAll(async () => {
    s = await openApp();
    await signedInAs(s.page, 'Purchase Traders', 'buyer', 'correct horse battery');
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

  it('keys in a supplier bill with two batches using only the keyboard, saves it with Ctrl+A, and reads the stock summary', async () => {
    const { page } = s;
    await page.goto('/Purchase');
    await expect.poll(() => focused(page)).toBe('pur-PurchaseDate');

    // No such date: Enter stays on it, says how to type one, and selects it to be typed again.
    await key(page, '31-02');
    await seen(page, 'Type the date as DD-MM-YYYY.');
    expect(await focused(page)).toBe('pur-PurchaseDate');
    await key(page, today().split('-').reverse().join('-'));
    await page.keyboard.type('Cipla');
    await page.getByRole('option', { name: /Cipla Distributors/ }).waitFor();
    await key(page, '', 'CD/1042', '9-6-2026', ''); // choose the supplier, its bill number and date, no godown (the company's own)
    await expect.poll(() => focused(page)).toBe('pur-GSTIncluding');
    await key(page, ''); // rates without the GST
    await expect.poll(() => focused(page)).toBe('Item Code 1');
    await page.keyboard.type('P1');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    // batch, expiry as printed on the strip (May 2028: its last day), MRP, qty, free, rate, discount
    // No such month: Enter stays on the expiry and says how to type one, before any save.
    await key(page, '', 'PX1', '13/28');
    await expect
      .poll(() => page.getByLabel('Expiry 1', { exact: true }).getAttribute('aria-description'))
      .toBe('Type the expiry as on the strip, MM/YY (11/28), or as DD-MM-YYYY.');
    expect(await focused(page)).toBe('Expiry 1');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
    await key(page, '05/28', '15', '100', '', '10', '');
    expect(
      await page.getByLabel('Expiry 1', { exact: true }).getAttribute('aria-description'),
    ).toBeFalsy();
    await page.keyboard.type('C1');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await key(page, '', 'CS9', '31-1-2027', '60', '10', '2', '40', '10');
    await expect
      .poll(async () => (await page.getByLabel('Totals').textContent()) ?? '')
      .toContain('1,498.00');
    await page.keyboard.press('Control+a');

    await seen(page, 'Purchase saved successfully!');
    const [saved] = (await (await page.request.get('/api/getpurchases?_start=0&_end=5')).json())
      .data;
    expect(saved).toMatchObject({
      PurchaseNo: 1,
      SupplierBillNo: 'CD/1042',
      SupplierBillDate: '2026-06-09',
      BillAmount: 1498,
      CGST: 69,
      SGST: 69,
    });
    // Its number in the recent purchases prints it.
    const print = page.getByRole('link', { name: 'Print purchase 1' });
    await print.waitFor();
    const pdf = await page.request.get((await print.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/StockSummary');
    const table = page.getByRole('table', { name: 'Stock' });
    await expect.poll(async () => (await table.textContent()) ?? '').toContain('PX1');
    const text = (await table.textContent()) ?? '';
    expect(text).toContain('CS9');
    expect(text).toContain('31-05-2028');
    expect(b.paracetamol).toBeGreaterThan(0);
  });

  it('opens the reports from the side menu and finds the purchase in them', async () => {
    const { page } = s;
    const open = (label: string, path: string) => openFromMenu(page, 'Ledger Page', label, path);

    await open('Trial Balance', '/TrialBalance');
    await expect
      .poll(
        async () => (await page.getByRole('table', { name: 'Trial balance' }).textContent()) ?? '',
      )
      .toContain('Grand Total');
    expect(await page.getByRole('table', { name: 'Trial balance' }).textContent()).toContain(
      'Purchase Accounts',
    );

    await open('Day Book', '/DayBook');
    // The purchase was keyed on today's date: the day book of today shows it.
    const day = today().split('-').reverse().join('-');
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(day);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(day);
    await page.getByRole('textbox', { name: 'To', exact: true }).press('Enter');
    await expect
      .poll(async () => (await page.getByRole('table', { name: 'Day book' }).textContent()) ?? '')
      .toContain('Purchase Invoice');
    // Its number opens the purchase itself, ready to be corrected.
    await page
      .getByRole('table', { name: 'Day book' })
      .getByRole('row', { name: /Purchase Invoice/ })
      .getByRole('link')
      .click();
    await page.getByRole('button', { name: 'Update purchase 1 (Ctrl+A)' }).waitFor();
    await expect.poll(() => page.locator('#pur-SupplierBillNo').inputValue()).toBe('CD/1042');
    // F9 from it: a new purchase, not the one opened.
    await page.keyboard.press('F9');
    await expect.poll(() => page.locator('#pur-SupplierBillNo').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: /^Update purchase/ }).count()).toBe(0);

    await open('Outstanding', '/Outstanding');
    await page.getByRole('table', { name: 'Outstanding' }).waitFor();
    await open('Sales Register', '/SalesRegister');
    await page.getByRole('table', { name: 'Sales register' }).waitFor();
  });

  it('opens the saved purchase, saves a corrected bill number over it, then cancels it with a reason', async () => {
    const { page } = s;
    const stored = async () =>
      (await (await page.request.get('/api/getpurchases?_start=0&_end=5')).json()).data[0];
    await page.goto('/Purchase');
    await page.getByRole('button', { name: 'Open purchase 1' }).click();
    const update = page.getByRole('button', { name: 'Update purchase 1 (Ctrl+A)' });
    await update.waitFor();
    await expect.poll(() => page.locator('#pur-SupplierBillNo').inputValue()).toBe('CD/1042');
    await page.locator('#pur-SupplierBillNo').fill('CD/1042A');
    await page.keyboard.press('Control+a');

    await seen(page, 'Purchase updated successfully!');
    expect(await stored()).toMatchObject({
      PurchaseNo: 1,
      SupplierBillNo: 'CD/1042A',
      BillAmount: 1498,
      DocStatus: 1,
    });

    await page.getByRole('button', { name: 'Open purchase 1' }).click();
    await update.waitFor();
    // Alt+H: the purchase's versions, the edit in the form's words; Esc closes them, not the page.
    const versions = await versionsByAltH(page, 2);
    expect(versions[1]).toContain("Supplier Bill No: 'CD/1042' → 'CD/1042A'");
    await update.waitFor();
    await page.getByRole('button', { name: 'Cancel purchase' }).click();
    await page.getByRole('dialog').getByLabel('Reason').fill('Entered against the wrong supplier');
    await page.keyboard.press('Enter');

    await seen(page, 'Purchase cancelled successfully!');
    expect(await stored()).toMatchObject({ PurchaseNo: 1, DocStatus: 2 });
    await expect.poll(() => page.getByRole('button', { name: 'Open purchase 1' }).count()).toBe(0);
    // Its link (from a report) says it is cancelled and opens nothing to change.
    await page.goto(`/Purchase/${String((await stored()).PurchaseID)}`);
    await seen(page, 'This purchase is cancelled and cannot be changed.');
    expect(await page.locator('#pur-SupplierBillNo').inputValue()).toBe('');
  });

  it('puts the cursor on what a refused save names, asks before Esc leaves the changes, and on Enter in the narration asks Accept? and saves', async () => {
    const { page } = s;
    await page.goto('/Purchase');
    await expect.poll(() => focused(page)).toBe('pur-PurchaseDate');
    await key(page, '', ''); // Enter on the empty Supplier stays there
    expect(await focused(page)).toBe('pur-Supplier');
    await page.keyboard.type('Cipla');
    await page.getByRole('option', { name: /Cipla Distributors/ }).waitFor();
    await key(page, '', 'CD/2001', '9-6-2026', '', '');
    await expect.poll(() => focused(page)).toBe('Item Code 1');
    await page.keyboard.type('P1');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await key(page, '', 'PX9', '31-5-2028', '15', '', '', '10'); // no quantity
    await page.keyboard.press('Control+a');

    await expect.poll(() => focused(page)).toBe('Qty 1');
    await page.keyboard.type('20');
    await page.keyboard.press('Escape');
    const asked = page.getByRole('dialog', { name: 'Quit?' });
    await asked.waitFor();
    expect(await asked.textContent()).toContain('Leave this purchase?');
    await page.keyboard.press('Escape'); // Stay
    await asked.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/Purchase');

    await page.locator('#pur-Narration').focus();
    await page.keyboard.type('Monthly stock');
    await page.keyboard.press('Enter');
    // Tally's Accept? on the last field: Enter takes its Yes.
    const accept = page.getByRole('dialog', { name: 'Accept?' });
    await accept.waitFor();
    expect(await accept.textContent()).toContain('Save this purchase?');
    await page.keyboard.press('Enter');

    await seen(page, 'Purchase saved successfully!');
    const [saved] = (await (await page.request.get('/api/getpurchases?_start=0&_end=5')).json())
      .data;
    expect(saved).toMatchObject({ SupplierBillNo: 'CD/2001', Narration: 'Monthly stock' });
  });

  it('keys a bill whose rates include the GST with Space on GST Including, and keeps it inclusive when reopened and saved', async () => {
    const { page } = s;
    const stored = async () =>
      (
        (await (await page.request.get('/api/getpurchases?_start=0&_end=10')).json()).data as Array<
          Record<string, unknown>
        >
      ).find((p) => p.SupplierBillNo === 'CD/3001');
    await page.goto('/Purchase');
    await expect.poll(() => focused(page)).toBe('pur-PurchaseDate');
    await key(page, '');
    await page.keyboard.type('Cipla');
    await page.getByRole('option', { name: /Cipla Distributors/ }).waitFor();
    await key(page, '', 'CD/3001', '9-6-2026', '');
    await expect.poll(() => focused(page)).toBe('pur-GSTIncluding');
    await page.keyboard.press('Space');
    await key(page, '');
    await expect.poll(() => focused(page)).toBe('Item Code 1');
    await page.keyboard.type('P1');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await key(page, '', 'PX7', '31-5-2028', '15', '10', '', '11.20', '');
    // 10 at 11.20 with the GST in it: 100.00 taxable and 12.00 GST, 112.00 in all.
    await expect
      .poll(async () => (await page.getByLabel('Totals').textContent()) ?? '')
      .toContain('112.00');
    await page.keyboard.press('Control+a');
    await seen(page, 'Purchase saved successfully!');
    const saved = await stored();
    expect(saved).toMatchObject({ GSTIncluding: true, TaxableAmount: 100, BillAmount: 112 });

    await page.getByRole('button', { name: `Open purchase ${String(saved?.PurchaseNo)}` }).click();
    await page
      .getByRole('button', { name: `Update purchase ${String(saved?.PurchaseNo)} (Ctrl+A)` })
      .waitFor();
    await expect.poll(() => page.locator('#pur-GSTIncluding').isChecked()).toBe(true);
    await page.locator('#pur-Narration').fill('Strips at MRP less 25%');
    await page.keyboard.press('Control+a');
    await seen(page, 'Purchase updated successfully!');
    expect(await stored()).toMatchObject({
      GSTIncluding: true,
      TaxableAmount: 100,
      BillAmount: 112,
      Narration: 'Strips at MRP less 25%',
    });
  });
});
