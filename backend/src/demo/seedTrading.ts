import { gstinCheckCharacter } from '../../../resources/rules/gstin';
import type { DemoClient } from './demoClient';

type Body = Record<string, unknown>;

/** GSTINs with their right check characters: Karnataka (the company's state, 29) and Maharashtra (27). */
const GSTIN = {
  ashaMedicals: '29AABCU9603R1ZJ',
  punePharma: '27AAPFU0939F1ZV',
  ciplaDistributors: '29AAACC1234D1Z8',
  mumbaiPharma: '27AAACM5678E1ZC',
};

/** The demo company's GSTIN before its check character: Karnataka (29), its PAN, entity 1, Z. */
const OWN_GSTIN_FIRST_14 = '29AAECS4821K1Z';

interface DemoItem {
  code: string;
  name: string;
  gst: 5 | 12 | 18;
  mrp: number;
  retail: number;
  wholesale: number;
  cost: number;
  batch: string;
  expiry: string;
}

const ITEMS: DemoItem[] = [
  {
    code: 'PCM500',
    name: 'Paracetamol 500 mg',
    gst: 12,
    mrp: 20,
    retail: 16,
    wholesale: 14.5,
    cost: 11,
    batch: 'PC2611',
    expiry: '2028-09-30',
  },
  {
    code: 'CTZ10',
    name: 'Cetirizine 10 mg',
    gst: 12,
    mrp: 35,
    retail: 28,
    wholesale: 25,
    cost: 19.5,
    batch: 'CT2610',
    expiry: '2028-06-30',
  },
  {
    code: 'AMX500',
    name: 'Amoxicillin 500 mg',
    gst: 12,
    mrp: 110,
    retail: 88,
    wholesale: 80,
    cost: 62,
    batch: 'AM2609',
    expiry: '2027-12-31',
  },
  {
    code: 'ORS21',
    name: 'ORS Sachet 21 g',
    gst: 5,
    mrp: 22,
    retail: 19,
    wholesale: 17.5,
    cost: 13,
    batch: 'OR2610',
    expiry: '2027-08-31',
  },
  {
    code: 'VTC500',
    name: 'Vitamin C 500 Chewable',
    gst: 18,
    mrp: 45,
    retail: 38,
    wholesale: 34,
    cost: 24,
    batch: 'VC2608',
    expiry: '2027-03-31',
  },
];

/**
 * A month of a distributor's trade in the demo company's current year (2026-27), keyed through
 * the API: GST 5%, 12% and 18%; five medicines with their rates; two suppliers and three
 * customers (in Karnataka and in Maharashtra, with and without a GSTIN) on the demo's routes;
 * B2B and B2C invoice series; two purchases bringing the stock in batches; ten sales bills
 * (CGST and SGST within the state, IGST to Pune, cash, GPay); receipts set against bills, a
 * payment to a supplier; a van day loaded, billed from and settled (seedVanDay). What is owed, the trial balance, the registers and the stock then
 * show figures as soon as the demo user logs in.
 */
