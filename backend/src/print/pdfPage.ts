import { BOLD, type Doc, FRAME, measure, printable, REGULAR, type Style, textBox } from './pdfText';
import type { Span } from './pdfTable';

/**
 * What a printed document puts around its content: the letterhead of the voucher-style sheets,
 * the signing lines, and the footer and stamp added to every page once all pages exist (the page
 * count is not known before).
 */

export const A4 = { width: 595.28, height: 841.89 };

const titleStyle: Style = { font: BOLD, size: 15 };
const companyStyle: Style = { font: BOLD, size: 12 };
const text: Style = { font: REGULAR, size: 9 };
const strong: Style = { font: BOLD, size: 9 };

/** The document's title, then the company's name and address, centred; answers where the page goes on. */
export function letterhead(
  doc: Doc,
  head: { title: string; name: string; address: string },
  span: Span,
  top: number,
): number {
  const { left, width } = span;
  let y = top;
  y += textBox(doc, printable(head.title), left, y, width, titleStyle, { align: 'center' }) + 6;
  y +=
    textBox(doc, printable(head.name), left, y, width, companyStyle, {
      align: 'center',
      maxLines: 2,
    }) + 1;
  y += textBox(doc, printable(head.address), left, y, width, text, {
    align: 'center',
    maxLines: 3,
  });
  return y;
}

const SIGNATURE_WIDTH = 170;

/**
 * Two lines to sign on, at the left and right of `span`, each with who signs under it; the
 * line sits 22 pt above the block's `height`, leaving room above for a signature and, on the
 * right, `signedFor` (the company the signatory signs for). Answers the block's bottom.
 */
export function signatures(
  doc: Doc,
  span: Span,
  top: number,
  height: number,
  labels: [left: string, right: string],
  signedFor?: string,
): number {
  const width = SIGNATURE_WIDTH;
  const rightX = span.left + span.width - width;
  if (signedFor)
    textBox(doc, `for ${printable(signedFor)}`, rightX, top, width, strong, {
      align: 'center',
      maxLines: 2,
    });
  const line = top + height - 22;
  doc.lineWidth(0.6).strokeColor(FRAME);
  doc
    .moveTo(span.left, line)
    .lineTo(span.left + width, line)
    .stroke();
  doc
    .moveTo(rightX, line)
    .lineTo(rightX + width, line)
    .stroke();
  textBox(doc, labels[0], span.left, line + 3, width, text, { align: 'center' });
  textBox(doc, labels[1], rightX, line + 3, width, text, { align: 'center' });
  return line + 3 + measure(doc, 'X', 100, text);
}

export interface Footer {
  span: Span;
  y: number; // the footer strip's top, below the content
  style: Style;
  note?: { text: string; width?: number }; // at the left: 'This is a computer generated invoice.'
  continued?: boolean; // 'Continued on next page', centred, on all but the last page
  stamp?: string; // across every page: CANCELLED, REOPENED
}

/** 'Page n of m' at the right of every page, with the footer's note, continuation and stamp. */
export function finishPages(doc: Doc, footer: Footer): void {
  const { span, y, style, note, stamp } = footer;
  const { start, count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i += 1) {
    doc.switchToPage(start + i);
    textBox(doc, `Page ${i + 1} of ${count}`, span.left, y, span.width, style, { align: 'right' });
    if (note) textBox(doc, note.text, span.left, y, note.width ?? span.width, style);
    if (footer.continued && i < count - 1)
      textBox(doc, 'Continued on next page', span.left, y, span.width, style, { align: 'center' });
    if (stamp) stampCancelled(doc, stamp);
  }
}

/** CANCELLED (or another word: REOPENED) in red across the current page, faint enough to read what is under it. */
export function stampCancelled(doc: Doc, word = 'CANCELLED'): void {
  const size = 96;
  doc.save();
  doc.font(BOLD).fontSize(size);
  const width = doc.widthOfString(word);
  const [cx, cy] = [doc.page.width / 2, doc.page.height / 2];
  doc.rotate(-50, { origin: [cx, cy] });
  doc.fillColor('#c62828').fillOpacity(0.22);
  const area = { width: width + 2, height: size * 1.3, lineBreak: false };
  doc.text(word, cx - width / 2, cy - size / 2, area);
  doc.restore();
}
