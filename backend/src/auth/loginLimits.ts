import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import { DatabaseRateLimitStore } from './rateLimitStore';

const WINDOW_MS = Number(process.env.LOGIN_WINDOW_MINUTES ?? 15) * 60_000;
const TOO_MANY = 'Too many failed login attempts. Please wait 15 minutes and try again.';
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The client's address as the 'trust proxy' setting reads it; an IPv6 client counts by its /56. */
const addressOf = (req: Request) => ipKeyGenerator(req.ip ?? '');

/** The same company however its id is spelled ('1', 1, ' 01'), and the username as the login reads it. */
function accountOf(req: Request): string {
  const b = (req.body ?? {}) as Record<string, unknown>;
  return `${Number(b.CompanyID)}:${String(b.Username ?? '')
    .trim()
    .toLowerCase()}`;
}

function refuse(message: string) {
  return (_req: Request, res: Response) => {
    res.status(429).json({ success: false, error: message });
  };
}

/**
 * Failed logins are counted three ways, each for a 15-minute window: per account and address (a
 * few: one client guessing one password), per address (any usernames), and per account from all
 * addresses (many more: a guess spread over many addresses). A stranger therefore locks an
 * account out only from his own address, unless he commands dozens of addresses. Only a wrong
 * password (401) counts: a refusal, a busy server or a malformed request costs no guess.
 */
export function loginLimits(db: Database, models: Models): RequestHandler[] {
  const limiter = (prefix: string, limit: number, keyGenerator: (req: Request) => string) =>
    rateLimit({
      windowMs: WINDOW_MS,
      limit,
      keyGenerator,
      requestWasSuccessful: (_req, res) => res.statusCode !== 401,
      skipSuccessfulRequests: true,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      store: new DatabaseRateLimitStore(db, models, prefix),
      handler: refuse(TOO_MANY),
    });
  return [
    limiter(
      'login-user-ip',
      setting('LOGIN_MAX_FAILURES_PER_USER_AND_ADDRESS', 5),
      (req) => `${accountOf(req)}@${addressOf(req)}`,
    ),
    limiter('login-ip', setting('LOGIN_MAX_FAILURES_PER_ADDRESS', 30), addressOf),
    limiter('login-user', setting('LOGIN_MAX_FAILURES_PER_USER', 50), accountOf),
  ];
}

/** Company sign-ups per client address per hour: enough for a person, not for a script. */
export function signupLimit(db: Database, models: Models): RequestHandler {
  return rateLimit({
    windowMs: 60 * 60_000,
    limit: setting('SIGNUPS_PER_HOUR', 20),
    keyGenerator: addressOf,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(db, models, 'signup-ip'),
    handler: refuse('Too many sign-ups from this address. Please try again later.'),
  });
}

/**
 * The first employee's sign-up (insertemployee without a session): refused requests per client
 * address per 15 minutes, as for logins. A person needs one or two tries; a token guesser many.
 * Requests with a session are an administrator's and are not counted here.
 */
export function firstEmployeeLimit(db: Database, models: Models): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: setting('FIRST_EMPLOYEE_MAX_FAILURES_PER_ADDRESS', 20),
    keyGenerator: addressOf,
    skip: (req) => req.ctx !== undefined,
    // A busy server (503) is not the client's failure.
    requestWasSuccessful: (_req, res) => res.statusCode < 400 || res.statusCode === 503,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(db, models, 'first-employee-ip'),
    handler: refuse('Too many attempts from this address. Please wait 15 minutes and try again.'),
  });
}

/**
 * Wrong current passwords on a password change, per employee per 15 minutes: a session cannot
 * guess its own password without end, nor keep the server hashing guesses (the 429 comes before
 * any hash). Only a wrong current password counts (the route marks it), not a weak new one.
 */
export function passwordChangeLimit(db: Database, models: Models): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: setting('PASSWORD_CHANGE_MAX_FAILURES', 5),
    keyGenerator: (req) => `${String(req.ctx?.CompanyID)}:${String(req.ctx?.Empid)}`,
    requestWasSuccessful: (_req, res) => res.locals.wrongPassword !== true,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(db, models, 'password-change'),
    handler: refuse('Too many wrong current passwords. Please wait 15 minutes and try again.'),
  });
}
