import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/**
 * What no route can take, refused where a request comes in, before any route reads it:
 *
 * - the null character: SQLite's parser ends a statement at one (a search for it failed as a
 *   server error) and Sequelize writes one into Postgres as the two characters \0;
 * - a body nested deeper than any form sends (a bill is three levels: body, lines, line): code
 *   that walks a value by recursion (String() of an array, a deep copy) runs out of stack on one
 *   nested ten thousand deep, well inside the 1 MB a body may have;
 * - a field named as a member every object has (toString, valueOf, __proto__): an object
 *   holding {"toString": 1} throws wherever it is turned into a number or text, and no form has
 *   such a field.
 */
export const NULL_CHARACTER = 'The request contains a null character, which no field can hold.';
export const TOO_DEEP = 'The request body is nested too deeply.';
const MAX_DEPTH = 16;
const OBJECT_MEMBERS = new Set(Object.getOwnPropertyNames(Object.prototype));
export const memberNamed = (k: string) =>
  `The request contains a field named ${k}, which no form has.`;

/** Why a parsed body cannot be taken, or undefined; iterative, so a deep body cannot overflow it. */
export function inputProblem(body: unknown): string | undefined {
  const pending: Array<[unknown, number]> = [[body, 0]];
  while (pending.length) {
    const [v, depth] = pending.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) return NULL_CHARACTER;
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_DEPTH) return TOO_DEEP;
      for (const [k, inner] of Object.entries(v)) {
        if (k.includes('\0')) return NULL_CHARACTER;
        if (OBJECT_MEMBERS.has(k)) return memberNamed(k);
        pending.push([inner, depth + 1]);
      }
    }
  }
  return undefined;
}

/** Refuses (400) a request with a null character in its path or query, or a body it cannot take. */
export const guardInput: RequestHandler = (req, _res, next) => {
  const problem = req.originalUrl.includes('%00') ? NULL_CHARACTER : inputProblem(req.body);
  if (problem) throw new HttpError(400, problem);
  next();
};
