import type { ErrorRequestHandler, RequestHandler } from 'express';
import { FigureTooLarge } from '../../../resources/rules/indianNumber';

/** An error a person should see: its status, one sentence, and field messages if any. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** The request flag that, sent true, saves anyway: the message is a warning to confirm. */
    readonly confirm?: string,
  ) {
    super(message);
  }
}

/** A 400 for field errors; the sentence is the first field's message, as the old client shows. */
export function invalid(errors: Record<string, string>, status = 400): HttpError {
  return new HttpError(status, Object.values(errors)[0] ?? 'Invalid input.', errors);
}

export const NOT_FOUND = 'Record not found.';
export const FIGURES_TOO_LARGE = 'The figures here are too large to print to the paisa.';
export const notFound = (): HttpError => new HttpError(404, NOT_FOUND);

/** Unknown /api paths answer JSON too. */
export const unknownApiPath: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, error: 'Not found.' });
};

const CONTENTION =
  'Another change to the same records was being saved at the same moment: please save again.';

/** Postgres's deadlock (40P01) or serialization failure (40001), however Sequelize wraps it. */
function isContention(err: unknown): boolean {
  const e = err as { parent?: { code?: string }; original?: { code?: string }; code?: string };
  const code = e?.parent?.code ?? e?.original?.code ?? e?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Every error leaves as JSON with one sentence and nothing else: no stack, no SQL, no path.
 * The unexpected ones are logged here, once, for the operator.
 */
export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (res.headersSent) return;
  const e = err as { status?: number; type?: string; code?: string; name?: string };
  if (err instanceof HttpError) {
    res.status(err.status).json({
      success: false,
      error: err.message,
      ...(err.errors ? { errors: err.errors } : {}),
      ...(err.confirm ? { confirm: err.confirm } : {}),
    });
  } else if (err instanceof FigureTooLarge) {
    res.status(422).json({ success: false, error: FIGURES_TOO_LARGE });
  } else if (e.type === 'entity.parse.failed') {
    res.status(400).json({ success: false, error: 'The request body is not valid JSON.' });
  } else if (e.type === 'entity.too.large') {
    res
      .status(413)
      .json({ success: false, error: 'The request body is too large. The limit is 1 MB.' });
  } else if (isContention(err)) {
    // Postgres gave up on one of two saves that waited on each other: nothing of it was kept.
    console.error('[contention]', (err as Error).message);
    res.status(409).json({ success: false, error: CONTENTION });
  } else if (e.status && e.status >= 400 && e.status < 500) {
    res.status(e.status).json({ success: false, error: 'The request could not be processed.' });
  } else {
    console.error('[error]', err);
    res.status(500).json({ success: false, error: 'An unexpected error occurred' });
  }
};
