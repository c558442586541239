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
