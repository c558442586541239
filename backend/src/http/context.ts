import type { Request } from 'express';
import { HttpError } from './errors';

/** Who is asking: taken from the session, never from the request. */
export interface SessionContext {
  sessionId: number;
  Empid: number;
  CompanyID: number;
  FYearID: number | null;
  BranchId: number | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    ctx?: SessionContext;
  }
}

/** The session's context; routes behind requireSession always have one. */
export function ctxOf(req: Request): SessionContext {
  if (!req.ctx) throw new HttpError(401, 'Not logged in');
  return req.ctx;
}
