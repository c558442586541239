import { isRowId } from '../../../resources';
import { HttpError } from './errors';

/**
 * A query parameter as the text it was given ('' counts as not given). Given twice
 * (`?PLID=1&PLID=2`) or as an object (`?PLID[]=1`) it is refused, not quietly dropped: a report
 * asked for one party must not answer with all of them.
 */
export function queryText(query: Record<string, unknown>, name: string): string | undefined {
  const v = query[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string') throw new HttpError(400, `${name} must be given once.`);
  return v;
}

/** A query parameter naming a row (digits only, given once), undefined when not given; else a 400 with `message`. */
export function queryId(
  query: Record<string, unknown>,
  name: string,
  message = `${name} is invalid.`,
): number | undefined {
  const text = queryText(query, name);
  if (text === undefined) return undefined;
  if (!isRowId(text)) throw new HttpError(400, message);
  return Number(text);
}
