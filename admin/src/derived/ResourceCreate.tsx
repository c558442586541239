import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Create } from 'react-admin';
import type { Resource } from '../../../resources';
import { useNewRecordKey } from '../components/newRecordKey';
import { ResourceForm } from './ResourceForm';
import { ResourceList } from './ResourceList';
import { useSavedNotice } from './savedNotice';
import { useBackToList } from './backToList';

/**
 * A new record of a declaration, with the list under it. Save and New, as on every master: a
 * save says so, refreshes the list and gives a fresh form with the cursor in its first field,
 * so the next record is typed at once. Clear and Alt+N start afresh too; Esc goes back to the list it was opened from.
 */
export function ResourceCreate({ resource }: { resource: Resource }) {
  const [generation, setGeneration] = useState(0);
  const backToList = useBackToList(resource);
  const queryClient = useQueryClient();
  const fresh = () => setGeneration((g) => g + 1);
  const mutationOptions = useSavedNotice(resource, 'created', () => {
    void queryClient.invalidateQueries({ queryKey: [resource.name] });
    fresh();
  });
  useNewRecordKey(fresh);
  return (
    <>
      <Create
        // A card clips what sticks out of it: the sticky Submit bar needs it not to.
        sx={{ '& .MuiCard-root': { overflow: 'visible' } }}
        title={`New ${resource.label.one}`}
        redirect={false}
        mutationOptions={mutationOptions}
      >
        <ResourceForm
          key={generation}
          resource={resource}
          mode="create"
          onClear={fresh}
          onEscape={() => backToList()}
        />
      </Create>
      <Box sx={{ mt: 2 }}>
        <ResourceList resource={resource} embedded underForm />
      </Box>
    </>
  );
}
