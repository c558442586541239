import type { Response } from 'express';
import type { AnyRecord, Resource } from '../../../resources';

/**
 * A master's save as every write endpoint answers it (API.md): its message, its key under the
 * key's own name (older clients read that) and the row as stored; 201 when it was created.
 */
export function answerSaved(
  res: Response,
  r: Resource,
  row: AnyRecord,
  created: boolean,
  status = created ? 201 : 200,
): void {
  res.status(status).json({
    success: true,
    message: created ? r.messages.created : r.messages.updated,
    [r.primaryKey]: row[r.primaryKey],
    data: row,
  });
}
