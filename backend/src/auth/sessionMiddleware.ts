import type { Request, RequestHandler } from 'express';
import { HttpError } from '../http/errors';
import type { SessionStore } from './sessions';

export const SESSION_COOKIE = 'sid';

/** The token a request carries: cookie `sid`, or `Authorization: Bearer <token>`. */
export function tokenOf(req: Request): string | undefined {
  // The scheme's name is case-insensitive (RFC 7235): 'bearer' is Bearer.
  const bearer = /^bearer\s+(.*)$/i.exec(req.headers.authorization ?? '');
  if (bearer) return bearer[1].trim() || undefined;
  const cookie = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  return cookie || undefined;
}

/** Whether the browser says a request came from another site (Fetch Metadata). */
const fromAnotherSite = (req: Request) => {
  const site = req.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
};
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a change made with the session cookie from a page of another site, as a forged form
 * would (CSRF), beside the cookie's SameSite=Strict: a sibling subdomain is 'same-site' and
 * its requests carry the cookie. The admin is served from this origin; a Bearer token is never
 * sent by a browser on its own.
 */
export const refuseCrossSiteChanges: RequestHandler = (req, _res, next) => {
  const byCookie = !/^bearer\s/i.test(req.headers.authorization ?? '');
  if (!READS.has(req.method) && byCookie && fromAnotherSite(req))
    throw new HttpError(403, 'Requests from another site are refused.');
  next();
};

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
