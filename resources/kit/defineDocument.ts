import type { AnyRecord, FieldSpec, MenuGroup, Resource } from './types';

/** The most characters of a printed document number: a tax invoice's serial (CGST Rule 46). */
export const PRINTED_NUMBER_MAX = 16;

/** One ledger line a document posts, in paise. */
export interface DocumentEntry {
  PLID: number;
  Debit: number;
  Credit: number;
}

/** What a document's `compute` answers: the stored figures of the header and of each line. */
export interface Computed {
  header: AnyRecord;
  lines: AnyRecord[];
}

/**
 * A document's declaration (DOCUMENTS.md "Declared, not hand-written"): what a person types
 * (header and lines, in the field vocabulary of masters), what the server stores beside it
 * (figures and snapshots it computes, never taken from a request), how it is numbered, what it
 * posts, and the spec's endpoint names and messages. The backend derives the tables, the
 * validation, the numbering, the saving transaction, the routes, idempotency and versions.
 *
 * `C` is the context the server loads for `compute` (the items' tax, the customer's state):
 * loaded by the document's small special part in the backend, registered by name.
 */
export interface DocumentSpec<C = AnyRecord> {
  name: string; // the header table; lines live in `${name}Line`
  label: { one: string; many: string };
  /** `opensByKey`: its screen opens a saved one at `<route>/<key>`, else at `<route>?<number>=`. */
  menu?: { group: MenuGroup; routes: readonly string[]; opensByKey?: boolean };
  primaryKey: string; // BillID
  lineKey: string; // BDID
  linesField: string; // where lines travel in requests and answers ('items')
  maxLines: number;
  date: string; // the header field holding the document's date; must fall in the session's year
  /** Consecutive per company, financial year and the `by` header fields (the series). */
  number: {
    field: string;
    by: readonly string[];
    /**
     * The number as printed (series and number), at most PRINTED_NUMBER_MAX characters (Rule 46);
     * `full` is told at the first `by` field when the next number would not fit.
     */
    display?: { field: string; format: (header: AnyRecord) => string; full: string };
  };
  /** The ledger entries' Type (SAL, REC, ...): a statement line names its document by it. Absent with `post`: a document that posts nothing (a van sheet). */
  postingType?: string;
  /**
   * The stored header field with the document's own amount (a bill's total, a voucher's amount),
   * which a day book shows for it: its entries' debits would add a negative round-off's debit
   * to the party's.
   */
  amount?: string;
  header: Record<string, FieldSpec>; // typed by a person
  lines: Record<string, FieldSpec>; // typed by a person, per line
  stored: { header: Record<string, FieldSpec>; lines: Record<string, FieldSpec> }; // computed or copied by the server
  compute(input: { header: AnyRecord; lines: AnyRecord[] }, context: C): Computed;
  /** The entries the computed document posts; they must balance (the layer refuses 409 otherwise). Absent: nothing is posted. */
  post?(doc: Computed, context: C): DocumentEntry[];
  /** The narration the ledger shows beside each entry. */
  narrationOf?(doc: Computed): string;
  /**
   * A document that cannot stand as typed: a sentence (409: a journal whose sides differ), a
   * field and its message (400: a voucher from a ledger to itself), or null.
   */
  check?(
    input: { header: AnyRecord; lines: AnyRecord[] },
    mode: 'create' | 'update',
  ): string | { field: string; message: string } | null;
  /** Lines kept after validation (a van sheet keeps only stock above 0); none kept answers messages.noLines. */
  keepLine?(line: AnyRecord): boolean;
  /** A document that may be saved without lines typed (a settlement with nothing returned). */
  linesOptional?: boolean;
  /** The spec's one-row vouchers: a body without the lines array is itself the one line. */
  singleLine?: boolean;
  /**
   * What cancelling is called on this document's screen, where it is not 'Cancel' (a van
   * settlement is reopened): its history reads the action, the status and the reason so.
   */
  cancelWords?: { action: string; status: string; reason: string };
  /** The rows list (one row per line, with its header) names each ledger reference under these keys. */
  rowNames?: Readonly<Record<string, string>>;
  search: readonly string[]; // header fields a list's q searches (contains)
  listSort: { field: string; order: 'ASC' | 'DESC' };
  endpoints: {
    create: string; // POST, body: header + linesField
    update: string; // POST, body: key + header + linesField
    cancel: string; // POST, body: key + Reason
    history: string; // GET /api/<history>/:key
    list: string; // GET, paged
    one: string; // GET /api/<one>/:key
    hold?: string; // POST: older clients send the lines first, held for the session's next create
    createAliases?: readonly string[]; // other spellings of create the spec uses
    updatePut?: boolean; // update is also (or, for the spec, only) a PUT
    remove?: string; // DELETE with the number (or key) in the body: every line reversed and marked deleted
    next?: string; // GET: the number the next save would take (reserves nothing)
    rows?: string; // GET: one row per line with its header's fields, as the spec's voucher lists answer
    lines?: string; // GET ?<number>=: the lines of one document
    removeLine?: string; // DELETE with the line key in the body: refused (409) when the rest would not stand
  };
  messages: {
    created: string;
    updated: string;
    cancelled: string;
    noLines: string;
    tooManyLines: string;
    isCancelled: string;
    deleted?: string;
    keyMissing?: string; // the spec's words for a delete, and for a delete without its number
  };
}

