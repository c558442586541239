import { fetchUtils, HttpError } from 'react-admin';

/**
 * The one HTTP client of the admin. Every answer of the API is an envelope (API.md 3):
 * `{success: true, data | message | ids}` or `{success: false, error, errors?}`. A failure of
 * either kind rejects with React-Admin's HttpError, whose `body.errors` React-Admin puts on the
 * form's inputs, and whose message is the server's sentence.
 */

export interface Envelope<T = unknown> {
  success?: boolean;
  data?: T;
  total?: number;
  message?: string;
  Message?: string; // the spec's reset-password answer spells it this way
  error?: string;
  errors?: Record<string, string>;
  [key: string]: unknown;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

/** The server's own sentence in an envelope, if it gave one. */
export function serverText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { error, message, Message } = body as Envelope;
  return [error, message, Message].find(
    (t): t is string => typeof t === 'string' && t.trim() !== '',
  );
}

/** The field messages of a refused call (`errors`: field to sentence), else undefined. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const errors = (error.body as Envelope | undefined)?.errors;
  return errors && typeof errors === 'object' ? errors : undefined;
}

/** The sentence to show for a failed call: the server's, else the screen's fallback. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof HttpError ? (serverText(error.body) ?? fallback) : fallback;
}

/** True when the call got no answer at all (network down, server stopped). */
export function isNoResponse(error: unknown): boolean {
  return !(error instanceof HttpError);
}

/** Calls the API with the session cookie and answers the envelope; rejects as described above. */
export async function callApi<T = unknown>(
  url: string,
  init: RequestInit = {},
): Promise<ApiResponse<T>> {
  let answer: { status: number; headers: Headers; json: unknown };
  try {
    answer = await fetchUtils.fetchJson(url, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(serverText(error.body) ?? error.message, error.status, error.body);
    }
    throw error;
  }
  const body = (answer.json ?? {}) as Envelope<T>;
  if (body.success === false) {
    throw new HttpError(serverText(body) ?? '', answer.status, body);
  }
  return { status: answer.status, headers: answer.headers, body };
}

/** GET a path and answer the envelope's `data`. */
export async function getData<T>(url: string): Promise<T> {
  const { body } = await callApi<T>(url);
  return body.data as T;
}

/** POST a JSON body and answer the whole envelope (writes carry message and ids, not data). */
export async function postJson<T = unknown>(url: string, payload: unknown): Promise<Envelope<T>> {
  const { body } = await callApi<T>(url, { method: 'POST', body: JSON.stringify(payload) });
  return body;
}
