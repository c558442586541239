import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { DatabaseRateLimitStore } from './rateLimitStore';

const WINDOW_MS = Number(process.env.LOGIN_WINDOW_MINUTES ?? 15) * 60_000;
const TOO_MANY = 'Too many failed login attempts. Please wait 15 minutes and try again.';

/**
 * Failed logins are counted per company+username and per client address; past the limit the
 * login answers 429 for the rest of the window. Successful logins are not counted.
 */
export function loginLimits(db: Database, models: Models): RequestHandler[] {
  const common = {
    windowMs: WINDOW_MS,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-7' as const,
    legacyHeaders: false,
    handler: (_req: Request, res: import('express').Response) => {
      res.status(429).json({ success: false, error: TOO_MANY });
    },
  };
  return [
    rateLimit({
      ...common,
      limit: Number(process.env.LOGIN_MAX_FAILURES_PER_USER ?? 5),
      store: new DatabaseRateLimitStore(db, models, 'login-user'),
      keyGenerator: (req) => {
        const b = (req.body ?? {}) as Record<string, unknown>;
        // The same company however its id is spelled ('1', 1, ' 01'), as the login reads it.
        return `${Number(b.CompanyID)}:${String(b.Username ?? '').trim().toLowerCase()}`;
      },
    }),
    rateLimit({
      ...common,
      limit: Number(process.env.LOGIN_MAX_FAILURES_PER_ADDRESS ?? 30),
      store: new DatabaseRateLimitStore(db, models, 'login-ip'),
    }),
  ];
}

/** Company sign-ups per client address per hour: enough for a person, not for a script. */
export function signupLimit(db: Database, models: Models): RequestHandler {
  return rateLimit({
    windowMs: 60 * 60_000,
    limit: Number(process.env.SIGNUPS_PER_HOUR ?? 20),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(db, models, 'signup-ip'),
    handler: (_req, res) => {
      res.status(429).json({ success: false, error: 'Too many sign-ups from this address. Please try again later.' });
    },
  });
}
