import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HttpError } from '../http/errors';
import { HashQueue } from './hashQueue';

/**
 * scrypt at OWASP's parameters (N=2^17, r=8, p=1). One hash takes about half a second and
 * 128 MiB here, and runs on libuv's thread pool, so hashes take turns in two queues:
 * - logins, at most HASH_CONCURRENCY at once;
 * - every other hash (a new password, a sign-up's, the check of the current password before a
 *   change), one at a time on a slot of its own. A signed-in person sending a flood of password
 *   changes, even for records that are not there, makes only those wait: logins keep theirs.
 * Either way some of the pool's four threads stay free for the database, and a hash that would
 * wait longer than HASH_MAX_WAIT_MS is refused with 503 rather than stalling every caller behind
 * a flood. Tests may lower the cost with SCRYPT_LOG_N; the stored hash carries its parameters,
 * so either verifies.
 */
const LOG_N = Number(process.env.SCRYPT_LOG_N ?? 17);
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
export const SERVER_BUSY = 'The server is busy. Please try again in a moment.';
const maxWaitMs = Number(process.env.HASH_MAX_WAIT_MS ?? 3000);
const busy = () => new HttpError(503, SERVER_BUSY);
const queues = {
  login: new HashQueue({
    concurrency: Number(process.env.HASH_CONCURRENCY ?? 2),
    maxWaitMs,
    busy,
  }),
  other: new HashQueue({ concurrency: 1, maxWaitMs, busy }),
};
/** Which queue a hash takes its turn in. */
export type HashUse = keyof typeof queues;

function derive(
  password: string,
  salt: Buffer,
  logN: number,
  r: number,
  p: number,
  use: HashUse,
): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return queues[use].run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** A salted slow hash, as 'scrypt$logN$r$p$salt$hash'. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, LOG_N, R, P, 'other');
  return ['scrypt', LOG_N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `password` matches `stored`, in constant time; a login's check, unless said otherwise. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  use: HashUse = 'login',
): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check, so a missing user is not told apart by timing.
    await derive(password, randomBytes(16), LOG_N, R, P, use);
    return false;
  }
  const [, logN, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64'),
    Number(logN),
    Number(r),
    Number(p),
    use,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** The cost this process hashes new passwords at (reported by the bench). */
export const HASH_PARAMETERS = { logN: LOG_N, r: R, p: P };

/** Hashes computed and refused by this process so far, and the queues now, both together (for tests and the bench). */
export function hashStats(): ReturnType<HashQueue['stats']> {
  const [a, b] = [queues.login.stats(), queues.other.stats()];
  return {
    ran: a.ran + b.ran,
    refused: a.refused + b.refused,
    active: a.active + b.active,
    waiting: a.waiting + b.waiting,
  };
}
