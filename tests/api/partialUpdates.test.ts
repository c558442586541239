import { describe, expect, it } from 'vitest';
import { resources, scaleOf, type Resource } from '../../resources';
import { describeApi, storedRow, type ApiEnv, type Agent } from '../support/api';
import { bankBody, GSTIN, pricedItems } from '../support/ledger';

type Case = {
  /** Creates what the record needs and answers its create body and an update touching one unrelated field. */
  make(api: Agent): Promise<{ body: Record<string, unknown>; update: Record<string, unknown> }>;
};

const customerBody = {
  LegalName: 'Asha Stores',
  LedgerName: 'Asha Stores',
  Openingbalance: 1000,
  balanceType: 'Debit',
};

async function customerId(api: Agent): Promise<number> {
  const res = await api
    .post('/api/insertcustomer')
    .send({ ...customerBody, LedgerName: 'Rate Customer', LegalName: 'Rate Customer' });
  return res.body.PLID;
}

/**
 * Every resource with a money or decimal field, created with awkward amounts (paise, thousandths,
 * large values) and then updated through one unrelated field. A new scaled resource must be
 * added here: the coverage test below fails until it is.
 */
const CASES: Record<string, Case> = {
  customer: {
    make: async () => ({
      body: { ...customerBody, Openingbalance: 1000 },
      update: { Address: 'New address' },
    }),
  },
  supplier: {
    make: async () => ({
      body: {
        LegalName: 'Cipla',
        LedgerName: 'Cipla',
        Openingbalance: 98765.43,
        balanceType: 'Credit',
      },
      update: { Address: 'Goa' },
    }),
  },
  partyLedger: {
    make: async () => ({
      body: {
        GSTIN,
        LedgerName: 'Sri Ganesh Traders',
        AccGroupid: 27,
        Openingbalance: 1500.5,
        balanceType: 'Debit',
      },
      update: { LedgerName: 'Sri Ganesh Traders Pvt' },
    }),
  },
  bankMaster: {
    make: async () => ({
      body: bankBody({ Openingbalance: 500, balanceType: 'Credit' }),
      update: { BankName: 'SBI' },
    }),
  },
  employeeAccount: {
    make: async (api) => {
      for (const BranchName of ['MG Road', 'Indiranagar'])
        await api.post('/api/insertbranch').send({ BranchName });
      return {
        body: {
          NetSalary: 32500.57,
          EsiNo: 'ESI1234567',
          AccountNo: '50100123456789',
          Ifsc: 'HDFC0001234',
          Branch: 'MG Road',
        },
        update: { Branch: 'Indiranagar' },
      };
    },
  },
  vehicle: {
    make: async () => ({
      body: {
        VRegNo: 'KA 01 AB 1234',
        ChasisNo: 'MA1TA2BC3D4E56789',
        Model: 'Tata Ace',
        kilometer: 12500.57,
        fueltype: 'Diesel',
      },
      update: { Model: 'Tata Ace Gold' },
    }),
  },
  batch: {
    make: async (api) => {
      const { paracetamol } = await pricedItems(api);
      return {
        body: {
          ItemId: paracetamol,
          BatchNo: 'PX1',
          ExpiryDate: '2028-05-31',
          MRP: 15.37,
          PurchaseRate: 9.99,
        },
        update: { BatchNo: 'PX-1' },
      };
    },
  },
  unit: {
    make: async (api) => {
      const box = await api.post('/api/insertunit').send({ UnitName: 'Crate' });
      const tray = await api.post('/api/insertunit').send({ UnitName: 'Tray' });
      return {
        body: {
          UnitName: 'Carton',
          FirstUnit: box.body.UnitID,
          Conversion: 12.345,
          SecondUnit: tray.body.UnitID,
        },
        update: { Description: 'Outer carton' },
      };
    },
  },
  tax: {
    make: async () => ({
      body: { AccGroupid: 24, GST: 12.5 },
      update: { TaxName: 'GST twelve and a half' },
    }),
  },
  customerRate: {
    make: async (api) => {
      const RateId = (await api.post('/api/insertRate').send({ RateName: 'Retail' })).body.RateId;
      const other = (await api.post('/api/insertRate').send({ RateName: 'Wholesale' })).body.RateId;
      return {
        body: { PLID: await customerId(api), CustRatetype: RateId, CustDiscount: 7.25 },
        update: { CustRatetype: other },
      };
    },
  },
  customerRateItem: {
    make: async (api) => {
      const { retail, wholesale, paracetamol } = await pricedItems(api);
      const CRID = (
        await api
          .post('/api/rest/customerRate')
          .send({ PLID: await customerId(api), CustRatetype: retail, CustDiscount: 1 })
      ).body.data.CRID;
      return {
        body: { CRID, ItemID: paracetamol, ItemRate: retail, ItemDiscount: 3.33 },
        update: { ItemRate: wholesale },
      };
    },
  },
  item: {
    make: async (api) => {
      const { paracetamol } = await pricedItems(api);
      const existing = (await api.get(`/api/rest/item/${paracetamol}`)).body.data;
      const {
        ItemId: _id,
        CompanyID: _c,
        IsDeleted: _d,
        CreatedBy: _cb,
        CreatedDate: _cd,
        ModifiedBy: _mb,
        ModifiedDate: _md,
        DeletedBy: _db,
        DeletedDate: _dd,
        ...body
      } = existing;
      return {
        body: {
          ...body,
          ItemCode: 'P2',
          ItemName: 'Paracetamol 650',
          BarcodeNumber: '890P2',
          Quantity: 1234.567,
          Discount: 12.34,
        },
        update: { ItemDescription: 'Strip of 15' },
      };
    },
  },
  itemRate: {
    make: async (api) => {
      const { paracetamol, retail, wholesale } = await pricedItems(api);
      const bulk = (await api.post('/api/insertRate').send({ RateName: 'Bulk' })).body.RateId;
      return {
        body: { ItemId: paracetamol, RateId: bulk, Rate: 123456.78 },
        update: { RateId: bulk === retail ? wholesale : bulk },
      };
    },
  },
};

