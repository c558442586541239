import { Router, type Request, type RequestHandler, type Response } from 'express';
import { isRowId, resources, type AnyRecord, type Resource } from '../../../resources';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { requireSession } from '../auth/sessionMiddleware';
import { ctxOf, type SessionContext } from '../http/context';
import { HttpError } from '../http/errors';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { multipartTenancy } from '../http/multipartTenancy';
import { fileFieldsOf, readStoredFile, uploadsOf } from './files';
import { parseListParams } from './listQuery';
import { ResourceService } from './service';
import { answerSaved } from './answers';

const LIST_QUERY = {
  _start: 'first row (0-based); with _end, answers one page and its total',
  _end: 'row after the last',
  _sort: 'field to sort by',
  _order: 'ASC or DESC',
  q: "search text (the screen's search rule)",
  'Field=value': 'exact filter on a field',
};

/** Sends a list, with its total in the body and headers when a page was asked for. */
export function sendList(
  res: Response,
  name: string,
  rows: AnyRecord[],
  total: number,
  start?: number,
): void {
  res.set('X-Total-Count', String(total));
  const from = start ?? 0;
  const to = rows.length ? from + rows.length - 1 : from;
  res.set('Content-Range', `${name} ${from}-${to}/${total}`);
  res.json({ success: true, data: rows, ...(start !== undefined ? { total } : {}) });
}

const GUEST: SessionContext = {
  sessionId: 0,
  CompanyID: 0,
  Empid: 0,
  FYearID: null,
  BranchId: null,
};

/** The record a legacy write names, by its key or the key's other name; the spec's words when none. */
function keyFrom(req: Request, r: Resource, mode: 'update' | 'delete'): unknown {
  const body = (req.body ?? {}) as AnyRecord;
  const names = [r.primaryKey, ...(r.keyAlias ? [r.keyAlias] : [])];
  const key = names
    .map((n) => body[n] ?? req.query[n])
    .find((k) => k !== undefined && k !== null && k !== '');
  const invalidKey = !isRowId(key);
  if (invalidKey)
    throw new HttpError(
      400,
      r.messages.keyMissing?.[mode] ?? `${r.primaryKey} is missing or invalid.`,
    );
  return key;
}

/**
 * Derives, from each declaration, the legacy endpoints the spec names (getbranch, insertbranch,
 * updatebranch, deletebranch, ...) and a REST route in ra-data-simple-rest's protocol at
 * /api/rest/<name>. No master has a hand-written route.
 */
