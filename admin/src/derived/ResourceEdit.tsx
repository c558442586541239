import { Edit, useRedirect } from 'react-admin';
import type { Resource } from '../../../resources';
import { ResourceForm } from './ResourceForm';
import { useSavedNotice } from './savedNotice';

/**
 * A loaded record of a declaration. Saves wait for the server (pessimistic), so its field
 * messages (a duplicate name) appear on the inputs; a save returns to the list, as Tally does
 * after altering a master. Clear goes to a new record; Esc back to the list.
 */
export function ResourceEdit({ resource }: { resource: Resource }) {
  const redirect = useRedirect();
  const toList = () => redirect('list', resource.name);
  const mutationOptions = useSavedNotice(resource, 'updated', toList);
  return (
    <Edit
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
