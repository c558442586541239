/**
 * CSV as a spreadsheet opens it: RFC 4180 quoting, CRLF line ends, and a text cell that starts
 * with = + - @, a tab or a carriage return (and is not a number) prefixed with ' so the spreadsheet never runs it as a
 * formula. Shared by every list and report export.
 */
export interface CsvColumn<R> {
  label: string;
  value(row: R): string;
}

function cell(text: string): string {
  // Only a whole number ('-1,234.50') keeps its sign; '-1+cmd|...' is a formula like any other.
  const formula = /^[=+\-@\t\r]/.test(text) && !/^-?[\d,]*\.?\d+$/.test(text);
  const safe = formula ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvOf<R>(columns: ReadonlyArray<CsvColumn<R>>, rows: readonly R[]): string {
  const lines = [columns.map((c) => cell(c.label)).join(',')];
  for (const r of rows) lines.push(columns.map((c) => cell(c.value(r))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