export function resourceRoutes(db: Database, models: Models, registry: RouteRegistry): Router {
  const router = Router();
  for (const r of resources) {
    const svc = new ResourceService(r, db, models);
    // A body naming an employee (an employee, their document or account) is not impersonation.
    const same = sameTenant({ empidIsRecordKey: 'Empid' in r.fields });
    const tenancy: RequestHandler = (req, res, next) =>
      requireSession(req, res, () => same(req, res, next));
    // A master with files takes multipart too, parsed for a session only and before the tenancy check reads the body.
    const writeTenancy: RequestHandler = fileFieldsOf(r).length
      ? multipartTenancy({ empidIsRecordKey: 'Empid' in r.fields })
      : tenancy;
    const tag = r.label.many;
    const list: RequestHandler = async (req, res) => {
      const params = parseListParams(r, req.query as AnyRecord);
      const { rows, total } = await svc.list(ctxOf(req), params);
      sendList(res, r.name, rows, total, params.start);
    };
    const e = r.endpoints ?? {};
    if (e.list && e.publicList) {
      // Without a session only the shared reference rows are visible (company 0 owns nothing).
      const guestOrSession: RequestHandler = (req, res, next) =>
        req.ctx ? tenancy(req, res, next) : next();
      registry.add(
        router,
        {
          method: 'get',
          path: `/api/${e.list}`,
          summary: `List ${r.label.many.toLowerCase()} (without a session: the shared rows only)`,
          tag,
          resource: r,
          answers: 'list',
          query: LIST_QUERY,
          public: true,
        },
        guestOrSession,
        async (req, res) => {
          const params = parseListParams(r, req.query as AnyRecord);
          const { rows, total } = await svc.list(req.ctx ?? GUEST, params);
          sendList(res, r.name, rows, total, params.start);
        },
      );
    } else if (e.list)
      registry.add(
        router,
        {
          method: 'get',
          path: `/api/${e.list}`,
          summary: `List ${r.label.many.toLowerCase()}`,
          tag,
          resource: r,
          answers: 'list',
          query: LIST_QUERY,
        },
        tenancy,
        list,
      );
    for (const alias of e.aliases ?? []) {
      registry.add(
        router,
        {
          method: 'get',
          path: `/api/${alias}`,
          summary: `List ${r.label.many.toLowerCase()} (the same list as ${e.list ?? `/api/rest/${r.name}`})`,
          tag,
          resource: r,
          answers: 'list',
          query: LIST_QUERY,
        },
        tenancy,
        list,
      );
    }
    if (e.byCompany) {
      registry.add(
        router,
        {
          method: 'get',
          path: `/api/${e.byCompany}/:companyId`,
          summary: `List the company's ${r.label.many.toLowerCase()}`,
          tag,
          resource: r,
          answers: 'list',
        },
        tenancy,
        async (req, res, next) => {
          if (Number(req.params.companyId) !== ctxOf(req).CompanyID)
            throw new HttpError(403, 'Invalid CompanyID or Empid');
          await list(req, res, next);
        },
      );
    }
    if (e.byId) {
      registry.add(
        router,
        {
          method: 'get',
          path: `/api/${e.byId}/:id`,
          summary: `Read one ${r.label.one.toLowerCase()} by its ${r.primaryKey}`,
          tag,
          resource: r,
          answers: 'one',
        },
        tenancy,
        async (req, res) => {
          res.json({ success: true, data: await svc.get(ctxOf(req), req.params.id) });
        },
      );
    }
    if (e.create && !r.readOnly) {
      registry.add(
        router,
        {
          method: 'post',
          path: `/api/${e.create}`,
          summary: `Create a ${r.label.one.toLowerCase()}`,
          tag,
          resource: r,
          body: 'create',
          answers: 'write',
        },
        writeTenancy,
        async (req, res) => {
          const row = await svc.create(ctxOf(req), req.body, uploadsOf(r, req.files));
          answerSaved(res, r, row, true);
        },
      );
    }
    if (e.update && !r.readOnly) {
      const update: RequestHandler = async (req, res) => {
        const row = await svc.update(
          ctxOf(req),
          keyFrom(req, r, 'update'),
          req.body,
          uploadsOf(r, req.files),
        );
        answerSaved(res, r, row, false);
      };
      // The spec's clients send updates by POST, REST clients by PUT: one handler for both.
      for (const method of ['post', 'put'] as const)
        registry.add(
          router,
          {
            method,
            path: `/api/${e.update}`,
            summary: `Update a ${r.label.one.toLowerCase()} (key in the body)`,
            tag,
            resource: r,
            body: 'update',
            answers: 'write',
          },
          writeTenancy,
          update,
        );
    }
    if (e.delete && !r.readOnly) {
      registry.add(
        router,
        {
          method: 'delete',
          path: `/api/${e.delete}`,
          summary: `Delete a ${r.label.one.toLowerCase()} (soft; key in the body)`,
          tag,
          resource: r,
          body: 'key',
          answers: 'write',
        },
        tenancy,
        async (req, res) => {
          const row = await svc.remove(ctxOf(req), keyFrom(req, r, 'delete'));
          res.json({
            success: true,
            message: r.messages.deleted,
            [r.primaryKey]: row[r.primaryKey],
          });
        },
      );
    }
    downloadRoutes(router, registry, r, svc, models, tenancy);
    restRoutes(router, registry, r, svc, tenancy, list);
  }
  return router;
}

/**
 * GET /api/<download>/:key[?type=<field>] for each file field that names a download endpoint
 * (getvehiclepdf, getlogo, getpdf, ...): the stored bytes of that record of the session's company.
 */
