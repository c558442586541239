import { Router, type RequestHandler } from 'express';
import {
  ITEM_MASTER_DUPLICATE,
  ITEM_MASTER_ENDPOINTS,
  ITEM_MASTER_TABS,
  resourceByName,
  type AnyRecord,
  type ItemMasterTab,
  type Resource,
} from '../../../resources';
import { requireSession } from '../auth/sessionMiddleware';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { ctxOf } from '../http/context';
import { HttpError } from '../http/errors';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { ResourceService } from './service';
import { answerSaved } from './answers';

const TAB_DOC = { type: 'string', description: 'hsn, manufacture, marketer or rack' };

/**
 * The Item Master screen's three writes, which name their list by `tab` (spec 7:
 * insertitemmaster, updateitemmaster, deleteitemmaster). Each hands the form's values to the
 * generic service of that tab's resource; the lists are the resources' own endpoints.
 */
export function itemMasterRoutes(db: Database, models: Models, registry: RouteRegistry): Router {
  const router = Router();
  const guard: RequestHandler[] = [requireSession, sameTenant()];
  const services = new Map<string, { resource: Resource; svc: ResourceService }>();
  for (const [tab, name] of Object.entries(ITEM_MASTER_TABS)) {
    const resource = resourceByName(name) as Resource;
    services.set(tab, { resource, svc: new ResourceService(resource, db, models) });
  }
  const tabOf = (body: AnyRecord) => {
    const found = services.get(String(body.tab ?? '').toLowerCase() as ItemMasterTab);
    if (!found)
      throw new HttpError(400, 'Please choose a tab: hsn, manufacture, marketer or rack.');
    return found;
  };
  // The tabs say their own duplicate message, whatever the item-details dialogs say for the same name.
  const asTab = async <T>(resource: Resource, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (e) {
      const name = resource.titleField;
      if (e instanceof HttpError && e.status === 409 && e.errors && name && e.errors[name])
        throw new HttpError(409, ITEM_MASTER_DUPLICATE, {
          ...e.errors,
          [name]: ITEM_MASTER_DUPLICATE,
        });
      throw e;
    }
  };
  const formOf = (body: AnyRecord): AnyRecord =>
    body.formData && typeof body.formData === 'object' ? (body.formData as AnyRecord) : body;
  const tag = 'Item Master';

  registry.add(
    router,
    {
      method: 'post',
      path: `/api/${ITEM_MASTER_ENDPOINTS.create}`,
      summary: 'Create an HSN, manufacture, marketer or rack (by tab)',
      tag,
      body: { tab: TAB_DOC, formData: { type: 'object' } },
      answers: 'write',
    },
    ...guard,
    async (req, res) => {
      const { resource, svc } = tabOf(req.body ?? {});
      const row = await asTab(resource, () => svc.create(ctxOf(req), formOf(req.body)));
      answerSaved(res, resource, row, true);
    },
  );

  registry.add(
    router,
    {
      method: 'post',
      path: `/api/${ITEM_MASTER_ENDPOINTS.update}`,
      summary: 'Update an HSN, manufacture, marketer or rack (by tab; key in formData or id)',
      tag,
      body: { tab: TAB_DOC, formData: { type: 'object' }, id: { type: 'integer' } },
      answers: 'write',
    },
    ...guard,
    async (req, res) => {
      const { resource, svc } = tabOf(req.body ?? {});
      const form = formOf(req.body);
      const id = form[resource.primaryKey] ?? req.body.id;
      if (!(Number(id) > 0))
        throw new HttpError(400, `${resource.primaryKey} is missing or invalid.`);
      const row = await asTab(resource, () => svc.update(ctxOf(req), id, form));
      answerSaved(res, resource, row, false);
    },
  );

  registry.add(
    router,
    {
      method: 'delete',
      path: `/api/${ITEM_MASTER_ENDPOINTS.delete}`,
      summary: 'Delete an HSN, manufacture, marketer or rack (by tab and id)',
      tag,
      body: { tab: TAB_DOC, id: { type: 'integer' } },
      answers: 'write',
    },
    ...guard,
    async (req, res) => {
      const { resource, svc } = tabOf(req.body ?? {});
      const id = req.body.id ?? req.body[resource.primaryKey];
      if (!(Number(id) > 0))
        throw new HttpError(400, `${resource.primaryKey} is missing or invalid.`);
      const row = await svc.remove(ctxOf(req), id);
      res.json({
        success: true,
        message: resource.messages.deleted,
        [resource.primaryKey]: row[resource.primaryKey],
      });
    },
  );
  return router;
}
