import { DOC_STATUS, type Document } from './kit/defineDocument';
import { labelOf } from './kit/defineResource';
import { formatIndian } from './rules/indianNumber';
import { rupeesToPaise } from './rules/money';
import type { Resource } from './kit/types';
import {
  describeChanges,
  shownValue,
  type DocumentShape,
  type FieldReading,
} from './rules/documentChanges';
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
 * printed number (vouchers: ?ReNo=3), or its key where the screen opens by key (/SalesInvoice/12,
 * /Purchase/6).
 */
export function documentLinkOf(Type: string, DocId: number, DocNo: string | null): string | null {
  const doc = documents.find((d) => d.postingType === Type);
  const route = doc?.menu?.routes[0];
  if (!doc || !route) return null;
  return doc.menu?.opensByKey || !DocNo
    ? `${route}/${DocId}`
    : `${route}?${doc.number.field}=${encodeURIComponent(DocNo)}`;
}

/** A ledger entry's kind in words (Sales Invoice, Receipt), from its posting type; an opening balance's 'OPB' reads as such. */
export function documentTypeName(Type: string): string {
  if (Type === 'OPB') return 'Opening Balance';
  return documents.find((d) => d.postingType === Type)?.label.one ?? Type;
}

/**
 * What an edit's record compares for a document: its lines are matched on what they are for
 * (the first reference a line types: its item or ledger), and named by the copy of that
 * record's name the line keeps, if it keeps one (a bill line's itemName). `titleFieldOf` gives
 * a resource's name field.
 */
export function changeShapeOf(
  doc: Document<never>,
  titleFieldOf: (resource: string) => string | undefined,
): DocumentShape {
  const [subject, spec] = Object.entries(doc.lines).find(([, f]) => f.type === 'reference') ?? [
    doc.lineKey,
    undefined,
  ];
  const title = spec?.to ? titleFieldOf(spec.to)?.toLowerCase() : undefined;
  return {
    linesField: doc.linesField,
    keys: [doc.primaryKey, doc.lineKey],
    subject,
    nameField: Object.keys(doc.lineTable.fields).find((k) => k.toLowerCase() === title),
  };
}

const CANCEL_WORDS = { action: 'Cancelled', status: 'Cancelled', reason: 'Reason for cancelling' };

/** The fields the layer adds to every document, as a person reads them on this document. */
function layerFields(doc: Document<never>): Record<string, FieldReading> {
  const words = doc.cancelWords ?? CANCEL_WORDS;
  return {
    DocStatus: {
      label: 'Status',
      show: (v) => (Number(v) === DOC_STATUS.CANCELLED ? words.status : 'Live'),
    },
    CancelReason: { label: words.reason },
  };
}

const ACTIONS: Record<string, string> = {
  created: 'Created',
  updated: 'Edited',
  deleted: 'Deleted',
};

/** A version's action (as the layer stores it: created, updated, cancelled, deleted) in the screen's words. */
export function actionLabel(doc: Document<never>, action: unknown): string {
  const a = String(action);
  if (a === 'cancelled') return (doc.cancelWords ?? CANCEL_WORDS).action;
  return ACTIONS[a] ?? a;
}

/**
 * An edit's record of a document in sentences, each field by the label its form shows and a
 * choice by its name; `subjectName` names a line's ledger where the line keeps no name.
 */
export function describeDocumentChanges(
  doc: Document<never>,
  changes: unknown,
  subjectName?: (subject: unknown) => string | undefined,
): string[] {
  const layer = layerFields(doc);
  const reading = (key: string, line: boolean): FieldReading => {
    if (!line && layer[key]) return layer[key];
    const table = line ? doc.lineTable : doc.headerTable;
    const spec = table.fields[key];
    const label = labelOf(table, key);
    if (spec?.type === 'reference') return { label, idOnly: true };
    const choices = spec?.choices;
    if (choices)
      return {
        label,
        show: (v) => choices.find((c) => String(c.id) === String(v))?.name ?? shownValue(v),
      };
    if (spec?.type === 'boolean') return { label, show: (v) => (v ? 'Yes' : 'No') };
    if (spec?.type === 'money')
      return {
        label,
        show: (v) =>
          typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && !isNaN(Number(v)))
            ? formatIndian(rupeesToPaise(v))
            : shownValue(v),
      };
    return { label };
  };
  return describeChanges(changes, doc.linesField, reading, subjectName);
}
