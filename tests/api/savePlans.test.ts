import { QueryTypes } from 'sequelize';
import { describeApi, type ApiEnv } from '../support/api';
import { bill, billingSetup } from '../support/billing';

/**
 * What saving a sales bill reads, statement by statement, as SQLite plans it. SQLite keeps no
 * statistics here (we never run ANALYZE), so it judges an index on CompanyID selective: a query
 * naming twenty items by key could walk every item of the company through such an index instead.
 * A distributor has thousands of items, batches and rates; the bench's twenty items never show it.
 */
/** Indexes of tables a company keeps only a few rows in (its godowns, its licences): walking them is fine. */
const FEW_ROWS = /^(godown|companyLicence)_/;

/** The statements the server runs while `act` runs, as Sequelize's logging (which txSql feeds) shows them. */
async function captured(env: ApiEnv, act: () => Promise<unknown>): Promise<string[]> {
  const sql: string[] = [];
  const options = (env.db.sequelize as unknown as { options: { logging?: unknown } }).options;
  const before = options.logging;
  options.logging = (line: string) => sql.push(line.replace(/^Execut(ing|ed) \([^)]*\): /, ''));
  try {
    await act();
  } finally {
    options.logging = before;
  }
  return sql.filter((s) => /^(SELECT|INSERT|UPDATE|DELETE)/i.test(s));
}

/** A plan step reading all of a company's rows: a scan, or an index searched by CompanyID alone (or with IsDeleted). */
function walksTheCompany(detail: string): boolean {
  if (detail.startsWith('SCAN ')) return !/CONSTANT ROW|SUBQUERY|VIRTUAL TABLE/.test(detail);
  const m = /USING (?:COVERING )?INDEX (\S+) \((.*)\)$/.exec(detail);
  return !!m && !FEW_ROWS.test(m[1]) && /^CompanyID=\?( AND IsDeleted=\?)?$/.test(m[2]);
}

describeApi('What a sales bill reads', (env) => {
  it('reads items, batches, balances and accounts by key, never every row of the company (SQLite plans)', async (ctx) => {
    if (env.db.dialect !== 'sqlite') ctx.skip();
    const who = await env.company();
    const b = await billingSetup(who.api);
    // Twenty items, as a real bill has (the planner's choice turns on how many keys are asked for).
    const Item = env.models.byName('item');
    const items = [b.paracetamol, b.cough];
    for (let i = 2; i < 20; i++) {
      const from = (await Item.findByPk(items[i % 2], { raw: true })) as unknown as Record<
        string,
        unknown
      >;
      const copy = { ...from, ItemId: undefined, ItemCode: `I${i}`, ItemName: `Item ${i}` };
      items.push(Number((await Item.create({ ...copy, BarcodeNumber: `8902${i}` })).get('ItemId')));
    }
    const supplier = await who.api.post('/api/insertsupplier').send({
      LegalName: 'Cipla Distributors',
      LedgerName: 'Cipla Distributors',
      Openingbalance: 0,
      balanceType: 'Credit',
    });
    const bought = await who.api.post('/api/insertpurchase').send({
      PurchaseDate: '2026-06-10',
      SupplierID: supplier.body.PLID,
      SupplierBillNo: 'CD/1',
      SupplierBillDate: '2026-06-09',
      items: items.map((ItemID, i) => ({
        ItemID,
        BatchNo: `B${i}`,
        ExpiryDate: '2027-03-31',
        MRP: 15.5,
        Quantity: 20,
        GrossAmount: 10,
      })),
    });
    expect(bought.status).toBe(201);

    const statements = await captured(env, async () => {
      const res = await who.api.post('/api/insertbilling').send(
        bill(b, {
          items: items.map((ItemID, i) => ({
            ItemID,
            // Half the lines name their batch; the rest take the nearest expiry.
            ...(i % 2 ? { BatchId: `B${i}` } : {}),
            Quantity: 2,
            GrossAmount: 12.5,
          })),
        }),
      );
      expect(res.status).toBe(201);
    });
    expect(statements.length).toBeGreaterThan(10);

    const walking: string[] = [];
    for (const sql of statements) {
      if (!/^SELECT/i.test(sql)) continue;
      const plan = await env.db.sequelize.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, {
        type: QueryTypes.SELECT,
      });
      const bad = plan.map((p) => p.detail).filter(walksTheCompany);
      if (bad.length) walking.push(`${bad.join('; ')}  <-  ${sql.slice(0, 200)}`);
    }
    expect(walking).toEqual([]);
  });
});
