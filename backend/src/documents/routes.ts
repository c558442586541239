import { Router, type Request, type RequestHandler } from 'express';
import {
  documents,
  isCalendarDate,
  isRowId,
  type AnyRecord,
  type Document,
} from '../../../resources';
import { requireSession } from '../auth/sessionMiddleware';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { ctxOf } from '../http/context';
import { HttpError, invalid } from '../http/errors';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { parseListParams } from '../resources/listQuery';
import { sendList } from '../resources/routes';
import { heldLinesOf, holdLines, dropHeldLines } from './heldLines';
import { Idempotency } from './idempotency';
import { DocumentService } from './service';

const LIST_QUERY = {
  _start: 'first row (0-based)',
  _end: 'row after the last',
  _sort: 'field to sort by',
  _order: 'ASC or DESC',
  q: 'search text',
  FromDate: 'YYYY-MM-DD',
  ToDate: 'YYYY-MM-DD',
  'Field=value': 'exact filter on a field (CustomerID, DocStatus)',
};

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The document a write names: its key, else its number in the session's year (the spec's vouchers name ReNo). */
async function keyOf(
  req: Request,
  doc: Document<never>,
  svc: DocumentService<never>,
  action: 'update' | 'cancel' | 'delete',
): Promise<unknown> {
  const body = (req.body ?? {}) as AnyRecord;
  const key = body[doc.primaryKey] ?? req.params.id;
  if (given(key)) return key;
  const display = doc.number.display?.field;
  if (given(body[doc.number.field]) || (display && given(body[display])))
    return svc.idByNumber(ctxOf(req), body[doc.number.field], body);
  if (given(body[doc.lineKey])) return svc.idByLine(ctxOf(req), body[doc.lineKey]);
  // The spec words the delete's message; an edit and a cancel say their own.
  throw new HttpError(
    400,
    (action === 'delete' && doc.messages.keyMissing) ||
      `${doc.number.field} is required to ${action}.`,
  );
}

/** The answer to a save: the spec's message, the keys, and the document as stored. */
function answerOf(doc: Document<never>, message: string, saved: AnyRecord): AnyRecord {
  const display = doc.number.display?.field;
  return {
    success: true,
    message,
    [doc.primaryKey]: saved[doc.primaryKey],
    [doc.number.field]: saved[doc.number.field],
    ...(display ? { [display]: saved[display] } : {}),
    data: saved,
  };
}

/**
 * Every document's routes, derived from its declaration: create (idempotent; lines in the
 * body or held from an earlier call), update, cancel, one, history and a paged list.
 */