export async function seedTrading(
  api: DemoClient,
  ctx: { routes: Record<string, number>; Empid: number; branch: number },
): Promise<void> {
  const { routes } = ctx;
  const id = async (path: string, body: Body, key: string) => {
    const answer = await api.post(path, body);
    return Number(answer[key] ?? (answer.data as Body | undefined)?.[key]);
  };

  // The company's own registration first: a tax invoice names the seller's GSTIN (Rule 46).
  const ownGstin = `${OWN_GSTIN_FIRST_14}${gstinCheckCharacter(OWN_GSTIN_FIRST_14)}`;
  await api.postForm('/api/updatecompanylicense', {
    TypeReg: 'Regular',
    GSTINo: ownGstin,
    GSTRegDate: '2019-04-01',
    PanNo: ownGstin.slice(2, 12),
    FSSAINo: '11219334000482',
    ExpiryDateFSSAI: '2031-03-31',
    ExpiryDate: '2031-03-31',
    Jurisdiction: 'Bengaluru South',
  });

  const tax: Record<number, number> = {};
  for (const GST of [5, 12, 18])
    tax[GST] = await id('/api/inserttaxmaster', { AccGroupid: 24, GST }, 'TaxID');

  const HsnId = await id(
    '/api/inserthsn',
    { HsnName: '3004', HsnDescription: 'Medicaments in measured doses', Status: 1 },
    'HsnId',
  );
  const medicine = await id('/api/insertitemmain', { ItemCatName: 'Medicine' }, 'ItemCatNo');
  const tablets = await id(
    '/api/insertitemsub',
    { Ggroups: 'Tablets', ItemCatUnder: medicine },
    'ItemCatNo',
  );
  const ManufactureId = await id(
    '/api/insertmanufacture',
    { ManufactureName: 'Cipla' },
    'ManufactureId',
  );
  const MarketerId = await id(
    '/api/insertmarketed',
    { MarketerName: 'Cipla Health' },
    'MarketerId',
  );
  const RackId = await id('/api/insertrack', { RackName: 'A1' }, 'RackId');
  const retail = await id('/api/insertRate', { RateName: 'Retail' }, 'RateId');
  const wholesale = await id('/api/insertRate', { RateName: 'Wholesale' }, 'RateId');

  const item: Record<string, number> = {};
  for (const [i, it] of ITEMS.entries()) {
    item[it.code] = await id(
      '/api/insertitemdetails',
      {
        ItemCode: it.code,
        ItemName: it.name,
        ItemDescription: 'Strip of 10',
        BarcodeNumber: `89010${String(i + 1).padStart(3, '0')}`,
        HsnId,
        CategoryId: medicine,
        MainCategoryId: medicine,
        SubCategoryId: tablets,
        UnitID: 1,
        AddedUnit: 1,
        ReorderQuantity: 50,
        MaximumQuantity: 2000,
        MinimumQuantity: 20,
        Taxable: 1,
        TaxID: tax[it.gst],
        MRP: it.mrp,
        Quantity: 0,
        Cess: 0,
        Status: 1,
        ManufactureId,
        MarketerId,
        RackId,
        Discount: 0,
        rates: [
          { RateId: retail, Rate: it.retail },
          { RateId: wholesale, Rate: it.wholesale },
        ],
      },
      'ItemId',
    );
  }

  const party = (path: string, LedgerName: string, extra: Body) =>
    id(path, { LegalName: LedgerName, LedgerName, Address: extra.Address ?? '', ...extra }, 'PLID');
  const cipla = await party('/api/insertsupplier', 'Cipla Distributors', {
    GSTIN: GSTIN.ciplaDistributors,
    Address: '18 Peenya Industrial Area, Bengaluru',
    Mobile: '9845033333',
    Openingbalance: 0,
    balanceType: 'Credit',
  });
  const mumbai = await party('/api/insertsupplier', 'Mumbai Pharma', {
    GSTIN: GSTIN.mumbaiPharma,
    Address: '7 Andheri East, Mumbai',
    Mobile: '9820044444',
    Openingbalance: 0,
    balanceType: 'Credit',
  });
  const asha = await party('/api/insertcustomer', 'Asha Medicals', {
    GSTIN: GSTIN.ashaMedicals,
    Address: '22 9th Block, Jayanagar, Bengaluru',
    Mobile: '9845055555',
    RootId: routes.Jayanagar,
    Openingbalance: 2500,
    balanceType: 'Debit',
  });
  const pune = await party('/api/insertcustomer', 'Pune Pharma Agencies', {
    GSTIN: GSTIN.punePharma,
    Address: '41 FC Road, Pune',
    Mobile: '9822066666',
    Openingbalance: 0,
    balanceType: 'Debit',
  });
  const lakshmi = await party('/api/insertcustomer', 'Sri Lakshmi Medical Stores', {
    Address: '5 80 Feet Road, Koramangala, Bengaluru',
    Mobile: '9845077777',
    RootId: routes.Koramangala,
    Openingbalance: 0,
    balanceType: 'Debit',
  });

  // Each customer buys at its price list, as the bills below are keyed: the chemists in town at
  // the retail rate, the agency at wholesale. Without one the invoice screen offers the MRP.
  for (const [PLID, CustRatetype] of [
    [asha, wholesale],
    [pune, wholesale],
    [lakshmi, retail],
  ])
    await api.post('/api/InsertCustomerRate', { PLID, CustRatetype, CustDiscount: 0, Items: [] });

  const b2b = await id('/api/insertinvoice', { InvType: 1, Series: 'SPD' }, 'SID');
  const b2c = await id('/api/insertinvoice', { InvType: 2, Series: 'SPC' }, 'SID');

  // The stock comes in by purchase, in batches: most from Bengaluru, the rest from Mumbai (IGST).
  const bought = (codes: string[], qty: number) =>
    ITEMS.filter((it) => codes.includes(it.code)).map((it) => ({
      ItemID: item[it.code],
      BatchNo: it.batch,
      ExpiryDate: it.expiry,
      MRP: it.mrp,
      Quantity: qty,
      GrossAmount: it.cost,
    }));
  await api.post('/api/insertpurchase', {
    PurchaseDate: '2026-10-01',
    SupplierID: cipla,
    SupplierBillNo: 'CD/2611',
    SupplierBillDate: '2026-09-30',
    items: bought(['PCM500', 'CTZ10', 'AMX500', 'ORS21'], 400),
  });
  await api.post('/api/insertpurchase', {
    PurchaseDate: '2026-10-05',
    SupplierID: mumbai,
    SupplierBillNo: 'MP-7781',
    SupplierBillDate: '2026-10-03',
    items: bought(['VTC500'], 300),
  });

  const line = (code: string, Quantity: number, rate: keyof DemoItem, more: Body = {}) => {
    const it = ITEMS.find((x) => x.code === code)!;
    return { ItemID: item[code], Quantity, GrossAmount: it[rate], ...more };
  };
  const sale = (BillDate: string, CustomerID: number, items: Body[], more: Body = {}) =>
    api.post('/api/insertbilling', {
      BillDate,
      InvType: 1,
      SID: b2b,
      CustomerID,
      BillMode: 1,
      items,
      ...more,
    });
  const bills: Array<{ BillID: number; amount: number }> = [];
  const billed = async (...args: Parameters<typeof sale>) => {
    const saved = await sale(...args);
    bills.push({ BillID: Number(saved.BillID), amount: Number((saved.data as Body).BillAmount) });
  };
  await billed('2026-10-08', asha, [
    line('PCM500', 60, 'wholesale', { FreeQty: 6 }),
    line('CTZ10', 30, 'wholesale'),
    line('ORS21', 40, 'wholesale', { DiscountPer: 2.5 }),
  ]);
  await billed(
    '2026-10-12',
    pune,
    [line('AMX500', 50, 'wholesale'), line('VTC500', 40, 'wholesale')],
    {
      Narration: 'Against order PPA/118',
    },
  );
  await billed(
    '2026-10-20',
    lakshmi,
    [line('PCM500', 20, 'retail'), line('VTC500', 10, 'retail')],
    {
      InvType: 2,
      SID: b2c,
      BillMode: 2,
    },
  );
  await billed('2026-10-28', asha, [
    line('AMX500', 24, 'wholesale'),
    line('CTZ10', 40, 'wholesale'),
  ]);
  await billed('2026-11-03', pune, [line('PCM500', 100, 'wholesale', { FreeQty: 10 })]);
  await billed('2026-11-09', lakshmi, [line('ORS21', 30, 'retail'), line('CTZ10', 12, 'retail')], {
    InvType: 2,
    SID: b2c,
  });
  await billed(
    '2026-11-14',
    asha,
    [line('VTC500', 36, 'wholesale'), line('ORS21', 50, 'wholesale')],
    {
      GSTIncluding: 0,
      Narration: 'Festival stock',
    },
  );
  await billed('2026-11-18', pune, [
    line('CTZ10', 80, 'wholesale'),
    line('AMX500', 30, 'wholesale'),
  ]);
  await billed('2026-11-21', lakshmi, [line('AMX500', 6, 'retail')], { InvType: 2, SID: b2c });
  await billed('2026-11-25', asha, [
    line('PCM500', 80, 'wholesale'),
    line('ORS21', 20, 'wholesale'),
  ]);

  // Money in and out: Asha pays her first bill in cash (her opening balance stays owed); Pune
  // pays part of its bills by bank, set against the oldest; Cipla is paid on account.
  const cash = await ledgerNamed(api, 'Cash');
  const bank = await id(
    '/api/insertbankmaster',
    {
      BankName: 'State Bank of India',
      LedgerName: 'SBI Current Account',
      AccountNo: '38271645509',
      IFSCCode: 'SBIN0040210',
      RTGSNo: 'SBIN0040210',
      Email: 'jayanagar@sbi.example',
      Phone: '8022334455',
      Branch: 'Jayanagar',
      State: 'Karnataka',
      District: 'Bengaluru Urban',
      Pincode: '560011',
      Status: 1,
      AccGroupid: 5,
      Openingbalance: 150000,
      balanceType: 'Debit',
    },
    'PLID',
  );
  await api.post('/api/insertupdatereciept', {
    RDate: '2026-11-02',
    AccGroupid: 6,
    PLID: cash,
    PartyID: asha,
    Debit: bills[0].amount,
    Narration: 'Bill of 8 October',
    Allocations: [{ BillID: bills[0].BillID, Amount: bills[0].amount }],
  });
  await api.post('/api/insertupdatereciept', {
    RDate: '2026-11-10',
    AccGroupid: 5,
    PLID: bank,
    PartyID: pune,
    Debit: 5000,
    Narration: 'NEFT part payment',
  });
  await api.post('/api/insertupdatePayment', {
    RDate: '2026-11-15',
    AccGroupid: 5,
    PLID: bank,
    PartyID: cipla,
    Debit: 10000,
    Narration: 'On account, bill CD/2611',
  });
  const cashCustomer = await party('/api/insertcustomer', 'Cash Customer', {
    RootId: routes.Jayanagar,
    Openingbalance: 0,
    balanceType: 'Debit',
  });
  await seedVanDay(api, {
    Empid: ctx.Empid,
    branch: ctx.branch,
    series: b2c,
    items: item,
    customers: [lakshmi, cashCustomer],
  });
}

