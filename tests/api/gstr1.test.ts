import { expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../resources';
import { describeApi, type Agent } from '../support/api';
import { bill, billingSetup, KA_GSTIN, MH_GSTIN, type Billing } from '../support/billing';
import { saveLicence } from '../support/licence';

/** The company's own GSTIN: Karnataka, as its State. */
const OUR_GSTIN = `29AAACT2727Q1Z${gstinCheckCharacter('29AAACT2727Q1Z')}`;

/**
 * June 2026 of a Karnataka company, figures worked by hand (the support bill: 10 + 1 free
 * Paracetamol at 12.50 less 2.5% = 121.87 taxable at 12%, tax 14.62; 3 Cough Syrup at 50 = 150.00
 * at 5%, tax 7.50; bill 294.00):
 *   A/1 Asha Stores (registered, Karnataka): CGST 7.31 + 3.75, SGST the same
 *   A/2 Pune Pharma (registered, Maharashtra): IGST 14.62 + 7.50
 *   A/3 cancelled
 *   C/1 Walk In (Karnataka): 20 Paracetamol at 12.50 = 250.00, CGST 15.00, SGST 15.00
 *   C/2 Mumbai Walk In (unregistered, Maharashtra): 2 Cough Syrup at 50 = 100.00, IGST 5.00
 *   C/3 Mumbai Walk In: 50 Cough Syrup at 2000 = 1,00,000.00, IGST 5,000.00: 1,05,000 is over the 1 lakh B2C large limit
 */
async function june(api: Agent, b: Billing) {
  const mumbai = (
    await api.post('/api/insertcustomer').send({
      LegalName: 'Mumbai Walk In',
      LedgerName: 'Mumbai Walk In',
      State: 'Maharashtra',
      Address: '1 Marine Drive',
      Mobile: '9820012345',
      Openingbalance: 0,
      balanceType: 'Debit',
    })
  ).body.PLID as number;
  const b2c = (CustomerID: number, ItemID: number, Quantity: number, GrossAmount: number) => ({
    BillDate: '2026-06-20',
    InvType: 2,
    SID: b.seriesC,
    CustomerID,
    BillMode: 1,
    items: [{ ItemID, Quantity, GrossAmount }],
  });
  const saved = [
    await api.post('/api/insertbilling').send(bill(b)),
    await api.post('/api/insertbilling').send(bill(b, { CustomerID: b.outside })),
    await api.post('/api/insertbilling').send(bill(b, { BillDate: '2026-06-16' })),
    await api.post('/api/insertbilling').send(b2c(b.walkIn, b.paracetamol, 20, 12.5)),
    await api.post('/api/insertbilling').send(b2c(mumbai, b.cough, 2, 50)),
    await api.post('/api/insertbilling').send(b2c(mumbai, b.cough, 50, 2000)),
  ];
  for (const res of saved)
    if (res.status !== 201) throw new Error(`bill failed: ${JSON.stringify(res.body)}`);
  await api.post('/api/cancelbilling').send({ BillID: saved[2].body.BillID, Reason: 'Duplicate' });
  await api.post('/api/insertbilling').send(bill(b, { BillDate: '2026-07-01' })); // next month: not in June's return
}

const heads = (Rate: number, Taxable: number, IGST: number, CGST: number, SGST: number) => ({
  Rate,
  Taxable,
  IGST,
  CGST,
  SGST,
  Cess: 0,
});

describeApi('GSTR-1', (env) => {
  it('answers B2B invoice by invoice and rate, B2C large and small, the HSN summary and the documents issued, without the cancelled bill', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    await june(api, b);

    const res = await api.get('/api/gstr1?FromDate=2026-06-01&ToDate=2026-06-30');

    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.b2b).toEqual([
      expect.objectContaining({
        InvoiceNo: 'A/2',
        BillDate: '2026-06-15',
        GSTIN: MH_GSTIN,
        CustomerName: 'Pune Pharma',
        PlaceOfSupply: '27',
        Value: 294,
        ReverseCharge: 'N',
        rates: [heads(5, 150, 7.5, 0, 0), heads(12, 121.87, 14.62, 0, 0)],
      }),
      expect.objectContaining({
        InvoiceNo: 'A/1',
        GSTIN: KA_GSTIN,
        PlaceOfSupply: '29',
        Value: 294,
        rates: [heads(5, 150, 0, 3.75, 3.75), heads(12, 121.87, 0, 7.31, 7.31)],
      }),
    ]);
    expect(r.b2cl).toEqual([
      expect.objectContaining({
        InvoiceNo: 'C/3',
        GSTIN: null,
        PlaceOfSupply: '27',
        Value: 105000,
        rates: [heads(5, 100000, 5000, 0, 0)],
      }),
    ]);
    expect(r.b2cs).toEqual([
      expect.objectContaining({
        SupplyType: 'INTER',
        PlaceOfSupply: '27',
        ...heads(5, 100, 5, 0, 0),
      }),
      expect.objectContaining({
        SupplyType: 'INTRA',
        PlaceOfSupply: '29',
        ...heads(12, 250, 0, 15, 15),
      }),
    ]);
    expect(r.hsn).toEqual([
      {
        Section: 'B2B',
        HSN: '3004',
        Unit: 'NOS',
        Quantity: 6,
        ...heads(5, 300, 7.5, 3.75, 3.75),
        Value: 315,
      },
      {
        Section: 'B2B',
        HSN: '3004',
        Unit: 'NOS',
        Quantity: 22,
        ...heads(12, 243.74, 14.62, 7.31, 7.31),
        Value: 272.98,
      },
      {
        Section: 'B2C',
        HSN: '3004',
        Unit: 'NOS',
        Quantity: 52,
        ...heads(5, 100100, 5005, 0, 0),
        Value: 105105,
      },
      {
        Section: 'B2C',
        HSN: '3004',
        Unit: 'NOS',
        Quantity: 20,
        ...heads(12, 250, 0, 15, 15),
        Value: 280,
      },
    ]);
    expect(r.docs).toEqual([
      { Series: 'A', From: 'A/1', To: 'A/3', Total: 3, Cancelled: 1, Net: 2 },
      { Series: 'C', From: 'C/1', To: 'C/3', Total: 3, Cancelled: 0, Net: 3 },
    ]);
  });

  it("downloads the month as the GST portal's offline tool imports it", async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    await june(api, b);
    const withoutGstin = await api.get('/api/gstr1.json?FromDate=2026-06-01&ToDate=2026-06-30');
    await saveLicence(api, OUR_GSTIN);

    const res = await api.get('/api/gstr1.json?FromDate=2026-06-01&ToDate=2026-06-30');

    expect(withoutGstin.status).toBe(400);
    expect(withoutGstin.body.error).toBe(
      "Enter the company's GSTIN in its licence before downloading GSTR-1.",
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="GSTR1_${OUR_GSTIN}_062026.json"`,
    );
    const json = JSON.parse(res.text);
    expect(json).toMatchObject({ gstin: OUR_GSTIN, fp: '062026' });
    expect(json.b2b).toEqual([
      {
        ctin: MH_GSTIN,
        inv: [
          {
            inum: 'A/2',
            idt: '15-06-2026',
            val: 294,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              { num: 1, itm_det: { txval: 150, rt: 5, iamt: 7.5, camt: 0, samt: 0, csamt: 0 } },
              {
                num: 2,
                itm_det: { txval: 121.87, rt: 12, iamt: 14.62, camt: 0, samt: 0, csamt: 0 },
              },
            ],
          },
        ],
      },
      {
        ctin: KA_GSTIN,
        inv: [
          expect.objectContaining({
            inum: 'A/1',
            pos: '29',
            itms: [
              { num: 1, itm_det: { txval: 150, rt: 5, iamt: 0, camt: 3.75, samt: 3.75, csamt: 0 } },
              {
                num: 2,
                itm_det: { txval: 121.87, rt: 12, iamt: 0, camt: 7.31, samt: 7.31, csamt: 0 },
              },
            ],
          }),
        ],
      },
    ]);
    expect(json.b2cl).toEqual([
      {
        pos: '27',
        inv: [
          {
            inum: 'C/3',
            idt: '20-06-2026',
            val: 105000,
            itms: [{ num: 1, itm_det: { txval: 100000, rt: 5, iamt: 5000, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.b2cs).toEqual([
      {
        sply_ty: 'INTER',
        pos: '27',
        typ: 'OE',
        rt: 5,
        txval: 100,
        iamt: 5,
        camt: 0,
        samt: 0,
        csamt: 0,
      },
      {
        sply_ty: 'INTRA',
        pos: '29',
        typ: 'OE',
        rt: 12,
        txval: 250,
        iamt: 0,
        camt: 15,
        samt: 15,
        csamt: 0,
      },
    ]);
    expect(json.hsn.hsn_b2b).toEqual([
      {
        num: 1,
        hsn_sc: '3004',
        uqc: 'NOS',
        qty: 6,
        rt: 5,
        txval: 300,
        iamt: 7.5,
        camt: 3.75,
        samt: 3.75,
        csamt: 0,
      },
      {
        num: 2,
        hsn_sc: '3004',
        uqc: 'NOS',
        qty: 22,
        rt: 12,
        txval: 243.74,
        iamt: 14.62,
        camt: 7.31,
        samt: 7.31,
        csamt: 0,
      },
    ]);
    expect(json.hsn.hsn_b2c.map((h: { qty: number; txval: number }) => [h.qty, h.txval])).toEqual([
      [52, 100100],
      [20, 250],
    ]);
    expect(json.doc_issue).toEqual({
      doc_det: [
        {
          doc_num: 1,
          docs: [
            { num: 1, from: 'A/1', to: 'A/3', totnum: 3, cancel: 1, net_issue: 2 },
            { num: 2, from: 'C/1', to: 'C/3', totnum: 3, cancel: 0, net_issue: 3 },
          ],
        },
      ],
    });
  });

  it('reports what carries no tax in table 8, nil rated or non-GST, not in B2B or B2C small at a rate of 0', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    await saveLicence(api, OUR_GSTIN);
    const gst0 = (await api.post('/api/inserttaxmaster').send({ AccGroupid: 24, GST: 0 })).body
      .TaxID as number;
    await api.post('/api/updateitemdetails').send({ ItemId: b.paracetamol, TaxID: gst0 });
    // Asha Stores (registered, Karnataka): 10 Paracetamol at 12.50, nil rated = 125.00; 2 Cough
    // Syrup at 50 = 100.00 at 5%.
    const b2b = await api.post('/api/insertbilling').send(
      bill(b, {
        items: [
          { ItemID: b.paracetamol, Quantity: 10, GrossAmount: 12.5 },
          { ItemID: b.cough, Quantity: 2, GrossAmount: 50 },
        ],
      }),
    );
    // Cough Syrup then outside GST; Walk In: 3 of it = 150.00 non-GST, 2 Paracetamol = 25.00 nil.
    await api.post('/api/updateitemdetails').send({ ItemId: b.cough, Taxable: 2 });
    const b2c = await api.post('/api/insertbilling').send({
      BillDate: '2026-06-20',
      InvType: 2,
      SID: b.seriesC,
      CustomerID: b.walkIn,
      items: [
        { ItemID: b.cough, Quantity: 3, GrossAmount: 50 },
        { ItemID: b.paracetamol, Quantity: 2, GrossAmount: 12.5 },
      ],
    });

    const report = (await api.get('/api/gstr1?FromDate=2026-06-01&ToDate=2026-06-30')).body.data;
    const file = (await api.get('/api/gstr1.json?FromDate=2026-06-01&ToDate=2026-06-30')).body;

    expect([b2b.status, b2c.status]).toEqual([201, 201]);
    expect(report.b2b).toHaveLength(1);
    expect(report.b2b[0].rates).toEqual([heads(5, 100, 0, 2.5, 2.5)]);
    expect(report.b2cs).toEqual([]);
    expect(report.nil).toEqual([
      { SupplyType: 'INTRAB2B', NilRated: 125, Exempted: 0, NonGst: 0 },
      { SupplyType: 'INTRAB2C', NilRated: 25, Exempted: 0, NonGst: 150 },
    ]);
    expect(file.nil).toEqual({
      inv: [
        { sply_ty: 'INTRAB2B', expt_amt: 0, nil_amt: 125, ngsup_amt: 0 },
        { sply_ty: 'INTRAB2C', expt_amt: 0, nil_amt: 25, ngsup_amt: 150 },
      ],
    });
    expect(file.b2cs).toEqual([]);
  });

  it('bills a customer abroad IGST with place of supply 96 and reports the bill in 6A, not B2C', async () => {
    const { api, FYearID } = await env.company();
    const b = await billingSetup(api);
    await saveLicence(api, OUR_GSTIN);
    const dubai = (
      await api.post('/api/insertcustomer').send({
        LegalName: 'Gulf Medicals LLC',
        LedgerName: 'Gulf Medicals',
        Country: 'United Arab Emirates',
        State: 'Dubai',
        Address: 'Deira, Dubai',
        Openingbalance: 0,
        balanceType: 'Debit',
      })
    ).body.PLID as number;
    // 3 Cough Syrup at 50 = 150.00 at 5%: IGST 7.50, bill 157.50, rounded to 158.
    const saved = await api.post('/api/insertbilling').send({
      BillDate: '2026-06-20',
      InvType: 2,
      SID: b.seriesC,
      CustomerID: dubai,
      items: [{ ItemID: b.cough, Quantity: 3, GrossAmount: 50 }],
    });
    const read = (
      await api.get(`/api/GetsaleInvoice?FYearID=${FYearID}&InvoiceNo=${saved.body.InvoiceNo}`)
    ).body.data[0];
    const report = (await api.get('/api/gstr1?FromDate=2026-06-01&ToDate=2026-06-30')).body.data;
    const file = (await api.get('/api/gstr1.json?FromDate=2026-06-01&ToDate=2026-06-30')).body;

    expect(saved.status).toBe(201);
    expect(read).toMatchObject({
      PlaceOfSupply: '96',
      PlaceOfSupplyName: 'Other Country',
      InterState: true,
      IGST: 7.5,
      CGST: 0,
      SGST: 0,
      BillAmount: 158,
    });
    expect(report.exp).toEqual([
      expect.objectContaining({
        InvoiceNo: saved.body.InvoiceNo,
        ExportType: 'WPAY',
        Value: 158,
        rates: [heads(5, 150, 7.5, 0, 0)],
      }),
    ]);
    expect([report.b2cs, report.b2cl]).toEqual([[], []]);
    expect(file.exp).toEqual([
      {
        exp_typ: 'WPAY',
        inv: [
          {
            inum: saved.body.InvoiceNo,
            idt: '20-06-2026',
            val: 158,
            itms: [{ txval: 150, rt: 5, iamt: 7.5, csamt: 0 }],
          },
        ],
      },
    ]);
  });

  it("keeps another company's bills out, and refuses a period that is not one or, for the file, spans two months", async () => {
    const mine = await env.company();
    const theirs = await env.company();
    const b = await billingSetup(theirs.api);
    await june(theirs.api, b);
    await saveLicence(mine.api, OUR_GSTIN);

    const res = await mine.api.get('/api/gstr1?FromDate=2026-06-01&ToDate=2026-06-30');
    const file = await mine.api.get('/api/gstr1.json?FromDate=2026-06-01&ToDate=2026-06-30');

    expect(res.body.data).toMatchObject({ b2b: [], b2cl: [], b2cs: [], hsn: [], docs: [] });
    expect(JSON.parse(file.text)).toMatchObject({ b2b: [], b2cs: [], doc_issue: { doc_det: [] } });
    expect((await mine.api.get('/api/gstr1?FromDate=2026-06-30&ToDate=2026-06-01')).status).toBe(
      400,
    );
    expect((await mine.api.get('/api/gstr1?FromDate=junk')).status).toBe(400);
    const twoMonths = await mine.api.get('/api/gstr1.json?FromDate=2026-06-01&ToDate=2026-07-31');
    expect(twoMonths.status).toBe(400);
    expect(twoMonths.body.error).toMatch(/one month/);
    expect(
      (await mine.api.get('/api/gstr1.json?FromDate=2026-04-01&ToDate=2026-06-30')).status,
    ).toBe(200); // a whole quarter
  });
});