export function documentRoutes(
  db: Database,
  models: Models,
  registry: RouteRegistry,
): { router: Router; services: Map<string, DocumentService<never>> } {
  const router = Router();
  const idempotency = new Idempotency(db, models);
  const services = new Map<string, DocumentService<never>>();
  const guard: RequestHandler[] = [requireSession, sameTenant()];
  for (const doc of documents) {
    const svc = new DocumentService(doc, db, models);
    services.set(doc.name, svc);
    const e = doc.endpoints;
    const tag = doc.label.many;
    const linesOf = async (req: Request, held = true) => {
      const body = req.body as AnyRecord | undefined;
      const sent = body?.[doc.linesField];
      if (sent !== undefined) return sent;
      // A one-row voucher carries its line's fields beside the header's.
      if (doc.singleLine && body && typeof body === 'object' && !Array.isArray(body)) return [body];
      // Held lines are the declared holder's only (the sales invoice's insertbillingdetails): a
      // purchase or journal sent without lines must not take up an invoice's.
      return held && e.hold ? heldLinesOf(models, ctxOf(req)) : undefined;
    };

    const update: RequestHandler = async (req, res) => {
      const id = await keyOf(req, doc, svc, 'update');
      const input = svc.validate(req.body, await linesOf(req, false));
      const opened = (req.body as AnyRecord | undefined)?.Version;
      res.json(
        answerOf(
          doc,
          doc.messages.updated,
          await svc.update(ctxOf(req), id, input, opened === undefined ? undefined : opened),
        ),
      );
    };

    for (const path of [e.create, ...(e.createAliases ?? [])])
      registry.add(
        router,
        {
          method: 'post',
          path: `/api/${path}`,
          summary: `Save a new ${doc.label.one.toLowerCase()}: header with its lines in ${doc.linesField}; numbered, computed and posted by the server. Send an Idempotency-Key header to make repeats safe. A body naming a saved one's ${doc.primaryKey} changes it (the spec's insertupdate).`,
          tag,
          resource: doc.headerInput,
          body: 'create',
          answers: 'write',
        },
        ...guard,
        async (req, res, next) => {
          // The spec's insertupdate calls are also its screens' Update: a save that names a
          // saved document's key changes it, never posts it a second time.
          const named = (req.body as AnyRecord | undefined)?.[doc.primaryKey];
          if (isRowId(named)) return update(req, res, next);
          // 0 is the old client's placeholder for a new one; anything else that is no key is
          // refused, not taken for a new document.
          if (given(named) && String(named) !== '0')
            throw invalid({ [doc.primaryKey]: `${doc.primaryKey} is invalid.` });
          const sent = await linesOf(req, false);
          const held =
            sent === undefined ? ((await linesOf(req)) as unknown[] | undefined) : undefined;
          // A repeat is answered before it is checked: the lines the first one held are used up.
          const claim = await idempotency.claim(req, e.create, held);
          if (claim && 'replay' in claim) {
            res
              .status(claim.replay.status)
              .set('Idempotent-Replayed', 'true')
              .json(claim.replay.body);
            return;
          }
          try {
            const input = svc.validate(req.body, sent ?? held);
            let answer: AnyRecord = {};
            await svc.create(ctxOf(req), input, async (t, saved) => {
              answer = answerOf(doc, doc.messages.created, saved);
              if (claim) await idempotency.done(t, claim.id, 201, answer);
              // Held lines make one document: a second save that read them too saves nothing.
              if (e.hold && !(await dropHeldLines(t, ctxOf(req))) && sent === undefined)
                throw invalid({ [doc.linesField]: doc.messages.noLines });
            });
            res.status(201).json(answer);
          } catch (err) {
            if (claim) await idempotency.release(claim.id);
            throw err;
          } finally {
            if (claim) idempotency.settle(claim);
          }
        },
      );
    for (const method of e.updatePut ? (['post', 'put'] as const) : (['post'] as const)) {
      registry.add(
        router,
        {
          method,
          path: `/api/${e.update}`,
          summary: `Change a ${doc.label.one.toLowerCase()}: recomputed, its entries reversed and posted anew; the number stays`,
          tag,
          resource: doc.headerInput,
          body: 'update',
          answers: 'write',
        },
        ...guard,
        update,
      );
    }
    if (e.remove) {
      registry.add(
        router,
        {
          method: 'delete',
          path: `/api/${e.remove}`,
          summary: `Delete a ${doc.label.one.toLowerCase()} by its ${doc.number.field}: its entries reversed, every line marked deleted; the number is never given again`,
          tag,
          body: { [doc.number.field]: { type: 'integer' } },
          answers: 'write',
        },
        ...guard,
        async (req, res) => {
          const gone = await svc.remove(ctxOf(req), await keyOf(req, doc, svc, 'delete'));
          res.json({
            success: true,
            message: doc.messages.deleted ?? `${doc.label.one} deleted successfully!`,
            [doc.primaryKey]: gone[doc.primaryKey],
            [doc.number.field]: gone[doc.number.field],
          });
        },
      );
    }
    if (e.removeLine) {
      registry.add(
        router,
        {
          method: 'delete',
          path: `/api/${e.removeLine}`,
          summary: `Remove one line (${doc.lineKey}) of a ${doc.label.one.toLowerCase()}; refused when the rest would not balance`,
          tag,
          body: { [doc.lineKey]: { type: 'integer' } },
          answers: 'write',
        },
        ...guard,
        async (req, res) => {
          const lineId = (req.body as AnyRecord | undefined)?.[doc.lineKey];
          if (!given(lineId)) throw new HttpError(400, `${doc.lineKey} is required.`);
          res.json(answerOf(doc, doc.messages.updated, await svc.removeLine(ctxOf(req), lineId)));
        },
      );
    }
    if (e.next) {
      registry.add(
        router,
        {
          method: 'get',
          path: `/api/${e.next}`,
          summary: `The ${doc.number.field} the next ${doc.label.one.toLowerCase()} would take (reserves nothing)`,
          tag,
          answers: { [doc.number.field]: { type: 'integer' } },
        },
        ...guard,
        async (req, res) => {
          const n = await svc.nextNumber(ctxOf(req));
          res.json({ success: true, [doc.number.field]: n, data: { [doc.number.field]: n } });
        },
      );
    }
    if (e.rows) {
      registry.add(
        router,
        {
          method: 'get',
          path: `/api/${e.rows}`,
          summary: `${doc.label.many}: one row per line with its header (search q: by number)`,
          tag,
          answers: 'list',
          query: { q: 'number contains', [doc.number.field]: 'one document' },
        },
        ...guard,
        async (req, res) => {
          const ctx = ctxOf(req);
          const number = req.query[doc.number.field];
          // A number asked for that is no number answers so, not every document.
          if (number !== undefined && !isRowId(number))
            throw new HttpError(400, `${doc.number.field} is invalid.`);
          res.json({
            success: true,
            data: await svc.rows(ctx, {
              q: typeof req.query.q === 'string' ? req.query.q : undefined,
              number: number === undefined ? undefined : Number(number),
            }),
          });
        },
      );
    }
    if (e.lines) {
      registry.add(
        router,
        {
          method: 'get',
          path: `/api/${e.lines}`,
          summary: `The lines of one ${doc.label.one.toLowerCase()} by its ${doc.number.field}`,
          tag,
          answers: 'list',
          query: { [doc.number.field]: 'the number' },
        },
        ...guard,
        async (req, res) => {
          const number = req.query[doc.number.field];
          // A read: the spec's keyMissing words a delete.
          if (!isRowId(number))
            throw new HttpError(
              400,
              `${doc.number.field} ${number === undefined || number === '' ? 'is required' : 'is invalid'}.`,
            );
          res.json({ success: true, data: await svc.rows(ctxOf(req), { number: Number(number) }) });
        },
      );
    }
    registry.add(
      router,
      {
        method: 'post',
        path: `/api/${e.cancel}`,
        summary: `Cancel a ${doc.label.one.toLowerCase()} with a Reason: kept with its number, entries reversed`,
        tag,
        body: { [doc.primaryKey]: { type: 'integer' }, Reason: { type: 'string' } },
        answers: 'write',
      },
      ...guard,
      async (req, res) => {
        const saved = await svc.cancel(
          ctxOf(req),
          await keyOf(req, doc, svc, 'cancel'),
          (req.body as AnyRecord | undefined)?.Reason,
        );
        res.json(answerOf(doc, doc.messages.cancelled, saved));
      },
    );
    registry.add(
      router,
      {
        method: 'get',
        path: `/api/${e.one}/:id`,
        summary: `One ${doc.label.one.toLowerCase()} with its lines`,
        tag,
        answers: 'one',
      },
      ...guard,
      async (req, res) => {
        res.json({ success: true, data: await svc.read(ctxOf(req), req.params.id) });
      },
    );
    registry.add(
      router,
      {
        method: 'get',
        path: `/api/${e.history}/:id`,
        summary: `Every version of a ${doc.label.one.toLowerCase()}: who, when, what changed`,
        tag,
        answers: 'list',
      },
      ...guard,
      async (req, res) => {
        res.json({ success: true, data: await svc.history(ctxOf(req), req.params.id) });
      },
    );
    registry.add(
      router,
      {
        method: 'get',
        path: `/api/${e.list}`,
        summary: `${doc.label.many}, paged, searched and filtered`,
        tag,
        answers: 'list',
        query: LIST_QUERY,
      },
      ...guard,
      async (req, res) => {
        const query = { ...(req.query as AnyRecord) };
        const range = {
          from: dateParam(query.FromDate, 'FromDate'),
          to: dateParam(query.ToDate, 'ToDate'),
        };
        delete query.FromDate;
        delete query.ToDate;
        const params = parseListParams(doc.headerTable, query);
        const { rows, total } = await svc.list(ctxOf(req), params, range);
        sendList(res, doc.name, rows, total, params.start);
      },
    );
    if (e.hold) {
      registry.add(
        router,
        {
          method: 'post',
          path: `/api/${e.hold}`,
          summary: `Older clients: lines held for this session's next ${e.create}`,
          tag,
          answers: 'write',
        },
        ...guard,
        async (req, res) => {
          const body = req.body as unknown;
          const lines = Array.isArray(body)
            ? body
            : (body as AnyRecord | undefined)?.[doc.linesField];
          if (!Array.isArray(lines) || !lines.length)
            throw new HttpError(400, doc.messages.noLines);
          const { errors } = svc.checkLines(lines);
          if (Object.keys(errors).length) throw invalid(errors);
          await holdLines(db, models, ctxOf(req), lines);
          res.json({ success: true, message: 'Items saved. Submit the invoice to finish.' });
        },
      );
    }
  }
  return { router, services };
}

function dateParam(v: unknown, name: string): string | undefined {
  if (v === undefined || v === '') return undefined;
  if (!isCalendarDate(v)) throw new HttpError(400, `${name} must be a valid date.`);
  return v;
}
