import { afterEach, describe, expect, it } from 'vitest';
import { requestHash } from '../../backend/src/documents/idempotency';
import { describeApi, storedRows, type Agent, type ApiEnv } from '../support/api';
import { bill, billingSetup, KA_SUPPLIER_GSTIN, MH_GSTIN, type Billing } from '../support/billing';
import { saveLicence } from '../support/licence';
import { closingOf, systemLedger, totalsByCompany } from '../support/ledger';

const LONG_SERIES = 'Series name can have at most 9 characters: letters, digits, - or /.';
const RUNNING = 'A request with this Idempotency-Key is still being processed.';

/** Lines of one paracetamol strip each: a big bill whose saving takes a while. */
const manyLines = (b: Billing, n: number) =>
  Array.from({ length: n }, () => ({ ItemID: b.paracetamol, Quantity: 1, GrossAmount: 12.5 }));

/** What the company has stored of bills, lines and SAL entries (live or not). */
async function storedCounts(env: ApiEnv, CompanyID: number) {
  const entries = await storedRows(env, 'ledgerEntry', { CompanyID, Type: 'SAL' });
  return {
    bills: (await storedRows(env, 'salesInvoice', { CompanyID })).length,
    lines: (await storedRows(env, 'salesInvoiceLine', { CompanyID })).length,
    entries: entries.length,
  };
}

/** Bill 1 of series A (Asha Stores) and bill 1 of series C (Walk In): one number in two series. */
async function numberOneInAAndC(api: Agent, b: Billing) {
  const a1 = await api.post('/api/insertbilling').send(bill(b));
  const c1 = await api
    .post('/api/insertbilling')
    .send(bill(b, { InvType: 2, SID: b.seriesC, CustomerID: b.walkIn }));
  return { a1, c1 };
}

/** A bill posted with an Idempotency-Key. */
const keyed = (api: Agent, key: string, body: object) =>
  api.post('/api/insertbilling').set('Idempotency-Key', key).send(body);

async function nextNumber(api: Agent, SID: number): Promise<number> {
  return (await api.get(`/api/getbillno?SID=${SID}`)).body.BillNo as number;
}

