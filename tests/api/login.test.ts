import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../backend/src/app';
import { parseTrustProxy } from '../../backend/src/auth/trustProxy';
import { describeApi, storedRows, validEmployee } from '../support/api';

const BAD_LOGIN = { success: false, error: 'Invalid credentials of Username or Password' };
const NOT_LOGGED_IN = { success: false, error: 'Not logged in' };

/** The Set-Cookie line of cookie `name`, if the response sets it. */
function setCookie(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const lines = Array.isArray(raw) ? (raw as string[]) : raw ? [String(raw)] : [];
  return lines.find((l) => l.startsWith(`${name}=`));
}

describeApi('Sessions', (env) => {
  /** A login request as the proxy in front of the app forwards it from `address`. */
  const from = (address: string) => env.anon().post('/api/login').set('X-Forwarded-For', address);

  describe('GET /api/companies', () => {
    it('lists every company by id and name without a session', async () => {
      const a = await env.company('Alpha Traders');
      const b = await env.company('Beta Traders');

      const res = await env.anon().get('/api/companies');

      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toEqual([
        { CompanyID: a.CompanyID, CompanyName: 'Alpha Traders' },
        { CompanyID: b.CompanyID, CompanyName: 'Beta Traders' },
      ]);
    });

    it('names no company when the install hides the list, and a login may then type its company', async () => {
      const { CompanyID } = await env.company('Malabar Pharma', {
        username: 'asha',
        password: 'correct horse',
      });
      await env.company('Malabar Traders', { username: 'asha', password: 'correct horse' });
      const hosted = request.agent(createApp(env.db, { listCompanies: false }).app);

      const list = await hosted.get('/api/companies');
      const typed = await hosted
        .post('/api/login')
        .send({ CompanyName: '  malabar PHARMA ', Username: 'asha', Password: 'correct horse' });
      const unknown = await hosted
        .post('/api/login')
        .send({ CompanyName: 'Malabar', Username: 'asha', Password: 'correct horse' });

      expect(list.body).toEqual({ success: true, listed: false, data: [] });
      expect([typed.status, typed.body.CompanyID]).toEqual([200, CompanyID]);
      expect([unknown.status, unknown.body.error]).toEqual([
        401,
        'Invalid credentials of Username or Password',
      ]);
    });
  });

  describe('POST /api/login', () => {
    it('answers the session ids and token and sets an HttpOnly, SameSite=Strict cookie sid', async () => {
      const { CompanyID, Empid, FYearID } = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });

      const res = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID, Username: 'asha', Password: 'correct horse' });

      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        Empid,
        CompanyID,
        FYearID,
        BranchId: null,
        token: expect.any(String),
      });
      expect(FYearID).toEqual(expect.any(Number));
      const cookie = setCookie(res, 'sid');
      expect(cookie).toBeDefined();
      const attributes = cookie!.split(';').map((a) => a.trim());
      expect(attributes[0]).toBe(`sid=${res.body.token}`);
      expect(attributes).toContain('HttpOnly');
      expect(attributes).toContain('SameSite=Strict');
      expect(attributes).toContain('Path=/');
    });

    it('finds the username whatever its case and surrounding spaces', async () => {
      const { CompanyID } = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });

      const res = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID, Username: '  ASHA ', Password: 'correct horse' });

      expect(res.status).toBe(200);
    });

    it('answers 400 to a blank or missing username or password', async () => {
      const { CompanyID } = await env.company('Alpha Traders', { username: 'asha' });
      const attempts = [
        { Username: '   ', Password: 'correct horse' },
        { Username: 'asha', Password: '' },
        { Username: 'asha', Password: '   ' },
        { Password: 'correct horse' },
        { Username: 'asha' },
      ];

      const answers = [];
      for (const credentials of attempts) {
        const res = await env
          .anon()
          .post('/api/login')
          .send({ CompanyID, ...credentials });
        answers.push({ status: res.status, body: res.body });
      }

      expect(answers).toEqual(
        attempts.map(() => ({
          status: 400,
          body: { success: false, error: 'Username and Password are required.' },
        })),
      );
    });

    it('answers a wrong password, an unknown user and a wrong company with the same 401', async () => {
      const alpha = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });
      const beta = await env.company('Beta Traders', { username: 'ravi', password: 'other horse' });

      const answers = [
        await env
          .anon()
          .post('/api/login')
          .send({ CompanyID: alpha.CompanyID, Username: 'asha', Password: 'wrong horse' }),
        await env
          .anon()
          .post('/api/login')
          .send({ CompanyID: alpha.CompanyID, Username: 'nobody', Password: 'correct horse' }),
        await env
          .anon()
          .post('/api/login')
          .send({ CompanyID: beta.CompanyID, Username: 'asha', Password: 'correct horse' }),
        await env
          .anon()
          .post('/api/login')
          .send({ CompanyID: 9999, Username: 'asha', Password: 'correct horse' }),
      ];

      for (const res of answers) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual(BAD_LOGIN);
        expect(setCookie(res, 'sid')).toBeUndefined();
      }
    });

    it('answers 429 to the sixth attempt after five failures for one company and username from one address, even with the right password', async () => {
      const { CompanyID } = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });
      const client = env.anon();
      for (let i = 0; i < 5; i++) {
        const failed = await client
          .post('/api/login')
          .send({ CompanyID, Username: 'asha', Password: `wrong ${i}` });
        expect(failed.status).toBe(401);
      }

      const res = await client
        .post('/api/login')
        .send({ CompanyID, Username: 'asha', Password: 'correct horse' });

      expect(res.status).toBe(429);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ success: false, error: expect.stringMatching(/\S/) });
      expect(setCookie(res, 'sid')).toBeUndefined();
    });

    it('counts failures for a username whatever its case', async () => {
      const { CompanyID } = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });
      for (const name of ['asha', 'ASHA', 'Asha', ' asha', 'asHa']) {
        await env
          .anon()
          .post('/api/login')
          .send({ CompanyID, Username: name, Password: 'wrong horse' });
      }

      const res = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID, Username: 'asha', Password: 'correct horse' });

      expect(res.status).toBe(429);
    });

    it('counts failures for a company however its id is spelled', async () => {
      const { CompanyID } = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });
      for (const id of [
        CompanyID,
        String(CompanyID),
        `0${CompanyID}`,
        `${CompanyID}.0`,
        ` ${CompanyID}`,
      ]) {
        await env
          .anon()
          .post('/api/login')
          .send({ CompanyID: id, Username: 'asha', Password: 'wrong horse' });
      }

      const res = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID: `00${CompanyID}`, Username: 'asha', Password: 'correct horse' });

      expect(res.status).toBe(429);
    });

    it('still lets another username of the same company log in', async () => {
      const alpha = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });
      const created = await alpha.api.post('/api/insertemployee').send({
        ...validEmployee('ravi', 'ravi password'),
        FirstName: 'Ravi',
        Mobile: '9123456780',
        PhoneNo: '9123456781',
      });
      expect(created.status).toBe(201);
      for (let i = 0; i < 6; i++) {
        await env
          .anon()
          .post('/api/login')
          .send({ CompanyID: alpha.CompanyID, Username: 'asha', Password: 'wrong horse' });
      }

      const res = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID: alpha.CompanyID, Username: 'ravi', Password: 'ravi password' });

      expect(res.status).toBe(200);
      expect(res.body.Empid).toBe(created.body.Empid);
    });

    it('answers 429 after 30 failures from one address, whatever the usernames', async () => {
      const { CompanyID } = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });
      const client = env.anon();
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        statuses.push(
          (
            await client
              .post('/api/login')
              .send({ CompanyID, Username: `guess${i}`, Password: 'wrong horse' })
          ).status,
        );
      }

      const res = await client
        .post('/api/login')
        .send({ CompanyID, Username: 'asha', Password: 'correct horse' });

      expect(statuses).toEqual(Array(30).fill(401));
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ success: false, error: expect.stringMatching(/\S/) });
    });

    it('does not count successful logins', async () => {
      const { CompanyID } = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });

      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        statuses.push(
          (
            await env
              .anon()
              .post('/api/login')
              .send({ CompanyID, Username: 'asha', Password: 'correct horse' })
          ).status,
        );
      }

      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    });

    it('still signs the user in from another address while one address is refused', async () => {
      env.app.set('trust proxy', 1);
      const { CompanyID } = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await from('198.51.100.1').send({ CompanyID, Username: 'asha', Password: `wrong ${i}` }))
            .status,
        );
      }

      const stranger = await from('198.51.100.1').send({
        CompanyID,
        Username: 'asha',
        Password: 'correct horse',
      });
      const owner = await from('203.0.113.9').send({
        CompanyID,
        Username: 'asha',
        Password: 'correct horse',
      });

      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      expect(stranger.status).toBe(429);
      expect(owner.status).toBe(200);
    });

    it("does not count attempts refused at one address toward the account's ceiling", async () => {
      env.app.set('trust proxy', 1);
      const { CompanyID } = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) {
        statuses.push(
          (await from('198.51.100.1').send({ CompanyID, Username: 'asha', Password: `wrong ${i}` }))
            .status,
        );
      }

      const owner = await from('203.0.113.9').send({
        CompanyID,
        Username: 'asha',
        Password: 'correct horse',
      });

      expect(statuses).toEqual([...Array(5).fill(401), ...Array(55).fill(429)]);
      expect(owner.status).toBe(200);
    });

    it('caps a guess spread over many addresses at 50 failures for the account', async () => {
      env.app.set('trust proxy', 1);
      const { CompanyID } = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });
      const guess = async (addresses: number[]) => {
        const statuses: number[] = [];
        for (const a of addresses) {
          for (let i = 0; i < 5; i++)
            statuses.push(
              (
                await from(`198.51.100.${a}`).send({
                  CompanyID,
                  Username: 'ASHA',
                  Password: `wrong ${a}.${i}`,
                })
              ).status,
            );
        }
        return statuses;
      };
      const first45 = await guess([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const belowCeiling = await from('203.0.113.9').send({
        CompanyID,
        Username: 'asha',
        Password: 'correct horse',
      });

      const last5 = await guess([10]);
      const atCeiling = await from('203.0.113.10').send({
        CompanyID,
        Username: 'asha',
        Password: 'correct horse',
      });
      const otherUser = await from('203.0.113.10').send({
        CompanyID,
        Username: 'ravi',
        Password: 'anything',
      });

      expect([...first45, ...last5]).toEqual(Array(50).fill(401));
      expect(belowCeiling.status).toBe(200);
      expect(atCeiling.status).toBe(429);
      expect(atCeiling.body).toEqual({
        success: false,
        error: 'Too many failed login attempts. Please wait 15 minutes and try again.',
      });
      expect(otherUser.status).toBe(401);
    });

    describe.each([
      { TRUST_PROXY: 'true', counts: 'the first forwarded address', trusted: true },
      { TRUST_PROXY: '1', counts: 'the address one proxy forwards', trusted: true },
      { TRUST_PROXY: 'loopback', counts: 'the address the local proxy forwards', trusted: true },
      { TRUST_PROXY: 'false', counts: 'the connecting address', trusted: false },
      { TRUST_PROXY: undefined, counts: 'the connecting address', trusted: false },
    ])('with TRUST_PROXY=$TRUST_PROXY', ({ TRUST_PROXY, counts, trusted }) => {
      it(`counts failures by ${counts}`, async () => {
        const { CompanyID } = await env.company('Alpha Traders', {
          username: 'asha',
          password: 'correct horse',
        });
        const { app } = createApp(env.db, { trustProxy: parseTrustProxy(TRUST_PROXY) });
        const login = (forwardedFor: string) =>
          request(app).post('/api/login').set('X-Forwarded-For', forwardedFor);
        for (let i = 0; i < 5; i++)
          await login('198.51.100.1').send({ CompanyID, Username: 'asha', Password: `wrong ${i}` });

        const res = await login('203.0.113.9').send({
          CompanyID,
          Username: 'asha',
          Password: 'correct horse',
        });

        expect(res.status).toBe(trusted ? 200 : 429);
      });
    });

    it('gives each login its own token', async () => {
      const { CompanyID, token } = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });

      const res = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID, Username: 'asha', Password: 'correct horse' });

      expect(res.body.token).not.toBe(token);
      expect(Buffer.from(res.body.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    });
  });

  describe('sessions', () => {
    it('accepts the token as Authorization: Bearer', async () => {
      const { token, CompanyID } = await env.company('Alpha Traders');

      const res = await env
        .anon()
        .get('/api/getcompanynav')
        .set('Authorization', `Bearer ${token}`);

      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ CompanyID, CompanyName: 'Alpha Traders' });
    });

    it('accepts the token as cookie sid', async () => {
      const { token } = await env.company('Alpha Traders');

      const res = await env.anon().get('/api/getcompanynav').set('Cookie', `sid=${token}`);

      expect(res.status).toBe(200);
    });

    it('answers 401 Not logged in to a request without a session', async () => {
      await env.company('Alpha Traders');

      const res = await env.anon().get('/api/getbranch');

      expect(res.status).toBe(401);
      expect(res.body).toEqual(NOT_LOGGED_IN);
    });

    it('answers 401 to an invalid token, as bearer or as cookie', async () => {
      await env.company('Alpha Traders');

      const bearer = await env
        .anon()
        .get('/api/getbranch')
        .set('Authorization', 'Bearer not-a-real-token');
      const cookie = await env.anon().get('/api/getbranch').set('Cookie', 'sid=not-a-real-token');

      expect([bearer.status, cookie.status]).toEqual([401, 401]);
      expect(bearer.body).toEqual(NOT_LOGGED_IN);
      expect(cookie.body).toEqual(NOT_LOGGED_IN);
    });

    it('ends a session left idle too long', async () => {
      const { token } = await env.company('Alpha Traders');
      await env.models
        .byName('session')
        .update({ LastSeenAt: new Date(Date.now() - 121 * 60_000) }, { where: {} });

      const res = await env.anon().get('/api/getbranch').set('Authorization', `Bearer ${token}`);

      expect(res.status).toBe(401);
      expect(res.body).toEqual(NOT_LOGGED_IN);
      expect(await env.models.byName('session').count()).toBe(0);
    });

    it('ends a session past its absolute expiry, however recently it was used', async () => {
      const { token } = await env.company('Alpha Traders');
      await env.models
        .byName('session')
        .update({ LastSeenAt: new Date(), ExpiresAt: new Date(Date.now() - 1000) }, { where: {} });

      const res = await env.anon().get('/api/getbranch').set('Authorization', `Bearer ${token}`);

      expect(res.status).toBe(401);
    });

    it('keeps a session in use alive', async () => {
      const { token } = await env.company('Alpha Traders');
      await env.models
        .byName('session')
        .update({ LastSeenAt: new Date(Date.now() - 100 * 60_000) }, { where: {} });

      const first = await env.anon().get('/api/getbranch').set('Authorization', `Bearer ${token}`);

      const [row] = await storedRows(env, 'session');
      expect(first.status).toBe(200);
      expect(Date.now() - (row.LastSeenAt as Date).getTime()).toBeLessThan(60_000);
    });

    it('stores sessions only as a hash of the token', async () => {
      const { token } = await env.company('Alpha Traders');

      const rows = await storedRows(env, 'session');

      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(token);
    });
  });

  describe('POST /api/logout', () => {
    it('ends the session: the old cookie and the old token then answer 401', async () => {
      const { api, token } = await env.company('Alpha Traders');

      const res = await api.post('/api/logout');

      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const byCookie = await env.anon().get('/api/getbranch').set('Cookie', `sid=${token}`);
      const byBearer = await env
        .anon()
        .get('/api/getbranch')
        .set('Authorization', `Bearer ${token}`);
      const sameAgent = await api.get('/api/getbranch');
      expect([byCookie.status, byBearer.status, sameAgent.status]).toEqual([401, 401, 401]);
      expect(byBearer.body).toEqual(NOT_LOGGED_IN);
    });

    it('clears cookie sid', async () => {
      const { api } = await env.company('Alpha Traders');

      const res = await api.post('/api/logout');

      const cookie = setCookie(res, 'sid');
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/^sid=;/);
      expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(cookie).toMatch(/Path=\//);
    });

    it('ends only that session', async () => {
      const alpha = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });
      const other = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID: alpha.CompanyID, Username: 'asha', Password: 'correct horse' });

      await alpha.api.post('/api/logout');

      const res = await env
        .anon()
        .get('/api/getbranch')
        .set('Authorization', `Bearer ${other.body.token}`);
      expect(res.status).toBe(200);
    });

    it('answers 401 without a session', async () => {
      const res = await env.anon().post('/api/logout');

      expect(res.status).toBe(401);
      expect(res.body).toEqual(NOT_LOGGED_IN);
    });
  });

  describe('POST /api/resetpassword', () => {
    it('refuses a wrong current password and keeps the old one', async () => {
      const { api, CompanyID } = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });

      const res = await api.post('/api/resetpassword').send({
        CurrentPassword: 'wrong horse',
        NewPassword: 'new secret 123',
        ConfirmPassword: 'new secret 123',
      });

      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        error: 'Current password is incorrect.',
        errors: { CurrentPassword: 'Current password is incorrect.' },
      });
      const login = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID, Username: 'asha', Password: 'correct horse' });
      expect(login.status).toBe(200);
    });

    it('stops guessing the current password after five wrong ones, before hashing the sixth', async () => {
      const { api } = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });
      const attempt = (CurrentPassword: string) =>
        api.post('/api/resetpassword').send({
          CurrentPassword,
          NewPassword: 'new secret 123',
          ConfirmPassword: 'new secret 123',
        });
      // A weak new password is the person's slip, not a guess: it does not count.
      const weak = await api.post('/api/resetpassword').send({
        CurrentPassword: 'wrong horse',
        NewPassword: 'x',
        ConfirmPassword: 'x',
      });

      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await attempt(`wrong ${i}`)).status);
      const sixth = await attempt('correct horse');

      expect(weak.status).toBe(400);
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      expect([sixth.status, sixth.body.error]).toEqual([
        429,
        'Too many wrong current passwords. Please wait 15 minutes and try again.',
      ]);
    });

    it('refuses a confirmation that differs from the new password', async () => {
      const { api } = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });

      const res = await api.post('/api/resetpassword').send({
        CurrentPassword: 'correct horse',
        NewPassword: 'new secret 123',
        ConfirmPassword: 'new secret 124',
      });

      expect(res.status).toBe(400);
      expect(res.body.error).toBe('New password and confirm password do not match.');
      expect(res.body.errors).toEqual({
        ConfirmPassword: 'New password and confirm password do not match.',
      });
    });

    it('refuses a request missing one of the passwords', async () => {
      const { api } = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });

      const res = await api.post('/api/resetpassword').send({ CurrentPassword: 'correct horse' });

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'All fields are required.' });
    });

    it('stores the new password, ends every session of the employee, and the old password no longer logs in', async () => {
      const alpha = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });
      const second = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID: alpha.CompanyID, Username: 'asha', Password: 'correct horse' });

      const res = await alpha.api.post('/api/resetpassword').send({
        Empid: alpha.Empid,
        CurrentPassword: 'correct horse',
        NewPassword: 'new secret 123',
        ConfirmPassword: 'new secret 123',
      });

      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      const first = await env
        .anon()
        .get('/api/getbranch')
        .set('Authorization', `Bearer ${alpha.token}`);
      const other = await env
        .anon()
        .get('/api/getbranch')
        .set('Authorization', `Bearer ${second.body.token}`);
      expect([first.status, other.status]).toEqual([401, 401]);
      const withOld = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID: alpha.CompanyID, Username: 'asha', Password: 'correct horse' });
      const withNew = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID: alpha.CompanyID, Username: 'asha', Password: 'new secret 123' });
      expect(withOld.status).toBe(401);
      expect(withNew.status).toBe(200);
    });

    it("leaves other employees' sessions alone", async () => {
      const alpha = await env.company('Alpha Traders', {
        username: 'asha',
        password: 'correct horse',
      });
      await alpha.api.post('/api/insertemployee').send({
        ...validEmployee('ravi', 'ravi password'),
        FirstName: 'Ravi',
        Mobile: '9123456780',
        PhoneNo: '9123456781',
      });
      const ravi = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID: alpha.CompanyID, Username: 'ravi', Password: 'ravi password' });

      const reset = await alpha.api.post('/api/resetpassword').send({
        CurrentPassword: 'correct horse',
        NewPassword: 'new secret 123',
        ConfirmPassword: 'new secret 123',
      });

      expect(reset.status).toBe(200);
      const res = await env
        .anon()
        .get('/api/getbranch')
        .set('Authorization', `Bearer ${ravi.body.token}`);
      expect(res.status).toBe(200);
    });
  });
});
