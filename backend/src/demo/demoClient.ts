import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

type Body = Record<string, unknown>;

/** A caller of the app's own API, signed in: the demo keys its books as a person would. */
export interface DemoClient {
  post(path: string, body: Body): Promise<Body>;
  /** A form as the screens send one with files (multipart), here its text fields alone. */
  postForm(path: string, fields: Record<string, string>): Promise<Body>;
  get(path: string): Promise<Body>;
  close(): Promise<void>;
}

/**
 * The app listening on a loopback port for the demo alone, and a client logged in to it. Every
 * document the demo makes goes through the API, so it is numbered, computed, posted and
 * versioned by the same code as a user's; a refusal stops the demo with the server's message.
 */
export async function demoClient(
  app: Express,
  login: { CompanyID: number; Username: string; Password: string },
): Promise<DemoClient> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let token = '';
  const call = async (method: string, path: string, body?: Body | FormData): Promise<Body> => {
    const form = body instanceof FormData;
    const res = await fetch(base + path, {
      method,
      headers: {
        // A form's own boundary goes with it; fetch sets its content type.
        ...(form ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: form ? body : body ? JSON.stringify(body) : undefined,
    });
    const answer = (await res.json()) as Body;
    if (!res.ok)
      throw new Error(`The demo's ${method} ${path} was refused: ${JSON.stringify(answer)}`);
    return answer;
  };
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  try {
    token = String((await call('POST', '/api/login', login)).token);
  } catch (e) {
    await close();
    throw e;
  }
  return {
    post: (path, body) => call('POST', path, body),
    postForm: (path, fields) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      return call('POST', path, form);
    },
    get: (path) => call('GET', path),
    close,
  };
}
