import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Gstr1Page from '../../admin/src/pages/reports/Gstr1Page';
import { stubFetch } from './fetchStub';
import { renderPublicPage } from './publicPages';

const heads = (Rate: number, Taxable: number, IGST: number, CGST: number, SGST: number) => ({
  Rate,
  Taxable,
  IGST,
  CGST,
  SGST,
  Cess: 0,
});
const report = {
  FromDate: '2026-06-01',
  ToDate: '2026-06-30',
  b2b: [
    {
      BillID: 7,
      InvoiceNo: 'A/2',
      BillDate: '2026-06-15',
      GSTIN: '27AAPFU0939F1ZV',
      CustomerName: 'Pune Pharma',
      PlaceOfSupply: '27',
      PlaceOfSupplyName: 'Maharashtra',
      Value: 294,
      ReverseCharge: 'N',
      rates: [heads(5, 150, 7.5, 0, 0), heads(12, 121.87, 14.62, 0, 0)],
    },
  ],
  b2cl: [],
  b2cs: [
    {
      SupplyType: 'INTRA',
      PlaceOfSupply: '29',
      PlaceOfSupplyName: 'Karnataka',
      ...heads(12, 250, 0, 15, 15),
    },
  ],
  hsn: [
    {
      Section: 'B2B',
      HSN: '3004',
      Unit: 'NOS',
      Quantity: 6,
      ...heads(5, 300, 7.5, 3.75, 3.75),
      Value: 315,
    },
  ],
  docs: [{ Series: 'A', From: 'A/1', To: 'A/3', Total: 3, Cancelled: 1, Net: 2 }],
};

afterEach(() => vi.unstubAllGlobals());

describe('GSTR-1 screen', () => {
  it('shows each section, B2B one row per invoice and rate opening the bill, and says which sections are empty', async () => {
    stubFetch({ 'GET /api/gstr1': () => ({ body: { success: true, data: report } }) });

    renderPublicPage('/GSTR1', <Gstr1Page />);

    const b2b = await screen.findByRole('region', { name: 'B2B invoices (4A)' });
    const rows = within(b2b).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        '27AAPFU0939F1ZV',
        'Pune Pharma',
        'A/2',
        '15-06-2026',
        '294.00',
        '27 Maharashtra',
        'N',
        '5',
        '150.00',
        '7.50',
        '0.00',
        '0.00',
        '0.00',
      ],
      [
        '27AAPFU0939F1ZV',
        'Pune Pharma',
        'A/2',
        '15-06-2026',
        '294.00',
        '27 Maharashtra',
        'N',
        '12',
        '121.87',
        '14.62',
        '0.00',
        '0.00',
        '0.00',
      ],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'A/2' })).toHaveAttribute(
      'href',
      '/SalesInvoice/7',
    );
    expect(
      within(screen.getByRole('region', { name: /B2C large/ })).getByText(
        'Nothing in this period.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Documents issued/ })).toHaveTextContent(
      'AA/1A/3312',
    );
  });

  it("shows the server's sentence when the portal file cannot be made", async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'GET /api/gstr1': () => ({ body: { success: true, data: report } }),
      'GET /api/gstr1.json': () => ({
        status: 400,
        body: {
          success: false,
          error: "Enter the company's GSTIN in its licence before downloading GSTR-1.",
        },
      }),
    });
    renderPublicPage('/GSTR1', <Gstr1Page />);
    await screen.findByRole('region', { name: 'B2B invoices (4A)' });

    await user.click(screen.getByRole('button', { name: 'Download JSON for the GST portal' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Enter the company's GSTIN in its licence before downloading GSTR-1.",
    );
    expect(calls.at(-1)?.url).toMatch(
      /^\/api\/gstr1\.json\?FromDate=\d{4}-\d\d-01&ToDate=\d{4}-\d\d-\d\d$/,
    );
  });
});
