import { expect, it } from 'vitest';
import { renderReport } from '../../backend/src/print/reportTable';
import { pdfText } from '../support/pdf';

it('repeats the company, report, period and column headings on every page, numbering the pages', async () => {
  const rows = Array.from({ length: 150 }, (_, i) => ({
    cells: [`Ledger ${i + 1}`, `${i + 1},00,000.00`],
  }));
  const pdf = await renderReport({
    company: 'Sri Lakshmi Pharma',
    title: 'Trial Balance',
    period: 'From 01-04-2026 to 31-03-2027',
    tables: [
      {
        columns: [
          { label: 'Particulars', width: 0 },
          { label: 'Closing Balance', width: 90, align: 'right' },
        ],
        rows: [...rows, { kind: 'total', cells: ['Grand Total', '1,13,25,00,000.00'] }],
      },
    ],
  });

  const { text, pages } = await pdfText(pdf);
  const printedPages = text.split('\f').filter((p) => p.trim());
  expect(pages).toBeGreaterThan(1);
  expect(printedPages).toHaveLength(pages);
  printedPages.forEach((page, i) => {
    expect(page).toContain('Sri Lakshmi Pharma');
    expect(page).toContain('Trial Balance');
    expect(page).toContain('From 01-04-2026 to 31-03-2027');
    expect(page).toMatch(/Particulars\s+Closing Balance/);
    expect(page).toContain(`Page ${i + 1} of ${pages}`);
  });
  expect(text).toContain('Ledger 150');
  expect(printedPages[pages - 1]).toMatch(/Grand Total\s+1,13,25,00,000\.00/);
});

it('says so where a table has nothing to show, under its caption and headings', async () => {
  const pdf = await renderReport({
    company: 'Sri Lakshmi Pharma',
    title: 'GSTR-1 Summary',
    period: 'From 01-06-2026 to 30-06-2026',
    landscape: true,
    tables: [
      {
        heading: 'B2C large invoices (5A, 5B)',
        columns: [{ label: 'Invoice No', width: 0 }],
        rows: [],
        empty: 'None.',
      },
    ],
  });

  const { text, size } = await pdfText(pdf);
  expect(size).toMatch(/^841\.\d+ x 595\.\d+ pts/);
  expect(text).toMatch(/B2C large invoices \(5A, 5B\)\s+Invoice No\s+None\./);
});