function downloadRoutes(
  router: Router,
  registry: RouteRegistry,
  r: Resource,
  svc: ResourceService,
  models: Models,
  tenancy: RequestHandler,
): void {
  const byEndpoint = new Map<string, string[]>();
  for (const key of fileFieldsOf(r)) {
    const endpoint = r.fields[key].download;
    if (endpoint) byEndpoint.set(endpoint, [...(byEndpoint.get(endpoint) ?? []), key]);
  }
  for (const [endpoint, keys] of byEndpoint) {
    const query =
      keys.length > 1 || r.fields[keys[0]].accept === 'pdf'
        ? { type: `the file field: ${keys.join(', ')}` }
        : undefined;
    registry.add(
      router,
      {
        method: 'get',
        path: `/api/${endpoint}/:key`,
        summary: `Download a ${r.label.one.toLowerCase()}'s ${keys.join(' or ')}`,
        tag: r.label.many,
        resource: r,
        query,
        answers: 'file',
      },
      tenancy,
      async (req, res) => {
        const type = typeof req.query.type === 'string' ? req.query.type.toLowerCase() : undefined;
        const field = type
          ? keys.find((k) => k.toLowerCase() === type)
          : keys.length === 1
            ? keys[0]
            : undefined;
        if (!field) throw new HttpError(400, `type must be one of: ${keys.join(', ')}.`);
        const row = await svc.get(ctxOf(req), req.params.key);
        if (row[field] === null || row[field] === undefined)
          throw new HttpError(404, 'No file has been uploaded.');
        const file = await readStoredFile(models, ctxOf(req), row[field]);
        const inline = req.query.download === undefined;
        res.set('Content-Type', file.ContentType);
        res.set('X-Content-Type-Options', 'nosniff');
        res.set(
          'Content-Disposition',
          `${inline ? 'inline' : 'attachment'}; filename="${file.FileName}"`,
        );
        res.set('Cache-Control', 'private, no-store');
        res.send(file.Content);
      },
    );
  }
}

/** ra-data-simple-rest's five calls, in our envelope. The company itself is only read here. */
function restRoutes(
  router: Router,
  registry: RouteRegistry,
  r: Resource,
  svc: ResourceService,
  tenancy: RequestHandler,
  list: RequestHandler,
): void {
  const base = `/api/rest/${r.name}`;
  const tag = r.label.many;
  registry.add(
    router,
    {
      method: 'get',
      path: base,
      summary: `List ${r.label.many.toLowerCase()} (REST; also sort, range, filter as JSON)`,
      tag,
      resource: r,
      answers: 'list',
      query: LIST_QUERY,
    },
    tenancy,
    list,
  );
  registry.add(
    router,
    {
      method: 'get',
      path: `${base}/:id`,
      summary: `Read one ${r.label.one.toLowerCase()}`,
      tag,
      resource: r,
      answers: 'one',
    },
    tenancy,
    async (req, res) => {
      res.json({ success: true, data: await svc.get(ctxOf(req), req.params.id) });
    },
  );
  if (r.readOnly) return;
  if (r.scope !== 'tenant') {
    registry.add(
      router,
      {
        method: 'post',
        path: base,
        summary: `Create a ${r.label.one.toLowerCase()}`,
        tag,
        resource: r,
        body: 'create',
        answers: 'one',
      },
      tenancy,
      async (req, res) => {
        res.status(201).json({
          success: true,
          message: r.messages.created,
          data: await svc.create(ctxOf(req), req.body),
        });
      },
    );
  }
  registry.add(
    router,
    {
      method: 'put',
      path: `${base}/:id`,
      summary: `Update a ${r.label.one.toLowerCase()}`,
      tag,
      resource: r,
      body: 'update',
      answers: 'one',
    },
    tenancy,
    async (req, res) => {
      res.json({
        success: true,
        message: r.messages.updated,
        data: await svc.update(ctxOf(req), req.params.id, req.body),
      });
    },
  );
  if (r.scope !== 'tenant') {
    registry.add(
      router,
      {
        method: 'delete',
        path: `${base}/:id`,
        summary: `Delete a ${r.label.one.toLowerCase()} (soft)`,
        tag,
        resource: r,
        answers: 'one',
      },
      tenancy,
      async (req, res) => {
        res.json({
          success: true,
          message: r.messages.deleted,
          data: await svc.remove(ctxOf(req), req.params.id),
        });
      },
    );
  }
}
