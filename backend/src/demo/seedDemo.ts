import type { Express } from 'express';
import { Op } from 'sequelize';
import {
  branch,
  company,
  employee,
  financialYear,
  route,
  type AnyRecord,
} from '../../../resources';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { ResourceService } from '../resources/service';
import { demoClient } from './demoClient';
import { seedTrading } from './seedTrading';

/** Karnataka in the states' reference data (its GST state code is 29). */
const KARNATAKA = 27;

export const DEMO = {
  company: 'Sahyadri Pharma Distributors',
  username: 'demo',
  password: 'demo1234',
};

const BRANCHES = [
  {
    BranchName: 'Head Office',
    Address: '14 Residency Road',
    City: 'Bengaluru',
    District: 'Bengaluru Urban',
    Pincode: '560025',
    Phoneno: '8022223333',
    Mobileno: '9845012345',
  },
  {
    BranchName: 'Mysuru Depot',
    Address: '221 Sayyaji Rao Road',
    City: 'Mysuru',
    District: 'Mysuru',
    Pincode: '570001',
    Phoneno: '8212424242',
    Mobileno: '9845098765',
  },
  {
    BranchName: 'Hubballi Depot',
    Address: '7 Station Road',
    City: 'Hubballi',
    District: 'Dharwad',
    Pincode: '580020',
    Phoneno: '8362255555',
    Mobileno: '9880011223',
  },
];

const ROUTES: Array<[string, number, 1 | 2]> = [
  ['Jayanagar', 0, 1],
  ['Koramangala', 0, 1],
  ['Whitefield', 0, 1],
  ['Yelahanka', 0, 2],
  ['Vijayanagar Mysuru', 1, 1],
  ['Nanjangud', 1, 1],
  ['Hubballi City', 2, 1],
  ['Dharwad', 2, 1],
];

/**
 * Creates the demo company (once: a second run finds it and does nothing) with two financial
 * years, its first employee, three branches and eight routes, through the same services the
 * API uses, so its data obeys every rule; then, logged in to `app` as the demo user, a month of
 * its trade (seedTrading).
 */
export async function seedDemo(db: Database, models: Models, app: Express): Promise<string> {
  const Company = models.of(company);
  const existing = (await Company.findOne({
    where: { CompanyName: DEMO.company, IsDeleted: false },
    raw: true,
  })) as AnyRecord | null;
  if (existing)
    return `The demo company is already there (CompanyID ${existing.CompanyID}). Log in as ${DEMO.username} / ${DEMO.password}.`;

  const employees = new ResourceService(employee, db, models);
  const stored = await employees.prepare({
    FirstName: 'Meera',
    LastName: 'Kulkarni',
    Gender: 'Female',
    DOB: '1988-06-14',
    Email: 'meera@sahyadripharma.in',
    Mobile: '9845011111',
    PhoneNo: '8022221111',
    Username: DEMO.username,
    Password: DEMO.password,
    Address: '14 Residency Road',
    City: 'Bengaluru',
    District: 'Bengaluru Urban',
    State: 'Karnataka',
    Country: 'India',
    Pincode: '560025',
  });
  const CompanyID = await db.write(async (transaction) => {
    const co = await new ResourceService(company, db, models).insertRow(
      { CompanyID: 0, Empid: 0 },
      {
        CompanyName: DEMO.company,
        Address: '14 Residency Road, Bengaluru',
        ShippingAddress: '14 Residency Road, Bengaluru',
        Telephone: '8022223333',
        Mobile: '9845012345',
        PinCode: '560025',
        Email: 'accounts@sahyadripharma.in',
        CountryId: 1,
        State: KARNATAKA,
        StateCode: '29',
        District: 'Bengaluru Urban',
        City: 'Bengaluru',
        Status: 1,
      },
      transaction,
    );
    const ctx = { CompanyID: co.CompanyID as number, Empid: 0 };
    const years = new ResourceService(financialYear, db, models);
    for (const [StartDate, EndDate, Status] of [
      ['2025-04-01', '2026-03-31', 2],
      ['2026-04-01', '2027-03-31', 1],
    ] as const) {
      const y = await years.insertRow(
        ctx,
        { StartDate, EndDate, Status, ...financialYear.derive!({ StartDate }) },
        transaction,
      );
      if (Status === 1)
        await Company.update(
          { FYearID: y.FYearID },
          { where: { CompanyID: ctx.CompanyID }, transaction },
        );
    }
    await employees.insertRow(ctx, stored, transaction);
    return ctx.CompanyID;
  });
  const emp = (await models.of(employee).findOne({
    where: { CompanyID, Username: { [Op.eq]: DEMO.username } },
    raw: true,
  })) as unknown as AnyRecord;
  const ctx = { CompanyID, Empid: emp.Empid as number };
  const branches = new ResourceService(branch, db, models);
  const ids: number[] = [];
  for (const b of BRANCHES)
    ids.push(
      (await branches.create(ctx, { ...b, Country: 1, State: KARNATAKA })).BranchId as number,
    );
  const routes = new ResourceService(route, db, models);
  const routeIds: Record<string, number> = {};
  for (const [RootName, b, Status] of ROUTES)
    routeIds[RootName] = (await routes.create(ctx, { RootName, BranchId: ids[b], Status }))
      .RootId as number;
  const api = await demoClient(app, {
    CompanyID,
    Username: DEMO.username,
    Password: DEMO.password,
  });
  try {
    await seedTrading(api, { routes: routeIds, Empid: ctx.Empid, branch: ids[0] });
  } finally {
    await api.close();
  }
  return `Demo company '${DEMO.company}' created (CompanyID ${CompanyID}). Log in as ${DEMO.username} / ${DEMO.password}.`;
}
