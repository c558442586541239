import type { RequestHandler } from 'express';
import { NO_BOUNDARY } from '../http/bodyType';
import multer from 'multer';
import type { Transaction } from 'sequelize';
import type { FileKind, Resource } from '../../../resources';
import type { Models } from '../db/models';
import { HttpError, notFound } from '../http/errors';
import { inputProblem } from '../http/inputGuard';

/** API.md section 6: at most 5 MiB a file. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export interface Upload {
  buffer: Buffer;
  originalname: string;
}

const REFUSED: Record<FileKind, string> = {
  pdf: 'Only PDF files are accepted.',
  image: 'Only JPG, JPEG or PNG images are accepted.',
};

/** The content type the bytes really are, whatever the name or the declared type say. */
export function sniff(bytes: Buffer): 'application/pdf' | 'image/png' | 'image/jpeg' | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  return undefined;
}

const ACCEPTS: Record<FileKind, (type: string | undefined) => boolean> = {
  pdf: (t) => t === 'application/pdf',
  image: (t) => t === 'image/png' || t === 'image/jpeg',
};

/** The file fields of a resource. */
export function fileFieldsOf(resource: Resource): string[] {
  return Object.entries(resource.fields)
    .filter(([, f]) => f.type === 'file')
    .map(([k]) => k);
}

const parseMultipart: RequestHandler = multer({
  storage: multer.memoryStorage(),
  // A form has a few dozen fields: thousands of them would be held in memory all the same.
  limits: { fileSize: MAX_FILE_BYTES, files: 10, fieldSize: 1024 * 1024, fields: 100, parts: 110 },
}).any();

/** The most a whole multipart body may carry: a form's five documents at the file limit, and its fields. */
export const MAX_MULTIPART_BYTES = 6 * MAX_FILE_BYTES;

/** What a person is told when multer refuses a multipart body, by multer's code. */
const MULTER_REFUSALS: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, 'The file is too large. The limit is 5 MB.'],
  LIMIT_FIELD_VALUE: [413, 'A form field is too large. The limit is 1 MB.'],
  LIMIT_FILE_COUNT: [400, 'Too many files. Send at most 10 files at once.'],
  LIMIT_PART_COUNT: [400, 'The form has too many parts.'],
  LIMIT_FIELD_COUNT: [400, 'The form has too many fields.'],
  LIMIT_FIELD_KEY: [400, 'A form field name is too long.'],
  LIMIT_UNEXPECTED_FILE: [400, 'The form has an unexpected file.'],
  MISSING_FIELD_NAME: [400, 'A form field has no name.'],
};

/**
 * Parses a multipart body into req.body and req.files (memory, 5 MiB a file). Every way a body
 * can be refused answers 400 or 413 with a sentence: a limit multer counts, or a body that is
 * not multipart at all or ends early (busboy's plain errors).
 */
export const multipartBody: RequestHandler = (req, res, next) => {
  // Refused before a byte is read, as the JSON body's limit is.
  if (Number(req.headers['content-length'] ?? 0) > MAX_MULTIPART_BYTES)
    return next(new HttpError(413, 'The upload is too large. The limit is 30 MB in all.'));
  parseMultipart(req, res, (err?: unknown) => {
    if (!err) {
      const problem = inputProblem(req.body);
      return next(problem ? new HttpError(400, problem) : undefined);
    }
    if (err instanceof multer.MulterError) {
      const [status, message] = MULTER_REFUSALS[err.code] ?? [400, 'The upload could not be read.'];
      return next(new HttpError(status, message));
    }
    next(new HttpError(400, NO_BOUNDARY));
  });
};

/** The uploads a request carries for the resource's file fields, each checked by its bytes (415). */
export function uploadsOf(
  resource: Resource,
  files: unknown,
): Record<string, Upload & { contentType: string }> {
  const out: Record<string, Upload & { contentType: string }> = {};
  const list = Array.isArray(files) ? (files as Array<Upload & { fieldname: string }>) : [];
  for (const key of fileFieldsOf(resource)) {
    const file = list.find((f) => f.fieldname.toLowerCase() === key.toLowerCase());
    if (!file) continue;
    const kind = resource.fields[key].accept ?? 'pdf';
    const contentType = sniff(file.buffer);
    if (!ACCEPTS[kind](contentType))
      throw new HttpError(415, REFUSED[kind], { [key]: REFUSED[kind] });
    out[key] = { buffer: file.buffer, originalname: file.originalname, contentType: contentType! };
  }
  return out;
}

type Owner = { CompanyID: number; Empid: number };

/** Keeps an upload for the company and answers its id. */
export async function storeFile(
  models: Models,
  ctx: Owner,
  upload: Upload & { contentType: string },
  transaction: Transaction,
): Promise<number> {
  const row = await models.byName('storedFile').create(
    {
      CompanyID: ctx.CompanyID,
      ContentType: upload.contentType,
      // Only a plain name travels back in Content-Disposition.
      FileName: safeName(upload.originalname),
      Size: upload.buffer.length,
      Content: upload.buffer,
      CreatedBy: ctx.Empid || null,
      CreatedDate: new Date(),
    },
    { transaction },
  );
  return row.get('FileId') as number;
}

/** Marks deleted a file the company no longer points at (a replaced upload); it is kept. */
export async function dropFile(
  models: Models,
  ctx: Owner,
  fileId: unknown,
  transaction: Transaction,
): Promise<void> {
  if (typeof fileId !== 'number') return;
  await models
    .byName('storedFile')
    .update(
      { IsDeleted: true, DeletedBy: ctx.Empid, DeletedDate: new Date() },
      { where: { FileId: fileId, CompanyID: ctx.CompanyID }, transaction },
    );
}

export interface StoredFile {
  ContentType: string;
  FileName: string;
  Content: Buffer;
}

/** A file of the company, or 404: another company's file does not exist. */
export async function readStoredFile(
  models: Models,
  ctx: Owner,
  fileId: unknown,
): Promise<StoredFile> {
  const id = Number(fileId);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  const row = (await models.byName('storedFile').findOne({
    where: { FileId: id, CompanyID: ctx.CompanyID },
    raw: true,
  })) as unknown as StoredFile | null;
  if (!row) throw notFound();
  return { ...row, Content: Buffer.from(row.Content) };
}

function safeName(name: string): string {
  const plain = name
    .replace(/[^A-Za-z0-9._ -]/g, '_')
    .slice(-120)
    .trim();
  return plain || 'file';
}
