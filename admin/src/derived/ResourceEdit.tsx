import { useEffect } from 'react';
import { Edit, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useBackToList } from './backToList';
import type { Resource } from '../../../resources';
import { ResourceForm } from './ResourceForm';
import { useSavedNotice } from './savedNotice';

/**
 * A loaded record of a declaration. Saves wait for the server (pessimistic), so its field
 * messages (a duplicate name) appear on the inputs; a save returns to the list, as Tally does
 * after altering a master. Clear goes to a new record; Esc back to the list it was opened from,
 * on its row.
 */
export function ResourceEdit({ resource }: { resource: Resource }) {
  const redirect = useRedirect();
  const { id } = useParams();
  const backToList = useBackToList(resource);
  const toList = () => backToList(id);
  // A row opened from far down a list shows the form from its top, not where the list was.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
  }, []);
  const mutationOptions = useSavedNotice(resource, 'updated', toList);
  return (
    <Edit
      // A card clips what sticks out of it: the sticky Submit bar needs it not to.
      sx={{ '& .MuiCard-root': { overflow: 'visible' } }}
      title={`Edit ${resource.label.one}`}
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={mutationOptions}
    >
      <ResourceForm
        resource={resource}
        mode="update"
        onClear={() => redirect('create', resource.name)}
        onEscape={toList}
      />
    </Edit>
  );
}
