import type { TrialGroup } from './trialBalance';

/**
 * Each group (any depth, the company's own too) that stands under one of `tops`, or is one,
 * with the top it stands under: the nearest, walking up from the group.
 */
export function groupsUnder(
  groups: readonly TrialGroup[],
  tops: ReadonlySet<number>,
): Map<number, number> {
  const parent = new Map(groups.map((g) => [g.GSlNo, g.GUnder]));
  const out = new Map<number, number>();
  for (const g of groups) {
    let at: number | undefined = g.GSlNo;
    const seen = new Set<number>();
    // A loop in the tree (the server refuses making one) ends the walk.
    while (at && !seen.has(at)) {
      if (tops.has(at)) {
        out.set(g.GSlNo, at);
        break;
      }
      seen.add(at);
      at = parent.get(at);
    }
  }
  return out;
}
