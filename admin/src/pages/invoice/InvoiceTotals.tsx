import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { amountInWords, formatIndian, type InvoiceTotals as Totals } from '../../../../resources';

/** The totals box (spec 4): sub total, discount, the tax split by place of supply, round off, total and words. */
export function InvoiceTotals({ totals, interState }: { totals: Totals; interState: boolean }) {
  const rows: Array<[string, string]> = [
    ['Sub Total', formatIndian(totals.taxable)],
    ['Discount', formatIndian(totals.discount)],
    ...(interState
      ? ([['IGST', formatIndian(totals.igst)]] as Array<[string, string]>)
      : ([
          ['CGST', formatIndian(totals.cgst)],
          ['SGST', formatIndian(totals.sgst)],
        ] as Array<[string, string]>)),
    ['Tax Amount', formatIndian(totals.tax)],
    ['Round Off', `${totals.roundOff >= 0 ? '+' : ''}${formatIndian(totals.roundOff)}`],
  ];
  return (
    <Box component="section" aria-label="Totals" sx={{ minWidth: 280 }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          columnGap: 2,
          m: 0,
          '& dd': { m: 0, textAlign: 'right' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd aria-label={label}>{value}</dd>
          </Box>
        ))}
        <Box sx={{ display: 'contents', fontWeight: 700, fontSize: 18 }}>
          <dt>Total Amount</dt>
          <dd aria-label="Total Amount">{formatIndian(totals.total)}</dd>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }} aria-label="Amount in words">
        {amountInWords(totals.total)}
      </Typography>
    </Box>
  );
}
