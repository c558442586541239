/**
 * Fields side by side on a wide screen (two columns from a laptop's width, three on a large
 * one), so a long master fits in 768 px with its buttons; one column on a narrow screen. The
 * order is the declared order, row by row, so Enter still walks them as they read.
 */
export const FIELD_GRID = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    md: 'repeat(2, minmax(0, 1fr))',
    xl: 'repeat(3, minmax(0, 1fr))',
  },
  columnGap: 3,
  alignItems: 'start',
  width: '100%',
  '& .MuiFormControl-root': { maxWidth: '100%' },
} as const;
