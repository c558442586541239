import type { RequestHandler } from 'express';
import { requireSession } from '../auth/sessionMiddleware';
import { assertSameTenant } from './tenancy';
import { multipartBody } from '../resources/files';

/**
 * A session, then the multipart body (413 above 5 MiB), then the tenancy check on the ids the
 * body carries: for an upload the body is only readable after parsing.
 */
export function multipartTenancy(options: { empidIsRecordKey?: boolean } = {}): RequestHandler {
  return (req, res, next) =>
    requireSession(req, res, () =>
      multipartBody(req, res, (err?: unknown) => {
        if (err) return next(err);
        try {
          assertSameTenant(req, options);
          next();
        } catch (e) {
          next(e);
        }
      }),
    );
}
