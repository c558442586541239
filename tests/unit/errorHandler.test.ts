import express from 'express';
import { DatabaseError } from 'sequelize';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { errorHandler } from '../../backend/src/http/errors';

/** An app whose one route fails with `err`, answered by the real error handler. */
function failingWith(err: unknown) {
  const app = express();
  app.get('/x', () => {
    throw err;
  });
  app.use(errorHandler);
  return app;
}

const postgresError = (code: string, message: string) =>
  new DatabaseError(Object.assign(new Error(message), { code, sql: 'UPDATE "ledgerMonth" ...' }));

describe('errorHandler', () => {
  it.each([
    ['a deadlock', '40P01', 'deadlock detected'],
    ['a serialization failure', '40001', 'could not serialize access'],
  ])('answers 409 "save again" to %s, naming no SQL', async (_what, code, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const res = await request(failingWith(postgresError(code, message))).get('/x');

    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      error:
        'Another change to the same records was being saved at the same moment: please save again.',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/ledgerMonth|deadlock|serialize/);
  });

  it('answers any other database error 500 with nothing of it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const res = await request(failingWith(postgresError('23502', 'null value in column'))).get(
      '/x',
    );

    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, error: 'An unexpected error occurred' });
  });
});
