import { SearchInput } from 'react-admin';

/**
 * A list's one filter, the server's `q`, always shown. The box has only a placeholder; the
 * aria-label gives it a name people and tests can find.
 */
export const SEARCH_FILTERS = [
  <SearchInput key="q" source="q" alwaysOn slotProps={{ htmlInput: { 'aria-label': 'Search' } }} />,
];
