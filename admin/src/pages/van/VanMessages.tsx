import Alert from '@mui/material/Alert';

/** A van screen's failure and its passing notice, above the sheet. */
export function VanMessages({ error, notice }: { error: string; notice: string }) {
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
    </>
  );
}
