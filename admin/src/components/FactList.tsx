import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

/** Label and value pairs, read down the page like a card. */
export function FactList({ facts }: { facts: ReadonlyArray<readonly [string, string]> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 3,
        rowGap: 1,
        m: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
