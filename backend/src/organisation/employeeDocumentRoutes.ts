import { Router } from 'express';
import { Op } from 'sequelize';
import { employee, employeeDocument, type AnyRecord } from '../../../resources';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { requireSession } from '../auth/sessionMiddleware';
import { ctxOf } from '../http/context';
import { HttpError } from '../http/errors';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { uploadsOf } from '../resources/files';
import { parseListParams } from '../resources/listQuery';
import { readableBy } from '../resources/scope';
import { ResourceService } from '../resources/service';
import { imageDataUrl } from './fileData';
import { multipartTenancy } from '../http/multipartTenancy';
import { answerSaved } from '../resources/answers';

/** The employee's columns the document table shows beside its own (spec 3 "Employee document"). */
const EMPLOYEE_COLUMNS = ['Empid', 'FirstName', 'LastName', 'Address', 'District', 'Mobile'];

/**
 * Employee documents (spec 2.13, 7.7): one record per employee. The table lists every employee
 * with its record, if any, so a person can pick an employee who has none yet; `updatedocument`
 * creates the record the first time and updates it after. Downloads (getpdfs, getimage) are
 * derived from the declaration.
 */
export function employeeDocumentRoutes(
  db: Database,
  models: Models,
  registry: RouteRegistry,
): Router {
  const router = Router();
  const documents = new ResourceService(employeeDocument, db, models);
  const Employee = models.of(employee);
  const Document = models.of(employeeDocument);
  const tag = employeeDocument.label.many;

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getdocuments',
      summary: 'Every employee of the company with its document record (q: employee id)',
      tag,
      resource: employeeDocument,
      answers: 'list',
      query: { q: 'employee id', _start: 'first row', _end: 'row after the last' },
    },
    requireSession,
    sameTenant(),
    async (req, res) => {
      const ctx = ctxOf(req);
      const params = parseListParams(employee, { ...(req.query as AnyRecord), q: undefined });
      const q = typeof req.query.q === 'string' ? req.query.q.trim() : '';
      if (q && !/^\d+$/.test(q)) throw new HttpError(400, 'Search by employee id: digits only.');
      const where = {
        [Op.and]: [
          readableBy(employee, ctx),
          ...(q
            ? [
                db.sequelize.where(db.sequelize.cast(db.sequelize.col('Empid'), 'varchar'), {
                  [Op.like]: `${q}%`,
                }),
              ]
            : []),
        ],
      };
      const paging =
        params.start !== undefined && params.end !== undefined
          ? { offset: params.start, limit: params.end - params.start }
          : {};
      const people = (await Employee.findAll({
        attributes: EMPLOYEE_COLUMNS,
        where,
        order: [['Empid', 'ASC']],
        ...paging,
        raw: true,
      })) as unknown as AnyRecord[];
      const total = paging.limit !== undefined ? await Employee.count({ where }) : people.length;
      const docs = people.length
        ? ((await Document.findAll({
            where: {
              [Op.and]: [
                readableBy(employeeDocument, ctx),
                { Empid: { [Op.in]: people.map((p) => p.Empid as number) } },
              ],
            },
            raw: true,
          })) as unknown as AnyRecord[])
        : [];
      const byEmployee = new Map(docs.map((d) => [d.Empid, documents.present(d)]));
      // Every answered column, null until the record exists (passwords are never answered).
      const empty = Object.fromEntries(
        Object.entries(employeeDocument.fields)
          .filter(([, f]) => f.type !== 'password')
          .map(([k]) => [k, null]),
      );
      const rows = people.map((p) => ({ ...empty, ...byEmployee.get(p.Empid), ...p }));
      res.set('X-Total-Count', String(total));
      res.json({ success: true, data: rows, ...(params.start !== undefined ? { total } : {}) });
    },
  );

  registry.add(
    router,
    {
      method: 'post',
      path: '/api/updatedocument',
      summary:
        "Save an employee's document record (multipart; created the first time, updated after)",
      tag,
      resource: employeeDocument,
      body: 'update',
      answers: 'write',
    },
    multipartTenancy({ empidIsRecordKey: true }),
    async (req, res) => {
      const ctx = ctxOf(req);
      const body = (req.body ?? {}) as AnyRecord;
      const uploads = uploadsOf(employeeDocument, req.files);
      const Empid = Number(body.Empid);
      if (!Number.isInteger(Empid) || Empid <= 0)
        throw new HttpError(400, 'Please select an employee.', {
          Empid: 'Please select an employee.',
        });
      const existing = (await Document.findOne({
        where: { [Op.and]: [readableBy(employeeDocument, ctx), { Empid }] },
        raw: true,
      })) as AnyRecord | null;
      const row = existing
        ? await documents.update(ctx, existing.EmpDocId, { ...body, Empid }, uploads)
        : await documents.create(ctx, { ...body, Empid }, uploads);
      // The spec's one message for both: the documents form is saved, not added.
      answerSaved(res, employeeDocument, row, false, existing ? 200 : 201);
    },
  );

  // Replaces the foundation's placeholder: the top bar and profile read the signed-in employee's record.
  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getEmpdocbyid',
      summary:
        "The signed-in employee's document record (department, designation, role, image as a data URL, branch)",
      tag: 'Shell lookups',
      answers: 'list',
    },
    requireSession,
    sameTenant(),
    async (req, res) => {
      const ctx = ctxOf(req);
      const row = (await Document.findOne({
        where: { [Op.and]: [readableBy(employeeDocument, ctx), { Empid: ctx.Empid }] },
        raw: true,
      })) as AnyRecord | null;
      if (!row) {
        res.json({ success: true, data: [] });
        return;
      }
      const { DeptID, DesignationId, RoleId, BranchId, EmpDocId } = row;
      res.json({
        success: true,
        data: [
          {
            EmpDocId,
            DeptID,
            DesignationId,
            RoleId,
            BranchId,
            Image: await imageDataUrl(models, ctx, row.Image),
          },
        ],
      });
    },
  );

  return router;
}
