import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetCachedLookups } from '../../admin/src/api/lookups';

// findBy and waitFor wait up to 5 s for the screen to get there, not the default 1 s: on a 2-core
// machine running the suite's files side by side, a van sheet once took longer than 1 s to load
// and take the cursor. What they wait for is unchanged; a screen that never gets there still fails.
configure({ asyncUtilTimeout: 5000 });

// Each test starts from an empty page, empty browser storage and no session answers kept (the
// financial year of one test's server is not the next one's).
afterEach(() => {
  cleanup();
  forgetCachedLookups();
  localStorage.clear();
  sessionStorage.clear();
});
