import type { Agent, SignedIn } from './api';
import { validEmployee } from './api';
import { billingSetup } from './billing';

export const DAY = '2026-06-15';

/**
 * A van day's cast: two branches, a vehicle of the first (KA09AB1234), one of no branch and one
 * of the second branch, a second representative, and billingSetup's items (1000 of each in
 * stock), customers and series.
 */
export async function vanSetup(who: SignedIn) {
  const { api } = who;
  const made = async (path: string, body: object, key: string) => {
    const res = await api.post(path).send(body);
    if (res.status !== 201) throw new Error(`${path} failed: ${JSON.stringify(res.body)}`);
    return res.body[key] as number;
  };
  const branch = await made('/api/insertbranch', { BranchName: 'Head Office' }, 'BranchId');
  const branch2 = await made('/api/insertbranch', { BranchName: 'Mysuru Depot' }, 'BranchId');
  const van = await made('/api/insertVehicle', { VRegNo: 'KA09AB1234', BranchId: branch }, 'VID');
  const spare = await made('/api/insertVehicle', { VRegNo: 'KA09ZZ0001' }, 'VID');
  const depotVan = await made(
    '/api/insertVehicle',
    { VRegNo: 'KA09CD5678', BranchId: branch2 },
    'VID',
  );
  const rep2 = await made(
    '/api/insertemployee',
    {
      ...validEmployee('ravi', 'correct horse'),
      FirstName: 'Ravi',
      Mobile: '9845000001',
      PhoneNo: '9845000002',
    },
    'Empid',
  );
  const billing = await billingSetup(api, { opening: 1000 });
  return { branch, branch2, van, spare, depotVan, rep1: who.Empid, rep2, ...billing };
}

export type VanCast = Awaited<ReturnType<typeof vanSetup>>;

/** Loads the van for the day: 50 Paracetamol and 10 Cough Syrup. */
export async function loadVan(api: Agent, c: VanCast, date = DAY) {
  const res = await api.post('/api/InsertVanload/').send({
    BranchID: c.branch,
    VanID: c.van,
    VanDate: date,
    Items: [
      { ItemID: c.paracetamol, Stock: 50 },
      { ItemID: c.cough, Stock: 10 },
    ],
  });
  if (res.status !== 201) throw new Error(`InsertVanload failed: ${JSON.stringify(res.body)}`);
  return res.body as { VanLoadID: number; SheetID: number };
}
