import type { Models } from '../db/models';
import { readStoredFile } from '../resources/files';

/**
 * A stored image as a data URL, for the two answers the spec shows as base64 (the company logo
 * and the employee's photo in the top bar and profile); null when there is none.
 */
export async function imageDataUrl(
  models: Models,
  ctx: { CompanyID: number; Empid: number },
  fileId: unknown,
): Promise<string | null> {
  if (fileId === null || fileId === undefined) return null;
  const file = await readStoredFile(models, ctx, fileId).catch(() => null);
  return file ? `data:${file.ContentType};base64,${file.Content.toString('base64')}` : null;
}
