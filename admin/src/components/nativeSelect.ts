/**
 * A TextField `select` as the browser's own list (keys type ahead, Alt+Down opens it), its label
 * always above: MUI floats the label by tracking whether the field is filled, and a native select
 * whose value arrives with its options was left with the label over the chosen name.
 */
export const NATIVE_SELECT_SLOTS = {
  select: { native: true },
  inputLabel: { shrink: true },
} as const;
