import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../support/api';
import { billingSetup, type Billing } from '../support/billing';
import { field, openApp, seen, signedInAs, versionsByAltH, type Session } from './ui';

const DAY = '2026-06-15';

/** API calls made by the browser's own session (the e2e server is a real one). */
function browserAgent(page: Page): Agent {
  const post = (url: string) => ({
    send: async (data: unknown) => {
      const res = await page.request.post(url, { data: data as Record<string, unknown> });
      return { status: res.status(), body: await res.json() };
    },
  });
  return { post } as unknown as Agent;
}

/** The grid's In Godown column, row by row. */
const inGodown = (page: Page) =>
  page.getByRole('table', { name: 'Van stock' }).evaluate((table) => {
    const rows = [...table.querySelectorAll('tr')];
    const at = [...rows[0].children].findIndex((h) => h.textContent === 'In Godown');
    return rows.slice(1).map((r) => r.children[at]?.textContent ?? '');
  });

const getJson = async (page: Page, url: string) => (await page.request.get(url)).json();
const focused = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id,
  );

describe("van loading and the day's settlement in Chromium", () => {
  let s: Session;
  let b: Billing;
  let van: number;
  let branch: number;

  beforeAll(async () => {
    s = await openApp();
    await signedInAs(s.page, 'Van Traders', 'vanman', 'correct horse battery');
    const api = browserAgent(s.page);
    b = await billingSetup(api);
    branch = (await api.post('/api/insertbranch').send({ BranchName: 'Head Office' })).body
      .BranchId as number;
    van = (await api.post('/api/insertVehicle').send({ VRegNo: 'KA09AB1234', BranchId: branch }))
      .body.VID as number;
    const me = (await getJson(s.page, '/api/getemployee')).data[0].Empid as number;
    await api.post('/api/InsertAllocation').send({ RepID: me, VanID: van, Alocdate: DAY });
  });
  afterAll(() => s?.close());

  it('loads the van with the keyboard, bills from it, and settles the day short of one item and 50.00 in cash', async () => {
    const { page } = s;
    await page.goto('/Vanloding');
    // Branch, vehicle and date by the keys: each picked by typing and Enter; Enter on the date shows the stock.
    const at = () =>
      page.evaluate(
        () =>
          (document.activeElement as HTMLInputElement | null)?.name || document.activeElement?.id,
      );
    await expect.poll(at, { timeout: 15_000 }).toBe('van-branch');
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type('Head');
    await page.getByRole('option', { name: 'Head Office', exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(at, { timeout: 15_000 }).toBe('van-vehicle');
    await page.keyboard.type('KA09');
    await page.getByRole('option', { name: 'KA09AB1234', exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(at, { timeout: 15_000 }).toBe('van-date');
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type('15-06-2026');
    await page.keyboard.press('Enter');

    // Every item at 0, by name; Enter goes down the Stock column, each quantity on its item.
    await expect.poll(() => focused(page), { timeout: 15_000 }).toBe('Stock 1');
    await page.keyboard.type('10'); // Cough Syrup
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Stock 2');
    await page.keyboard.type('50'); // Paracetamol 500
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+s');

    // Saved, the sheet stays in sight with its number, and the cursor waits on the vehicle.
    await seen(page, 'Sheet 1: Stock loaded to the van successfully!');
    await expect.poll(at).toBe('van-vehicle');
    await expect.poll(() => page.locator('#van-sheet').inputValue()).toBe('1');
    expect(await page.getByLabel('Stock 2', { exact: true }).inputValue()).toBe('50');
    // Beside each item, what the godown holds now: the opening 100 less what went on the van.
    await expect.poll(() => inGodown(page)).toEqual(['90', '50']);
    await page.waitForTimeout(2500);
    expect(await page.getByText('Sheet 1: Stock loaded to the van successfully!').isVisible()).toBe(
      true,
    );
    const sheet = await getJson(
      page,
      `/api/GetVanload?BranchID=${branch}&VanID=${van}&VanDate=${DAY}`,
    );
    expect(sheet.SheetID).toBe(1);
    expect(sheet.data.map((r: { Stock: number }) => r.Stock)).toEqual([10, 50]);

    // Enter on the date goes back into the sheet; saved again, it is the same sheet, updated.
    await page.keyboard.press('Enter');
    await expect.poll(at).toBe('van-date');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Stock 1');
    await field(page, 'Filter items').fill('para');
    await expect
      .poll(() => page.getByRole('table', { name: 'Van stock' }).getByRole('row').count())
      .toBe(2); // heading and Paracetamol
    await page.getByLabel('Stock 1', { exact: true }).focus();
    await page.keyboard.press('Control+a');
    await seen(page, 'Sheet 1: Van stock updated successfully!');
    await expect.poll(() => page.locator('#van-sheet').inputValue()).toBe('1');
    const again = await getJson(
      page,
      `/api/GetVanload?BranchID=${branch}&VanID=${van}&VanDate=${DAY}`,
    );
    expect(again.SheetID).toBe(1);
    expect(again.data.map((r: { Stock: number }) => r.Stock)).toEqual([10, 50]);

    // The saved sheet's versions open with Alt+H.
    await page.getByLabel('Stock 1', { exact: true }).focus();
    expect((await versionsByAltH(page, 2))[0]).toContain('Created');

    // The representative bills 11 Paracetamol (one free) for cash: 140.00.
    const bill = await browserAgent(page)
      .post('/api/insertbilling')
      .send({
        BillDate: DAY,
        InvType: 2,
        SID: b.seriesC,
        CustomerID: b.walkIn,
        BillMode: 1,
        items: [{ ItemID: b.paracetamol, Quantity: 10, FreeQty: 1, GrossAmount: 12.5 }],
      });
    expect(bill.body.data.BillAmount).toBe(140);

    // The dashboard lists the van as not settled; its link opens the day's settlement.
    await page.goto('/dashboard');
    const vans = page.getByRole('region', { name: 'Vans' });
    await expect
      .poll(async () => (await vans.textContent()) ?? '')
      .toContain('KA09AB1234not settled · 15-06-2026');
    await vans.getByRole('link', { name: 'KA09AB1234' }).click();
    // By the keys alone: the day opens in Returned 1, Enter goes down, then to the cash, and saves.
    await expect.poll(() => focused(page), { timeout: 15_000 }).toBe('Returned 1');
    await page.keyboard.type('10'); // all the Cough Syrup back
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Returned 2');
    await page.keyboard.type('38'); // one Paracetamol missing
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('vs-handed');
    await page.keyboard.type('90');
    await seen(page, 'Cash short');
    await page.keyboard.press('Enter');
    // Accept? names what settling records; Enter accepts.
    await seen(page, 'Settle KA09AB1234 for 15-06-2026: cash short 50.00, stock short 12.50.');
    await page.keyboard.press('Enter');

    await seen(page, 'Van settlement saved: the day is closed for this vehicle.');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name))
      .toBe('vs-vehicle');
    const day = await getJson(page, `/api/getvansettlement?VanID=${van}&VanDate=${DAY}`);
    expect(day.data).toMatchObject({
      Settled: true,
      SettlementNo: 1,
      CashBills: 140,
      ExpectedCash: 140,
      CashHanded: 90,
      Difference: -50,
      ShortageValue: 12.5,
    });
    await expect
      .poll(() => page.getByRole('link', { name: 'Print' }).getAttribute('href'))
      .toBe(`/api/printvansettlement/${String(day.data.SettlementID)}`);

    // Alt+H: the settlement's versions, by whom.
    expect((await versionsByAltH(page, 1))[0]).toContain('Created');

    // Reopened with a reason, the open day still names the settlement, and Alt+H shows who
    // reopened it and why.
    // By the keys: the reason typed, Enter reopens, and the cursor is back in the returns.
    await field(page, 'Reason for reopening').focus();
    await page.keyboard.type('Two cases found in the van');
    await page.keyboard.press('Enter');
    await seen(
      page,
      "Van settlement reopened: the sheet and the day's bills can be changed again.",
    );
    await seen(page, 'Not settled');
    await expect.poll(() => focused(page)).toBe('Returned 1');
    await page
      .getByRole('button', { name: 'No. 1 (Two cases found in the van): history' })
      .waitFor();
    const versions = await versionsByAltH(page, 2);
    expect(versions[1]).toContain('Reopened');
    expect(versions[1]).toContain('Status: Live → Reopened');
    expect(versions[1]).toContain("Reason for reopening: – → 'Two cases found in the van'");
  });

  it('says no representative is allocated the next day, and Allocate opens the allocation with the vehicle and date filled in', async () => {
    const { page } = s;
    await page.goto(`/VanSettlement?VanID=${van}&VanDate=2026-06-16`);
    await seen(page, 'none allocated on 16-06-2026');
    await seen(page, 'only bills that name this vehicle count');
    await page.getByRole('link', { name: 'Allocate' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/allocation/create');
    await expect.poll(() => field(page, 'Vehicle').inputValue()).toBe('KA09AB1234');
    await expect.poll(() => field(page, 'Allocation Date').inputValue()).toBe('16-06-2026');
    await field(page, 'Representative').focus();
    await page.keyboard.type('Asha');
    await page.getByRole('option', { name: /^Asha/ }).first().waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+a');
    await seen(page, 'Allocation submitted successfully!');

    await page.goto(`/VanSettlement?VanID=${van}&VanDate=2026-06-16`);
    await seen(page, 'Not settled');
    expect(await page.getByText('none allocated').count()).toBe(0);
    const day = await getJson(page, `/api/getvansettlement?VanID=${van}&VanDate=2026-06-16`);
    expect(day.data.RepName).toMatch(/^Asha/);
  });
});
