/**
 * The bar over a report (its title, dates, Show, Export CSV, Print): dates at the width of a
 * date, nothing wrapping onto a second line, so the bar is one row on a laptop.
 */
export const REPORT_BAR_SX = {
  mb: 2,
  alignItems: 'center',
  '& .MuiTextField-root': { width: 160, flexShrink: 0 },
  '& .MuiButton-root, & .MuiTypography-h6, & .MuiToggleButton-root': { whiteSpace: 'nowrap' },
} as const;
