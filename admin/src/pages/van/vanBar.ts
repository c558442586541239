/** The choices over a van screen's sheet, side by side at their widths, wrapping on a narrow screen. */
export const VAN_BAR_SX = {
  display: 'flex',
  gap: 2,
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  mb: 2,
} as const;
