import PDFDocument from 'pdfkit';
import { toScaled, type AnyRecord } from '../../../resources';
import { displayDate } from '../../../resources/rules/financialYear';
import { formatIndian, formatQty } from '../../../resources/rules/indianNumber';
import type { Column } from './invoiceTables';
import { A4, finishPages, letterhead, signatures } from './pdfPage';
import { outline, type Span } from './pdfTable';
import {
  BOLD,
  GREY,
  type Doc,
  measure,
  printable,
  REGULAR,
  type Style,
  textBox,
  toBuffer,
} from './pdfText';
import { flow, pair, table, type Flow, type Row } from './voucher';

export interface PrintableVanSettlement {
  company: { name: string; address: string };
  settlement: AnyRecord; // the settlement as stored, with its Items
  reopened: boolean;
}

const MARGIN = (15 / 25.4) * 72;
const LEFT = MARGIN;
const WIDTH = A4.width - 2 * MARGIN;
const PAGE: Span = { left: LEFT, width: WIDTH };
const BOTTOM = A4.height - MARGIN - 14;
const PAD = 5;
const GAP = 10;
const SIGNATURES = 60;

const text: Style = { font: REGULAR, size: 9 };
const strong: Style = { font: BOLD, size: 9 };
const caption: Style = { font: REGULAR, size: 8, color: GREY };

const paise = (rupees: unknown) => toScaled(Number(rupees ?? 0), 2);
const milli = (qty: unknown) => toScaled(Number(qty ?? 0), 3);

/**
 * The evening's van sheet and settlement on A4: company, settlement number, date, vehicle,
 * representative and sheet; per item loaded, sold, returned, short (or over, in brackets) and its
 * value; the money (cash and GPay bills, receipts, cash expected, handed over, the difference);
 * signature lines for the representative and the accountant. A reopened settlement is stamped so.
 */
