import type { RequestHandler } from 'express';
import { HttpError } from './errors';

export const UNREAD_BODY =
  'Send the request body as JSON (application/json), or as a form with files (multipart/form-data).';
/** Said of any multipart body that cannot be read: no boundary here, a broken one in files.ts. */
export const NO_BOUNDARY = 'The upload could not be read. Please send it again.';

/**
 * A body the API cannot read is refused, not taken as an empty one: JSON sent as text/plain, or
 * a form without its boundary, would otherwise save an update that changes nothing and answer
 * 'updated successfully'.
 */
export const readableBody: RequestHandler = (req, _res, next) => {
  const length = req.headers['content-length'];
  const carries =
    req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  if (!carries) return next();
  if (req.is('application/json')) return next();
  if (!req.is('multipart/form-data')) throw new HttpError(415, UNREAD_BODY);
  if (!/;\s*boundary=/i.test(req.headers['content-type'] ?? ''))
    throw new HttpError(400, NO_BOUNDARY);
  next();
};
