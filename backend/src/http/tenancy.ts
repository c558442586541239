import type { Request, RequestHandler } from 'express';
import { ctxOf } from './context';
import { HttpError } from './errors';

const MISMATCH = 'Invalid CompanyID or Empid';

/**
 * Old clients send CompanyID and Empid in the query, a header or the body. They are accepted
 * only when they equal the session's (API.md section 2); otherwise 403. Routes whose record key
 * is itself an Empid (the employee screens) name it in `empidIsRecordKey` so that editing
 * another employee is not mistaken for impersonation.
 */
export function sameTenant(options: { empidIsRecordKey?: boolean } = {}): RequestHandler {
  return (req, _res, next) => {
    assertSameTenant(req, options);
    next();
  };
}

/** The check itself, for routes that parse their body later (multipart). */
export function assertSameTenant(req: Request, options: { empidIsRecordKey?: boolean } = {}): void {
  const ctx = ctxOf(req);
  const sources: Array<[Record<string, unknown> | undefined, boolean]> = [
    [req.query as Record<string, unknown>, false],
    [req.headers as Record<string, unknown>, false],
    [isPlainObject(req.body) ? req.body : undefined, !!options.empidIsRecordKey],
  ];
  for (const [source, skipEmpid] of sources) {
    if (!source) continue;
    for (const [key, raw] of Object.entries(source)) {
      const k = key.toLowerCase();
      const expected =
        k === 'companyid' ? ctx.CompanyID : k === 'empid' && !skipEmpid ? ctx.Empid : undefined;
      if (expected === undefined || isBlank(raw)) continue;
      const values = Array.isArray(raw) ? raw : [raw];
      if (values.some((v) => Number(v) !== expected)) throw new HttpError(403, MISMATCH);
    }
  }
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || v === '' || v === 'null' || v === 'undefined';
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}
