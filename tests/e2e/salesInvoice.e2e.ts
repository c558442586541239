import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../support/api';
import { billingSetup, KA_GSTIN, type Billing } from '../support/billing';
import { openApp, seen, signedInAs, versionsByAltH, type Session } from './ui';

/** billingSetup's calls made by the browser's own session (the e2e server is a real one). */
function browserAgent(page: Page): Agent {
  const post = (url: string) => ({
    send: async (data: unknown) => {
      const res = await page.request.post(url, { data: data as Record<string, unknown> });
      return { status: res.status(), body: await res.json() };
    },
  });
  return { post } as unknown as Agent;
}

const getJson = async (page: Page, url: string) => (await page.request.get(url)).json();
const text = async (page: Page, label: string) =>
  (await page.getByLabel(label, { exact: true }).first().textContent())?.trim();
const focused = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id,
  );

/** Types into the focused cell and presses Enter, as a person keys a bill from a paper order. */
async function key(page: Page, ...entries: string[]) {
  for (const entry of entries) {
    if (entry) await page.keyboard.type(entry);
    await page.keyboard.press('Enter');
  }
}

/** One grid line: the item picked by type-ahead (once its list shows), then the other cells. */
async function line(page: Page, item: string, ...cells: string[]) {
  await page.keyboard.type(item);
  await page.getByRole('listbox').getByRole('option').first().waitFor(); // the customer's item list is loaded when it shows
  await key(page, '', ...cells);
}

