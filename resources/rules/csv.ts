/**
 * CSV as a spreadsheet opens it: RFC 4180 quoting, CRLF line ends, and a text cell that starts
 * with = + - @ (and is not a number) prefixed with ' so the spreadsheet never runs it as a
 * formula. Shared by every list and report export.
 */
export interface CsvColumn<R> {
  label: string;
  value(row: R): string;
}

function cell(text: string): string {
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvOf<R>(columns: ReadonlyArray<CsvColumn<R>>, rows: readonly R[]): string {
  const lines = [columns.map((c) => cell(c.label)).join(',')];
  for (const r of rows) lines.push(columns.map((c) => cell(c.value(r))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
