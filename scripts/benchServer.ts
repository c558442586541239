import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from '../backend/src/app';
import type { Database } from '../backend/src/db/database';
import { loadFixtures } from '../backend/src/db/fixtures';
import { migrate } from '../backend/src/db/migrator';
import { validCompany, validEmployee } from '../tests/support/api';

/**
 * An HTTP server for a benchmark: its idle keep-alive sockets are kept for ten minutes, not
 * Node's five seconds. A side's sockets idle while the other sides take their turns; a server
 * closing one just as the client sends on it again answered that call with ECONNRESET.
 */
export function benchListener(app: http.RequestListener): http.Server {
  const server = http.createServer(app);
  server.keepAliveTimeout = 600_000;
  return server;
}

/**
 * A benchmark's stage: the app migrated on `db`, listening on a real port, and one company
 * signed up with its first employee ('bench') logged in through `agent`.
 */
export async function benchCompany(db: Database, name: string) {
  await migrate(db.sequelize);
  const { app, models } = createApp(db);
  await loadFixtures(db, models);
  const server = benchListener(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = request.agent(base);
  const signup = await agent.post('/api/insertcompanysignup').send(validCompany(name));
  await agent
    .post('/api/insertemployee')
    .send({ ...validEmployee('bench', 'bench-password'), signupToken: signup.body.signupToken });
  const login = await agent
    .post('/api/login')
    .send({ CompanyID: signup.body.CompanyID, Username: 'bench', Password: 'bench-password' });
  return {
    models,
    server,
    base,
    agent,
    CompanyID: Number(login.body.CompanyID),
    token: String(login.body.token),
  };
}
