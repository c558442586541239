import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Agent } from './api';

const run = promisify(execFile);

/** A GET answered as bytes, whatever its content type (a PDF). */
export function getBytes(api: Agent, url: string) {
  return api
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** A PDF's text as poppler's pdftotext lays it out, and its page count from pdfinfo. */
export async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number; size: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
    const info = (await run('pdfinfo', [file])).stdout;
    return {
      text,
      pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0),
      size: /Page size:\s+(.*)/.exec(info)?.[1] ?? '',
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The printed line holding `label`, its runs of spaces made one. */
export function lineOf(text: string, label: string | RegExp): string {
  const found = text
    .split('\n')
    .find((l) => (typeof label === 'string' ? l.includes(label) : label.test(l)));
  return (found ?? '').replace(/\s+/g, ' ').trim();
}
