import type { Resource } from '../../../resources';
import { resourcePath } from '../layout/menuItems';

export interface Redirect {
  from: string;
  to: string;
}

/**
 * The spec's screen routes (/BranchMaster, /FinancialYear) lead to the resource's own path
 * (/branch, /financialYear), so old links and bookmarks keep working with one name per master.
 * A route that differs from its target only in case (/FinancialYear) must be matched
 * case-sensitively, or it would redirect to itself.
 */
export function legacyRedirects(resources: readonly Resource[]): Redirect[] {
  return resources.flatMap((r) =>
    (r.menu?.routes ?? []).map((from) => ({ from, to: resourcePath(r) })),
  );
}
