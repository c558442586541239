import { describe, expect, it } from 'vitest';
import { describeApi, type Agent } from '../support/api';
import { bill, billingSetup, KA_SUPPLIER_GSTIN, type Billing } from '../support/billing';
import { loadVan, vanSetup } from '../support/van';

async function supplier(api: Agent): Promise<number> {
  const res = await api.post('/api/insertsupplier').send({
    LegalName: 'Cipla Distributors',
    LedgerName: 'Cipla Distributors',
    GSTIN: KA_SUPPLIER_GSTIN,
    Openingbalance: 0,
    balanceType: 'Credit',
  });
  return res.body.PLID as number;
}

/** 100 strips of paracetamol bought in batch PX1. */
async function buy(api: Agent, b: Billing, PurchaseDate: string) {
  const res = await api.post('/api/insertpurchase').send({
    PurchaseDate,
    SupplierID: await supplier(api),
    SupplierBillNo: 'CD/1042',
    SupplierBillDate: PurchaseDate,
    items: [
      {
        ItemID: b.paracetamol,
        BatchNo: 'PX1',
        ExpiryDate: '2028-05-31',
        MRP: 15,
        Quantity: 100,
        GrossAmount: 10,
      },
    ],
  });
  if (res.status !== 201) throw new Error(`purchase failed: ${JSON.stringify(res.body)}`);
}

describeApi('Stock ledger', (env) => {
  describe('GET /api/stockledger', () => {
    it('names each movement by its document and the number people know it by, not its record id', async () => {
      // Another company's bill and purchase come first, so this company's record ids are not its numbers.
      const other = await env.company();
      const theirs = await billingSetup(other.api);
      await buy(other.api, theirs, '2026-06-01');
      await other.api.post('/api/insertbilling').send(bill(theirs, { BillDate: '2026-06-01' }));
      const me = await env.company();
      const c = await vanSetup(me);
      await buy(me.api, c, '2026-06-10');
      await me.api.post('/api/insertbilling').send(bill(c, { BillDate: '2026-06-12' }));
      await loadVan(me.api, c, '2026-06-15');
      await me.api.post('/api/insertbilling').send(bill(c, { BillDate: '2026-06-20' }));

      const res = await me.api.get(
        `/api/stockledger?ItemId=${c.paracetamol}&FromDate=2026-04-01&ToDate=2026-06-30`,
      );

      expect(res.status).toBe(200);
      expect(
        res.body.data.Moves.map((m: Record<string, unknown>) => [m.MoveDate, m.TypeName, m.DocNo]),
      ).toEqual([
        ['2026-04-01', 'Opening Stock', null],
        ['2026-06-10', 'Purchase Invoice', '1'],
        ['2026-06-12', 'Sales Invoice', 'A/1'],
        ['2026-06-15', 'Van Sheet', '1'],
        ['2026-06-15', 'Van Sheet', '1'],
        ['2026-06-20', 'Sales Invoice', 'A/2'],
      ]);
    });
  });
});
