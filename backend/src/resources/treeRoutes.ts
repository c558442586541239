import { Router, type RequestHandler } from 'express';
import { labelOf, resources, type AnyRecord, type Resource } from '../../../resources';
import { requireSession } from '../auth/sessionMiddleware';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { ctxOf } from '../http/context';
import { HttpError } from '../http/errors';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { ResourceService } from './service';
import { answerSaved } from './answers';

/**
 * The head and child forms of every tree resource (spec 7: inserthead, Updatehead, insertgroup,
 * Updategroup; insertitemmain, ... insertitemsub, Updateitemsub). A head is a node with parent
 * 0; the child form sends its name under the tree's own key (Ggroup, Ggroups). Everything else
 * (validation, duplicates, the parent, the level, tenancy) is the generic service's.
 */
export function treeRoutes(db: Database, models: Models, registry: RouteRegistry): Router {
  const router = Router();
  const guard: RequestHandler[] = [requireSession, sameTenant()];
  for (const r of resources) {
    const tree = r.tree;
    if (!tree) continue;
    const svc = new ResourceService(r, db, models);
    const name = r.titleField;
    const tag = r.label.many;
    const headBody = (b: AnyRecord): AnyRecord => ({ [name]: b[name], [tree.parent]: 0 });
    const childBody = (b: AnyRecord): AnyRecord => ({
      [name]: b[tree.childNameKey] ?? b[name],
      [tree.parent]: b[tree.parent] ?? 0,
    });
    // Field messages speak of the form's own key, so they land on the child form's input.
    const asChild = (e: unknown): never => {
      if (e instanceof HttpError && e.errors && name in e.errors) {
        const { [name]: message, ...rest } = e.errors;
        throw new HttpError(e.status, e.message, { [tree.childNameKey]: message, ...rest });
      }
      throw e;
    };
    const body = (fields: string[]) =>
      Object.fromEntries(
        fields.map((f) => [
          f,
          { type: f === name || f === tree.childNameKey ? 'string' : 'integer' },
        ]),
      );

    registry.add(
      router,
      {
        method: 'post',
        path: `/api/${tree.endpoints.createHead}`,
        summary: `Create a top-level ${r.label.one.toLowerCase()}`,
        tag,
        body: body([name]),
        answers: 'write',
      },
      ...guard,
      async (req, res) => {
        const row = await svc.create(ctxOf(req), headBody(req.body ?? {}));
        answerSaved(res, r, row, true);
      },
    );
    registry.add(
      router,
      {
        method: 'post',
        path: `/api/${tree.endpoints.updateHead}`,
        summary: `Rename a top-level ${r.label.one.toLowerCase()}`,
        tag,
        body: body([r.primaryKey, name]),
        answers: 'write',
      },
      ...guard,
      async (req, res) => {
        const b = (req.body ?? {}) as AnyRecord;
        const row = await svc.update(ctxOf(req), keyOf(r, b), { [name]: b[name] });
        answerSaved(res, r, row, false);
      },
    );
    registry.add(
      router,
      {
        method: 'post',
        path: `/api/${tree.endpoints.createChild}`,
        summary: `Create a ${r.label.one.toLowerCase()} under another`,
        tag,
        body: body([tree.childNameKey, tree.parent]),
        answers: 'write',
      },
      ...guard,
      async (req, res) => {
        const row = await svc.create(ctxOf(req), childBody(req.body ?? {})).catch(asChild);
        answerSaved(res, r, row, true);
      },
    );
    registry.add(
      router,
      {
        method: 'post',
        path: `/api/${tree.endpoints.updateChild}`,
        summary: `Rename or move a ${r.label.one.toLowerCase()}`,
        tag,
        body: body([r.primaryKey, tree.childNameKey, tree.parent]),
        answers: 'write',
      },
      ...guard,
      async (req, res) => {
        const b = (req.body ?? {}) as AnyRecord;
        const changes: AnyRecord = {};
        if (b[tree.childNameKey] !== undefined || b[name] !== undefined)
          changes[name] = b[tree.childNameKey] ?? b[name];
        if (b[tree.parent] !== undefined) changes[tree.parent] = b[tree.parent];
        const row = await svc.update(ctxOf(req), keyOf(r, b), changes).catch(asChild);
        answerSaved(res, r, row, false);
      },
    );
  }
  return router;
}

function keyOf(r: Resource, body: AnyRecord): unknown {
  const key = body[r.primaryKey];
  if (key === undefined || key === null || key === '' || !(Number(key) > 0))
    throw new HttpError(400, `${labelOf(r, r.primaryKey)} is missing or invalid.`);
  return key;
}
