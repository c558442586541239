import { describe, expect, it } from 'vitest';
import { csvOf } from '../../resources/rules/csv';

const one = (text: string) => csvOf([{ label: 'Bill No', value: (r: string) => r }], [text]);

describe('csvOf', () => {
  it('keeps numbers as numbers and every other cell a spreadsheet could run as a formula as text', () => {
    const cells = [
      '-1,234.50',
      '-5',
      '+91 98450',
      "-1+cmd|' /C calc'!A0",
      '-2+3',
      '=SUM(A1)',
      '@x',
      '\t=1+1',
      '\r=1+1',
      'CD/1042',
    ].map((t) => one(t).split('\r\n')[1]);

    expect(cells).toEqual([
      '"-1,234.50"',
      '-5',
      "'+91 98450",
      `'-1+cmd|' /C calc'!A0`,
      "'-2+3",
      "'=SUM(A1)",
      "'@x",
      "'\t=1+1",
      `"'\r=1+1"`,
      'CD/1042',
    ]);
  });
});
