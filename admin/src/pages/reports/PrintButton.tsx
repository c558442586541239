import Button from '@mui/material/Button';

/**
 * Print: the report as shown, as the server's A4 PDF (GET /api/print/<report>, the same query as
 * the screen's), opened in a new tab where the browser's viewer prints or saves it.
 */
export function PrintButton({ report, query }: { report: string; query?: string }) {
  return query === undefined ? (
    <Button disabled>Print</Button>
  ) : (
    <Button component="a" href={`/api/print/${report}?${query}`} target="_blank" rel="noopener">
      Print
    </Button>
  );
}
