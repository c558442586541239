import { afterAll, describe, expect, it, vi } from 'vitest';

// Read by passwords.ts when it loads: one hash at a time, a costlier hash than the other API
// tests use, and a short wait, so a burst of logins overflows the queue in this file.
const before = vi.hoisted(() => {
  const saved = { ...process.env };
  Object.assign(process.env, {
    SCRYPT_LOG_N: '14',
    HASH_CONCURRENCY: '1',
    HASH_MAX_WAIT_MS: '150',
  });
  return saved;
});

import { hashStats, SERVER_BUSY } from '../../backend/src/auth/passwords';
import { describeApi, validCompany, validEmployee, type Agent } from '../support/api';

afterAll(() => {
  for (const key of ['SCRYPT_LOG_N', 'HASH_CONCURRENCY', 'HASH_MAX_WAIT_MS']) {
    if (before[key] === undefined) delete process.env[key];
    else process.env[key] = before[key];
  }
});

const PASSWORD = 'correct horse battery';

async function signupToken(api: Agent): Promise<{ CompanyID: number; signupToken: string }> {
  const res = await api.post('/api/insertcompanysignup').send(validCompany('Sunrise Traders'));
  expect(res.status).toBe(201);
  return res.body;
}

describeApi('Auth hardening', (env) => {
  /** Whether the login counters come down to no failures within two seconds. */
  async function loginFailuresSettleAtZero(): Promise<boolean> {
    const deadline = Date.now() + 2000;
    for (;;) {
      const rows = (await env.models
        .byName('rateLimitHit')
        .findAll({ raw: true })) as unknown as Array<{ Key: string; Hits: number }>;
      if (rows.filter((r) => r.Key.startsWith('login')).every((r) => r.Hits === 0)) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  describe('a change sent from another site', () => {
    it('is refused with the session cookie, and nothing is saved; the same from this site is saved', async () => {
      const { api } = await env.company();

      const forged = await api
        .post('/api/insertbranch')
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ BranchName: 'Forged' });
      const sibling = await api
        .post('/api/insertbranch')
        .set('Sec-Fetch-Site', 'same-site')
        .send({ BranchName: 'Sibling' });
      const read = await api.get('/api/getbranch').set('Sec-Fetch-Site', 'cross-site');
      const own = await api
        .post('/api/insertbranch')
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ BranchName: 'Own' });

      expect([forged.status, forged.body.error]).toEqual([
        403,
        'Requests from another site are refused.',
      ]);
      expect(sibling.status).toBe(403);
      expect(read.status).toBe(200);
      expect(own.status).toBe(201);
      const names = (await api.get('/api/getbranch')).body.data.map(
        (b: { BranchName: string }) => b.BranchName,
      );
      expect(names).toEqual(['Own']);
    });

    it('is taken with a bearer token, whatever the case of the scheme', async () => {
      const { token } = await env.company();

      const res = await env
        .anon()
        .post('/api/insertbranch')
        .set('Authorization', `bearer ${token}`)
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ BranchName: 'By token' });

      expect(res.status).toBe(201);
    });
  });

  describe('POST /api/insertemployee without a session', () => {
    it('answers a token it never issued without computing a hash', async () => {
      await signupToken(env.anon());
      const hashesBefore = hashStats().ran;

      const res = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: 'bogus-token-0123456789abcdef' });

      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: 'Please register a company first.' });
      expect(hashStats().ran).toBe(hashesBefore);
    });

    it('answers a spent or expired token without computing a hash', async () => {
      const spent = await signupToken(env.anon());
      const first = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: spent.signupToken });
      expect(first.status).toBe(201);
      const expired = await env
        .anon()
        .post('/api/insertcompanysignup')
        .send(validCompany('Moonrise Traders'));
      await env.models
        .byName('signupToken')
        .update(
          { ExpiresAt: new Date(Date.now() - 1000) },
          { where: { CompanyID: expired.body.CompanyID } },
        );
      const hashesBefore = hashStats().ran;

      const again = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('ravi', PASSWORD), signupToken: spent.signupToken });
      const late = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('ravi', PASSWORD), signupToken: expired.body.signupToken });

      expect([again.status, late.status]).toEqual([401, 401]);
      expect(hashStats().ran).toBe(hashesBefore);
    });

    it('answers a malformed request without computing a hash', async () => {
      const { signupToken: token } = await signupToken(env.anon());
      const hashesBefore = hashStats().ran;

      const invalid = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), Pincode: '1', signupToken: token });
      const bogus = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), Mobile: 'abc', signupToken: 'bogus' });
      const notText = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: ['bogus'] });

      expect([invalid.status, bogus.status, notText.status]).toEqual([400, 400, 401]);
      expect(hashStats().ran).toBe(hashesBefore);
    });

    it('computes one hash for a sign-up with a live token', async () => {
      const { signupToken: token } = await signupToken(env.anon());
      const hashesBefore = hashStats().ran;

      const res = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: token });

      expect(res.status).toBe(201);
      expect(hashStats().ran).toBe(hashesBefore + 1);
    });

    it('answers 429 to an address after 20 refused attempts, even with a live token, and serves other addresses', async () => {
      env.app.set('trust proxy', 1);
      const { signupToken: token } = await signupToken(env.anon());
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await env
          .anon()
          .post('/api/insertemployee')
          .set('X-Forwarded-For', '198.51.100.1')
          .send({ ...validEmployee('asha', PASSWORD), signupToken: `guess-${i}` });
        statuses.push(res.status);
      }

      const refused = await env
        .anon()
        .post('/api/insertemployee')
        .set('X-Forwarded-For', '198.51.100.1')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: token });
      const elsewhere = await env
        .anon()
        .post('/api/insertemployee')
        .set('X-Forwarded-For', '198.51.100.2')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: token });

      expect(statuses).toEqual(Array(20).fill(401));
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        success: false,
        error: 'Too many attempts from this address. Please wait 15 minutes and try again.',
      });
      expect(elsewhere.status).toBe(201);
    });

    it('does not count successful sign-ups against the address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const signup = await env
          .anon()
          .post('/api/insertcompanysignup')
          .send(validCompany(`Sunrise Traders ${'ABC'[i]}`));
        statuses.push(
          (
            await env
              .anon()
              .post('/api/insertemployee')
              .send({ ...validEmployee('asha', PASSWORD), signupToken: signup.body.signupToken })
          ).status,
        );
      }
      for (let i = 0; i < 19; i++) {
        await env
          .anon()
          .post('/api/insertemployee')
          .send({ ...validEmployee('asha', PASSWORD), signupToken: `guess-${i}` });
      }

      const last = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: 'guess-last' });

      expect(statuses).toEqual([201, 201, 201]);
      expect(last.status).toBe(401);
    });
  });

  describe('password changes by a signed-in user', () => {
    const change = (api: Agent, Empid: number) =>
      api
        .post('/api/updateemployee')
        .send({ Empid, Password: 'a new secret 1', ConfirmPassword: 'a new secret 1' });

    it("answers a change of an employee that is not there, or is another company's, without computing a hash", async () => {
      const mine = await env.company('Alpha Traders');
      const theirs = await env.company('Beta Traders');
      const hashesBefore = hashStats().ran;

      const missing = await change(mine.api, 999999);
      const other = await change(mine.api, theirs.Empid);
      const taken = await mine.api
        .post('/api/insertemployee')
        .send(validEmployee(mine.username, PASSWORD));

      expect([missing.status, other.status]).toEqual([404, 404]);
      expect(taken.status).toBeGreaterThanOrEqual(400);
      expect(taken.status).toBeLessThan(500);
      expect(hashStats().ran).toBe(hashesBefore);
    });

    it('keeps logins served while a signed-in user floods password changes', async () => {
      env.app.set('trust proxy', 1);
      const flooder = await env.company('Alpha Traders');
      const other = await env.company('Beta Traders', { username: 'asha', password: PASSWORD });

      const before = hashStats();
      // Sent now (a request goes out when it is first awaited or then-ed).
      const flood = Array.from({ length: 24 }, () =>
        change(flooder.api, flooder.Empid).then((r) => r),
      );
      // Once the flood has filled the queue (changes are being refused), another company's user logs in.
      while (hashStats().refused === before.refused)
        await new Promise((resolve) => setTimeout(resolve, 2));
      const login = await env
        .anon()
        .post('/api/login')
        .set('X-Forwarded-For', '203.0.113.7')
        .send({ CompanyID: other.CompanyID, Username: 'asha', Password: PASSWORD });
      const changes = await Promise.all(flood);

      expect(login.status).toBe(200);
      expect(changes.filter((r) => r.status === 503).length).toBeGreaterThan(0);
      expect(changes.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    });
  });

  describe('password hashing under load', () => {
    it('answers 503 with a clear error to logins that would wait too long for a hash, and serves the rest', async () => {
      // Each from its own address: attempts in flight count against an address until answered.
      env.app.set('trust proxy', 1);
      const { CompanyID } = await env.company('Alpha Traders', {
        username: 'asha',
        password: PASSWORD,
      });
      const before = hashStats();

      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          env
            .anon()
            .post('/api/login')
            .set('X-Forwarded-For', `198.51.100.${i + 1}`)
            .send({ CompanyID, Username: 'asha', Password: PASSWORD }),
        ),
      );
      const after = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID, Username: 'asha', Password: PASSWORD });

      const busy = answers.filter((r) => r.status === 503);
      expect(answers.filter((r) => r.status !== 503).map((r) => r.status)).toEqual(
        Array(16 - busy.length).fill(200),
      );
      expect(busy.length).toBeGreaterThan(0);
      expect(busy.length).toBeLessThan(16);
      for (const res of busy) expect(res.body).toEqual({ success: false, error: SERVER_BUSY });
      expect(hashStats().refused - before.refused).toBe(busy.length);
      expect(after.status).toBe(200);
    });

    it('does not count a login refused as busy as a failed attempt', async () => {
      env.app.set('trust proxy', 1);
      const { CompanyID } = await env.company('Alpha Traders', {
        username: 'asha',
        password: PASSWORD,
      });

      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          env
            .anon()
            .post('/api/login')
            .set('X-Forwarded-For', `198.51.100.${i + 1}`)
            .send({ CompanyID, Username: 'asha', Password: PASSWORD }),
        ),
      );

      expect(answers.some((r) => r.status === 503)).toBe(true);
      // Every attempt is counted on arrival and un-counted after its answer unless it was a wrong password.
      expect(await loginFailuresSettleAtZero()).toBe(true);
    });
  });

  describe('GET /api/docs', () => {
    it('answers 401 without a session however the path is cased', async () => {
      const paths = [
        '/api/docs',
        '/API/DOCS',
        '/Api/Docs',
        '/API/DOCS/init.js',
        '/api/DOCS/assets/swagger-ui.css',
        '/API/docs/',
      ];

      const answers = await Promise.all(paths.map((p) => env.anon().get(p)));

      expect(answers.map((r) => r.status)).toEqual(paths.map(() => 401));
      for (const res of answers)
        expect(res.body).toEqual({ success: false, error: 'Not logged in' });
    });

    it('serves the page with a session, however the path is cased', async () => {
      const { api } = await env.company();

      const lower = await api.get('/api/docs');
      const upper = await api.get('/API/DOCS');

      expect([lower.status, upper.status]).toEqual([200, 200]);
      expect(upper.text).toContain('swagger-ui');
    });
  });
});