const scaled = (r: Resource) =>
  Object.entries(r.fields)
    .filter(([, f]) => scaleOf(f) !== undefined)
    .map(([k]) => k);
const writable = resources.filter((r) => !r.readOnly && scaled(r).length > 0);

/** Live ledger entries of the company, summed per ledger, in paise. */
async function entriesOf(
  env: ApiEnv,
  CompanyID: number,
): Promise<Record<string, [number, number]>> {
  const [rows] = await env.db.sequelize.query(
    'SELECT "PLID", SUM("Debit") AS d, SUM("Credit") AS c FROM "ledgerEntry" WHERE "CompanyID" = :CompanyID AND "IsDeleted" = :no GROUP BY "PLID"',
    { replacements: { CompanyID, no: false } },
  );
  return Object.fromEntries(
    (rows as Array<{ PLID: number; d: string; c: string }>).map((r) => [
      String(r.PLID),
      [Number(r.d), Number(r.c)],
    ]),
  );
}

describe('partial update cases', () => {
  it('cover every writable resource with a money or decimal field', () => {
    expect(Object.keys(CASES).sort()).toEqual(writable.map((r) => r.name).sort());
  });
});

describeApi('Partial updates', (env) => {
  for (const r of writable) {
    it(`${r.name}: an update of one unrelated field keeps every amount and the ledger entries exactly`, async () => {
      const { api, CompanyID } = await env.company();
      const { body, update } = await CASES[r.name].make(api);
      const created = await api.post(`/api/rest/${r.name}`).send(body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.data[r.primaryKey] as number;
      const table = r.viewOf?.resource ?? r.name;
      const storedBefore = await storedRow(env, table, id);
      const entriesBefore = await entriesOf(env, CompanyID);

      const updated = await api.put(`/api/rest/${r.name}/${id}`).send(update);

      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      const read = (await api.get(`/api/rest/${r.name}/${id}`)).body.data;
      const storedAfter = await storedRow(env, table, id);
      for (const key of scaled(r)) {
        if (body[key] !== undefined) expect(read[key], key).toBe(body[key]);
        expect(Number(storedAfter![key] ?? 0), key).toBe(Number(storedBefore![key] ?? 0));
      }
      expect(await entriesOf(env, CompanyID)).toEqual(entriesBefore);
    });
  }

  it('keeps a customer opening balance of 1,000.00 Dr on its statement after an address change', async () => {
    const { api } = await env.company();
    const created = await api.post('/api/insertcustomer').send(customerBody);

    await api.post('/api/updatecustomer').send({ PLID: created.body.PLID, Address: 'New address' });

    const statement = await api.get(`/api/getledgerstatement?PLID=${created.body.PLID}`);
    expect(statement.body.data.Opening).toEqual({ amount: 1000, side: 'Dr' });
    const listed = (await api.get('/api/getcustomer')).body.data[0];
    expect(listed).toMatchObject({ Openingbalance: 1000, Debit: 1000, Credit: 0 });
  });
});
