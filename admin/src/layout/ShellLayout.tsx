import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConfirmHost } from '../components/ConfirmHost';
import { GoToBox } from './GoToBox';
import { ShellAppBar } from './ShellAppBar';
import { SideMenu } from './SideMenu';
import { useGlobalKeys } from './useGlobalKeys';
import { UnsavedWorkGuard } from '../components/unsavedWork';
import { useVisitTrail } from '../components/goBack';
import { lookups } from '../api/lookups';
import { useLookup } from '../api/useLookup';

/**
 * The page beside the side menu may be narrower than what it holds: a wide grid (the invoice's
 * fifteen columns on a 1366-pixel laptop) then scrolls inside itself, and the top bar, the
 * header fields and the totals stay in the window. React-Admin lets the page grow to its widest
 * content, which moved the whole screen sideways.
 */
const FIT_THE_WINDOW = {
  minWidth: 0,
  '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
} as const;

/** Every protected page: the spec's top bar and side menu around the page, the Go To box, and the question a save's warning asks. */
export function ShellLayout({ children }: { children: ReactNode }) {
  useGlobalKeys();
  useVisitTrail();
  // A page is drawn once the session's financial year is known (or could not be read): its
  // dates start within that year (workingDate), also when the page is the first one opened.
  const year = useLookup(lookups.financialYear);
  return (
    <Layout appBar={ShellAppBar} menu={SideMenu} sx={FIT_THE_WINDOW}>
      {year.loading ? null : children}
      <GoToBox />
      <ConfirmHost />
      <UnsavedWorkGuard />
    </Layout>
  );
}
