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
