import type { AnyRecord } from '../../../../resources';
import { callApi, getData } from '../../api/http';
import type { BatchChoice, BillingItem } from './invoiceLines';

/** The calls the invoice screen makes (issue 10's endpoints), each answering plain data. */

export interface Customer {
  PLID: number;
  LedgerName: string;
  LegalName?: string | null;
  GSTIN?: string | null;
  Address?: string | null;
  Mobile?: string | null;
  RootId?: number | null;
  RootName?: string | null;
  StateCode?: string | null;
  Country?: string | null;
  /** The rate name of the customer's rate: its invoices are priced at it. */
  RateId?: number | null;
  RateName?: string | null;
}

export interface Series {
  SID: number;
  Series: string;
  InvType: number;
}

export interface BillNoPreview {
  BillNo: number;
  SID: number;
  Series: string;
  InvoiceNo: string;
  /** The series' form type: 1 B2B, 2 B2C. */
  InvType?: number;
}

export interface Named {
  id: number;
  name: string;
}

const list = <T>(url: string) => getData<T[]>(url).then((rows) => rows ?? []);

/** A godown or a vehicle (GET /api/billplace); both null when the company has no godown yet. */
export interface StockPlace {
  GodownId: number | null;
  VanID: number | null;
  name: string | null;
}

/** The query naming a place, '' for none (every place). */
const at = (place?: StockPlace | null) =>
  place?.VanID ? `&VanID=${place.VanID}` : place?.GodownId ? `&GodownId=${place.GodownId}` : '';

export const invoiceApi = {
  /** Spec 3 "Customer for billing": with route and rate names. */
  customers: () => list<Customer>('/api/GetPartyLedgerCustomer'),
  itemsFor: (PLID: number) => list<BillingItem>(`/api/getitemdetails?PLID=${PLID}`),
  /** Where a bill with these header values takes its stock: its van that day, else its godown. */
  placeOf: (q: { BillDate: string; SalesmanId: number | ''; BranchId: number | '' }) => {
    const query = new URLSearchParams({ BillDate: q.BillDate });
    if (q.SalesmanId !== '') query.set('SalesmanId', String(q.SalesmanId));
    if (q.BranchId !== '') query.set('BranchId', String(q.BranchId));
    return getData<StockPlace>(`/api/billplace?${query.toString()}`);
  },
  /** An item's batches, nearest expiry first, with what each holds there (issue 16). */
  batchesOf: (ItemId: number, place?: StockPlace | null) =>
    list<BatchChoice & { Expired: boolean }>(`/api/getbatches?ItemId=${ItemId}${at(place)}`),
  /** What is held of an item today where the bill takes it from; unknown place, everywhere. */
  inStock: async (ItemId: number, place?: StockPlace | null) =>
    (await list<{ Quantity: number }>(`/api/stock?ItemId=${ItemId}${at(place)}`)).reduce(
      (sum, r) => (sum * 1000 + Math.round(Number(r.Quantity) * 1000)) / 1000,
      0,
    ),
  seriesOf: (InvType: number) => list<Series>(`/api/getinvtype?InvType=${InvType}`),
  billNo: (q: { SID?: number; InvType?: number; BillDate?: string }) => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(q))
      if (v !== undefined && v !== '') query.set(k, String(v));
    return getData<BillNoPreview>(`/api/getbillno?${query.toString()}`);
  },
  employees: async (): Promise<Named[]> =>
    (await list<AnyRecord>('/api/getemployee')).map((e) => ({
      id: Number(e.Empid),
      name: [e.FirstName, e.LastName].filter(Boolean).join(' '),
    })),
  branches: async (): Promise<Named[]> =>
    (await list<AnyRecord>('/api/getbranch')).map((b) => ({
      id: Number(b.BranchId),
      name: String(b.BranchName ?? ''),
    })),
  routes: async (): Promise<Named[]> =>
    (await list<AnyRecord>('/api/getroute').catch(() => [])).map((r) => ({
      id: Number(r.RootId),
      name: String(r.RootName ?? ''),
    })),
  allocations: () => list<AnyRecord>('/api/GetAllocation'),
  company: async () => (await list<AnyRecord>('/api/getcompany'))[0] ?? {},
  licence: async () => (await list<AnyRecord>('/api/rest/companyLicence').catch(() => []))[0] ?? {},
  one: (id: number | string) => getData<AnyRecord>(`/api/getsaleinvoice/${id}`),
  /** A bill by the number typed: its number in the series (digits), else as printed (SPD/12). */
  byNumber: async (typed: string, SID?: number) => {
    const by = /^\d+$/.test(typed) ? 'BillNo' : 'InvoiceNo';
    const rows = await list<AnyRecord>(
      `/api/GetsaleInvoice?${by}=${encodeURIComponent(typed)}${SID ? `&SID=${SID}` : ''}`,
    );
    return rows[0];
  },
  history: (id: number) => list<AnyRecord>(`/api/billhistory/${id}`),
  create: async (body: AnyRecord, idempotencyKey: string) =>
    (
      await callApi<AnyRecord>('/api/insertbilling', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: new Headers({ 'Idempotency-Key': idempotencyKey }),
      })
    ).body,
  update: async (body: AnyRecord) =>
    (await callApi<AnyRecord>('/api/updatebilling', { method: 'POST', body: JSON.stringify(body) }))
      .body,
  cancel: async (BillID: number, Reason: string) =>
    (
      await callApi<AnyRecord>('/api/cancelbilling', {
        method: 'POST',
        body: JSON.stringify({ BillID, Reason }),
      })
    ).body,
  list: async (query: URLSearchParams) => {
    const { headers, body } = await callApi<AnyRecord[]>(
      `/api/getsaleinvoices?${query.toString()}`,
    );
    const rows = body.data ?? [];
    return { rows, total: body.total ?? Number(headers.get('X-Total-Count') ?? rows.length) };
  },
};

/** Where a bill's PDF opens. */
export const printUrl = (BillID: number) => `/api/printinvoice/${BillID}`;
