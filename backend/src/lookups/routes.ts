import { Router } from 'express';
import { Op } from 'sequelize';
import { company, country, employee, financialYear, type AnyRecord } from '../../../resources';
import { requireSession } from '../auth/sessionMiddleware';
import type { Models } from '../db/models';
import { ctxOf } from '../http/context';
import { notFound } from '../http/errors';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { readableBy } from '../resources/scope';

const str = { type: 'string' };

/** What the shell and profile read about the signed-in company and employee (spec 7.2, 7.3). */
export function lookupRoutes(models: Models, registry: RouteRegistry): Router {
  const router = Router();
  const guard = [requireSession, sameTenant()];
  const tag = 'Shell lookups';
  const Company = models.of(company);
  const FY = models.of(financialYear);

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getcompanynav',
      summary: "The session's company name",
      tag,
      answers: { CompanyName: str },
    },
    ...guard,
    async (req, res) => {
      const row = await Company.findOne({
        attributes: ['CompanyID', 'CompanyName'],
        where: { CompanyID: ctxOf(req).CompanyID, IsDeleted: false },
        raw: true,
      });
      if (!row) throw notFound();
      res.json({ success: true, data: row });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getfinancialbyid',
      summary: "The session's financial year",
      tag,
      answers: { FYearID: { type: 'integer' }, FYear: str, StartDate: str, EndDate: str },
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const row = ctx.FYearID
        ? await FY.findOne({
            attributes: ['FYearID', 'FYear', 'StartDate', 'EndDate', 'Status'],
            where: { FYearID: ctx.FYearID, CompanyID: ctx.CompanyID, IsDeleted: false },
            raw: true,
          })
        : null;
      res.json({ success: true, data: row });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getFYearID',
      summary: "The session's financial year id",
      tag,
      answers: { FYearID: { type: 'integer' } },
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      res.json({ success: true, data: ctx.FYearID ? [{ FYearID: ctx.FYearID }] : [] });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getEmpbyid',
      summary: 'The signed-in employee',
      tag,
      answers: {
        FirstName: str,
        LastName: str,
        Username: str,
        Address: str,
        District: str,
        State: str,
        Mobile: str,
        Email: str,
      },
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const row = await models.of(employee).findOne({
        attributes: [
          'Empid',
          'FirstName',
          'LastName',
          'Username',
          'Address',
          'District',
          'State',
          'Mobile',
          'Email',
        ],
        where: { Empid: ctx.Empid, CompanyID: ctx.CompanyID, IsDeleted: false },
        raw: true,
      });
      res.json({ success: true, data: row ? [row] : [] });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getcountrybyid/:countryId',
      summary: 'One country',
      tag,
      resource: country,
      answers: 'one',
    },
    ...guard,
    async (req, res) => {
      const id = Number(req.params.countryId);
      const row = Number.isInteger(id)
        ? ((await models.of(country).findOne({
            where: { [Op.and]: [readableBy(country, ctxOf(req)), { CountryId: id }] },
            raw: true,
          })) as AnyRecord | null)
        : null;
      if (!row) throw notFound();
      res.json({ success: true, data: row });
    },
  );

  return router;
}
