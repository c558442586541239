import type { Agent } from './api';
import { GSTIN, itemMasters } from './ledger';

/** A Karnataka GSTIN (state 29, as the test company's State), with its right check character. */
export const KA_GSTIN = '29AABCU9603R1ZJ';
/** A Maharashtra GSTIN: another state than the company's. */
export const MH_GSTIN = GSTIN;
/** Suppliers' GSTINs, of the same two states: a supplier is another business than the customers. */
export const KA_SUPPLIER_GSTIN = '29AAACC1234D1Z8';
export const MH_SUPPLIER_GSTIN = '27AAACM5678E1ZC';

/**
 * What a bill needs: a GST 12% and a GST 5% tax, two items carrying them (MRP 15.00 and 60.00),
 * a same-state and an other-state customer, and a B2B series 'A' and a B2C series 'C'. Each item
 * opens with `opening` units in the company's godown (sales are held to the stock).
 */
export async function billingSetup(api: Agent, { opening = 100 }: { opening?: number } = {}) {
  const gst12 = (await api.post('/api/inserttaxmaster').send({ AccGroupid: 24, GST: 12 })).body
    .TaxID as number;
  const gst5 = (await api.post('/api/inserttaxmaster').send({ AccGroupid: 24, GST: 5 })).body
    .TaxID as number;
  const { base, retail } = await itemMasters(api, 0);
  const item = async (
    ItemCode: string,
    ItemName: string,
    TaxID: number,
    MRP: number,
    rate: number,
  ) => {
    const res = await api.post('/api/insertitemdetails').send({
      ...base,
      ItemCode,
      ItemName,
      BarcodeNumber: `890${ItemCode}`,
      Quantity: opening,
      TaxID,
      MRP,
      rates: [{ RateId: retail, Rate: rate }],
    });
    if (res.status !== 201) throw new Error(`item failed: ${JSON.stringify(res.body)}`);
    return res.body.ItemId as number;
  };
  const paracetamol = await item('P1', 'Paracetamol 500', gst12, 15, 12.5);
  const cough = await item('C1', 'Cough Syrup', gst5, 60, 50);
  const customer = async (LedgerName: string, GSTIN: string | null) => {
    const res = await api.post('/api/insertcustomer').send({
      LegalName: LedgerName,
      LedgerName,
      ...(GSTIN ? { GSTIN } : {}),
      Address: '4 Market Road',
      Mobile: '9845012345',
      Openingbalance: 0,
      balanceType: 'Debit',
    });
    if (res.status !== 201) throw new Error(`customer failed: ${JSON.stringify(res.body)}`);
    return res.body.PLID as number;
  };
  const local = await customer('Asha Stores', KA_GSTIN);
  const outside = await customer('Pune Pharma', MH_GSTIN);
  const walkIn = await customer('Walk In', null);
  const seriesA = (await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'A' })).body
    .SID as number;
  const seriesC = (await api.post('/api/insertinvoice').send({ InvType: 2, Series: 'C' })).body
    .SID as number;
  return { gst12, gst5, paracetamol, cough, local, outside, walkIn, seriesA, seriesC };
}

export type Billing = Awaited<ReturnType<typeof billingSetup>>;

/** A B2B bill of two lines to the same-state customer, dated in the test company's year. */
export function bill(b: Billing, extra: Record<string, unknown> = {}) {
  return {
    BillDate: '2026-06-15',
    InvType: 1,
    SID: b.seriesA,
    CustomerID: b.local,
    BillMode: 1,
    Narration: 'First bill',
    items: [
      { ItemID: b.paracetamol, Quantity: 10, FreeQty: 1, GrossAmount: 12.5, DiscountPer: 2.5 },
      { ItemID: b.cough, Quantity: 3, GrossAmount: 50 },
    ],
    ...extra,
  };
}

/** A supplier of the company's own state, as purchases name it: its ledger's PLID. */
export async function supplierOf(api: Agent, LedgerName = 'Cipla Distributors'): Promise<number> {
  const res = await api.post('/api/insertsupplier').send({
    LegalName: LedgerName,
    LedgerName,
    GSTIN: KA_SUPPLIER_GSTIN,
    Openingbalance: 0,
    balanceType: 'Credit',
  });
  if (res.status !== 201) throw new Error(`supplier refused: ${JSON.stringify(res.body)}`);
  return res.body.PLID as number;
}

/** `Quantity` strips of paracetamol bought at 10.00 (MRP 15.00) in batch PX1, expiring 31-05-2028. */
export async function buyPx1(
  api: Agent,
  b: Billing,
  { PurchaseDate = '2026-06-10', Quantity = 100, SupplierID = 0 } = {},
) {
  const res = await api.post('/api/insertpurchase').send({
    PurchaseDate,
    SupplierID: SupplierID || (await supplierOf(api)),
    SupplierBillNo: 'CD/1042',
    SupplierBillDate: PurchaseDate,
    items: [
      {
        ItemID: b.paracetamol,
        BatchNo: 'PX1',
        ExpiryDate: '2028-05-31',
        MRP: 15,
        Quantity,
        GrossAmount: 10,
      },
    ],
  });
  if (res.status !== 201) throw new Error(`purchase refused: ${JSON.stringify(res.body)}`);
  return res;
}
