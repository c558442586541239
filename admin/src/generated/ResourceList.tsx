import Typography from '@mui/material/Typography';
import { CreateButton, DataTable, ExportButton, List, SearchInput, TopToolbar } from 'react-admin';
import { baseNameOf, type Resource } from '../../../resources';
import { StatementLink } from './StatementLink';
import { fieldContext } from './fieldContext';
import { fieldOf } from './fieldOf';

/**
 * The list of a declaration: its `list.columns` through `fieldOf`, a search box (the server's
 * `q`, ranked as the resource's `search` says), paging, and the spec's empty-list text. A row
 * click loads the record for edit, as on every master screen of the spec.
 */
export function ResourceList({ resource }: { resource: Resource }) {
  const emptyText = (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
      {resource.list.empty}
    </Typography>
  );
  return (
    <List
      title={resource.label.many}
      // The search box has only a placeholder; the aria-label gives it a name people and tests can find.
      filters={[<SearchInput key="q" source="q" alwaysOn slotProps={{ htmlInput: { 'aria-label': 'Search' } }} />]}
      // Search is the only filter, always shown: no 'Add filter' menu with nothing to add.
      actions={
        <TopToolbar>
          <CreateButton />
          <ExportButton />
        </TopToolbar>
      }
      sort={resource.list.sort ?? { field: resource.primaryKey, order: 'ASC' }}
      // The search box stays visible when nothing is found, so the empty text is the table's.
      empty={false}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} empty={emptyText}>
        {resource.list.columns.map((source) => {
          const ctx = fieldContext(resource, source);
          return (
            <DataTable.Col key={source} source={source} label={ctx.label}>
              {fieldOf[ctx.field.type](ctx)}
            </DataTable.Col>
          );
        })}
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
