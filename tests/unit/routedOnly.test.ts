import express, { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { routedOnly } from '../../backend/src/http/routedOnly';

/** A router mounted before another through routedOnly; `entered` lists the paths it was entered for. */
function appWith(first: Router) {
  const entered: string[] = [];
  const spy = Object.assign(
    ((req, res, next) => {
      entered.push(req.path);
      first(req, res, next);
    }) as express.RequestHandler,
    { stack: first.stack },
  ) as unknown as Router;
  const second = Router();
  second.get('/api/b/:id', (req, res) => void res.json({ by: 'second', id: req.params.id }));
  const app = express();
  app.use(routedOnly(spy));
  app.use(routedOnly(second));
  app.use((_req, res) => void res.status(404).json({ by: 'nobody' }));
  return { app, entered };
}

describe('routedOnly', () => {
  it('enters a router for the paths its routes match, in any case, and passes the others on unchanged', async () => {
    const first = Router();
    first.get('/api/a', (_req, res) => void res.json({ by: 'first' }));
    first.post('/api/a/:id', (req, res) => void res.json({ by: 'first', id: req.params.id }));
    const { app, entered } = appWith(first);

    expect((await request(app).get('/api/a')).body).toEqual({ by: 'first' });
    expect((await request(app).get('/API/A')).body).toEqual({ by: 'first' });
    expect((await request(app).post('/api/a/7')).body).toEqual({ by: 'first', id: '7' });
    expect((await request(app).get('/api/b/9')).body).toEqual({ by: 'second', id: '9' });
    // Asked twice, answered from what it learnt the first time, the same way.
    expect((await request(app).get('/api/b/9')).body).toEqual({ by: 'second', id: '9' });
    expect((await request(app).get('/api/c')).status).toBe(404);
    expect(entered).toEqual(['/api/a', '/API/A', '/api/a/7']);
  });

  it("still hands a matched path on when the route's method does not fit, as Express does", async () => {
    const first = Router();
    first.get('/api/b/:id', (_req, res) => void res.json({ by: 'first' }));
    const { app, entered } = appWith(first);
    expect((await request(app).post('/api/b/3')).body).toEqual({ by: 'nobody' });
    expect((await request(app).get('/api/b/3')).body).toEqual({ by: 'first' });
    expect(entered).toEqual(['/api/b/3', '/api/b/3']);
  });

  it('always enters a router that has middleware of its own', async () => {
    const seen: string[] = [];
    const first = Router();
    first.use((req, _res, next) => {
      seen.push(req.path);
      next();
    });
    first.get('/api/a', (_req, res) => void res.json({ by: 'first' }));
    const { app, entered } = appWith(first);
    expect((await request(app).get('/api/b/1')).body).toEqual({ by: 'second', id: '1' });
    expect(seen).toEqual(['/api/b/1']);
    expect(entered).toEqual(['/api/b/1']);
  });

  it('keeps the routes in sight of a walk of the layers', () => {
    const first = Router();
    first.get('/api/a', (_req, res) => void res.json({}));
    const wrapped = routedOnly(first) as unknown as { stack: Array<{ route?: { path: string } }> };
    expect(wrapped.stack.map((l) => l.route?.path)).toEqual(['/api/a']);
  });
});