/**
 * A van day: the demo user, allocated the Head Office van for 26 November, loads it, bills two
 * shops on the Jayanagar route from it (cash and GPay), and settles the day with what came back
 * and the cash expected handed over.
 */
export async function seedVanDay(
  api: DemoClient,
  ctx: {
    Empid: number;
    branch: number;
    series: number;
    items: Record<string, number>;
    customers: number[];
  },
): Promise<void> {
  const DAY = '2026-11-26';
  const VanID = Number(
    (await api.post('/api/insertVehicle', { VRegNo: 'KA05MN4321', BranchId: ctx.branch })).VID,
  );
  await api.post('/api/InsertAllocation', { RepID: ctx.Empid, VanID, Alocdate: DAY });
  await api.post('/api/InsertVanload/', {
    BranchID: ctx.branch,
    VanID,
    VanDate: DAY,
    Items: [
      { ItemID: ctx.items.PCM500, Stock: 60 },
      { ItemID: ctx.items.ORS21, Stock: 40 },
    ],
  });
  const [shop, other] = ctx.customers;
  for (const [CustomerID, BillMode, items] of [
    [shop, 1, [{ ItemID: ctx.items.PCM500, Quantity: 24, GrossAmount: 16 }]],
    [other, 2, [{ ItemID: ctx.items.ORS21, Quantity: 18, GrossAmount: 19 }]],
  ] as const)
    await api.post('/api/insertbilling', {
      BillDate: DAY,
      InvType: 2,
      SID: ctx.series,
      CustomerID,
      BillMode,
      VanID,
      items,
    });
  // What came back is what was loaded less what was sold; the cash expected is handed over.
  const day = (await api.get(`/api/getvansettlement?VanID=${VanID}&VanDate=${DAY}`)).data as Record<
    string,
    unknown
  >;
  await api.post('/api/insertvansettlement', {
    VanID,
    VanDate: DAY,
    CashHanded: Number(day.ExpectedCash),
    Items: (day.Items as Array<Record<string, unknown>>).map((l) => ({
      ItemID: l.ItemID,
      Returned: Number(l.Loaded) - Number(l.Sold),
    })),
  });
}

/** A system ledger (Cash) by its name. */
async function ledgerNamed(api: DemoClient, name: string): Promise<number> {
  const answer = await api.get(`/api/getledger?q=${encodeURIComponent(name)}`);
  const row = (answer.data as Array<{ PLID: number; LedgerName: string }>).find(
    (r) => r.LedgerName === name,
  );
  if (!row) throw new Error(`The demo found no ledger named ${name}.`);
  return row.PLID;
}
