import type { AnyRecord } from '../../../../resources';
import { callApi, getData, postJson } from '../../api/http';

/** The calls the van screens make (issue 14), each answering plain data. */

export interface Named {
  id: number;
  name: string;
}

export interface SheetRow {
  ItemID: number;
  ItemCode: string;
  ItemName: string;
  Stock: number;
  /** What the branch's godown holds of it now (after this sheet's loading, once saved). */
  InGodown?: number;
}

export interface SheetView {
  rows: SheetRow[];
  SheetID: number | null;
  /** The saved sheet's key (its history's), null before it is saved. */
  VanLoadID: number | null;
  Settled: boolean;
}

const rows = <T>(url: string) => getData<T[]>(url).then((r) => r ?? []);
const json = (body: object, key?: string): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  ...(key ? { headers: new Headers({ 'Idempotency-Key': key }) } : {}),
});

export const vanApi = {
  branches: () =>
    rows<{ BranchId: number; BranchName: string }>('/api/getbranch').then((r) =>
      r.map((b): Named => ({ id: b.BranchId, name: b.BranchName })),
    ),
  vehiclesOf: (BranchId: number) =>
    rows<{ VID: number; VRegNo: string }>(`/api/Getvehiclevid?BranchId=${BranchId}`).then((r) =>
      r.map((v): Named => ({ id: v.VID, name: v.VRegNo })),
    ),
  vehicles: () =>
    rows<{ VID: number; VRegNo: string }>('/api/getVehicle').then((r) =>
      r.map((v): Named => ({ id: v.VID, name: v.VRegNo })),
    ),
  nextSheet: () => rows<{ SheetID: number }>('/api/GetSheetid').then((r) => r[0]?.SheetID ?? null),
  sheet: async (BranchID: number, VanID: number, VanDate: string): Promise<SheetView> => {
    const { body } = await callApi<SheetRow[]>(
      `/api/GetVanload?BranchID=${BranchID}&VanID=${VanID}&VanDate=${VanDate}`,
    );
    return {
      rows: body.data ?? [],
      SheetID: (body.SheetID as number | null) ?? null,
      VanLoadID: (body.VanLoadID as number | null) ?? null,
      Settled: Boolean(body.Settled),
    };
  },
  insertSheet: async (body: object, key: string) =>
    (await callApi('/api/InsertVanload/', json(body, key))).body,
  updateSheet: (body: object) => postJson('/api/UpdateVanload', body),
  day: (VanID: number, VanDate: string) =>
    getData<AnyRecord>(`/api/getvansettlement?VanID=${VanID}&VanDate=${VanDate}`),
  settle: async (body: object, key: string) =>
    (await callApi<AnyRecord>('/api/insertvansettlement', json(body, key))).body,
  reopen: (SettlementID: number, Reason: string) =>
    postJson('/api/reopenvansettlement', { SettlementID, Reason }),
  printUrl: (SettlementID: number) => `/api/printvansettlement/${SettlementID}`,
};

/** A new key per form, made from random bytes (randomUUID is missing on plain-http LAN installs). */
export function newIdempotencyKey(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
