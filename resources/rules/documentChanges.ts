type AnyRecord = Record<string, unknown>;

/** Fields kept for bookkeeping, not typed or computed from what was typed: never "a change". */
const BOOKKEEPING = new Set([
  'Version',
  'ModifiedBy',
  'ModifiedDate',
  'CreatedBy',
  'CreatedDate',
  'CompanyID',
  'IsDeleted',
  'DeletedBy',
  'DeletedDate',
  'LineNo',
]);

/** A line as an edit's record shows it: its number in its own version, the item or ledger it is for, and its name where the line keeps one. */
export interface LineRef {
  LineNo: number;
  subject: unknown;
  name: string | null;
}

export interface LineChanges {
  /** Lines in both versions (the same item or ledger, in the same order), with each field that differs as [before, after]. */
  changed: Array<LineRef & { fields: Record<string, [unknown, unknown]> }>;
  /** Lines of the new version only, as typed. */
  added: Array<LineRef & { line: AnyRecord }>;
  /** Lines of the old version only, as they were. */
  removed: Array<LineRef & { line: AnyRecord }>;
}

export interface DocumentShape {
  linesField: string;
  /** The line's key and the header's key: new on every edit (lines are written again), so never compared. */
  keys: readonly string[];
  /** The field naming what a line is for (ItemID, PartyID): lines are matched on it. */
  subject: string;
  /** The field holding the subject's name as the line keeps it (itemName), if any. */
  nameField?: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an edit changed, for the audit trail: each header field that differs as [before, after],
 * and under the lines field, the lines changed, added and removed. Lines are written again on
 * every edit, so they are matched by what they are for, in order (the longest common run of
 * subjects): taking out the second of five lines shows one line removed, not four changed.
 * Null when nothing differs.
 */
export function documentChanges(
  before: AnyRecord,
  after: AnyRecord,
  shape: DocumentShape,
): AnyRecord | null {
  const out: AnyRecord = {};
  const skip = new Set([...BOOKKEEPING, ...shape.keys, shape.linesField]);
  for (const [k, v] of Object.entries(after)) {
    if (skip.has(k)) continue;
    if (!same(before[k], v)) out[k] = [before[k] ?? null, v ?? null];
  }
  const lines = lineChanges(
    (before[shape.linesField] as AnyRecord[] | undefined) ?? [],
    (after[shape.linesField] as AnyRecord[] | undefined) ?? [],
    shape,
  );
  if (lines) out[shape.linesField] = lines;
  return Object.keys(out).length ? out : null;
}

/** The lines changed, added and removed between two versions; null when they are the same. */
export function lineChanges(
  before: readonly AnyRecord[],
  after: readonly AnyRecord[],
  shape: DocumentShape,
): LineChanges | null {
  const skip = new Set([...BOOKKEEPING, ...shape.keys]);
  const ref = (l: AnyRecord, i: number): LineRef => ({
    LineNo: Number(l.LineNo ?? i + 1),
    subject: l[shape.subject] ?? null,
    name: shape.nameField && l[shape.nameField] != null ? String(l[shape.nameField]) : null,
  });
  const typed = (l: AnyRecord) =>
    Object.fromEntries(Object.entries(l).filter(([k]) => !skip.has(k)));
  const out: LineChanges = { changed: [], added: [], removed: [] };
  const pairs = matchBySubject(
    before.map((l) => l[shape.subject]),
    after.map((l) => l[shape.subject]),
  );
  let i = 0;
  let j = 0;
  for (const [bi, aj] of [...pairs, [before.length, after.length] as const]) {
    for (; i < bi; i++) out.removed.push({ ...ref(before[i], i), line: typed(before[i]) });
    for (; j < aj; j++) out.added.push({ ...ref(after[j], j), line: typed(after[j]) });
    if (bi === before.length) break;
    const fields: Record<string, [unknown, unknown]> = {};
    const b = before[bi];
    const a = after[aj];
    for (const k of new Set([...Object.keys(b), ...Object.keys(a)])) {
      if (skip.has(k) || same(b[k], a[k])) continue;
      fields[k] = [b[k] ?? null, a[k] ?? null];
    }
    if (Object.keys(fields).length) out.changed.push({ ...ref(a, aj), fields });
    i = bi + 1;
    j = aj + 1;
  }
  return out.changed.length || out.added.length || out.removed.length ? out : null;
}

/**
 * Index pairs [i, j] of the longest common subsequence of two lists of subjects, in order. A
 * bill has at most 500 lines, so the table is at most 250,000 small numbers; each subject is
 * turned into its text once, not once per cell (this runs inside an edit's transaction).
 */
function matchBySubject(a: readonly unknown[], b: readonly unknown[]): Array<[number, number]> {
  const text = (v: unknown) => JSON.stringify(v ?? null);
  const ka = a.map(text);
  const kb = b.map(text);
  const n = ka.length;
  const m = kb.length;
  const width = m + 1;
  const run = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      run[i * width + j] =
        ka[i] === kb[j]
          ? run[(i + 1) * width + j + 1] + 1
          : Math.max(run[(i + 1) * width + j], run[i * width + j + 1]);
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (ka[i] === kb[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (run[(i + 1) * width + j] >= run[i * width + j + 1]) i++;
    else j++;
  }
  return pairs;
}

/** How a value reads in a sentence: text quoted, nothing as a dash. */
export function shownValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '–';
  if (typeof v === 'string') return `'${v}'`;
  return String(v);
}

/** How one field reads in a change: its label, and its value in words (a choice's name). */
export interface FieldReading {
  label: string;
  show?(value: unknown): string;
  /** A record's id, which means nothing to a person: only that it changed is said. */
  idOnly?: boolean;
}

/**
 * An edit's record read aloud, one sentence per change: "Narration: 'a' → 'b'", "Line 2
 * (Cough Syrup): Quantity 3 → 5", "Line 3 (Paracetamol 500) added", "Line 2 (Cough Syrup)
 * removed". `field` says how a header field (line false) or a line's reads.
 */
export function describeChanges(
  changes: unknown,
  linesField: string,
  field: (key: string, line: boolean) => FieldReading,
  /** The name of what a line is for, where the line keeps none (a voucher's ledger). */
  subjectName?: (subject: unknown) => string | undefined,
): string[] {
  if (!changes || typeof changes !== 'object') return [];
  const change = (key: string, line: boolean, [a, b]: [unknown, unknown]) => {
    const f = field(key, line);
    if (f.idOnly) return `${f.label} changed`;
    const show = f.show ?? shownValue;
    return `${f.label}${line ? '' : ':'} ${show(a)} → ${show(b)}`;
  };
  const out: string[] = [];
  for (const [k, v] of Object.entries(changes as AnyRecord)) {
    if (k === linesField) continue;
    if (Array.isArray(v) && v.length === 2) out.push(change(k, false, v as [unknown, unknown]));
  }
  const lines = (changes as AnyRecord)[linesField] as Partial<LineChanges> | undefined;
  if (!lines || typeof lines !== 'object' || Array.isArray(lines)) return out;
  const named = (r: LineRef) => {
    const name = r.name ?? subjectName?.(r.subject);
    return `Line ${r.LineNo}${name ? ` (${name})` : ''}`;
  };
  for (const r of lines.removed ?? []) out.push(`${named(r)} removed`);
  for (const r of lines.changed ?? [])
    out.push(
      `${named(r)}: ${Object.entries(r.fields)
        .map(([k, v]) => change(k, true, v))
        .join(', ')}`,
    );
  for (const r of lines.added ?? []) out.push(`${named(r)} added`);
  return out;
}
