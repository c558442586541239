import type { Request, RequestHandler } from 'express';
import { HttpError } from '../http/errors';
import type { SessionStore } from './sessions';

export const SESSION_COOKIE = 'sid';

/** The token a request carries: cookie `sid`, or `Authorization: Bearer <token>`. */
export function tokenOf(req: Request): string | undefined {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || undefined;
  const cookie = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  return cookie || undefined;
}

/** Attaches the session's context when there is one; never refuses. */
export function loadSession(store: SessionStore): RequestHandler {
  return async (req, _res, next) => {
    const token = tokenOf(req);
    if (token) req.ctx = (await store.find(token)) ?? undefined;
    next();
  };
}

/** Refuses a request without a live session: 401 'Not logged in'. */
export const requireSession: RequestHandler = (req, _res, next) => {
  if (!req.ctx) throw new HttpError(401, 'Not logged in');
  next();
};
