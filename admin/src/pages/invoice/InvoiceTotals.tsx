import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { amountInWords, formatIndian, type InvoiceTotals as Totals } from '../../../../resources';

/**
 * The totals box (spec 4), read top to bottom as an accountant checks a bill: the gross (rate
 * times quantity), the discount, the sub total (the taxable value), the tax split by place of
 * supply, round off, total and words.
 */
export function InvoiceTotals({ totals, interState }: { totals: Totals; interState: boolean }) {
  const rows: Array<[string, string]> = [
    ['Gross Amount', formatIndian(totals.gross)],
    ['Discount', formatIndian(totals.discount)],
    ['Sub Total', formatIndian(totals.taxable)],
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
