import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { downloadCSV, Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { csvOf, type AnyRecord, type CsvColumn } from '../../../../resources';
import { callApi, failureText, getData } from '../../api/http';
import { useLatestAnswer } from '../../api/latestAnswer';
import { NIL_SUPPLY_NAMES, type NilRow } from '../../../../resources/rules/gstr1';
import { parseTypedDate, showDate } from '../../components/typedDate';
import { PrintButton } from './PrintButton';
import { REPORT_BAR_SX } from '../../components/reportBar';
import { rupeesText } from '../../components/rupees';
import { REPORT_TABLE_SX } from '../../components/reportTable';
import { ReportDateField, ReportKeys, REPORT_LINES } from '../../components/ReportDateField';
import { workingDate } from '../../api/workingDate';

const rs = rupeesText;
const money = (n: unknown) => Number(n ?? 0).toFixed(2);
const txt = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const pos = (r: AnyRecord) => [r.PlaceOfSupply, r.PlaceOfSupplyName].filter(Boolean).join(' ');

/** A column: its CSV text, and on screen either its own cell, money in Indian grouping, or the text. */
type Col = CsvColumn<AnyRecord> & {
  num?: boolean;
  money?: boolean;
  show?: (r: AnyRecord) => ReactNode;
};
const rupeeCol = (label: string, key: string): Col => ({
  label,
  value: (r) => money(r[key]),
  num: true,
  money: true,
});
const HEADS: Col[] = [
  { label: 'Rate %', value: (r) => txt(r.Rate), num: true },
  rupeeCol('Taxable Value', 'Taxable'),
  rupeeCol('IGST', 'IGST'),
  rupeeCol('CGST', 'CGST'),
  rupeeCol('SGST', 'SGST'),
  rupeeCol('Cess', 'Cess'),
];
const INVOICE: Col[] = [
  {
    label: 'Invoice No',
    value: (r) => txt(r.InvoiceNo),
    show: (r) => <RouterLink to={`/SalesInvoice/${txt(r.BillID)}`}>{txt(r.InvoiceNo)}</RouterLink>,
  },
  { label: 'Invoice Date', value: (r) => showDate(txt(r.BillDate)) },
  rupeeCol('Invoice Value', 'Value'),
  { label: 'Place of Supply', value: pos },
];
const SECTIONS: Array<{
  key: string;
  title: string;
  file: string;
  columns: Col[];
  rows: (d: AnyRecord) => AnyRecord[];
}> = [
  {
    key: 'b2b',
    title: 'B2B invoices (4A)',
    file: 'GSTR-1 B2B',
    // One row per invoice and rate, as the portal's B2B sheet.
    rows: (d) =>
      (d.b2b as AnyRecord[]).flatMap((inv) =>
        (inv.rates as AnyRecord[]).map((r) => ({ ...inv, ...r })),
      ),
    columns: [
      { label: 'GSTIN of Recipient', value: (r) => txt(r.GSTIN) },
      { label: 'Receiver Name', value: (r) => txt(r.CustomerName) },
      ...INVOICE,
      { label: 'Reverse Charge', value: (r) => txt(r.ReverseCharge) },
      ...HEADS,
    ],
  },
  {
    key: 'b2cl',
    title: 'B2C large invoices (5): inter-state, unregistered, above ₹1 lakh',
    file: 'GSTR-1 B2C Large',
    rows: (d) =>
      (d.b2cl as AnyRecord[]).flatMap((inv) =>
        (inv.rates as AnyRecord[]).map((r) => ({ ...inv, ...r })),
      ),
    columns: [...INVOICE, { label: 'Customer', value: (r) => txt(r.CustomerName) }, ...HEADS],
  },
  {
    key: 'exp',
    title: 'Exports (6A): goods sent out of India',
    file: 'GSTR-1 Exports',
    rows: (d) =>
      ((d.exp ?? []) as AnyRecord[]).flatMap((inv) =>
        (inv.rates as AnyRecord[]).map((r) => ({ ...inv, ...r })),
      ),
    columns: [
      {
        label: 'Export Type',
        value: (r) => (r.ExportType === 'WPAY' ? 'With IGST paid' : 'Under bond or LUT'),
      },
      ...INVOICE,
      { label: 'Customer', value: (r) => txt(r.CustomerName) },
      ...HEADS,
    ],
  },
  {
    key: 'b2cs',
    title: 'B2C small (7): by place of supply and rate',
    file: 'GSTR-1 B2C Small',
    rows: (d) => d.b2cs as AnyRecord[],
    columns: [
      {
        label: 'Supply Type',
        value: (r) => (r.SupplyType === 'INTER' ? 'Inter-state' : 'Intra-state'),
      },
      { label: 'Place of Supply', value: pos },
      ...HEADS,
    ],
  },
  {
    key: 'nil',
    title: 'Nil rated, exempted and non-GST supplies (8)',
    file: 'GSTR-1 Nil Rated',
    rows: (d) => (d.nil as AnyRecord[] | undefined) ?? [],
    columns: [
      {
        label: 'Supply Type',
        value: (r) => NIL_SUPPLY_NAMES[r.SupplyType as NilRow['supplyType']] ?? txt(r.SupplyType),
      },
      rupeeCol('Nil Rated', 'NilRated'),
      rupeeCol('Exempted', 'Exempted'),
      rupeeCol('Non-GST', 'NonGst'),
    ],
  },
  {
    key: 'hsn',
    title: 'HSN summary (12)',
    file: 'GSTR-1 HSN',
    rows: (d) => d.hsn as AnyRecord[],
    columns: [
      { label: 'Section', value: (r) => txt(r.Section) },
      { label: 'HSN', value: (r) => txt(r.HSN) || '(none)' },
      { label: 'Unit', value: (r) => txt(r.Unit) },
      { label: 'Quantity', value: (r) => txt(r.Quantity), num: true },
      ...HEADS,
      rupeeCol('Total Value', 'Value'),
    ],
  },
  {
    key: 'docs',
    title: 'Documents issued (13): invoices for outward supply',
    file: 'GSTR-1 Documents',
    rows: (d) => d.docs as AnyRecord[],
    columns: [
      { label: 'Series', value: (r) => txt(r.Series) },
      { label: 'From', value: (r) => txt(r.From) },
      { label: 'To', value: (r) => txt(r.To) },
      { label: 'Total Number', value: (r) => txt(r.Total), num: true },
      { label: 'Cancelled', value: (r) => txt(r.Cancelled), num: true },
      { label: 'Net Issued', value: (r) => txt(r.Net), num: true },
    ],
  },
];

/** Last month, the one a return is usually filed for. */
function lastMonth(): { from: string; to: string } {
  const [y, m] = [Number(workingDate().slice(0, 4)), Number(workingDate().slice(5, 7))];
  const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const from = `${py}-${String(pm).padStart(2, '0')}-01`;
  const to = new Date(Date.UTC(py, pm, 0)).toISOString().slice(0, 10);
  return { from, to };
}

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** GST returns data (/GSTR1): GSTR-1's sections for a period, each as CSV, and the file the GST portal's offline tool imports. */
export default function Gstr1Page() {
  const start = lastMonth();
  const yearStart = `${Number(start.from.slice(5, 7)) >= 4 ? start.from.slice(0, 4) : Number(start.from.slice(0, 4)) - 1}-04-01`;
  const [from, setFrom] = useState(showDate(start.from));
  const [to, setTo] = useState(showDate(start.to));
  const [report, setReport] = useState<AnyRecord>();
  const [error, setError] = useState<string>();
  const period = () => {
    const f = parseTypedDate(from, yearStart);
    const t = parseTypedDate(to, yearStart);
    if (!f || !t) setError('Type the dates as DD-MM-YYYY.');
    return f && t ? `FromDate=${f}&ToDate=${t}` : null;
  };
  const latest = useLatestAnswer();
  const load = () => {
    const q = period();
    if (q)
      latest(getData<AnyRecord>(`/api/gstr1?${q}`)).then(
        (r) => {
          setReport(r);
          setError(undefined);
        },
        (e: unknown) => setError(failureText(e, 'GSTR-1 could not be read.')),
      );
  };
  const downloadJson = () => {
    const q = period();
    if (q)
      callApi<AnyRecord>(`/api/gstr1.json?${q}`).then(
        ({ body }) => {
          download(JSON.stringify(body), `GSTR1_${txt(body.gstin)}_${txt(body.fp)}.json`);
          setError(undefined);
        },
        (e: unknown) => setError(failureText(e, 'The GSTR-1 file could not be made.')),
      );
  };
  useEffect(load, []);
  return (
    <Box sx={{ p: 2 }}>
      <Title title="GSTR-1" />
      <ReportKeys onShow={load}>
        <Stack direction="row" spacing={2} sx={REPORT_BAR_SX}>
          <Typography variant="h6">GSTR-1</Typography>
          <ReportDateField label="From" value={from} onChange={setFrom} autoFocus />
          <ReportDateField label="To" value={to} onChange={setTo} />
          <Button onClick={load}>Show</Button>
          <Button variant="outlined" onClick={downloadJson}>
            Download JSON for the GST portal
          </Button>
          <PrintButton
            report="gstr1"
            query={report && `FromDate=${String(report.FromDate)}&ToDate=${String(report.ToDate)}`}
          />
        </Stack>
      </ReportKeys>
      {error && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
      {report &&
        SECTIONS.map((s) => {
          const rows = s.rows(report);
          return (
            <Box key={s.key} component="section" aria-label={s.title} sx={{ mb: 3 }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography variant="subtitle1" component="h2">
                  {s.title}
                </Typography>
                <Button
                  size="small"
                  disabled={!rows.length}
                  onClick={() => downloadCSV(csvOf(s.columns, rows), s.file)}
                >
                  Export CSV
                </Button>
              </Stack>
              {rows.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Nothing in this period.
                </Typography>
              ) : (
                <Box component="table" sx={REPORT_TABLE_SX} {...REPORT_LINES}>
                  <thead>
                    <tr>
                      {s.columns.map((c) => (
                        <th key={c.label}>{c.label}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r, i) => (
                      <tr key={i}>
                        {s.columns.map((c) => (
                          <td key={c.label} style={c.num ? { textAlign: 'right' } : undefined}>
                            {c.show ? c.show(r) : c.money ? rs(c.value(r)) : c.value(r)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </Box>
              )}
            </Box>
          );
        })}
    </Box>
  );
}
