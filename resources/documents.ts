import type { Document } from './kit/defineDocument';
import type { Resource } from './kit/types';
import { contra } from './contra';
import { journal } from './journal';
import { payment } from './payment';
import { purchaseInvoice } from './purchaseInvoice';
import { receipt } from './receipt';
import { salesInvoice } from './salesInvoice';
import { vanLoad } from './vanLoad';
import { vanSettlement } from './vanSettlement';

/** Every document, each derived by the one document layer (backend/src/documents). */
export const documents: readonly Document<never>[] = [
  salesInvoice,
  receipt,
  payment,
  contra,
  journal,
  purchaseInvoice,
  vanLoad,
  vanSettlement,
] as unknown as Document<never>[];

/** The tables documents keep (header and lines of each), stored like masters' tables but routed by the document layer. */
export const documentTables: readonly Resource[] = documents.flatMap((d) => [
  d.headerTable,
  d.lineTable,
]);

export { contra, journal, payment, purchaseInvoice, receipt, salesInvoice, vanLoad, vanSettlement };

/**
 * Where a ledger entry's document opens, from its posting type: the document's screen with its
 * printed number (vouchers: ?ReNo=3), or its key where the number is a series' (/SalesInvoice/12).
 */
export function documentLinkOf(Type: string, DocId: number, DocNo: string | null): string | null {
  const doc = documents.find((d) => d.postingType === Type);
  const route = doc?.menu?.routes[0];
  if (!doc || !route) return null;
  return doc.number.display || !DocNo
    ? `${route}/${DocId}`
    : `${route}?${doc.number.field}=${encodeURIComponent(DocNo)}`;
}

/** A ledger entry's kind in words (Sales Invoice, Receipt), from its posting type; an opening balance's 'OPB' reads as such. */
export function documentTypeName(Type: string): string {
  if (Type === 'OPB') return 'Opening Balance';
  return documents.find((d) => d.postingType === Type)?.label.one ?? Type;
}