export interface Document<C = AnyRecord> extends DocumentSpec<C> {
  /** The header table as a resource: its columns, indexes and validation come from the masters' kit. */
  headerTable: Resource;
  /** The line table as a resource. */
  lineTable: Resource;
  /** What a person may send in the header, as a resource (for validation). */
  headerInput: Resource;
  /** What a person may send per line, as a resource (for validation). */
  lineInput: Resource;
}

/** Cancelled documents keep their number; 1 live, 2 cancelled. */
export const DOC_STATUS = { ACTIVE: 1, CANCELLED: 2 } as const;

function tableOf(
  name: string,
  label: string,
  primaryKey: string,
  fields: Record<string, FieldSpec>,
  search: readonly string[] = [],
): Resource {
  return {
    name,
    label: { one: label, many: label },
    primaryKey,
    titleField: primaryKey,
    scope: 'company',
    fields,
    list: { columns: [], empty: '' },
    search: { fields: search, rank: 'contains' },
    messages: { created: '', updated: '', deleted: '' },
  };
}

/**
 * Declares a document. Its tables are the masters' kind of table: the header carries the
 * typed and stored fields, the number (unique per company, year and series among live rows),
 * the financial year, a status, a version and a cancel reason; the lines carry their own.
 */
export function defineDocument<C = AnyRecord>(spec: DocumentSpec<C>): Document<C> {
  const numberKey = {
    unique: {
      message: `This ${spec.label.one.toLowerCase()} number is taken.`,
      ignoreCase: false,
      with: ['FYearID', ...spec.number.by],
    },
  };
  const headerFields: Record<string, FieldSpec> = {
    [spec.primaryKey]: { type: 'id' },
    [spec.number.field]: { type: 'integer', ...numberKey },
    ...(spec.number.display
      ? { [spec.number.display.field]: { type: 'text', max: PRINTED_NUMBER_MAX } as FieldSpec }
      : {}),
    FYearID: { type: 'integer' },
    ...spec.header,
    ...spec.stored.header,
    DocStatus: { type: 'integer' },
    Version: { type: 'integer' },
    CancelReason: { type: 'text', max: 250 },
  };
  const lineFields: Record<string, FieldSpec> = {
    [spec.lineKey]: { type: 'id' },
    // A reference, so the line table is indexed on (CompanyID, key): reading a document's lines must not read the company's.
    [spec.primaryKey]: { type: 'reference', to: spec.name, partOf: true },
    LineNo: { type: 'integer' },
    ...spec.lines,
    ...spec.stored.lines,
  };
  return {
    ...spec,
    headerTable: tableOf(spec.name, spec.label.one, spec.primaryKey, headerFields, spec.search),
    lineTable: tableOf(`${spec.name}Line`, `${spec.label.one} line`, spec.lineKey, lineFields),
    headerInput: tableOf(spec.name, spec.label.one, spec.primaryKey, spec.header),
    lineInput: tableOf(`${spec.name}Line`, `${spec.label.one} line`, spec.lineKey, spec.lines),
  };
}
