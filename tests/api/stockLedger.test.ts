import { describe, expect, it } from 'vitest';
import { describeApi } from '../support/api';
import { bill, billingSetup, buyPx1 } from '../support/billing';
import { loadVan, vanSetup } from '../support/van';

describeApi('Stock ledger', (env) => {
  describe('GET /api/stockledger', () => {
    it('names each movement by its document and the number people know it by, not its record id', async () => {
      // Another company's bill and purchase come first, so this company's record ids are not its numbers.
      const other = await env.company();
      const theirs = await billingSetup(other.api);
      await buyPx1(other.api, theirs, { PurchaseDate: '2026-06-01' });
      await other.api.post('/api/insertbilling').send(bill(theirs, { BillDate: '2026-06-01' }));
      const me = await env.company();
      const c = await vanSetup(me);
      await buyPx1(me.api, c, { PurchaseDate: '2026-06-10' });
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

    it('still shows the movements of an item deleted since', async () => {
      const me = await env.company();
      const c = await billingSetup(me.api);
      const removed = await me.api.delete('/api/deleteitemdetails').send({ ItemId: c.cough });

      const res = await me.api.get(
        `/api/stockledger?ItemId=${c.cough}&FromDate=2026-04-01&ToDate=2026-06-30`,
      );

      expect(removed.status).toBe(200);
      expect(res.status).toBe(200);
      expect(res.body.data.Moves.map((m: Record<string, unknown>) => m.TypeName)).toEqual([
        'Opening Stock',
      ]);
    });

    it("answers 404 for another company's item or none, not an empty ledger", async () => {
      const other = await env.company();
      const theirs = await billingSetup(other.api);
      const me = await env.company();
      const mine = await billingSetup(me.api);
      const period = 'FromDate=2026-04-01&ToDate=2026-06-30';

      const answers = await Promise.all(
        [theirs.paracetamol, 999999].map((id) =>
          me.api.get(`/api/stockledger?ItemId=${id}&${period}`),
        ),
      );

      expect(answers.map((r) => [r.status, r.body.error])).toEqual([
        [404, 'Record not found.'],
        [404, 'Record not found.'],
      ]);
      expect(
        (await me.api.get(`/api/stockledger?ItemId=${mine.paracetamol}&${period}`)).status,
      ).toBe(200);
    });
  });
});
