import type { Response } from 'express';

/**
 * Answers a PDF the browser shows in its viewer and saves under `name` (only letters, digits
 * and '-' kept: the name travels in a header, and an invoice number holds '/'). nosniff, so
 * that a browser never takes the bytes for anything but a PDF.
 */
export function sendPdf(res: Response, pdf: Buffer, name: string): void {
  res.set('Content-Type', 'application/pdf');
  res.set('Content-Disposition', `inline; filename="${name.replace(/[^A-Za-z0-9-]/g, '-')}.pdf"`);
  res.set('X-Content-Type-Options', 'nosniff');
  res.send(pdf);
}