describe('the sales invoice screen in Chromium', () => {
  let s: Session;
  let b: Billing;

  beforeAll(async () => {
    s = await openApp();
    await signedInAs(s.page, 'Invoice Traders', 'billing', 'correct horse battery');
    b = await billingSetup(browserAgent(s.page));
  });
  afterAll(() => s?.close());

  it('enters a 3-line bill with mixed tax and a discount by keyboard, saves it with Ctrl+A, prints, edits and cancels it', async () => {
    const { page } = s;

    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.keyboard.press('F8');
    await page.waitForURL('**/SalesInvoice');
    await expect.poll(() => focused(page)).toBe('inv-Customer');
    await expect.poll(async () => page.locator('#inv-BillNo').inputValue()).toBe('1');
    await page.keyboard.type('Asha');
    await page.getByRole('option', { name: /Asha Stores/ }).waitFor(); // the customers load with the screen
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Item Code 1');
    await line(page, 'P1', '10', '', '12.5', '2.5'); // Paracetamol, GST 12%: qty 10, no free, rate 12.50, 2.5% off
    await line(page, 'C1', '3', '1', '', ''); // Cough Syrup, GST 5%: qty 3 and 1 free at its MRP 60, tax included
    await line(page, 'Paracetamol', '4', '', '', '10'); // by name: qty 4 at MRP 15 tax included, 10% off
    const shown = {
      subTotal: await text(page, 'Sub Total'),
      cgst: await text(page, 'CGST'),
      sgst: await text(page, 'SGST'),
      roundOff: await text(page, 'Round Off'),
      total: await text(page, 'Total Amount'),
    };
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Control+a'); // a double save makes one bill: one Idempotency-Key per form

    await seen(page, 'Invoice submitted successfully!');
    // On a 1366-pixel laptop the fifteen columns scroll inside the grid; the screen itself
    // (top bar, header fields, totals) stays in the window.
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(1366);
    const list = await getJson(page, '/api/getsaleinvoices?_start=0&_end=10');
    expect(list.total).toBe(1);
    const [saved] = (await getJson(page, `/api/GetsaleInvoice?BillNo=1&SID=${b.seriesA}`)).data;
    expect(saved.items).toHaveLength(3);
    const rupees = (n: number) =>
      n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(shown).toEqual({
      subTotal: rupees(saved.TaxableAmount),
      cgst: rupees(saved.CGST),
      sgst: rupees(saved.SGST),
      roundOff: `${saved.RoundOff >= 0 ? '+' : ''}${rupees(saved.RoundOff)}`,
      total: rupees(saved.BillAmount),
    });
    expect(saved.items.map((l: { TaxPer: number }) => l.TaxPer)).toEqual([12, 5, 12]);
    await expect.poll(async () => page.locator('#inv-BillNo').inputValue()).toBe('2');
    await expect.poll(() => focused(page)).toBe('inv-Customer');

    const popup = page.context().waitForEvent('page');
    await page.keyboard.press('Alt+p');
    const pdfPage = await popup;
    expect(pdfPage.url()).toContain(`/api/printinvoice/${saved.BillID}`);
    const pdf = await page.request.get(`/api/printinvoice/${saved.BillID}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await pdfPage.close();

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await key(page, '1');
    await page.waitForURL(`**/SalesInvoice/${saved.BillID}`);
    await seen(page, `Sales Invoice ${saved.InvoiceNo}`);
    await page.locator('#inv-BillNo').focus(); // the search left focus in the number field; stated for clarity
    await key(page, '', ''); // number unchanged -> customer -> first item cell
    await expect.poll(() => focused(page)).toBe('Item Code 1');
    await key(page, '', '', ''); // code, name, batch
    await page.keyboard.type('12');
    await page.keyboard.press('Control+s');

    await seen(page, 'Invoice updated successfully!');
    await expect.poll(() => focused(page)).toBe('Qty 1'); // the cursor stays where it was
    // ... with the saved figure selected, so what is typed next replaces it (not '1212').
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement;
          return [el.value, el.selectionStart, el.selectionEnd];
        }),
      )
      .toEqual(['12', 0, 2]);
    // Saved again unchanged: nothing is written (the history below still has three versions).
    await page.keyboard.press('Control+s');
    await seen(page, 'Nothing has changed since the bill was saved.');
    const [updated] = (await getJson(page, `/api/GetsaleInvoice?BillNo=1&SID=${b.seriesA}`)).data;
    expect(updated.items[0].Quantity).toBe(12);
    expect(updated.BillAmount).toBeGreaterThan(saved.BillAmount);
    await expect.poll(() => text(page, 'Total Amount')).toBe(rupees(updated.BillAmount));

    await page.keyboard.press('Alt+x');
    await page.getByLabel('Reason').waitFor();
    await key(page, 'Customer returned the order');

    await seen(page, 'Invoice cancelled successfully!');
    await seen(page, 'Cancelled: Customer returned the order');
    await expect.poll(() => focused(page)).toBe('inv-New'); // on New bill: Enter starts the next one
    const [cancelled] = (await getJson(page, `/api/GetsaleInvoice?BillNo=1&SID=${b.seriesA}`)).data;
    expect(cancelled.DocStatus).toBe(2);
    expect(await page.getByLabel('Qty 1', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('Qty 1', { exact: true }).evaluate((el) => el.tagName)).toBe('TD');

    // Alt+H: every version, and what each edit changed in the form's words.
    const versions = await versionsByAltH(page, 3);
    expect(versions[1]).toContain('Line 1 (Paracetamol 500): Quantity 10 → 12');
    expect(versions[1]).toContain(
      `Bill Amount: ${rupees(saved.BillAmount)} → ${rupees(updated.BillAmount)}`,
    );
    expect(versions[2]).toContain('Status: Live → Cancelled');
  });

  it('makes a customer and an item with Alt+C without leaving the invoice, and bills them', async () => {
    const { page } = s;
    // The new item has no stock yet: this counter bills it anyway (Allow Negative Stock).
    const [company] = (await getJson(page, '/api/getcompany')).data;
    const setting = await page.request.post('/api/updatecompany', {
      data: { ...company, AllowNegativeStock: 1 },
    });
    expect(setting.status()).toBe(200);
    await page.keyboard.press('F8');
    await page.waitForURL('**/SalesInvoice');
    await expect.poll(() => focused(page)).toBe('inv-Customer');

    await page.keyboard.type('Nova Medicals');
    await page.keyboard.press('Alt+c');
    await page.getByRole('dialog', { name: 'New customer' }).waitFor();
    await key(page, '', ''); // trade and legal name as typed
    await page.keyboard.type(KA_GSTIN); // a B2B bill needs the customer's GSTIN
    await page.keyboard.press('Control+a');
    // Asha Stores has that GSTIN already: the warning is asked, and Enter saves anyway.
    const warning = page.getByRole('dialog', { name: 'Save anyway?' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('Another party already has this GSTIN.');
    await page.keyboard.press('Enter');

    await expect.poll(async () => page.locator('#inv-Customer').inputValue()).toBe('Nova Medicals');
    await expect.poll(() => focused(page)).toBe('Item Code 1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('Zinc Tablets');
    await page.keyboard.press('Alt+c');
    await page.getByRole('dialog', { name: 'New item' }).waitFor();
    await key(page, '', '', '', '', '40'); // name, code, unit, tax as offered; MRP 40
    await page.keyboard.type('32'); // its Retail rate (Nova has no rate name: it buys at the MRP, tax included)
    await page.keyboard.press('Control+a');

    await expect.poll(() => focused(page)).toBe('Qty 1');
    expect(await page.getByLabel('Item Name 1', { exact: true }).inputValue()).toBe('Zinc Tablets');
    // MRP 40 with GST 12% (the tax offered first) taken out: 35.71 + 4.29 = 40.00.
    expect(await page.getByLabel('Rate 1', { exact: true }).inputValue()).toBe('35.71');
    await key(page, '2');
    await page.keyboard.press('Control+a');
    await seen(page, 'Invoice submitted successfully!');
    const customers = (await getJson(page, '/api/GetPartyLedgerCustomer')).data as Array<{
      PLID: number;
      LedgerName: string;
    }>;
    const nova = customers.find((c) => c.LedgerName === 'Nova Medicals')!;
    const bills = (await getJson(page, '/api/getsaleinvoices?_start=0&_end=10')).data as Array<{
      CustomerID: number;
      BillID: number;
    }>;
    const saved = (
      await getJson(
        page,
        `/api/getsaleinvoice/${bills.find((x) => x.CustomerID === nova.PLID)!.BillID}`,
      )
    ).data;
    expect(
      saved.items.map((l: { itemName: string; Quantity: number; GrossAmount: number }) => [
        l.itemName,
        l.Quantity,
        l.GrossAmount,
      ]),
    ).toEqual([['Zinc Tablets', 2, 35.71]]); // the rate that sells at the MRP 40 with its 12%

    // Tally's Page Up and Page Down from the next bill: this bill, the one before, and back on
    // to a new bill past the last.
    const novaBill = bills.find((x) => x.CustomerID === nova.PLID)!.BillID;
    const [first] = (await getJson(page, `/api/GetsaleInvoice?BillNo=1&SID=${saved.SID}`)).data;
    await expect.poll(() => focused(page)).toBe('inv-Customer');
    await page.keyboard.press('PageUp');
    await page.waitForURL(`**/SalesInvoice/${novaBill}`);
    await seen(page, 'Sales Invoice A/2');
    await page.keyboard.press('PageUp');
    await page.waitForURL(`**/SalesInvoice/${first.BillID}`);
    await seen(page, 'Sales Invoice A/1');
    await page.keyboard.press('PageDown');
    await page.waitForURL(`**/SalesInvoice/${novaBill}`);
    await seen(page, 'Sales Invoice A/2');
    await page.keyboard.press('PageDown');
    await page.waitForURL(/\/SalesInvoice$/);
  });

  it('fits the whole grid and keeps every header label clear of its value on a 1366×768 screen with the menu open', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1366, height: 768 });
    try {
      const bills = (await getJson(page, '/api/getsaleinvoices?_start=0&_end=1')).data as Array<{
        BillID: number;
      }>;
      await page.goto(`/SalesInvoice/${bills[0].BillID}`);
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
      await expect
        .poll(async () => page.getByLabel('Item Name 1', { exact: true }).inputValue())
        .not.toBe('');
      // The last column's right edge is on the screen, with nothing to scroll to.
      const grid = await page.locator('table.kg').evaluate((t) => {
        const frame = t.parentElement!;
        const last = t.querySelector('thead th:last-child')!.getBoundingClientRect();
        return {
          hidden: frame.scrollWidth - frame.clientWidth,
          lastRight: last.right,
          lastLabel: t.querySelector('thead th:last-child')!.textContent,
          itemName: t.querySelector('thead th:nth-child(3)')!.getBoundingClientRect().width,
        };
      });
      expect(grid.lastLabel).toBe('Total Amount');
      expect(grid.hidden).toBe(0);
      expect(grid.lastRight).toBeLessThanOrEqual(1366);
      expect(grid.itemName).toBeGreaterThanOrEqual(160);
      // The customer's GSTIN shows whole, and so does the Place of Supply's label.
      const gstin = page.getByLabel('GSTIN', { exact: true });
      expect(await gstin.inputValue()).toHaveLength(15);
      expect(await gstin.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const supplyLabel = page.locator('label', { hasText: 'Place of Supply' });
      expect(await supplyLabel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      // A label sits above its select's text, never over the name chosen in it.
      for (const id of [
        'inv-InvType',
        'inv-SID',
        'inv-BillMode',
        'inv-BranchId',
        'inv-SalesmanId',
      ]) {
        const clear = await page.locator(`#${id}`).evaluate((select) => {
          const label = select.closest('.MuiFormControl-root')!.querySelector('label')!;
          const textTop =
            select.getBoundingClientRect().top + parseFloat(getComputedStyle(select).paddingTop);
          return label.getBoundingClientRect().bottom <= textTop + 1;
        });
        expect(clear, id).toBe(true);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('keeps the bill total in sight at the foot of a 1366×768 screen while lines are keyed, until the whole totals box is scrolled to', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1366, height: 768 });
    try {
      await page.goto('/SalesInvoice');
      await expect.poll(() => focused(page)).toBe('inv-Customer');
      await page.keyboard.type('Asha');
      await page.getByRole('option', { name: /Asha Stores/ }).waitFor();
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toBe('Item Code 1');
      await line(page, 'P1', '10', '', '12.5', '2.5');
      await line(page, 'C1', '3', '1', '', '');
      await line(page, 'Paracetamol', '4', '', '', '10');
      const bar = page.getByRole('status', { name: 'Bill total' });
      await bar.waitFor();
      const box = await bar.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(768);
      expect(box!.y).toBeGreaterThan(384); // at the foot of the window, under the lines
      expect(await bar.textContent()).toContain('3 lines');
      expect(await bar.textContent()).toContain(`Total Amount${await text(page, 'Total Amount')}`);
      // Scrolled till most of the totals box is on screen, its total still below the window's
      // edge: the bar stays, as the total is what the clerk reads.
      await page.evaluate(() => {
        const box = document.querySelector('[aria-label="Totals"]')!.closest('.MuiPaper-root')!;
        const { top, height } = box.getBoundingClientRect();
        window.scrollBy(0, top - (window.innerHeight - height * 0.7));
      });
      await page.waitForTimeout(300); // the observer's answer, were it to hide the bar
      expect(await bar.isVisible()).toBe(true);
      // Scrolled to the foot of the page, the whole totals box in view: the bar steps aside.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await bar.waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });
});
