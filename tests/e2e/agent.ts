import type { Page } from 'playwright-core';
import type { Agent } from '../support/api';

/** The signed-in browser's own API client, in the shape the API tests' setup helpers take. */
export function asAgent(page: Page): Agent {
  const send = (method: 'post' | 'put') => (url: string) => ({
    send: async (data: unknown) => {
      const res = await page.request[method](url, { data });
      return { status: res.status(), body: await res.json() };
    },
  });
  return { post: send('post'), put: send('put') } as unknown as Agent;
}
