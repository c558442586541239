import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field, openApp, seen, signedInAs, type Session } from './ui';

/**
 * Masters at Tally speed: after the login, not one click. Screens are opened with the Go To box,
 * new records with Alt+N, fields walked with Enter, pickers chosen by typing, and each save
 * leaves a fresh form with the cursor in its first field (Save and New).
 */
describe('masters entered with the keyboard alone', () => {
  let session: Session;
  let page: Page;

  beforeAll(async () => {
    session = await openApp();
    page = session.page;
    await signedInAs(page, 'Chamundi Distributors', 'asha', 'chamundi-2026');
  }, 240_000);

  afterAll(() => session?.close());

  /** Waits until the cursor is in `target`: what a person looks for before typing. */
  const cursorIn = (target: Locator) =>
    expect
      .poll(() => target.evaluate((el) => el === document.activeElement), { timeout: 15_000 })
      .toBe(true);

  /** Types `text` into the field labelled `label` once the cursor is there, then Enter. */
  async function enter(label: string, text = '') {
    await cursorIn(field(page, label));
    if (text) await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  }

  /** Types into the picker labelled `label` until `option` is the highlighted match, then Enter. */
  async function pick(label: string, text: string, option: string) {
    await cursorIn(page.getByRole('combobox', { name: new RegExp(`^${label}(\\s*\\*)?$`) }));
    await page.keyboard.type(text);
    const first = page.getByRole('option', { name: option, exact: true });
    await expect
      .poll(() => first.getAttribute('class'), { timeout: 15_000 })
      .toContain('Mui-focused');
    await page.keyboard.press('Enter');
  }

  /** Ctrl+K, the screen's name, Enter: the screen opens; Alt+N starts a new record on its list. */
  async function newRecordOn(screenName: string, path: string) {
    // The shell is loaded after the login page (lazily): its keys work once its menu shows.
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 20_000 });
    await page.keyboard.press('Control+k');
    await cursorIn(page.getByRole('dialog', { name: 'Go To' }).getByRole('combobox'));
    await page.keyboard.type(screenName);
    await expect
      .poll(
        () =>
          page
            .getByRole('option', { name: new RegExp(`^${screenName}`) })
            .first()
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
    // The list is drawn before Alt+N means anything on it.
    await page
      .getByRole('table')
      .or(page.getByText(/^No .* found$/i))
      .first()
      .waitFor();
    await page.keyboard.press('Alt+n');
  }

  const rows = async (endpoint: string) =>
    ((await (await page.request.get(`/api/${endpoint}`)).json()) as { data: AnyRow[] }).data;
  type AnyRow = Record<string, unknown>;

  it('enters a branch, walking its fields with Enter and saving on the last one', async () => {
    await newRecordOn('Branches', '/branch');

    await enter('Branch Name', 'Mysuru Main');
    await enter('Address', '12 Sayyaji Rao Road');
    await pick('Country', 'Ind', 'India');
    await pick('State', 'Karna', 'Karnataka');
    await enter('City', 'Mysuru');
    await enter('District', 'Mysuru');
    await enter('Pincode', '570001');
    await enter('Business Phone');
    await enter('Mobile Number', '9845012345');

    await seen(page, 'Branch information submitted successfully!');
    // Save and New: a fresh form, the cursor in its first field, the list under it updated.
    await cursorIn(field(page, 'Branch Name'));
    expect(await field(page, 'Branch Name').inputValue()).toBe('');
    await expect
      .poll(() => page.getByRole('cell', { name: 'Mysuru Main' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
  });

  it('enters a route on that branch', async () => {
    await newRecordOn('Routes', '/route');

    await enter('Route Name', 'Chamundi Circle');
    await cursorIn(page.getByRole('combobox', { name: /^Status/ }));
    await page.keyboard.press('Enter'); // Active, as it starts
    await pick('Branch', 'mysu', 'Mysuru Main');

    await seen(page, 'Route information submitted successfully!');
    await cursorIn(field(page, 'Route Name'));
  });

  it('enters two units one after the other, the second a conversion of Box = 10 Nos', async () => {
    await newRecordOn('Units', '/unit');

    await enter('Unit Name', 'Carton');
    await enter('Unit Description', 'Carton of twelve boxes');
    await enter('Enable Conversion Section'); // left unticked: the last field, so Enter saves
    await seen(page, 'Unit submitted successfully!');
    // The toast stands over the top bar, not over the list of units under the form.
    const toast = await page.getByText('Unit submitted successfully!').boundingBox();
    const list = await page.getByRole('table').boundingBox();
    expect(toast && list && toast.y + toast.height <= list.y).toBe(true);

    await enter('Unit Name', 'Box Ten');
    await enter('Unit Description', 'A box of ten');
    await cursorIn(field(page, 'Enable Conversion Section'));
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await pick('First Unit', 'box', 'BOX');
    await enter('Conversion', '10');
    await pick('Second Unit', 'nos', 'NOS');

    await expect
      .poll(async () => (await rows('getunit')).some((u) => u.UnitName === 'Box Ten'), {
        timeout: 15_000,
      })
      .toBe(true);
    await cursorIn(field(page, 'Unit Name'));
  });

  it("enters a customer whose shipping address is 'Same as Address'", async () => {
    await newRecordOn('Customer', '/CommonCustomer');

    await enter('GSTIN');
    await enter('Legal Name', 'Asha Medicals Pvt. Ltd.');
    await enter('Trade Name', 'Asha Medicals');
    await enter('Address', '7 Devaraja Market, Mysuru');
    await cursorIn(field(page, 'Same as Address'));
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter'); // the shipping address is locked to the address: skipped
    await enter('Email');
    await enter('Phone');
    await enter('Mobile', '9845098450');
    await enter('District', 'Mysuru');
    await enter('State', 'Karnataka');
    await enter('Country', 'India');
    await enter('Pincode', '570001');
    await pick('Route', 'cham', 'Chamundi Circle');
    await cursorIn(page.getByRole('combobox', { name: /^Account Group/ }));
    await page.keyboard.press('Enter'); // Sundry Debtors, as it starts
    await enter('Opening Balance', '1500.50');
    await pick('Dr/Cr', 'dr', 'Dr');

    await seen(page, 'Customer submitted successfully!');
    await cursorIn(field(page, 'GSTIN'));
  });

  it('enters a bank ledger', async () => {
    await newRecordOn('Bank Ledgers', '/bankMaster');

    await enter('Account Number', '50100012345678');
    await enter('Bank Name', 'HDFC Bank');
    await enter('Ledger Name', 'HDFC Current');
    await enter('IFSC Code', 'HDFC0000123');
    await enter('Email', 'mysuru@hdfc.example');
    await enter('RTGS Number', 'HDFC0000123');
    await enter('Phone', '8212345678');
    await enter('Branch', 'Mysuru');
    await enter('State', 'Karnataka');
    await enter('District', 'Mysuru');
    await enter('Pincode', '570001');
    await cursorIn(page.getByRole('combobox', { name: /^Status/ }));
    await page.keyboard.press('Enter');
    await cursorIn(page.getByRole('combobox', { name: /^Account Group/ }));
    await page.keyboard.press('Enter');
    await enter('Opening Balance', '2500');
    await pick('Dr/Cr', 'dr', 'Dr');

    await seen(page, 'Bank information submitted successfully!');
    await cursorIn(field(page, 'Account Number'));
  });

  it('reads every record back as it was typed', async () => {
    const [branch] = (await rows('getbranch')).filter((b) => b.BranchName === 'Mysuru Main');
    expect(branch).toMatchObject({ Address: '12 Sayyaji Rao Road', Pincode: '570001' });

    const [route] = (await rows('getroute')).filter((r) => r.RootName === 'Chamundi Circle');
    expect(route).toMatchObject({ BranchId: branch.BranchId, Status: 1 });

    const units = await rows('getunit');
    const idOf = (name: string) => units.find((u) => u.UnitName === name)?.UnitID;
    expect(units.find((u) => u.UnitName === 'Carton')).toMatchObject({ FirstUnit: null });
    expect(units.find((u) => u.UnitName === 'Box Ten')).toMatchObject({
      FirstUnit: idOf('BOX'),
      Conversion: 10,
      SecondUnit: idOf('NOS'),
    });

    const [customer] = (await rows('getcustomer')).filter((c) => c.LedgerName === 'Asha Medicals');
    expect(customer).toMatchObject({
      LegalName: 'Asha Medicals Pvt. Ltd.',
      Address: '7 Devaraja Market, Mysuru',
      ShippingAddress: '7 Devaraja Market, Mysuru',
      RootId: route.RootId,
      Openingbalance: 1500.5,
      balanceType: 'Debit',
    });

    const [bank] = (await rows('getbankmaster')).filter((b) => b.LedgerName === 'HDFC Current');
    expect(bank).toMatchObject({
      AccountNo: '50100012345678',
      BankName: 'HDFC Bank',
      IFSCCode: 'HDFC0000123',
      Status: 1,
    });
  });

  it('lays the long customer form out in columns on a 1366x768 laptop, Submit in sight', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/customer/create');
    await field(page, 'Legal Name').waitFor();

    const submit = await page.getByRole('button', { name: 'Submit' }).boundingBox();
    const lefts = new Set<number>();
    for (const box of await page.getByRole('textbox').all()) {
      const b = await box.boundingBox();
      if (b) lefts.add(Math.round(b.x / 50));
    }

    expect(submit && submit.y + submit.height).toBeLessThanOrEqual(768);
    expect(lefts.size).toBeGreaterThanOrEqual(2);

    // Item Details, the longest form, keeps its buttons at the bottom of the window too.
    await page.goto('/ItemDetails');
    const itemSubmit = page.getByRole('button', { name: 'Submit', exact: true });
    await itemSubmit.waitFor();
    const box = await itemSubmit.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(768);
  });

  it('never changes an amount on Up or Down: the arrows move about, they do not count', async () => {
    await page.goto('/customer/create');
    const opening = field(page, 'Opening Balance');
    await opening.focus();
    await opening.fill('5000');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');

    expect(await opening.inputValue()).toBe('5000');
  });
});
