import { vi } from 'vitest';

/**
 * A stand-in for the browser's fetch: the admin's HTTP client is what these tests exercise, so
 * each answer is given per path, and every call is kept to be looked at.
 */
export type Route = (
  init: RequestInit | undefined,
  url: string,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

export function stubFetch(routes: Record<string, Route>) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET', body: bodyOf(init?.body) });
    const path = url.split('?')[0];
    const route = routes[`${init?.method ?? 'GET'} ${path}`];
    if (!route)
      return new Response(JSON.stringify({ success: false, error: 'Not found' }), { status: 404 });
    const { status = 200, body } = await route(init, url);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** An answer that never arrives: the network is down. */
export const unreachable: Route = () => Promise.reject(new TypeError('Failed to fetch'));

/** A sent body as plain data: JSON parsed, multipart as its parts (files stay File objects). */
export function bodyOf(body: BodyInit | null | undefined): unknown {
  if (!body) return undefined;
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return JSON.parse(String(body));
}
