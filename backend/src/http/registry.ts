import type { RequestHandler, Router } from 'express';
import type { Resource } from '../../../resources';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** What OpenAPI needs to know of a route; every route is added through here, so none is missed. */
export interface RouteDoc {
  method: Method;
  path: string; // express form, e.g. /api/rest/branch/:id
  summary: string;
  tag: string;
  public?: boolean; // needs no session
  resource?: Resource; // its fields describe the body or the answer
  body?: 'create' | 'update' | 'key' | Record<string, { type: string; description?: string }>;
  answers?:
    'list' | 'one' | 'write' | 'file' | Record<string, { type: string; description?: string }>;
  query?: Record<string, string>; // name -> description
}

/** Collects the routes as they are mounted. */
export class RouteRegistry {
  readonly routes: RouteDoc[] = [];

  add(router: Router, doc: RouteDoc, ...handlers: RequestHandler[]): void {
    this.routes.push(doc);
    router[doc.method](doc.path, ...handlers);
  }
}