export async function renderVanSettlement(p: PrintableVanSettlement): Promise<Buffer> {
  const s = p.settlement;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Van Settlement ${String(s.SettlementNo)}`, Author: printable(p.company.name) },
  });
  const page = flow(doc, drawHeader(doc, p), `Van Settlement No. ${String(s.SettlementNo)}`);

  const items = (s.Items as AnyRecord[] | undefined) ?? [];
  const short = (m: number) => (m < 0 ? `(${formatQty(-m)})` : m === 0 ? '' : formatQty(m));
  const value = (v: number) => (v < 0 ? `(${formatIndian(-v)})` : v === 0 ? '' : formatIndian(v));
  const columns: Column<Row>[] = [
    { label: 'Code', width: 55, align: 'left', value: (r) => r.texts[0] },
    { label: 'Item', width: 0, align: 'left', value: (r) => r.texts[1], wraps: true },
    { label: 'Loaded', width: 50, align: 'right', value: (r) => r.texts[2] },
    { label: 'Sold', width: 50, align: 'right', value: (r) => r.texts[3] },
    { label: 'Returned', width: 52, align: 'right', value: (r) => r.texts[4] },
    { label: 'Short (Excess)', width: 62, align: 'right', value: (r) => r.texts[5] },
    { label: 'Rate', width: 55, align: 'right', value: (r) => r.texts[6] },
    { label: 'Value', width: 65, align: 'right', value: (r) => r.texts[7] },
  ];
  const rows = items.map((l) => ({
    texts: [
      printable(String(l.ItemCode ?? '')),
      printable(String(l.itemName ?? '')),
      formatQty(milli(l.Loaded)),
      formatQty(milli(l.Sold)),
      formatQty(milli(l.Returned)),
      short(milli(l.Shortage)),
      formatIndian(paise(l.Rate)),
      value(paise(l.Value)),
    ],
  }));
  page.y += textBox(doc, 'Stock', LEFT, page.y, WIDTH, strong) + 3;
  table(doc, page, columns, rows, [
    '',
    'Shortage value',
    '',
    '',
    '',
    '',
    '',
    formatIndian(paise(s.ShortageValue)),
  ]);
  if (paise(s.ExcessValue))
    page.y +=
      textBox(
        doc,
        `Excess value: ${formatIndian(paise(s.ExcessValue))}`,
        LEFT,
        page.y,
        WIDTH,
        text,
      ) + GAP;

  drawMoney(doc, s, page);
  if (typeof s.Narration === 'string' && s.Narration.trim()) {
    const content = printable(s.Narration);
    page.room(measure(doc, content, WIDTH, text, 5) + 14);
    page.y += textBox(doc, 'Narration', LEFT, page.y, WIDTH, caption);
    page.y += textBox(doc, content, LEFT, page.y, WIDTH, text, { maxLines: 5 }) + GAP;
  }
  page.room(SIGNATURES);
  page.y = signatures(doc, PAGE, page.y, SIGNATURES, ['Representative', 'Accountant']);

  finishPages(doc, {
    span: PAGE,
    y: BOTTOM + 4,
    style: caption,
    stamp: p.reopened ? 'REOPENED' : undefined,
  });
  return toBuffer(doc);
}

/** Title, company, then number, date, vehicle, representative and sheet in a box. */
function drawHeader(doc: Doc, p: PrintableVanSettlement): number {
  const s = p.settlement;
  const title = 'Van Sheet and Settlement';
  const y = letterhead(doc, { title, ...p.company }, PAGE, MARGIN) + GAP;
  const half = WIDTH / 2;
  const inner = half - 2 * PAD;
  const top = y;
  let left = top + PAD;
  left += pair(doc, 'Settlement No.', String(s.SettlementNo), LEFT + PAD, left, inner);
  left += pair(doc, 'Vehicle', printable(String(s.VehicleNo ?? '')), LEFT + PAD, left, inner);
  left += pair(doc, 'Representative', printable(String(s.RepName ?? '-')), LEFT + PAD, left, inner);
  let right = top + PAD;
  right += pair(doc, 'Date', displayDate(String(s.VanDate)), LEFT + half + PAD, right, inner);
  right += pair(
    doc,
    'Sheet No.',
    s.SheetID === null || s.SheetID === undefined ? '-' : String(s.SheetID),
    LEFT + half + PAD,
    right,
    inner,
  );
  const bottom = Math.max(left, right) + PAD - 3;
  outline(doc, PAGE, top, bottom);
  return bottom + GAP;
}

/** The money: what was billed and received, the cash expected, handed over, and the difference. */
function drawMoney(doc: Doc, s: AnyRecord, page: Flow): void {
  const difference = paise(s.Difference);
  const lines: Array<[string, string]> = [
    ['Cash bills', formatIndian(paise(s.CashBills))],
    ['GPay bills', formatIndian(paise(s.GPayBills))],
    ['Cash receipts', formatIndian(paise(s.CashReceipts))],
    ['Bank receipts', formatIndian(paise(s.BankReceipts))],
    ['Total collected', formatIndian(paise(s.Collected))],
    ['Cash expected (cash bills + cash receipts)', formatIndian(paise(s.ExpectedCash))],
    ['Cash handed over', formatIndian(paise(s.CashHanded))],
    [
      difference < 0 ? 'Cash short' : difference > 0 ? 'Cash excess' : 'Difference',
      formatIndian(Math.abs(difference)),
    ],
  ];
  const lineHeight = measure(doc, 'X', 100, strong) + 4;
  page.room(lines.length * lineHeight + 20);
  page.y += textBox(doc, 'Money', LEFT, page.y, WIDTH, strong) + 3;
  const top = page.y;
  let y = top + PAD;
  for (const [name, amount] of lines) {
    textBox(doc, name, LEFT + PAD, y, WIDTH * 0.6, text);
    textBox(doc, amount, LEFT + WIDTH * 0.6, y, WIDTH * 0.4 - PAD, strong, { align: 'right' });
    y += lineHeight;
  }
  outline(doc, PAGE, top, y + PAD - 4);
  page.y = y + PAD + GAP;
}
