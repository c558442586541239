const CELL = { px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' } as const;

/**
 * A report's plain table, the same on every report so they read as one book: cells padded a
 * little and ruled below, as on a printed register. A page adds its own figure alignment.
 */
export const REPORT_TABLE_SX = { borderCollapse: 'collapse', '& td, & th': CELL } as const;

/** The same with each heading over its column's start, where a browser would centre it. */
export const LEFT_REPORT_TABLE_SX = {
  borderCollapse: 'collapse',
  '& td, & th': { ...CELL, textAlign: 'left' },
} as const;