describeApi('Sales invoice', (env) => {
  // Every case below leaves every company's trial balance balanced (issue 10 point 6).
  afterEach(async () => {
    const totals = await totalsByCompany(env);

    for (const t of totals)
      expect({ CompanyID: t.CompanyID, debit: t.debit }).toEqual({
        CompanyID: t.CompanyID,
        debit: t.credit,
      });
  });

  describe('POST /api/insertbilling', () => {
    it('saves header and lines with figures computed in paise and answers the number', async () => {
      const { api, FYearID } = await env.company();
      const b = await billingSetup(api);

      const res = await api.post('/api/insertbilling').send(bill(b));

      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Invoice submitted successfully!',
        BillID: expect.any(Number),
        BillNo: 1,
        InvoiceNo: 'A/1',
      });
      expect(res.body.data).toMatchObject({
        BillNo: 1,
        InvoiceNo: 'A/1',
        FYearID,
        SID: b.seriesA,
        SeriesName: 'A',
        InvType: 1,
        CustomerID: b.local,
        BillDate: '2026-06-15',
        GrossAmount: 275,
        DiscountRs: 3.13,
        TaxableAmount: 271.87,
        CGST: 11.06,
        SGST: 11.06,
        IGST: 0,
        TaxAmount: 22.12,
        RoundOff: 0.01,
        BillAmount: 294,
        DocStatus: 1,
        Version: 1,
        InterState: false,
      });
      expect(res.body.data.items).toEqual([
        expect.objectContaining({
          LineNo: 1,
          ItemID: b.paracetamol,
          Quantity: 10,
          FreeQty: 1,
          GrossAmount: 12.5,
          DiscountPer: 2.5,
          BaseAmount: 125,
          DiscountRs: 3.13,
          TotalItemAmt: 121.87,
          TaxPer: 12,
          TaxAmount: 14.62,
          CGST: 7.31,
          SGST: 7.31,
          IGST: 0,
          SchemeDisAmt: 136.49,
        }),
        expect.objectContaining({
          LineNo: 2,
          ItemID: b.cough,
          Quantity: 3,
          FreeQty: 0,
          GrossAmount: 50,
          DiscountPer: 0,
          BaseAmount: 150,
          DiscountRs: 0,
          TotalItemAmt: 150,
          TaxPer: 5,
          TaxAmount: 7.5,
          CGST: 3.75,
          SGST: 3.75,
          IGST: 0,
          SchemeDisAmt: 157.5,
        }),
      ]);
    });

    it("stores its own figures and the item's tax and HSN, never the client's", async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const forged = bill(b, {
        GrossAmount: 1,
        TaxableAmount: 1,
        TaxAmount: 1,
        CGST: 1,
        SGST: 1,
        IGST: 1,
        RoundOff: 5,
        BillAmount: 1,
        items: [
          {
            ItemID: b.paracetamol,
            Quantity: 10,
            FreeQty: 1,
            GrossAmount: 12.5,
            DiscountPer: 2.5,
            TaxPer: 28,
            HsnCode: '9999',
            TaxAmount: 0,
            SchemeDisAmt: 1,
            BaseAmount: 1,
          },
          {
            ItemID: b.cough,
            Quantity: 3,
            GrossAmount: 50,
            TaxPer: 0,
            TotalItemAmt: 0,
            CGST: 0,
            SGST: 0,
          },
        ],
      });

      const res = await api.post('/api/insertbilling').send(forged);
      const stored = await api.get(`/api/getsaleinvoice/${res.body.BillID}`);

      expect(res.status).toBe(201);
      expect(stored.body.data).toMatchObject({
        GrossAmount: 275,
        TaxableAmount: 271.87,
        TaxAmount: 22.12,
        CGST: 11.06,
        SGST: 11.06,
        IGST: 0,
        RoundOff: 0.01,
        BillAmount: 294,
      });
      expect(
        stored.body.data.items.map((l: Record<string, unknown>) => [
          l.TaxPer,
          l.HsnCode,
          l.BaseAmount,
          l.TaxAmount,
          l.TotalItemAmt,
          l.SchemeDisAmt,
        ]),
      ).toEqual([
        [12, '3004', 125, 14.62, 121.87, 136.49],
        [5, '3004', 150, 7.5, 150, 157.5],
      ]);
      expect((await closingOf(api, b.local)).amount).toBe(294);
    });

    it("keeps a snapshot of the customer's name, address, GSTIN and mobile, and the item's code, name, MRP and unit", async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const saved = await api.post('/api/insertbilling').send(bill(b));

      await api
        .post('/api/updatecustomer')
        .send({ PLID: b.local, Address: '99 New Street', Mobile: '9000000001' });
      const stored = await api.get(`/api/getsaleinvoice/${saved.body.BillID}`);

      expect(stored.body.data).toMatchObject({
        CustomerName: 'Asha Stores',
        Address: '4 Market Road',
        GSTIN: '29AABCU9603R1ZJ',
        Mobile: '9845012345',
      });
      expect(stored.body.data.items[0]).toMatchObject({
        ItemCode: 'P1',
        itemName: 'Paracetamol 500',
        UnitPrice: 15,
        UnitID: 1,
        UnitName: 'NOS',
      });
    });

    it('answers with the same figures when the bill is read back', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);

      const saved = await api.post('/api/insertbilling').send(bill(b));
      const read = await api.get(`/api/getsaleinvoice/${saved.body.BillID}`);

      expect(read.status).toBe(200);
      expect(read.body.data).toEqual(saved.body.data);
    });

    type Refusal = {
      what: string;
      body: (
        b: Billing,
        theirs: () => Promise<{ b: Billing; Empid: number; BranchId: number }>,
        api: Agent,
      ) => Promise<Record<string, unknown>>;
      field: string;
      message: string;
    };
    const refusals: Refusal[] = [
      {
        what: 'no lines',
        body: async (b) => bill(b, { items: [] }),
        field: 'items',
        message: 'Please add at least one item.',
      },
      {
        what: 'more than 500 lines',
        body: async (b) => bill(b, { items: manyLines(b, 501) }),
        field: 'items',
        message: 'An invoice can have at most 500 lines.',
      },
      {
        what: 'an unknown customer',
        body: async (b) => bill(b, { CustomerID: 999999 }),
        field: 'CustomerID',
        message: 'Customer not found.',
      },
      {
        what: "another company's customer",
        body: async (b, theirs) => bill(b, { CustomerID: (await theirs()).b.local }),
        field: 'CustomerID',
        message: 'Customer not found.',
      },
      {
        what: 'a supplier as the customer',
        body: async (b, _t, api) =>
          bill(b, {
            CustomerID: (
              await api.post('/api/insertsupplier').send({
                LegalName: 'Cipla Ltd',
                LedgerName: 'Cipla Ltd',
                GSTIN: KA_SUPPLIER_GSTIN,
                Openingbalance: 0,
                balanceType: 'Credit',
              })
            ).body.PLID,
          }),
        field: 'CustomerID',
        message: 'Customer not found.',
      },
      {
        what: 'an unknown item',
        body: async (b) => bill(b, { items: [{ ItemID: 999999, Quantity: 1, GrossAmount: 10 }] }),
        field: 'items[0].ItemID',
        message: 'Item not found.',
      },
      {
        what: "another company's item",
        body: async (b, theirs) =>
          bill(b, {
            items: [
              { ItemID: b.cough, Quantity: 1, GrossAmount: 10 },
              { ItemID: (await theirs()).b.paracetamol, Quantity: 1, GrossAmount: 10 },
            ],
          }),
        field: 'items[1].ItemID',
        message: 'Item not found.',
      },
      {
        what: 'an unknown series',
        body: async (b) => bill(b, { SID: 999999 }),
        field: 'SID',
        message: 'Series not found.',
      },
      {
        what: "another company's series",
        body: async (b, theirs) => bill(b, { SID: (await theirs()).b.seriesA }),
        field: 'SID',
        message: 'Series not found.',
      },
      {
        what: 'a series of the other type',
        body: async (b) => bill(b, { SID: b.seriesC }),
        field: 'SID',
        message: 'This series is not a B2B series.',
      },
      {
        what: "another company's branch",
        body: async (b, theirs) => bill(b, { BranchId: (await theirs()).BranchId }),
        field: 'BranchId',
        message: 'Branch not found.',
      },
      {
        what: "another company's salesman",
        body: async (b, theirs) => bill(b, { SalesmanId: (await theirs()).Empid }),
        field: 'SalesmanId',
        message: 'Representative not found.',
      },
      {
        what: 'a quantity of 0',
        body: async (b) =>
          bill(b, { items: [{ ItemID: b.paracetamol, Quantity: 0, GrossAmount: 12.5 }] }),
        field: 'items[0].Quantity',
        message: 'Quantity must be at least 0.001.',
      },
      {
        what: 'a negative quantity',
        body: async (b) =>
          bill(b, { items: [{ ItemID: b.paracetamol, Quantity: -2, GrossAmount: 12.5 }] }),
        field: 'items[0].Quantity',
        message: 'Quantity must be at least 0.001.',
      },
      {
        what: 'a negative free quantity',
        body: async (b) =>
          bill(b, {
            items: [{ ItemID: b.paracetamol, Quantity: 1, FreeQty: -1, GrossAmount: 12.5 }],
          }),
        field: 'items[0].FreeQty',
        message: 'Free Qty must be at least 0.',
      },
      {
        what: 'a negative rate',
        body: async (b) =>
          bill(b, { items: [{ ItemID: b.paracetamol, Quantity: 1, GrossAmount: -12.5 }] }),
        field: 'items[0].GrossAmount',
        message: 'Rate must be at least 0.',
      },
      {
        what: 'a discount above 100%',
        body: async (b) =>
          bill(b, {
            items: [{ ItemID: b.paracetamol, Quantity: 1, GrossAmount: 12.5, DiscountPer: 100.01 }],
          }),
        field: 'items[0].DiscountPer',
        message: 'Discount % cannot exceed 100.',
      },
      {
        what: 'a negative discount',
        body: async (b) =>
          bill(b, {
            items: [{ ItemID: b.paracetamol, Quantity: 1, GrossAmount: 12.5, DiscountPer: -1 }],
          }),
        field: 'items[0].DiscountPer',
        message: 'Discount % must be at least 0.',
      },
      {
        what: 'a date after the financial year',
        body: async (b) => bill(b, { BillDate: '2027-04-01' }),
        field: 'BillDate',
        message: 'Invoice Date must fall within the financial year 2026-27.',
      },
      {
        what: 'a date before the financial year',
        body: async (b) => bill(b, { BillDate: '2026-03-31' }),
        field: 'BillDate',
        message: 'Invoice Date must fall within the financial year 2026-27.',
      },
      {
        what: 'amounts too large to keep exactly',
        body: async (b) =>
          bill(b, { items: [{ ItemID: b.paracetamol, Quantity: 999999, GrossAmount: 99999999 }] }),
        field: 'items',
        message: 'Amounts this large cannot be recorded: please check the quantities and rates.',
      },
      {
        what: 'a total beyond what a bill keeps, though each rate is within its field',
        // 1 at 99,99,99,99,99,999.99 at 12%: a total of 1,11,99,99,99,99,99,999.99.
        body: async (b) =>
          bill(b, {
            items: [{ ItemID: b.paracetamol, Quantity: 1, GrossAmount: 9999999999999.99 }],
          }),
        field: 'items',
        message: 'Amounts this large cannot be recorded: please check the quantities and rates.',
      },
      {
        what: 'a B2B bill for a customer without a GSTIN',
        body: async (b) => bill(b, { CustomerID: b.walkIn }),
        field: 'CustomerID',
        message: 'A B2B invoice needs a customer with a GSTIN.',
      },
    ];

    it.each(refusals)(
      'refuses $what with 400 and a field message, saving nothing and using no number',
      async ({ body, field, message }) => {
        const { api, CompanyID } = await env.company();
        const b = await billingSetup(api);
        const theirs = async () => {
          const other = await env.company();
          const branch = await other.api
            .post('/api/insertbranch')
            .send({ BranchName: 'Their Depot' });
          return {
            b: await billingSetup(other.api),
            Empid: other.Empid,
            BranchId: branch.body.BranchId as number,
          };
        };
        const sent = await body(b, theirs, api);

        const res = await api.post('/api/insertbilling').send(sent);
        const counts = await storedCounts(env, CompanyID);
        const next = await api.post('/api/insertbilling').send(bill(b));

        expect(res.status).toBe(400);
        expect(res.body.errors).toMatchObject({ [field]: message });
        expect(res.body.error).toEqual(expect.any(String));
        expect(counts).toEqual({ bills: 0, lines: 0, entries: 0 });
        expect(next.status).toBe(201);
        expect(next.body).toMatchObject({ BillNo: 1, InvoiceNo: 'A/1' });
      },
    );

    it('saves 500 lines, the most a bill may have', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api, { opening: 100_000 });

      const res = await api.post('/api/insertbilling').send(bill(b, { items: manyLines(b, 500) }));

      expect(res.status).toBe(201);
      expect(res.body.data.items).toHaveLength(500);
      // 500 x (12.50 + 12% = 1.50) = 7000.00
      expect(res.body.data).toMatchObject({
        TaxableAmount: 6250,
        TaxAmount: 750,
        BillAmount: 7000,
        RoundOff: 0,
      });
    });

    it("accepts the spec's names SalesType and SeriesName for the type and series", async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { InvType: _t, SID: _s, ...rest } = bill(b, { CustomerID: b.walkIn });

      const res = await api
        .post('/api/insertbilling')
        .send({ ...rest, SalesType: 2, SeriesName: 'c' });

      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ InvType: 2, SID: b.seriesC, InvoiceNo: 'C/1' });
    });
  });

  describe('POST /api/insertbillingdetails (older clients)', () => {
    it("holds the lines for the session's next insertbilling, which uses them once", async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api);
      const { items, ...header } = bill(b);

      const held = await api.post('/api/insertbillingdetails').send({ items });
      const saved = await api.post('/api/insertbilling').send(header);
      const again = await api.post('/api/insertbilling').send(header);

      expect(held.status).toBe(200);
      expect(held.body).toMatchObject({ success: true });
      expect(saved.status).toBe(201);
      expect(
        saved.body.data.items.map((l: Record<string, unknown>) => [l.ItemID, l.Quantity]),
      ).toEqual([
        [b.paracetamol, 10],
        [b.cough, 3],
      ]);
      expect(saved.body.data.BillAmount).toBe(294);
      expect(again.status).toBe(400);
      expect(again.body.errors).toEqual({ items: 'Please add at least one item.' });
      expect((await storedCounts(env, CompanyID)).bills).toBe(1);
    });

    it('makes one bill of them when the session sends several insertbilling at once', async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api);
      const { items, ...header } = bill(b);

      await api.post('/api/insertbillingdetails').send({ items });
      const saves = await Promise.all(
        [1, 2, 3].map(() => api.post('/api/insertbilling').send(header)),
      );

      expect(saves.map((r) => r.status).sort()).toEqual([201, 400, 400]);
      for (const r of saves.filter((x) => x.status === 400))
        expect(r.body.errors).toEqual({ items: 'Please add at least one item.' });
      expect(await storedCounts(env, CompanyID)).toMatchObject({ bills: 1, lines: 2 });
      expect((await api.post('/api/insertbilling').send(bill(b))).body.BillNo).toBe(2);
    });

    it('also takes the lines as a bare array', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { items, ...header } = bill(b);

      await api.post('/api/insertbillingdetails').send(items);
      const saved = await api.post('/api/insertbilling').send(header);

      expect(saved.status).toBe(201);
      expect(saved.body.data.items).toHaveLength(2);
    });

    it('holds them for that session only', async () => {
      const who = await env.company();
      const b = await billingSetup(who.api);
      const { items, ...header } = bill(b);
      const second = env.anon();
      await second
        .post('/api/login')
        .send({ CompanyID: who.CompanyID, Username: who.username, Password: who.password });

      await who.api.post('/api/insertbillingdetails').send({ items });
      const elsewhere = await second.post('/api/insertbilling').send(header);
      const here = await who.api.post('/api/insertbilling').send(header);

      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.errors).toEqual({ items: 'Please add at least one item.' });
      expect(here.status).toBe(201);
      expect(here.body.BillNo).toBe(1);
    });

    it('keeps them for the invoice: a journal or purchase sent without lines does not take them up', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { items, ...header } = bill(b);

      await api.post('/api/insertbillingdetails').send({ items });
      const journal = await api.post('/api/insertupdatejournal').send({ Jdate: '2026-06-15' });
      const purchase = await api.post('/api/insertpurchase').send({
        PurchaseDate: '2026-06-10',
        SupplierID: b.local,
        SupplierBillNo: 'HELD-1',
        SupplierBillDate: '2026-06-09',
      });
      const saved = await api.post('/api/insertbilling').send(header);

      expect([journal.status, purchase.status]).toEqual([400, 400]);
      expect(journal.body.errors).toEqual({ journalEntries: 'Please add the journal rows.' });
      expect(purchase.body.errors).toEqual({ items: 'Please add at least one item.' });
      expect(saved.status).toBe(201);
      expect(saved.body.data.items).toHaveLength(2);
    });

    it('refuses lines that are not valid, holding nothing', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { items: _i, ...header } = bill(b);

      const bad = await api
        .post('/api/insertbillingdetails')
        .send({ items: [{ ItemID: b.paracetamol, Quantity: 0, GrossAmount: 12.5 }] });
      const empty = await api.post('/api/insertbillingdetails').send({ items: [] });
      const after = await api.post('/api/insertbilling').send(header);

      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ 'items[0].Quantity': 'Quantity must be at least 0.001.' });
      expect(empty.status).toBe(400);
      expect(after.status).toBe(400);
    });
  });

  describe('GST', () => {
    it("splits the tax into CGST and SGST for a customer in the company's state, with the place of supply stored", async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);

      const res = await api.post('/api/insertbilling').send(bill(b));

      expect(res.body.data).toMatchObject({
        PlaceOfSupply: '29',
        PlaceOfSupplyName: 'Karnataka',
        InterState: false,
        CGST: 11.06,
        SGST: 11.06,
        IGST: 0,
      });
    });

    it('charges IGST to a customer of another state, by its GSTIN', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);

      const res = await api.post('/api/insertbilling').send(bill(b, { CustomerID: b.outside }));

      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        PlaceOfSupply: '27',
        PlaceOfSupplyName: 'Maharashtra',
        InterState: true,
        GSTIN: MH_GSTIN,
        CGST: 0,
        SGST: 0,
        IGST: 22.12,
        TaxAmount: 22.12,
        BillAmount: 294,
        RoundOff: 0.01,
      });
      expect(
        res.body.data.items.map((l: Record<string, unknown>) => [l.CGST, l.SGST, l.IGST]),
      ).toEqual([
        [0, 0, 14.62],
        [0, 0, 7.5],
      ]);
    });

    it('takes the place of supply from the State of a customer without a GSTIN', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const pune = await api.post('/api/insertcustomer').send({
        LegalName: 'Pune Walk In',
        LedgerName: 'Pune Walk In',
        State: 'Maharashtra',
        Openingbalance: 0,
        balanceType: 'Debit',
      });

      const res = await api
        .post('/api/insertbilling')
        .send(bill(b, { InvType: 2, SID: b.seriesC, CustomerID: pune.body.PLID }));
      const local = await api
        .post('/api/insertbilling')
        .send(bill(b, { InvType: 2, SID: b.seriesC, CustomerID: b.walkIn }));

      expect(res.body.data).toMatchObject({
        PlaceOfSupply: '27',
        PlaceOfSupplyName: 'Maharashtra',
        InterState: true,
        IGST: 22.12,
        CGST: 0,
      });
      expect(local.body.data).toMatchObject({
        PlaceOfSupply: '29',
        PlaceOfSupplyName: 'Karnataka',
        InterState: false,
        IGST: 0,
        CGST: 11.06,
      });
    });

    it("takes the company's state from its licence GSTIN before its State", async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      await saveLicence(api, MH_GSTIN);

      const toPune = await api.post('/api/insertbilling').send(bill(b, { CustomerID: b.outside }));
      const toBengaluru = await api.post('/api/insertbilling').send(bill(b));

      expect(toPune.body.data).toMatchObject({
        PlaceOfSupply: '27',
        InterState: false,
        CGST: 11.06,
        SGST: 11.06,
        IGST: 0,
      });
      expect(toBengaluru.body.data).toMatchObject({
        PlaceOfSupply: '29',
        InterState: true,
        CGST: 0,
        SGST: 0,
        IGST: 22.12,
      });
    });

    it('takes the tax out of GST-inclusive rates, the halves adding up to the tax, with a negative round-off', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);

      const res = await api.post('/api/insertbilling').send(
        bill(b, {
          GSTIncluding: 1,
          items: [
            { ItemID: b.paracetamol, Quantity: 10, GrossAmount: 112 },
            { ItemID: b.cough, Quantity: 1, GrossAmount: 50.25 },
          ],
        }),
      );

      // 1120 incl. 12%: tax 120.00, taxable 1000.00; 50.25 incl. 5%: tax 2.392857 -> 2.39, taxable 47.86,
      // CGST half of 2.39 = 1.195 -> 1.20, SGST 1.19. Total 1170.25 -> 1170, round-off -0.25.
      expect(res.status).toBe(201);
      expect(
        res.body.data.items.map((l: Record<string, unknown>) => [
          l.BaseAmount,
          l.TotalItemAmt,
          l.TaxAmount,
          l.CGST,
          l.SGST,
          l.SchemeDisAmt,
        ]),
      ).toEqual([
        [1120, 1000, 120, 60, 60, 1120],
        [50.25, 47.86, 2.39, 1.2, 1.19, 50.25],
      ]);
      expect(res.body.data).toMatchObject({
        GSTIncluding: true,
        TaxableAmount: 1047.86,
        TaxAmount: 122.39,
        CGST: 61.2,
        SGST: 61.19,
        RoundOff: -0.25,
        BillAmount: 1170,
      });
    });
  });

  describe('posting', () => {
    it('debits the customer the total and credits Sales, Output CGST, Output SGST and Round Off', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);

      await api.post('/api/insertbilling').send(bill(b));
      const statement = await api.get(`/api/getledgerstatement?PLID=${b.local}`);

      expect(statement.body.data.lines).toEqual([
        expect.objectContaining({
          EntryDate: '2026-06-15',
          Type: 'SAL',
          DocNo: 'A/1',
          Narration: 'Sales invoice A/1: First bill',
          Debit: 294,
          Credit: 0,
        }),
      ]);
      expect(await closingOf(api, await systemLedger(api, 'Sales'))).toEqual({
        amount: 271.87,
        side: 'Cr',
      });
      expect(await closingOf(api, await systemLedger(api, 'Output CGST'))).toEqual({
        amount: 11.06,
        side: 'Cr',
      });
      expect(await closingOf(api, await systemLedger(api, 'Output SGST'))).toEqual({
        amount: 11.06,
        side: 'Cr',
      });
      expect(await closingOf(api, await systemLedger(api, 'Output IGST'))).toMatchObject({
        amount: 0,
      });
      expect(await closingOf(api, await systemLedger(api, 'Round Off'))).toEqual({
        amount: 0.01,
        side: 'Cr',
      });
    });

    it('credits Output IGST for an inter-state bill and debits Round Off with a negative round-off', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);

      await api.post('/api/insertbilling').send(
        bill(b, {
          CustomerID: b.outside,
          items: [{ ItemID: b.cough, Quantity: 1, GrossAmount: 10.2 }],
        }),
      );

      // 10.20 + 5% 0.51 = 10.71 -> 11, round-off +0.29; then 10.40 + 0.52 = 10.92 -> 11, +0.08
      expect(await closingOf(api, b.outside)).toEqual({ amount: 11, side: 'Dr' });
      expect(await closingOf(api, await systemLedger(api, 'Output IGST'))).toEqual({
        amount: 0.51,
        side: 'Cr',
      });
      expect(await closingOf(api, await systemLedger(api, 'Output CGST'))).toMatchObject({
        amount: 0,
      });
      expect(await closingOf(api, await systemLedger(api, 'Round Off'))).toEqual({
        amount: 0.29,
        side: 'Cr',
      });

      await api.post('/api/insertbilling').send(
        bill(b, {
          CustomerID: b.outside,
          items: [{ ItemID: b.cough, Quantity: 1, GrossAmount: 10.6 }],
        }),
      );

      // 10.60 + 0.53 = 11.13 -> 11, round-off -0.13 (a debit): Round Off 0.29 - 0.13 = 0.16 Cr
      expect(await closingOf(api, b.outside)).toEqual({ amount: 22, side: 'Dr' });
      expect(await closingOf(api, await systemLedger(api, 'Round Off'))).toEqual({
        amount: 0.16,
        side: 'Cr',
      });
    });

    it("keeps each company's trial balance when two companies bill at once", async () => {
      const a = await env.company();
      const c = await env.company();
      const [ba, bc] = [await billingSetup(a.api), await billingSetup(c.api)];

      await Promise.all([
        a.api.post('/api/insertbilling').send(bill(ba)),
        c.api.post('/api/insertbilling').send(bill(bc, { CustomerID: bc.outside })),
        a.api.post('/api/insertbilling').send(bill(ba, { GSTIncluding: 1 })),
      ]);
      const totals = await totalsByCompany(env);

      expect(totals.map((t) => t.CompanyID)).toEqual([a.CompanyID, c.CompanyID]);
      expect(totals.every((t) => t.debit === t.credit && t.debit > 0)).toBe(true);
    });
  });

  describe('numbers', () => {
    it('gives 32 concurrent saves the consecutive numbers 1 to 32 without an error', async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api, { opening: 100_000 });

      const answers = await Promise.all(
        Array.from({ length: 32 }, () => api.post('/api/insertbilling').send(bill(b))),
      );

      expect(answers.map((r) => r.status)).toEqual(Array(32).fill(201));
      expect(answers.map((r) => r.body.BillNo as number).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 32 }, (_, i) => i + 1),
      );
      expect(new Set(answers.map((r) => r.body.InvoiceNo)).size).toBe(32);
      expect((await storedCounts(env, CompanyID)).bills).toBe(32);
    });

    it('numbers each series on its own', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);

      const { a1, c1 } = await numberOneInAAndC(api, b);
      const a2 = await api.post('/api/insertbilling').send(bill(b));

      expect([a1.body.InvoiceNo, c1.body.InvoiceNo, a2.body.InvoiceNo]).toEqual([
        'A/1',
        'C/1',
        'A/2',
      ]);
    });

    it('previews the next number with GET /api/getbillno without reserving it', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);

      const first = await api.get(`/api/getbillno?SID=${b.seriesA}`);
      const again = await api.get(`/api/getbillno?SID=${b.seriesA}`);
      await api.post('/api/insertbilling').send(bill(b));
      const afterOne = await api.get(`/api/getbillno?SID=${b.seriesA}`);
      const b2c = await api.get('/api/getbillno?InvType=2&BillDate=2026-06-15');
      // A blank field of a form is a parameter not given.
      const blanks = await api.get('/api/getbillno?SID=&InvType=2&BillDate=');
      const badType = await api.get('/api/getbillno?InvType=3');
      const badDate = await api.get('/api/getbillno?InvType=2&BillDate=15-06-2026');

      expect(blanks.body).toMatchObject({ SID: b.seriesC, InvoiceNo: 'C/1' });
      expect([badType.status, badType.body.error]).toEqual([
        400,
        'InvType must be 1 (B2B) or 2 (B2C).',
      ]);
      expect([badDate.status, badDate.body.error]).toEqual([
        400,
        'BillDate must be a date (YYYY-MM-DD).',
      ]);
      expect(first.body).toMatchObject({
        success: true,
        BillNo: 1,
        SID: b.seriesA,
        Series: 'A',
        InvoiceNo: 'A/1',
      });
      expect(again.body.BillNo).toBe(1);
      expect(afterOne.body).toMatchObject({ BillNo: 2, InvoiceNo: 'A/2' });
      expect(b2c.body).toMatchObject({ BillNo: 1, SID: b.seriesC, InvoiceNo: 'C/1' });
    });

    it("keeps a series typed 'SG/' as SG, numbering SG/1 (not SG//1), and a series ending in '-' numbers SG-1", async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const series = (Series: string) =>
        api.post('/api/insertinvoice').send({ InvType: 1, Series });
      const slash = await series('SG/');
      const again = await series('SG');
      const dash = await series('SG-');

      const preview = await api.get(`/api/getbillno?SID=${slash.body.SID}`);
      const first = await api.post('/api/insertbilling').send(bill(b, { SID: slash.body.SID }));
      const other = await api.post('/api/insertbilling').send(bill(b, { SID: dash.body.SID }));

      expect(slash.body.data.Series).toBe('SG');
      expect([again.status, again.body.errors?.Series]).toEqual([
        409,
        'Duplicate entry found. Please use a different series name.',
      ]);
      expect(preview.body.InvoiceNo).toBe('SG/1');
      expect(first.body.InvoiceNo).toBe('SG/1');
      expect(other.body.InvoiceNo).toBe('SG-1');
    });

    it("previews the series allocated to the employee for the date, else the type's first series", async () => {
      const { api, Empid } = await env.company();
      const b = await billingSetup(api);
      const van = await api.post('/api/insertVehicle').send({ VRegNo: 'KA09AB1234' });
      const seriesD = (await api.post('/api/insertinvoice').send({ InvType: 2, Series: 'D' })).body
        .SID as number;
      await api
        .post('/api/InsertAllocation')
        .send({ RepID: Empid, VanID: van.body.VID, Alocdate: '2026-06-15', B2Cseries: seriesD });
      await api
        .post('/api/insertbilling')
        .send(bill(b, { InvType: 2, SID: seriesD, CustomerID: b.walkIn }));

      const allocated = await api.get('/api/getbillno?InvType=2&BillDate=2026-06-15');
      const otherDay = await api.get('/api/getbillno?InvType=2&BillDate=2026-06-16');
      const b2b = await api.get('/api/getbillno?InvType=1&BillDate=2026-06-15');
      // No type asked: the series allocated for the day, before the company's first.
      const anyType = await api.get('/api/getbillno?BillDate=2026-06-15');

      expect(anyType.body).toMatchObject({ SID: seriesD, BillNo: 2 });
      expect(allocated.body).toMatchObject({
        SID: seriesD,
        Series: 'D',
        BillNo: 2,
        InvoiceNo: 'D/2',
      });
      expect(otherDay.body).toMatchObject({ SID: b.seriesC, BillNo: 1, InvoiceNo: 'C/1' });
      expect(b2b.body).toMatchObject({ SID: b.seriesA, BillNo: 1 });
    });

    it('previews a B2B series when no type is asked and none is allocated, though a B2C one came first', async () => {
      const { api } = await env.company();
      const c = await api.post('/api/insertinvoice').send({ InvType: 2, Series: 'C' });
      const a = await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'A' });

      const anyType = await api.get('/api/getbillno?BillDate=2026-06-15');
      const b2c = await api.get('/api/getbillno?InvType=2&BillDate=2026-06-15');

      expect(anyType.body).toMatchObject({ SID: a.body.SID, Series: 'A', InvType: 1 });
      expect(b2c.body).toMatchObject({ SID: c.body.SID, Series: 'C', InvType: 2 });
    });

    it('lists the series of a type with GET /api/getinvtype', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);

      const res = await api.get('/api/getinvtype?InvType=2');

      expect(res.body.data).toEqual([
        expect.objectContaining({ SID: b.seriesC, Series: 'C', InvType: 2 }),
      ]);
    });
  });

  describe('series names (Rule 46: the invoice number has at most 16 characters)', () => {
    it('creates a series of 9 letters, digits, - or /', async () => {
      const { api } = await env.company();

      const res = await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'KA-26/B2B' });

      expect(res.status).toBe(201);
    });

    it('refuses a series name that does not start with a letter or digit', async () => {
      const { api } = await env.company();

      for (const Series of ['/', '--', '-A']) {
        const res = await api.post('/api/insertinvoice').send({ InvType: 1, Series });
        expect([Series, res.status, res.body.errors]).toEqual([
          Series,
          400,
          { Series: 'Series name must start with a letter or digit.' },
        ]);
      }
    });

    it.each([
      ['ten characters', 'ABCDEFGHIJ'],
      ['a space', 'A B'],
      ['another sign', 'A#1'],
    ])('refuses to create a series name with %s', async (_what, Series) => {
      const { api, CompanyID } = await env.company();

      const res = await api.post('/api/insertinvoice').send({ InvType: 1, Series });

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ Series: LONG_SERIES });
      expect(await storedRows(env, 'invoiceSeries', { CompanyID })).toEqual([]);
    });

    it('refuses to rename a series to a name that would not fit', async () => {
      const { api } = await env.company();
      const created = await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'A' });

      const res = await api
        .post('/api/updateinvoice')
        .send({ SID: created.body.SID, InvType: 1, Series: 'WHOLESALE-2026' });
      const list = await api.get('/api/getinvoice');

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ Series: LONG_SERIES });
      expect(list.body.data).toEqual([
        expect.objectContaining({ SID: created.body.SID, Series: 'A' }),
      ]);
    });

    it('refuses a bill whose number would no longer fit in 16 characters, using no number', async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api);
      const long = await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'KA-26/B2B' });
      const SID = long.body.SID as number;
      const last = await api.post('/api/insertbilling').send(bill(b, { SID }));
      // A year's 999,999th bill: KA-26/B2B/999999 is 16 characters, the 1,000,000th would be 17.
      await env.db!.sequelize.query(
        'UPDATE "docCounter" SET "LastNo" = 999998 WHERE "CompanyID" = :CompanyID AND "DocType" = \'salesInvoice\'',
        { replacements: { CompanyID } },
      );
      const fits = await api.post('/api/insertbilling').send(bill(b, { SID }));

      const over = await api.post('/api/insertbilling').send(bill(b, { SID }));

      expect([last.status, fits.status, fits.body.InvoiceNo]).toEqual([
        201,
        201,
        'KA-26/B2B/999999',
      ]);
      expect([over.status, over.body.errors]).toEqual([
        400,
        {
          SID: 'This series has used every number that fits an invoice number (16 characters): start a new series.',
        },
      ]);
      expect(await nextNumber(api, SID)).toBe(1_000_000);
      expect((await storedCounts(env, CompanyID)).bills).toBe(2);
    });

    it('keeps the name and type of a series that has bills, so no invoice number is given twice', async () => {
      const { api, FYearID } = await env.company();
      const b = await billingSetup(api);
      const a1 = await api.post('/api/insertbilling').send(bill(b));
      const spare = await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'SP' });

      const renamed = await api
        .post('/api/updateinvoice')
        .send({ SID: b.seriesA, InvType: 1, Series: 'Z' });
      const retyped = await api
        .post('/api/updateinvoice')
        .send({ SID: b.seriesA, InvType: 2, Series: 'A' });
      const again = await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'A' });
      const unused = await api
        .post('/api/updateinvoice')
        .send({ SID: spare.body.SID, InvType: 2, Series: 'SQ' });
      const read = await api.get(`/api/GetsaleInvoice?FYearID=${FYearID}&InvoiceNo=A/1`);

      for (const res of [renamed, retyped])
        expect([res.status, res.body.error]).toEqual([
          409,
          'This series has bills: its name and type cannot change.',
        ]);
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('Duplicate entry found. Please use a different series name.');
      expect(unused.status).toBe(200);
      expect(read.body.data[0]).toMatchObject({ BillID: a1.body.BillID, SeriesName: 'A' });
    });
  });

  describe('reading', () => {
    it('answers GET /api/GetsaleInvoice by year and number as a first entry holding the header and its items', async () => {
      const { api, FYearID } = await env.company();
      const b = await billingSetup(api);
      const saved = await api.post('/api/insertbilling').send(bill(b));

      const res = await api.get(`/api/GetsaleInvoice?FYearID=${FYearID}&BillNo=1`);

      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0]).toMatchObject({
        BillID: saved.body.BillID,
        BillNo: 1,
        InvoiceNo: 'A/1',
        CustomerName: 'Asha Stores',
        TaxableAmount: 271.87,
        CGST: 11.06,
        SGST: 11.06,
        IGST: 0,
        BillAmount: 294,
        RoundOff: 0.01,
        PlaceOfSupply: '29',
        PlaceOfSupplyName: 'Karnataka',
      });
      expect(res.body.data[0].items).toHaveLength(2);
      expect(res.body.data[0].items[0]).toMatchObject({
        ItemID: b.paracetamol,
        TotalItemAmt: 121.87,
        CGST: 7.31,
        SGST: 7.31,
        HsnCode: '3004',
        TaxPer: 12,
      });
    });

    it('asks which series when a number is in two, and answers by SID or InvoiceNo', async () => {
      const { api, FYearID } = await env.company();
      const b = await billingSetup(api);
      const { a1, c1 } = await numberOneInAAndC(api, b);

      const ambiguous = await api.get(`/api/GetsaleInvoice?FYearID=${FYearID}&BillNo=1`);
      const bySeries = await api.get(
        `/api/GetsaleInvoice?FYearID=${FYearID}&BillNo=1&SID=${b.seriesC}`,
      );
      // Typed in lower case: series names are unique whatever their case.
      const byNumber = await api.get(`/api/GetsaleInvoice?FYearID=${FYearID}&InvoiceNo=a/1`);
      const missing = await api.get(`/api/GetsaleInvoice?FYearID=${FYearID}&BillNo=2`);
      const garbage = await api.get(`/api/GetsaleInvoice?FYearID=${FYearID}&BillNo=abc`);
      const badYear = await api.get('/api/GetsaleInvoice?FYearID=abc&BillNo=1&SID=1');
      const badSeries = await api.get('/api/getbillno?SID=abc');

      expect(ambiguous.status).toBe(409);
      expect(bySeries.body.data[0]).toMatchObject({
        BillID: c1.body.BillID,
        InvoiceNo: 'C/1',
        CustomerName: 'Walk In',
      });
      expect(byNumber.body.data[0]).toMatchObject({ BillID: a1.body.BillID, InvoiceNo: 'A/1' });
      expect(missing.status).toBe(404);
      expect(garbage.status).toBe(400);
      expect([badYear.status, badYear.body.error]).toEqual([400, 'FYearID is invalid.']);
      expect([badSeries.status, badSeries.body.error]).toEqual([400, 'SID is invalid.']);
    });

    it('pages, sorts, searches and filters GET /api/getsaleinvoices', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const a1 = await api.post('/api/insertbilling').send(bill(b));
      const a2 = await api
        .post('/api/insertbilling')
        .send(bill(b, { CustomerID: b.outside, BillDate: '2026-07-01' }));
      const c1 = await api
        .post('/api/insertbilling')
        .send(
          bill(b, { InvType: 2, SID: b.seriesC, CustomerID: b.walkIn, BillDate: '2026-08-01' }),
        );
      await api
        .post('/api/cancelbilling')
        .send({ BillID: a2.body.BillID, Reason: 'Wrong customer' });
      const ids = (res: { body: { data: Array<{ BillID: number }> } }) =>
        res.body.data.map((r) => r.BillID);

      const all = await api.get('/api/getsaleinvoices');
      const page1 = await api.get('/api/getsaleinvoices?_start=0&_end=2');
      const page2 = await api.get('/api/getsaleinvoices?_start=2&_end=4');
      const byDate = await api.get('/api/getsaleinvoices?_sort=BillDate&_order=ASC');
      const byName = await api.get('/api/getsaleinvoices?q=pune');
      const byNumber = await api.get('/api/getsaleinvoices?q=C/1');
      const inRange = await api.get('/api/getsaleinvoices?FromDate=2026-06-20&ToDate=2026-07-31');
      const ofCustomer = await api.get(`/api/getsaleinvoices?CustomerID=${b.local}`);
      const cancelled = await api.get('/api/getsaleinvoices?DocStatus=2');
      const badDate = await api.get('/api/getsaleinvoices?FromDate=2026-13-01');
      // Rupees, as every amount travels: the support bill is 294.00.
      const ofAmount = await api.get('/api/getsaleinvoices?BillAmount=294&DocStatus=1');
      const inPaise = await api.get('/api/getsaleinvoices?BillAmount=29400');

      expect(ids(all)).toEqual([c1.body.BillID, a2.body.BillID, a1.body.BillID]);
      expect(all.headers['x-total-count']).toBe('3');
      expect(ids(page1)).toEqual([c1.body.BillID, a2.body.BillID]);
      expect(page1.headers['x-total-count']).toBe('3');
      expect(ids(page2)).toEqual([a1.body.BillID]);
      expect(ids(byDate)).toEqual([a1.body.BillID, a2.body.BillID, c1.body.BillID]);
      expect(ids(byName)).toEqual([a2.body.BillID]);
      expect(ids(byNumber)).toEqual([c1.body.BillID]);
      expect(ids(inRange)).toEqual([a2.body.BillID]);
      expect(ids(ofCustomer)).toEqual([a1.body.BillID]);
      expect(cancelled.body.data).toEqual([
        expect.objectContaining({
          BillID: a2.body.BillID,
          DocStatus: 2,
          CancelReason: 'Wrong customer',
        }),
      ]);
      expect(badDate.status).toBe(400);
      expect(ids(ofAmount)).toEqual([c1.body.BillID, a1.body.BillID]);
      expect(ids(inPaise)).toEqual([]);
    });

    it('answers 404 for a bill that does not exist, and no 5xx for a key that is not a number', async () => {
      const { api } = await env.company();

      const missing = await api.get('/api/getsaleinvoice/999999');
      const garbage = await api.get('/api/getsaleinvoice/abc');

      expect(missing.status).toBe(404);
      expect(garbage.status).toBeGreaterThanOrEqual(400);
      expect(garbage.status).toBeLessThan(500);
    });
  });

  describe('POST /api/updatebilling', () => {
    it('keeps BillMode and GSTIncluding when an edit leaves them out, and takes null for their defaults', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const saved = await api
        .post('/api/insertbilling')
        .send(bill(b, { BillMode: 3, GSTIncluding: 1 }));
      const nulls = await api
        .post('/api/insertbilling')
        .send(bill(b, { BillMode: null, GSTIncluding: null }));
      const read = async (id: number) =>
        (await api.get(`/api/getsaleinvoice/${id}`)).body.data as Record<string, unknown>;
      const leftOut: Record<string, unknown> = bill(b, { Narration: 'Edited' });
      delete leftOut.BillMode;
      delete leftOut.GSTIncluding;

      const edited = await api
        .post('/api/updatebilling')
        .send({ BillID: saved.body.BillID, ...leftOut });
      const keptAsIs = await read(saved.body.BillID as number);
      const nulled = await api
        .post('/api/updatebilling')
        .send({ BillID: saved.body.BillID, ...leftOut, BillMode: null, GSTIncluding: null });

      expect([saved.status, nulls.status, edited.status, nulled.status]).toEqual([
        201, 201, 200, 200,
      ]);
      expect(keptAsIs).toMatchObject({ BillMode: 3, GSTIncluding: true, Narration: 'Edited' });
      expect(await read(nulls.body.BillID as number)).toMatchObject({
        BillMode: 1,
        GSTIncluding: false,
      });
      expect(await read(saved.body.BillID as number)).toMatchObject({
        BillMode: 1,
        GSTIncluding: false,
      });
    });

    it('recomputes, reverses the old entries and posts the new ones, keeping number and series', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const saved = await api.post('/api/insertbilling').send(bill(b));

      const res = await api.post('/api/updatebilling').send({
        BillID: saved.body.BillID,
        ...bill(b, {
          InvType: 2,
          SID: b.seriesC,
          BillDate: '2026-06-20',
          Narration: 'Corrected',
          items: [{ ItemID: b.paracetamol, Quantity: 20, GrossAmount: 12.5 }],
        }),
        BillNo: 99,
        InvoiceNo: 'X/99',
      });
      const statement = await api.get(`/api/getledgerstatement?PLID=${b.local}`);

      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Invoice updated successfully!',
        BillID: saved.body.BillID,
        BillNo: 1,
        InvoiceNo: 'A/1',
      });
      // 20 x 12.50 = 250.00 + 12% 30.00 (15.00 + 15.00) = 280.00
      expect(res.body.data).toMatchObject({
        SID: b.seriesA,
        InvType: 1,
        SeriesName: 'A',
        BillDate: '2026-06-20',
        TaxableAmount: 250,
        CGST: 15,
        SGST: 15,
        BillAmount: 280,
        RoundOff: 0,
        Version: 2,
      });
      expect(res.body.data.items).toEqual([
        expect.objectContaining({
          LineNo: 1,
          ItemID: b.paracetamol,
          Quantity: 20,
          SchemeDisAmt: 280,
        }),
      ]);
      expect(statement.body.data.lines).toEqual([
        expect.objectContaining({
          EntryDate: '2026-06-20',
          Type: 'SAL',
          DocNo: 'A/1',
          Narration: 'Sales invoice A/1: Corrected',
          Debit: 280,
          Credit: 0,
        }),
      ]);
      expect(statement.body.data.Closing).toEqual({ amount: 280, side: 'Dr' });
      expect(await closingOf(api, await systemLedger(api, 'Sales'))).toEqual({
        amount: 250,
        side: 'Cr',
      });
      expect(await closingOf(api, await systemLedger(api, 'Round Off'))).toMatchObject({
        amount: 0,
      });
      expect(await nextNumber(api, b.seriesA)).toBe(2);
    });

    it('moves the bill to another customer with a fresh snapshot and place of supply', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const saved = await api.post('/api/insertbilling').send(bill(b));

      const res = await api
        .post('/api/updatebilling')
        .send({ BillID: saved.body.BillID, ...bill(b, { CustomerID: b.outside }) });

      expect(res.body.data).toMatchObject({
        CustomerID: b.outside,
        CustomerName: 'Pune Pharma',
        GSTIN: MH_GSTIN,
        PlaceOfSupply: '27',
        InterState: true,
        IGST: 22.12,
        CGST: 0,
      });
      expect(await closingOf(api, b.local)).toMatchObject({ amount: 0 });
      expect(await closingOf(api, b.outside)).toEqual({ amount: 294, side: 'Dr' });
    });

    it('applies concurrent edits of one bill one after the other, leaving one set of live entries', async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api);
      const saved = await api.post('/api/insertbilling').send(bill(b));
      const edit = (Quantity: number) =>
        api.post('/api/updatebilling').send({
          BillID: saved.body.BillID,
          ...bill(b, { items: [{ ItemID: b.paracetamol, Quantity, GrossAmount: 10 }] }),
        });

      const answers = await Promise.all([20, 30, 40, 50].map(edit));
      const final = (await api.get(`/api/getsaleinvoice/${saved.body.BillID}`)).body.data;
      const live = await storedRows(env, 'ledgerEntry', {
        CompanyID,
        Type: 'SAL',
        DocId: saved.body.BillID,
        PLID: b.local,
        IsDeleted: false,
      });
      const history = await api.get(`/api/billhistory/${saved.body.BillID}`);

      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(final.Version).toBe(5);
      expect(history.body.data.map((v: { Version: number }) => v.Version)).toEqual([1, 2, 3, 4, 5]);
      expect(live.map((e) => Number(e.Debit))).toEqual([Math.round(final.BillAmount * 100)]);
      expect(await closingOf(api, b.local)).toEqual({ amount: final.BillAmount, side: 'Dr' });
    });

    it('refuses an edit of the version opened once someone has saved a later one, on SQLite and Postgres alike', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const saved = await api.post('/api/insertbilling').send(bill(b));
      const edit = (Quantity: number, Version?: unknown) =>
        api.post('/api/updatebilling').send({
          BillID: saved.body.BillID,
          ...(Version === undefined ? {} : { Version }),
          ...bill(b, { items: [{ ItemID: b.paracetamol, Quantity, GrossAmount: 10 }] }),
        });

      // Two clerks opened version 1; both save, at once.
      const both = await Promise.all([edit(20, 1), edit(30, 1)]);
      const stale = await edit(40, 1);
      const unversioned = await edit(50);
      const junk = await edit(60, 'abc');
      const final = (await api.get(`/api/getsaleinvoice/${saved.body.BillID}`)).body.data;

      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      const refused = both.find((r) => r.status === 409)!;
      expect(refused.body.error).toBe(
        'This sales invoice was changed by someone else after you opened it (it is now version 2): open it again to see the change.',
      );
      expect(stale.status).toBe(409);
      // A client that names no version (the spec's) still saves, as before.
      expect(unversioned.status).toBe(200);
      expect([junk.status, junk.body.errors]).toEqual([
        400,
        { Version: 'Version must be the version opened.' },
      ]);
      expect([final.Version, final.items[0].Quantity]).toEqual([3, 50]);
    });

    it('leaves no live entries on a bill cancelled while it was being edited', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);

      for (let round = 0; round < 4; round++) {
        const saved = await api.post('/api/insertbilling').send(bill(b, { CustomerID: b.outside }));
        const [edit, cancel] = await Promise.all([
          api.post('/api/updatebilling').send({
            BillID: saved.body.BillID,
            ...bill(b, {
              CustomerID: b.outside,
              items: [{ ItemID: b.cough, Quantity: 7, GrossAmount: 50 }],
            }),
          }),
          api.post('/api/cancelbilling').send({ BillID: saved.body.BillID, Reason: 'Raced' }),
        ]);

        expect(cancel.status).toBe(200);
        expect([200, 409]).toContain(edit.status);
        expect(
          (await api.get(`/api/getsaleinvoice/${saved.body.BillID}`)).body.data.DocStatus,
        ).toBe(2);
        expect(await closingOf(api, b.outside)).toMatchObject({ amount: 0 });
      }
    });

    it('refuses what insertbilling refuses, changing nothing', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const saved = await api.post('/api/insertbilling').send(bill(b));

      const noLines = await api
        .post('/api/updatebilling')
        .send({ BillID: saved.body.BillID, ...bill(b, { items: [] }) });
      const badQty = await api.post('/api/updatebilling').send({
        BillID: saved.body.BillID,
        ...bill(b, { items: [{ ItemID: b.cough, Quantity: 0, GrossAmount: 1 }] }),
      });
      const noKey = await api.post('/api/updatebilling').send(bill(b));
      const read = await api.get(`/api/getsaleinvoice/${saved.body.BillID}`);

      expect(noLines.status).toBe(400);
      expect(noLines.body.errors).toEqual({ items: 'Please add at least one item.' });
      expect(badQty.status).toBe(400);
      expect(noKey.status).toBe(400);
      expect(read.body.data).toEqual(saved.body.data);
      expect(await closingOf(api, b.local)).toEqual({ amount: 294, side: 'Dr' });
    });
  });

  describe('POST /api/cancelbilling', () => {
    it('marks the bill Cancelled, keeps its number and reverses its entries', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const saved = await api.post('/api/insertbilling').send(bill(b));

      const res = await api
        .post('/api/cancelbilling')
        .send({ BillID: saved.body.BillID, Reason: 'Customer returned the goods' });
      const read = await api.get(`/api/getsaleinvoice/${saved.body.BillID}`);

      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Invoice cancelled successfully!',
        BillID: saved.body.BillID,
        BillNo: 1,
        InvoiceNo: 'A/1',
      });
      expect(read.body.data).toMatchObject({
        DocStatus: 2,
        CancelReason: 'Customer returned the goods',
        BillNo: 1,
        InvoiceNo: 'A/1',
        BillAmount: 294,
        Version: 2,
      });
      expect(read.body.data.items).toHaveLength(2);
      expect(await closingOf(api, b.local)).toMatchObject({ amount: 0 });
      expect(await closingOf(api, await systemLedger(api, 'Sales'))).toMatchObject({ amount: 0 });
      expect(await closingOf(api, await systemLedger(api, 'Output CGST'))).toMatchObject({
        amount: 0,
      });
    });

    it('never edits or cancels a cancelled bill again, and never reuses its number', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const saved = await api.post('/api/insertbilling').send(bill(b));
      await api.post('/api/cancelbilling').send({ BillID: saved.body.BillID, Reason: 'Duplicate' });

      const edit = await api
        .post('/api/updatebilling')
        .send({ BillID: saved.body.BillID, ...bill(b) });
      const again = await api
        .post('/api/cancelbilling')
        .send({ BillID: saved.body.BillID, Reason: 'Again' });
      const next = await api.post('/api/insertbilling').send(bill(b));
      const read = await api.get(`/api/getsaleinvoice/${saved.body.BillID}`);

      expect(edit.status).toBe(409);
      expect(edit.body.error).toBe('This invoice is cancelled and cannot be changed.');
      expect(again.status).toBe(409);
      expect(next.body).toMatchObject({ BillNo: 2, InvoiceNo: 'A/2' });
      expect(read.body.data).toMatchObject({ DocStatus: 2, CancelReason: 'Duplicate', Version: 2 });
      expect(await closingOf(api, b.local)).toEqual({ amount: 294, side: 'Dr' });
    });

    it('finds a bill named by its number in the series given, and asks which series when none is', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { a1, c1 } = await numberOneInAAndC(api, b);

      const unsaid = await api.post('/api/cancelbilling').send({ BillNo: 1, Reason: 'Which?' });
      const bySeries = await api
        .post('/api/cancelbilling')
        .send({ BillNo: 1, SID: b.seriesC, Reason: 'Wrong customer' });
      const byPrinted = await api
        .post('/api/updatebilling')
        .send({ ...bill(b, { Narration: 'Edited by its number' }), InvoiceNo: 'A/1' });
      const a = (await api.get(`/api/getsaleinvoice/${a1.body.BillID}`)).body.data;
      const c = (await api.get(`/api/getsaleinvoice/${c1.body.BillID}`)).body.data;

      expect([unsaid.status, unsaid.body.error]).toEqual([
        409,
        'More than one invoice has this number: say which series (SID or InvoiceNo).',
      ]);
      expect(bySeries.status).toBe(200);
      expect(byPrinted.status).toBe(200);
      expect(c).toMatchObject({ InvoiceNo: 'C/1', DocStatus: 2, CancelReason: 'Wrong customer' });
      expect(a).toMatchObject({
        InvoiceNo: 'A/1',
        DocStatus: 1,
        Narration: 'Edited by its number',
      });
    });

    it('refuses a reason longer than 250 characters rather than cut it', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const saved = await api.post('/api/insertbilling').send(bill(b));

      const long = await api
        .post('/api/cancelbilling')
        .send({ BillID: saved.body.BillID, Reason: 'r'.repeat(251) });
      const full = await api
        .post('/api/cancelbilling')
        .send({ BillID: saved.body.BillID, Reason: 'r'.repeat(250) });

      expect([long.status, long.body.errors]).toEqual([
        400,
        { Reason: 'Reason cannot exceed 250 characters.' },
      ]);
      expect(full.status).toBe(200);
      expect(
        (await api.get(`/api/getsaleinvoice/${saved.body.BillID}`)).body.data.CancelReason,
      ).toBe('r'.repeat(250));
    });

    it("cuts the ledger's narration between characters, never inside an emoji", async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api);
      // 250 UTF-16 units, the narration's most; "Sales invoice A/1: " before it makes 269.
      const Narration = `ab${'\u{1F600}'.repeat(124)}`;

      const saved = await api.post('/api/insertbilling').send(bill(b, { Narration }));
      const entries = await storedRows(env, 'ledgerEntry', { CompanyID, Type: 'SAL' });

      expect(saved.status).toBe(201);
      for (const e of entries) {
        const text = String(e.Narration);
        expect(text).not.toContain('\uFFFD');
        expect(text.startsWith('Sales invoice A/1: ab\u{1F600}')).toBe(true);
        expect(text.length).toBe(249); // cut at 250, the 115th emoji would be split: it goes whole
      }
    });

    it('asks for a reason', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const saved = await api.post('/api/insertbilling').send(bill(b));

      const res = await api
        .post('/api/cancelbilling')
        .send({ BillID: saved.body.BillID, Reason: '   ' });

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ Reason: 'Please give a reason for cancelling.' });
      expect((await api.get(`/api/getsaleinvoice/${saved.body.BillID}`)).body.data.DocStatus).toBe(
        1,
      );
    });
  });

  describe('GET /api/billhistory/:id', () => {
    it('lists every version: who, when, what changed, and the bill as it was', async () => {
      const { api, Empid } = await env.company();
      const b = await billingSetup(api);
      const saved = await api.post('/api/insertbilling').send(bill(b));
      await api.post('/api/updatebilling').send({
        BillID: saved.body.BillID,
        ...bill(b, { items: [{ ItemID: b.paracetamol, Quantity: 20, GrossAmount: 12.5 }] }),
      });
      await api.post('/api/cancelbilling').send({ BillID: saved.body.BillID, Reason: 'Duplicate' });

      const res = await api.get(`/api/billhistory/${saved.body.BillID}`);

      expect(res.status).toBe(200);
      expect(
        res.body.data.map((v: Record<string, unknown>) => [v.Version, v.Action, v.By, v.ByName]),
      ).toEqual([
        [1, 'created', Empid, 'Asha Rao'],
        [2, 'updated', Empid, 'Asha Rao'],
        [3, 'cancelled', Empid, 'Asha Rao'],
      ]);
      for (const v of res.body.data)
        expect(Math.abs(Date.now() - Date.parse(v.At))).toBeLessThan(60_000);
      expect(res.body.data[0].Changes).toBeNull();
      expect(res.body.data[0].Document).toMatchObject({ BillAmount: 294, Version: 1 });
      const lineOf = (l: Record<string, unknown>) => [
        l.LineNo,
        l.ItemID,
        l.Quantity,
        l.FreeQty,
        l.TaxPer,
        l.CGST,
        l.itemName,
      ];
      expect(res.body.data[0].Document.items.map(lineOf)).toEqual([
        [1, b.paracetamol, 10, 1, 12, 7.31, 'Paracetamol 500'],
        [2, b.cough, 3, 0, 5, 3.75, 'Cough Syrup'],
      ]);
      expect(res.body.data[2].Document.items.map(lineOf)).toEqual([
        [1, b.paracetamol, 20, 0, 12, 15, 'Paracetamol 500'],
      ]);
      expect(res.body.data[1].Changes).toMatchObject({
        BillAmount: [294, 280],
        TaxableAmount: [271.87, 250],
      });
      // The lines by what changed in each: line 1 kept its item with new figures, line 2 went.
      expect(res.body.data[1].Changes.items).toMatchObject({
        changed: [
          {
            LineNo: 1,
            subject: b.paracetamol,
            name: 'Paracetamol 500',
            fields: { Quantity: [10, 20], FreeQty: [1, 0] },
          },
        ],
        added: [],
        removed: [{ LineNo: 2, subject: b.cough, name: 'Cough Syrup', line: { Quantity: 3 } }],
      });
      expect(Object.keys(res.body.data[1].Changes.items.changed[0].fields)).not.toContain('BDID');
      expect(res.body.data[1].Document).toMatchObject({ BillAmount: 280, Version: 2 });
      expect(res.body.data[2].Changes).toEqual({
        DocStatus: [1, 2],
        CancelReason: [null, 'Duplicate'],
      });
    });
  });

  describe('idempotency (API.md section 7)', () => {
    it('answers a repeat of the same key and body with the first answer, saving one bill', async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api);

      const first = await api
        .post('/api/insertbilling')
        .set('Idempotency-Key', 'form-1')
        .send(bill(b));
      const repeat = await api
        .post('/api/insertbilling')
        .set('Idempotency-Key', 'form-1')
        .send(bill(b));

      expect(first.status).toBe(201);
      expect(repeat.status).toBe(201);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(repeat.body).toEqual(first.body);
      expect(await storedCounts(env, CompanyID)).toMatchObject({ bills: 1 });
      expect(await nextNumber(api, b.seriesA)).toBe(2);
    });

    it('answers 422 to the same key with another body', async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api);
      await api.post('/api/insertbilling').set('Idempotency-Key', 'form-1').send(bill(b));

      const other = await api
        .post('/api/insertbilling')
        .set('Idempotency-Key', 'form-1')
        .send(bill(b, { Narration: 'Second bill' }));

      expect(other.status).toBe(422);
      expect(other.body.error).toBe(
        'This Idempotency-Key was already used with a different request.',
      );
      expect(await storedCounts(env, CompanyID)).toMatchObject({ bills: 1 });
    });

    it('takes the same fields in another order as the same request', async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api);
      const body = bill(b);
      const reordered = Object.fromEntries(Object.entries(body).reverse());

      const first = await keyed(api, 'k', body);
      const repeat = await keyed(api, 'k', reordered);

      expect(repeat.status).toBe(201);
      expect(repeat.body).toEqual(first.body);
      expect(await storedCounts(env, CompanyID)).toMatchObject({ bills: 1 });
    });

    it('counts held lines as part of the request: a repeat after they are used replays, other lines answer 422', async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api);
      const { items, ...header } = bill(b);
      await api.post('/api/insertbillingdetails').send({ items });

      const first = await keyed(api, 'held-1', header);
      // The save used the held lines up: the same request again holds none.
      const repeat = await keyed(api, 'held-1', header);
      await api.post('/api/insertbillingdetails').send({ items: items.slice(0, 1) });
      const otherLines = await keyed(api, 'held-1', header);

      expect(first.status).toBe(201);
      expect([repeat.status, repeat.body]).toEqual([201, first.body]);
      expect([otherLines.status, otherLines.body.error]).toEqual([
        422,
        'This Idempotency-Key was already used with a different request.',
      ]);
      expect(await storedCounts(env, CompanyID)).toMatchObject({ bills: 1 });
    });

    it('answers 409 while the first request with the key is still running', async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api);
      const body = bill(b);
      // The claim a request in flight holds: its key, route and body, not yet answered.
      await env.models.byName('idempotencyKey').create({
        CompanyID,
        IdemKey: 'form-1',
        Route: 'insertbilling',
        BodyHash: requestHash(body),
        State: 'running',
        CreatedDate: new Date(),
      });

      const res = await keyed(api, 'form-1', body);

      expect(res.status).toBe(409);
      expect(res.body.error).toBe(RUNNING);
      expect(await storedCounts(env, CompanyID)).toEqual({ bills: 0, lines: 0, entries: 0 });
      expect(await nextNumber(api, b.seriesA)).toBe(1);
    });

    it('takes over a claim left by a process that died before answering', async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api);
      const body = bill(b);
      await env.models.byName('idempotencyKey').create({
        CompanyID,
        IdemKey: 'form-1',
        Route: 'insertbilling',
        BodyHash: requestHash(body),
        State: 'running',
        CreatedDate: new Date(Date.now() - 5 * 60_000),
      });

      const res = await keyed(api, 'form-1', body);
      const repeat = await keyed(api, 'form-1', body);

      expect(res.status).toBe(201);
      expect(repeat.body.BillID).toBe(res.body.BillID);
      expect(await storedCounts(env, CompanyID)).toMatchObject({ bills: 1 });
    });

    it('saves one bill when two requests with the same key race', async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api, { opening: 100_000 });
      const body = bill(b, { items: manyLines(b, 500) });

      const answers = await Promise.all([1, 2].map(() => keyed(api, 'race', body)));

      const fresh = answers.filter(
        (r) => r.status === 201 && r.headers['idempotent-replayed'] !== 'true',
      );
      const other = answers.find((r) => r !== fresh[0])!;
      expect(fresh).toHaveLength(1);
      if (other.status === 201) {
        expect(other.headers['idempotent-replayed']).toBe('true');
        expect(other.body.BillID).toBe(fresh[0].body.BillID);
      } else {
        expect(other.status).toBe(409);
        expect(other.body.error).toBe(RUNNING);
      }
      expect(await storedCounts(env, CompanyID)).toMatchObject({ bills: 1, lines: 500 });
    });

    it('answers 409 to repeats sent while the first is saving, 422 to another body, on either database', async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api, { opening: 100_000 });
      const body = bill(b, { items: manyLines(b, 500) });

      // The repeats and the other body go out once the first has claimed the key, while its
      // 500 lines are being saved.
      const first = keyed(api, 'busy', body).then((r) => r);
      const Key = env.models.byName('idempotencyKey');
      while (!(await Key.count({ where: { CompanyID, IdemKey: 'busy', State: 'running' } })))
        await new Promise((resolve) => setTimeout(resolve, 1));
      const repeats = await Promise.all([1, 2, 3].map(() => keyed(api, 'busy', body)));
      const other = await keyed(api, 'busy', bill(b));
      const saved = await first;
      const after = await keyed(api, 'busy', body);

      expect(saved.status).toBe(201);
      expect(repeats.map((r) => [r.status, r.body.error])).toEqual([
        [409, RUNNING],
        [409, RUNNING],
        [409, RUNNING],
      ]);
      expect(other.status).toBe(422);
      expect([after.status, after.headers['idempotent-replayed'], after.body.BillID]).toEqual([
        201,
        'true',
        saved.body.BillID,
      ]);
      expect(await storedCounts(env, CompanyID)).toMatchObject({ bills: 1, lines: 500 });
    });

    it('gives the key back when the save is refused, so the corrected request can use it', async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api);

      const refused = await api
        .post('/api/insertbilling')
        .set('Idempotency-Key', 'form-1')
        .send(bill(b, { CustomerID: b.walkIn }));
      const corrected = await api
        .post('/api/insertbilling')
        .set('Idempotency-Key', 'form-1')
        .send(bill(b));

      expect(refused.status).toBe(400);
      expect(corrected.status).toBe(201);
      expect(corrected.body.BillNo).toBe(1);
      expect(await storedCounts(env, CompanyID)).toMatchObject({ bills: 1 });
    });

    it("keeps each company's keys apart", async () => {
      const a = await env.company();
      const c = await env.company();
      const [ba, bc] = [await billingSetup(a.api), await billingSetup(c.api)];

      const mine = await a.api
        .post('/api/insertbilling')
        .set('Idempotency-Key', 'form-1')
        .send(bill(ba));
      const theirs = await c.api
        .post('/api/insertbilling')
        .set('Idempotency-Key', 'form-1')
        .send(bill(bc));

      expect(mine.status).toBe(201);
      expect(theirs.status).toBe(201);
      expect(theirs.headers['idempotent-replayed']).toBeUndefined();
      expect(await storedCounts(env, c.CompanyID)).toMatchObject({ bills: 1 });
    });

    it('refuses a blank key', async () => {
      const { api, CompanyID } = await env.company();
      const b = await billingSetup(api);

      const res = await api.post('/api/insertbilling').set('Idempotency-Key', '   ').send(bill(b));

      expect(res.status).toBe(400);
      expect(await storedCounts(env, CompanyID)).toMatchObject({ bills: 0 });
    });
  });

  describe('tenancy', () => {
    it("answers 404 for another company's bill on every endpoint and changes nothing", async () => {
      const a = await env.company();
      const c = await env.company();
      const [ba, bc] = [await billingSetup(a.api), await billingSetup(c.api)];
      const mine = await a.api.post('/api/insertbilling').send(bill(ba));
      const id = mine.body.BillID as number;

      const read = await c.api.get(`/api/getsaleinvoice/${id}`);
      const update = await c.api.post('/api/updatebilling').send({ BillID: id, ...bill(bc) });
      const cancel = await c.api
        .post('/api/cancelbilling')
        .send({ BillID: id, Reason: 'Not mine' });
      const history = await c.api.get(`/api/billhistory/${id}`);
      const print = await c.api.get(`/api/printinvoice/${id}`);
      const byNumber = await c.api.get(`/api/GetsaleInvoice?FYearID=${a.FYearID}&BillNo=1`);
      const list = await c.api.get('/api/getsaleinvoices');
      const forged = await c.api
        .get(`/api/getsaleinvoice/${id}`)
        .set('companyid', String(a.CompanyID));

      expect([
        read.status,
        update.status,
        cancel.status,
        history.status,
        print.status,
        byNumber.status,
      ]).toEqual([404, 404, 404, 404, 404, 404]);
      expect(list.body.data).toEqual([]);
      expect(forged.status).toBeGreaterThanOrEqual(400);
      expect(forged.body.data).toBeUndefined();
      const after = await a.api.get(`/api/getsaleinvoice/${id}`);
      expect(after.body.data).toEqual(mine.body.data);
      expect(await closingOf(a.api, ba.local)).toEqual({ amount: 294, side: 'Dr' });
      expect(await storedCounts(env, c.CompanyID)).toEqual({ bills: 0, lines: 0, entries: 0 });
    });

    it("refuses another company's customer and item when editing, changing nothing", async () => {
      const a = await env.company();
      const c = await env.company();
      const [ba, bc] = [await billingSetup(a.api), await billingSetup(c.api)];
      const mine = await a.api.post('/api/insertbilling').send(bill(ba));
      const id = mine.body.BillID as number;

      const customer = await a.api
        .post('/api/updatebilling')
        .send({ BillID: id, ...bill(ba, { CustomerID: bc.local }) });
      const item = await a.api.post('/api/updatebilling').send({
        BillID: id,
        ...bill(ba, { items: [{ ItemID: bc.cough, Quantity: 1, GrossAmount: 10 }] }),
      });

      expect(customer.status).toBe(400);
      expect(customer.body.errors).toMatchObject({ CustomerID: 'Customer not found.' });
      expect(item.status).toBe(400);
      expect(item.body.errors).toMatchObject({ 'items[0].ItemID': 'Item not found.' });
      expect((await a.api.get(`/api/getsaleinvoice/${id}`)).body.data).toEqual(mine.body.data);
    });

    it("keeps the bill's own series when an edit names another company's", async () => {
      const a = await env.company();
      const c = await env.company();
      const [ba, bc] = [await billingSetup(a.api), await billingSetup(c.api)];
      const mine = await a.api.post('/api/insertbilling').send(bill(ba));

      const res = await a.api
        .post('/api/updatebilling')
        .send({ BillID: mine.body.BillID, ...bill(ba, { SID: bc.seriesA }) });

      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        SID: ba.seriesA,
        SeriesName: 'A',
        BillNo: 1,
        InvoiceNo: 'A/1',
      });
      expect(await nextNumber(c.api, bc.seriesA)).toBe(1);
    });
  });
});
