import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CreateButton, DataTable, ExportButton, List, TopToolbar, useRedirect } from 'react-admin';
import { baseNameOf, type Resource } from '../../../resources';
import { KeyRowsBody } from '../components/keyRows';
import { useNewRecordKey } from '../components/newRecordKey';
import { StatementLink } from './StatementLink';
import { listExporter } from './listExporter';
import { declaredColumns } from './declaredColumns';
import { useEscapeBack } from '../components/leaveScreen';
import { resourcePath } from '../layout/menuItems';
import { SEARCH_FILTERS, SEARCH_FILTERS_FIRST } from './searchFilter';

/**
 * The list of a declaration: its `list.columns` through `fieldOf`, a search box (the server's
 * `q`, ranked as the resource's `search` says), paging, and the spec's empty-list text. A row
 * click loads the record for edit, as on every master screen of the spec; so does Enter on a
 * row, which takes the focus, and Alt+N starts a new record. The cursor starts in the search box,
 * Down takes it to the rows, and Esc goes back (from a row to the search, from an empty search
 * to the screen before). Embedded in a tab, it keeps its search and page to itself instead of
 * the address bar. Under the new-record form (`underForm`)
 * the form is the new record already, so the list offers no Create of its own.
 */
export function ResourceList({
  resource,
  embedded = false,
  underForm = false,
}: {
  resource: Resource;
  embedded?: boolean;
  underForm?: boolean;
}) {
  const redirect = useRedirect();
  const listPath = resourcePath(resource);
  // The company is created by sign-up only (spec 2.9); a screen whose spec calls include no
  // create (customer statutory) offers none.
  const creates =
    !underForm &&
    resource.scope !== 'tenant' &&
    (resource.list.creates ?? (!resource.endpoints?.list || Boolean(resource.endpoints.create)));
  useNewRecordKey(creates ? () => redirect('create', resource.name) : undefined);
  // The list is the screen, unless it is under a form (whose Esc is the form's). Its records'
  // forms come back to it, so Esc goes back past them to where the list was opened from.
  useEscapeBack(!underForm, (path) => path === listPath || path.startsWith(`${listPath}/`));
  // A list with other column sets (resource.list.views) switches between them.
  const [view, setView] = useState<string>(resource.label.one);
  const views: Record<string, readonly string[]> = {
    [resource.label.one]: resource.list.columns,
    ...resource.list.views,
  };
  const columns = views[view] ?? resource.list.columns;
  const emptyText = (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
      {resource.list.empty}
    </Typography>
  );
  return (
    <List
      resource={resource.name}
      title={embedded ? false : resource.label.many}
      disableSyncWithLocation={embedded}
      storeKey={embedded ? `${resource.name}.tab` : undefined}
      filters={underForm ? SEARCH_FILTERS : SEARCH_FILTERS_FIRST}
      // Search is the only filter, always shown: no 'Add filter' menu with nothing to add.
      actions={
        <TopToolbar>
          {resource.list.views && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_e, v: string | null) => v && setView(v)}
              aria-label="List view"
            >
              {Object.keys(views).map((v) => (
                <ToggleButton key={v} value={v}>
                  {v}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          {/* The company is created by sign-up only (spec 2.9); a screen whose spec calls include no create (customer statutory) offers none. */}
          {creates && <CreateButton />}
          <ExportButton />
        </TopToolbar>
      }
      exporter={listExporter(resource, columns)}
      sort={resource.list.sort ?? { field: resource.primaryKey, order: 'ASC' }}
      // The search box stays visible when nothing is found, so the empty text is the table's.
      empty={false}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} empty={emptyText} body={KeyRowsBody}>
        {declaredColumns(resource, columns)}
        {/* Every kind of ledger (party, bank, supplier, customer) opens its statement from its list. */}
        {baseNameOf(resource) === 'ledger' && (
          <DataTable.Col label="Statement" disableSort>
            <StatementLink resource={resource} />
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
}
