import fs from 'node:fs';

/**
 * Text in fixed boxes for pdfkit: every call is given a height, so pdfkit never flows text onto a
 * page of its own making (the invoice decides its page breaks), and nothing spills out of its cell.
 */

export type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'right' | 'center';

/** The printed documents' ink: box frames, table rules, shaded headings, captions. */
export const FRAME = '#333333';
export const RULE = '#b5b5b5';
export const SHADE = '#ececec';
export const GREY = '#555555';

export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
/** A bold face with the rupee sign, registered on a document by `withRupee`. */
export const RUPEE_BOLD = 'RupeeSans-Bold';

export interface Style {
  font: typeof REGULAR | typeof BOLD | typeof RUPEE_BOLD;
  size: number;
  color?: string;
}

/** Debian's fonts-dejavu-core: DejaVu Sans has U+20B9, which the standard PDF fonts lack. */
const RUPEE_FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const rupeeFontInstalled = fs.existsSync(RUPEE_FONT_FILE);

/** What Helvetica's WinAnsi encoding can show: Latin-1 and the few extra Windows-1252 signs. */
const NOT_WIN_ANSI = /[^\t\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu;

/**
 * Text the standard fonts can print. They have no rupee glyph, so '₹' becomes 'Rs.'; other
 * characters outside WinAnsi (Indian scripts, emoji) would print as stray Latin letters, so they
 * show as '?' until an embedded Unicode font is added.
 */
export function printable(text: string | null | undefined): string {
  return (text ?? '').replace(/₹\s?/g, 'Rs. ').replace(NOT_WIN_ANSI, '?').trim();
}

/**
 * An amount after the rupee sign, bold: '₹ 1,23,456.00' in DejaVu Sans Bold (embedded, subset)
 * where the font is installed; without it the print still works, as 'Rs. 1,23,456.00' in Helvetica.
 */
export function withRupee(doc: Doc, amount: string, size: number): { text: string; style: Style } {
  return { text: `${rupeeFontInstalled ? '₹' : 'Rs.'} ${amount}`, style: rupeeStyle(doc, size) };
}

/** The bold face `withRupee` prints in, for text that shares a line with its amounts. */
export function rupeeStyle(doc: Doc, size: number): Style {
  if (!rupeeFontInstalled) return { font: BOLD, size };
  doc.registerFont(RUPEE_BOLD, RUPEE_FONT_FILE);
  return { font: RUPEE_BOLD, size };
}

function use(doc: Doc, style: Style): number {
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.color ?? '#000000');
  return doc.currentLineHeight(true);
}

/** The height `text` takes wrapped in `width`, at most `maxLines` lines. */
export function measure(
  doc: Doc,
  text: string,
  width: number,
  style: Style,
  maxLines = Infinity,
): number {
  const lineHeight = use(doc, style);
  if (!text) return 0;
  return Math.min(doc.heightOfString(text, { width, lineGap: 0 }), maxLines * lineHeight);
}

/** Wrapped text, cut with an ellipsis after `maxLines`; answers the height it took. */
export function textBox(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: Style,
  options: { align?: Align; maxLines?: number } = {},
): number {
  const height = measure(doc, text, width, style, options.maxLines ?? 50);
  if (!text) return 0;
  use(doc, style);
  // A hair over the lines' height, or pdfkit's rounding drops the last line.
  doc.text(text, x, y, {
    width,
    height: height + 0.5,
    ellipsis: true,
    align: options.align ?? 'left',
    lineGap: 0,
  });
  return height;
}

/**
 * One line that shrinks until it fits `width`: a figure is never cut or wrapped, and a long one
 * prints smaller rather than running into the next column.
 */
export function fittedLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: Style,
  align: Align = 'left',
): void {
  if (!text) return;
  use(doc, style);
  const natural = doc.widthOfString(text);
  const size = natural > width ? Math.max(4, (style.size * width) / natural) : style.size;
  const lineHeight = use(doc, { ...style, size });
  // Shrunk text sits on the same baseline area as its neighbours.
  const dy = (style.size - size) * 0.7;
  doc.text(text, x, y + dy, {
    width,
    height: lineHeight + 0.5,
    align,
    lineBreak: false,
    ellipsis: true,
  });
}

/** The whole document as bytes, once pdfkit has written its last chunk. */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
