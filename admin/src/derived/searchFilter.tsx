import { SearchInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { LIST_SEARCH, searchKeys } from '../components/keyRows';

/**
 * A list's search box: Down or Enter to the first row, Esc clears what was typed (an empty box
 * leaves Esc to the screen). The box has only a placeholder; the aria-label gives it a name
 * people and tests can find.
 */
function ListSearchInput({
  autoFocus,
  ...props
}: {
  source: string;
  alwaysOn: boolean;
  autoFocus?: boolean;
}) {
  const form = useFormContext();
  return (
    <SearchInput
      {...props}
      autoFocus={autoFocus}
      onKeyDown={(event) =>
        searchKeys(event, {
          text: (event.target as HTMLInputElement).value,
          clear: () => form.setValue(props.source, '', { shouldDirty: true }),
        })
      }
      slotProps={{ htmlInput: { 'aria-label': 'Search', ...LIST_SEARCH } }}
    />
  );
}

/** A list's one filter, the server's `q`, always shown. */
export const SEARCH_FILTERS = [<ListSearchInput key="q" source="q" alwaysOn />];

/** The same, with the cursor in it when the list opens: the list is the screen. */
export const SEARCH_FILTERS_FIRST = [<ListSearchInput key="q" source="q" alwaysOn autoFocus />];
