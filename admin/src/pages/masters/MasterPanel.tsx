import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CreateBase,
  DataTable,
  EditBase,
  ListBase,
  ResourceContextProvider,
  FilterForm,
  Title,
  useNotify,
  type Identifier,
} from 'react-admin';
import type { Resource } from '../../../../resources';
import { ResourceForm } from '../../derived/ResourceForm';
import { useGoBack } from '../../components/goBack';
import { KeyRowsBody } from '../../components/keyRows';
import { useNewRecordKey } from '../../components/newRecordKey';
import { declaredColumns } from '../../derived/declaredColumns';
import { SEARCH_FILTERS } from '../../derived/searchFilter';

/** Spec 4: the Item Master's result toast hides after 6 seconds. */
export const TOAST_MS = 6000;

/**
 * A master's form and list on one page (a tab of Item Master or Country and State): the form is
 * the generated one, in create mode until a row is opened (a click, or Enter on it); a save or
 * delete returns to create mode with the cursor in the first field and reloads the list (Save
 * and New, as on every master). Alt+N starts a new record; Esc leaves an opened record, and
 * from a new one leaves the screen.
 */
export function MasterPanel({
  resource,
  meta,
}: {
  resource: Resource;
  /** Passed with each save to the data provider (the Item Master's tab, for its own calls). */
  meta?: Record<string, unknown>;
}) {
  const [editing, setEditing] = useState<Identifier | null>(null);
  const [generation, setGeneration] = useState(0);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const goBack = useGoBack();
  const fresh = () => {
    setEditing(null);
    setGeneration((g) => g + 1);
  };
  useNewRecordKey(fresh);
  const done = (message: string) => {
    notify(message, { type: 'success', autoHideDuration: TOAST_MS });
    setEditing(null);
    setGeneration((g) => g + 1);
    void queryClient.invalidateQueries({ queryKey: [resource.name] });
  };
  const failed = (error: unknown) =>
    notify(error instanceof Error && error.message ? error.message : 'Failed to submit data.', {
      type: 'error',
      autoHideDuration: TOAST_MS,
    });
  return (
    <ResourceContextProvider value={resource.name}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 320 }}>
          {editing === null ? (
            <CreateBase
              key={generation}
              resource={resource.name}
              redirect={false}
              mutationOptions={{
                meta,
                onSuccess: () => done(resource.messages.created),
                onError: failed,
              }}
            >
              <ResourceForm
                resource={resource}
                mode="create"
                onClear={() => setGeneration((g) => g + 1)}
                onEscape={goBack}
              />
            </CreateBase>
          ) : (
            <EditBase
              key={String(editing)}
              resource={resource.name}
              id={editing}
              redirect={false}
              mutationMode="pessimistic"
              mutationOptions={{
                meta,
                onSuccess: () => done(resource.messages.updated),
                onError: failed,
              }}
            >
              <ResourceForm
                resource={resource}
                mode="update"
                onClear={() => setEditing(null)}
                onDeleted={() => done(resource.messages.deleted)}
                onEscape={() => setEditing(null)}
              />
            </EditBase>
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 320 }}>
          <ListBase
            resource={resource.name}
            disableSyncWithLocation
            perPage={25}
            sort={resource.list.sort ?? { field: resource.primaryKey, order: 'ASC' }}
          >
            <FilterForm filters={SEARCH_FILTERS} />
            <DataTable
              rowClick={(id) => {
                setEditing(id);
                return false;
              }}
              bulkActionButtons={false}
              body={KeyRowsBody}
              empty={<Box sx={{ p: 2 }}>{resource.list.empty}</Box>}
            >
              {declaredColumns(resource, resource.list.columns)}
            </DataTable>
          </ListBase>
        </Box>
      </Box>
    </ResourceContextProvider>
  );
}

/** Tabs of masters, each a MasterPanel; tabs are disabled while a save is in progress (spec 4). */
export function MasterTabs({
  title,
  tabs,
}: {
  title: string;
  tabs: ReadonlyArray<{ label: string; resource: Resource; meta?: Record<string, unknown> }>;
}) {
  // The open tab is in the address (?tab=1), as on the tabbed pages: Go To opens one by name.
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('tab') ?? 0);
  const current = Number.isInteger(asked) && asked >= 0 && asked < tabs.length ? asked : 0;
  const saving = useIsMutating() > 0;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} />
      <Tabs
        value={current}
        onChange={(_e, v: number) => setParams({ tab: String(v) }, { replace: true })}
        aria-label={title}
      >
        {tabs.map((t) => (
          <Tab key={t.label} label={t.label} disabled={saving} />
        ))}
      </Tabs>
      <Box sx={{ pt: 2 }}>
        <MasterPanel
          key={tabs[current].resource.name}
          resource={tabs[current].resource}
          meta={tabs[current].meta}
        />
      </Box>
    </Box>
  );
}
