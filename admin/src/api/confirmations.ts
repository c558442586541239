import { HttpError } from 'react-admin';
import { callApi, type Envelope } from './http';

/**
 * Warnings the server lets the user confirm (API: a 409 carrying `confirm`, the request flag
 * that saves anyway, e.g. two parties with one GSTIN). A write asks here; the one ConfirmHost
 * on the page shows the question and answers. With no host mounted the answer is no.
 */
export interface Question {
  message: string;
  answer(yes: boolean): void;
}

let show: ((q: Question | null) => void) | null = null;

/** Mounts the one place questions show (ConfirmHost); answers the unmount. */
export function hostQuestions(listener: (q: Question | null) => void): () => void {
  show = listener;
  return () => {
    if (show === listener) show = null;
  };
}

export function askToConfirm(message: string): Promise<boolean> {
  const host = show;
  if (!host) return Promise.resolve(false);
  return new Promise((resolve) =>
    host({
      message,
      answer: (yes) => {
        host(null);
        resolve(yes);
      },
    }),
  );
}

/** The same request body with the confirmation flag set (JSON or multipart). */
export function withConfirmation(body: string | FormData, flag: string): string | FormData {
  if (body instanceof FormData) {
    const copy = new FormData();
    for (const [k, v] of body.entries()) copy.append(k, v);
    copy.append(flag, 'true');
    return copy;
  }
  return JSON.stringify({ ...(JSON.parse(body) as object), [flag]: true });
}

/** A save the server may answer with a warning to confirm: asked, and sent again if confirmed. */
export async function postConfirming(url: string, body: string | FormData): Promise<Envelope> {
  try {
    return (await callApi(url, { method: 'POST', body })).body;
  } catch (e) {
    const flag = e instanceof HttpError && e.status === 409 ? (e.body as Envelope)?.confirm : null;
    if (typeof flag !== 'string' || !(await askToConfirm((e as Error).message))) throw e;
    return (await callApi(url, { method: 'POST', body: withConfirmation(body, flag) })).body;
  }
}
