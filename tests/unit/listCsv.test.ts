import { describe, expect, it } from 'vitest';
import { listCsv } from '../../admin/src/derived/listExporter';
import { customer, route, vehicle } from '../../resources';

// The referenced records, as React-Admin's fetchRelatedRecords answers them (by id).
const related = (byResource: Record<string, Record<number, Record<string, unknown>>>) =>
  (async (_records: unknown[], _field: string, resource: string) =>
    byResource[resource] ?? {}) as never;

describe('list CSV export', () => {
  it("writes a customer list's columns under their labels, with the route's name, and no internal columns", async () => {
    const rows = [
      {
        id: 41,
        PLID: 41,
        LegalName: 'Sri Ganesh Traders',
        LedgerName: 'Ganesh Traders',
        GSTIN: '29AABCU9603R1ZJ',
        Mobile: '9845012345',
        RootId: 3,
        Openingbalance: 1500.5,
        balanceType: 'Debit',
        AccGroupid: 27,
        IsDeleted: 0,
        CreatedBy: 1,
      },
      {
        id: 42,
        PLID: 42,
        LegalName: 'M/s Anand & Co',
        LedgerName: 'Anand, "Wholesale"',
        GSTIN: null,
        Mobile: null,
        RootId: null,
        Openingbalance: 0,
        balanceType: 'Credit',
        AccGroupid: 27,
        IsDeleted: 0,
        CreatedBy: 1,
      },
    ];

    const csv = await listCsv(
      customer,
      customer.list.columns,
      rows,
      related({ route: { 3: { RootId: 3, RootName: 'Market Beat' } } }),
    );

    expect(csv.split('\r\n')).toEqual([
      'Legal Name,Trade Name,GSTIN,Mobile,Route,Opening Balance,Dr/Cr',
      'Sri Ganesh Traders,Ganesh Traders,29AABCU9603R1ZJ,9845012345,Market Beat,1500.50,Dr',
      'M/s Anand & Co,"Anand, ""Wholesale""",,,,0.00,Cr',
      '',
    ]);
  });

  it("names a route's branch and says its status in words", async () => {
    const csv = await listCsv(
      route,
      route.list.columns,
      [{ id: 1, RootId: 1, RootName: '=Danger', BranchId: 5, Status: 2 }],
      related({ branch: { 5: { BranchId: 5, BranchName: 'Head Office' } } }),
    );

    expect(csv).toBe("Route Name,Branch,Status\r\n'=Danger,Head Office,Inactive\r\n");
  });

  it("leaves a record's own key out, though the screen shows it", async () => {
    const csv = await listCsv(
      vehicle,
      vehicle.list.columns,
      [{ id: 7, VID: 7, VRegNo: 'KA01AB1234', kilometer: 1200, Insuranceexpiry: '2027-03-31' }],
      related({}),
    );

    expect(vehicle.list.columns).toContain('VID');
    expect(csv.split('\r\n')[0]).not.toMatch(/VID|\bID\b/);
    expect(csv.split('\r\n')[1]).toMatch(/^KA01AB1234,,31-03-2027,/);
  });
});
