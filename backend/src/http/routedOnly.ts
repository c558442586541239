import type { RequestHandler, Router } from 'express';

interface Layer {
  route?: unknown;
  match(path: string): unknown;
}

/** Paths remembered per router; past this the memory starts over (ids make paths many). */
const KEEP = 10_000;

/**
 * The router, entered only for a path one of its routes matches. Express walks every layer of
 * every router mounted before the one that answers, matching each route's pattern: a bill's
 * POST went past some 450 routes (0.2 ms) before it reached its own. Whether a router has a
 * route for a path does not change once the app is built, so the answer is kept per path, and
 * it is the routes' own matching that gives it. A router with middleware of its own (a layer
 * that is not a route) is always entered.
 */
export function routedOnly(router: Router): RequestHandler {
  const layers = (router as unknown as { stack: Layer[] }).stack;
  const known = new Map<string, boolean>();
  const routes = (path: string) =>
    layers.some((l) => {
      if (!l.route) return true;
      try {
        return Boolean(l.match(path));
      } catch {
        // A path the router itself refuses (bad percent-encoding): it answers that.
        return true;
      }
    });
  const handler: RequestHandler = (req, res, next) => {
    const path = req.path;
    let enter = known.get(path);
    if (enter === undefined) {
      enter = routes(path);
      if (known.size >= KEEP) known.clear();
      known.set(path, enter);
    }
    if (enter) router(req, res, next);
    else next();
  };
  // Its routes stay in sight of a walk of the app's layers (the served-routes check).
  return Object.assign(handler, { stack: layers });
}
