import { Router, type RequestHandler } from 'express';
import { department, designation, role, type AnyRecord, type Resource } from '../../../resources';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { requireSession } from '../auth/sessionMiddleware';
import { ctxOf } from '../http/context';
import { HttpError } from '../http/errors';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { parseListParams } from '../resources/listQuery';
import { ResourceService } from '../resources/service';
import { answerSaved } from '../resources/answers';

/**
 * The Employee Master's legacy calls (spec 7.6): one set of endpoints for three declared lists,
 * told apart by `tab`. The old screen names the tab differently per call ('Role' to insert,
 * 'role' to update, 'roles' in the list path, 'Dept' and 'department' for the same list), so
 * every spelling is accepted, case-insensitively.
 */
const TABS: Record<string, Resource> = {
  role,
  roles: role,
  dept: department,
  depts: department,
  department,
  departments: department,
  designation,
  designations: designation,
  desig: designation,
};

function tabOf(value: unknown): Resource {
  const name = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  // Own keys only: a tab named __proto__ or constructor is no tab, not Object's prototype.
  const r = name !== undefined && Object.hasOwn(TABS, name) ? TABS[name] : undefined;
  if (!r) throw new HttpError(400, 'Tab must be Role, Dept or Designation.');
  return r;
}

/** The record a write carries: `formData` as the screen sends it, or the body itself. */
function formDataOf(body: AnyRecord, r: Resource): AnyRecord {
  const data =
    body.formData && typeof body.formData === 'object'
      ? { ...(body.formData as AnyRecord) }
      : { ...body };
  // The screen has one name input per tab; older builds call it `name`.
  if (data[r.titleField] === undefined && typeof data.name === 'string')
    data[r.titleField] = data.name;
  return data;
}

function keyOf(body: AnyRecord, data: AnyRecord, r: Resource): unknown {
  const key = data[r.primaryKey] ?? body.id ?? data.id ?? body[r.primaryKey];
  if (key === undefined || key === null || key === '')
    throw new HttpError(400, `${r.primaryKey} is missing or invalid.`);
  return key;
}

/** GET getempmaster/:tab, POST insertempmaster, PUT updateempmaster, DELETE deleteempmaster. */
export function employeeMasterRoutes(
  db: Database,
  models: Models,
  registry: RouteRegistry,
): Router {
  const router = Router();
  const services = new Map(
    [role, department, designation].map((r) => [r.name, new ResourceService(r, db, models)]),
  );
  const svc = (r: Resource) => services.get(r.name)!;
  const guard: RequestHandler[] = [requireSession, sameTenant()];
  const tag = 'Employee Master';
  const tabBody = {
    tab: { type: 'string', description: 'Role, Dept or Designation (any case)' },
    formData: {
      type: 'object',
      description: '{Role} | {Dept} | {Designation}, with its key to update',
    },
  };

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getempmaster/:tab',
      summary: 'List roles, departments or designations (tab: roles | departments | designations)',
      tag,
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      const r = tabOf(req.params.tab);
      const params = parseListParams(r, req.query as AnyRecord);
      const { rows, total } = await svc(r).list(ctxOf(req), params);
      res.set('X-Total-Count', String(total));
      res.json({ success: true, data: rows, ...(params.start !== undefined ? { total } : {}) });
    },
  );

  registry.add(
    router,
    {
      method: 'post',
      path: '/api/insertempmaster',
      summary: 'Add a role, department or designation',
      tag,
      body: tabBody,
      answers: 'write',
    },
    ...guard,
    async (req, res) => {
      const body = (req.body ?? {}) as AnyRecord;
      const r = tabOf(body.tab);
      const row = await svc(r).create(ctxOf(req), formDataOf(body, r));
      answerSaved(res, r, row, true);
    },
  );

  registry.add(
    router,
    {
      method: 'put',
      path: '/api/updateempmaster',
      summary: 'Rename a role, department or designation',
      tag,
      body: tabBody,
      answers: 'write',
    },
    ...guard,
    async (req, res) => {
      const body = (req.body ?? {}) as AnyRecord;
      const r = tabOf(body.tab);
      const data = formDataOf(body, r);
      const row = await svc(r).update(ctxOf(req), keyOf(body, data, r), data);
      answerSaved(res, r, row, false);
    },
  );

  registry.add(
    router,
    {
      method: 'delete',
      path: '/api/deleteempmaster',
      summary: 'Delete a role, department or designation (soft)',
      tag,
      body: { tab: tabBody.tab, id: { type: 'integer' } },
      answers: 'write',
    },
    ...guard,
    async (req, res) => {
      const body = (req.body ?? {}) as AnyRecord;
      const r = tabOf(body.tab);
      const row = await svc(r).remove(ctxOf(req), keyOf(body, formDataOf(body, r), r));
      res.json({ success: true, message: r.messages.deleted, [r.primaryKey]: row[r.primaryKey] });
    },
  );

  return router;
}
