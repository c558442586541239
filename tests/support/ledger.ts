import type { Agent } from './api';
import type { ApiEnv } from './api';

/** A valid GSTIN (Maharashtra, with its right check character). */
export const GSTIN = '27AAPFU0939F1ZV';

/** The balance of a ledger over the whole financial year, as its statement closes it. */
export async function closingOf(
  api: Agent,
  PLID: number,
): Promise<{ amount: number; side: string }> {
  const res = await api.get(`/api/getledgerstatement?PLID=${PLID}`);
  if (res.status !== 200) throw new Error(`statement failed: ${JSON.stringify(res.body)}`);
  return res.body.data.Closing;
}

/** Every company's live entries: total debits and credits, in paise, per company. */
export async function totalsByCompany(
  env: ApiEnv,
): Promise<Array<{ CompanyID: number; debit: number; credit: number }>> {
  const rows = (
    await env.db.sequelize.query(
      'SELECT "CompanyID", SUM("Debit") AS debit, SUM("Credit") AS credit FROM "ledgerEntry" WHERE "IsDeleted" = :no GROUP BY "CompanyID" ORDER BY "CompanyID"',
      { replacements: { no: false } },
    )
  )[0] as Array<{ CompanyID: number; debit: string | number; credit: string | number }>;
  return rows.map((r) => ({
    CompanyID: Number(r.CompanyID),
    debit: Number(r.debit),
    credit: Number(r.credit),
  }));
}

/** The PLID of a company's system ledger by name. */
export async function systemLedger(api: Agent, name: string): Promise<number> {
  const res = await api.get(`/api/getledger?q=${encodeURIComponent(name)}`);
  const row = (res.body.data as Array<{ PLID: number; LedgerName: string }>).find(
    (r) => r.LedgerName === name,
  );
  if (!row) throw new Error(`no system ledger ${name}`);
  return row.PLID;
}

/** A bank account (State Bank of India, Mysuru) as a ledger under Bank Accounts, as the bank master takes it; `more` changes what a test needs changed. */
export function bankBody(more: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    AccountNo: '001234567890',
    BankName: 'State Bank of India',
    LedgerName: 'SBI Current Account',
    IFSCCode: 'SBIN0001234',
    Email: 'mysuru@sbi.example',
    RTGSNo: 'RTGS001',
    Phone: '8212345678',
    Branch: 'Mysuru Main',
    State: 'Karnataka',
    District: 'Mysuru',
    Pincode: '570001',
    Status: 1,
    AccGroupid: 5,
    Openingbalance: 0,
    balanceType: 'Debit',
    ...more,
  };
}

/** That bank account made: its PLID. */
export async function bankLedger(
  api: Agent,
  LedgerName = 'SBI Current Account',
  more: Record<string, unknown> = {},
): Promise<number> {
  const res = await api.post('/api/insertbankmaster').send(bankBody({ LedgerName, ...more }));
  if (res.status !== 201) throw new Error(`bank refused: ${JSON.stringify(res.body)}`);
  return res.body.PLID as number;
}

/** What an item needs (HSN 3004, a category tree, maker, marketer, rack) and a Retail rate name: the item body without its own fields. */
export async function itemMasters(api: Agent, Discount = 2.5) {
  const hsn = await api
    .post('/api/inserthsn')
    .send({ HsnName: '3004', HsnDescription: 'Medicaments', Status: 1 });
  const main = await api.post('/api/insertitemmain').send({ ItemCatName: 'Medicine' });
  const sub = await api
    .post('/api/insertitemsub')
    .send({ Ggroups: 'Tablets', ItemCatUnder: main.body.ItemCatNo });
  const man = await api.post('/api/insertmanufacture').send({ ManufactureName: 'Cipla' });
  const mar = await api.post('/api/insertmarketed').send({ MarketerName: 'Cipla Health' });
  const rack = await api.post('/api/insertrack').send({ RackName: 'A1' });
  const retail = (await api.post('/api/insertRate').send({ RateName: 'Retail' })).body
    .RateId as number;
  const base = {
    HsnId: hsn.body.HsnId,
    ItemDescription: 'Strip of 10',
    CategoryId: main.body.ItemCatNo,
    MainCategoryId: main.body.ItemCatNo,
    SubCategoryId: sub.body.ItemCatNo,
    UnitID: 1,
    ReorderQuantity: 10,
    MaximumQuantity: 500,
    MinimumQuantity: 5,
    Taxable: 1,
    Quantity: 100,
    Cess: 0,
    Status: 1,
    AddedUnit: 1,
    ManufactureId: man.body.ManufactureId,
    RackId: rack.body.RackId,
    MarketerId: mar.body.MarketerId,
    Discount,
  };
  return { base, retail };
}

/** Two items, each priced under two rate names (Retail 12.50 / 10.00, Wholesale 10.00 / 8.00). */
export async function pricedItems(api: Agent) {
  const { base, retail } = await itemMasters(api);
  const wholesale = (await api.post('/api/insertRate').send({ RateName: 'Wholesale' })).body
    .RateId as number;
  const make = async (ItemCode: string, ItemName: string, rates: [number, number]) => {
    const res = await api.post('/api/insertitemdetails').send({
      ...base,
      ItemCode,
      ItemName,
      BarcodeNumber: `890${ItemCode}`,
      rates: [
        { RateId: retail, Rate: rates[0] },
        { RateId: wholesale, Rate: rates[1] },
      ],
    });
    if (res.status !== 201) throw new Error(`item failed: ${JSON.stringify(res.body)}`);
    return res.body.ItemId as number;
  };
  const paracetamol = await make('P1', 'Paracetamol 500', [12.5, 10]);
  const cetirizine = await make('C1', 'Cetirizine 10', [10, 8]);
  return { retail, wholesale, paracetamol, cetirizine };
}
