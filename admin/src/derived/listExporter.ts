import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import {
  csvOf,
  displayDate,
  type CsvColumn,
  type FieldType,
  type Resource,
} from '../../../resources';
import { STATUS_CHOICES } from '../../../resources/common';
import { fieldContext, targetOf, type FieldContext } from './fieldContext';

type Names = Record<string, Record<string | number, string>>;

/**
 * A list cell as text, by field type: what the table shows, minus the grouping (a spreadsheet
 * sums plain numbers). A reference is the referenced record's name; no type prints an id, and a
 * record's own key (Item ID, Tax ID on some screens) stays out of the file: it means nothing
 * outside this database.
 */
const textOf: Record<
  FieldType,
  ((ctx: FieldContext, value: unknown, names: Names) => string) | null
> = {
  id: null,
  integer: (_c, v) => text(v),
  text: (_c, v) => text(v),
  textarea: (_c, v) => text(v),
  phone: (_c, v) => text(v),
  pincode: (_c, v) => text(v),
  email: (_c, v) => text(v),
  date: (_c, v) => (typeof v === 'string' ? displayDate(v) : ''),
  select: (c, v) =>
    v === null || v === undefined
      ? ''
      : String(c.field.choices?.find((x) => String(x.id) === String(v))?.name ?? v),
  status: (_c, v) => STATUS_CHOICES.find((x) => x.id === Number(v))?.name ?? '',
  reference: (c, v, names) =>
    v === null || v === undefined ? '' : (names[c.source]?.[v as number] ?? ''),
  password: null,
  money: (_c, v) => (typeof v === 'number' ? v.toFixed(2) : ''),
  decimal: (c, v) => (typeof v === 'number' ? v.toFixed(c.field.scale ?? 2) : ''),
  boolean: (_c, v) => (v === null || v === undefined ? '' : v ? 'Yes' : 'No'),
  file: null,
};

function text(v: unknown): string {
  return v === null || v === undefined ? '' : String(v);
}

/**
 * The CSV of a list: the columns it shows, under their labels, with the names of referenced
 * records (route, group, branch) fetched the way the table fetches them; never internal columns.
 */
export function listExporter(resource: Resource, columns: readonly string[]): Exporter {
  return async (records: RaRecord[], fetchRelatedRecords) =>
    downloadCSV(
      await listCsv(resource, columns, records, fetchRelatedRecords),
      resource.label.many,
    );
}

/** The CSV text of a list's records (listExporter's work, apart from the download). */
export async function listCsv(
  resource: Resource,
  columns: readonly string[],
  records: RaRecord[],
  fetchRelatedRecords: Parameters<Exporter>[1],
): Promise<string> {
  const contexts = columns
    .map((source) => fieldContext(resource, source))
    .filter((ctx) => textOf[ctx.field.type]);
  const names: Names = {};
  for (const ctx of contexts.filter((c) => c.field.type === 'reference')) {
    const target = targetOf(ctx);
    const related = await fetchRelatedRecords<RaRecord>(records, ctx.source, target.name);
    names[ctx.source] = Object.fromEntries(
      Object.entries(related).map(([id, r]) => [id, text(r[target.titleField])]),
    );
  }
  const csvColumns: Array<CsvColumn<RaRecord>> = contexts.map((ctx) => ({
    label: ctx.label,
    value: (r) => textOf[ctx.field.type]!(ctx, r[ctx.source], names),
  }));
  return csvOf(csvColumns, records);
}
