import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token of 256 bits, and the hash it is stored as. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Tokens are stored only as their SHA-256: a stolen database opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
