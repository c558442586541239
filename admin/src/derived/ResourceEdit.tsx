import { Edit, useRedirect } from 'react-admin';
import type { Resource } from '../../../resources';
import { ResourceForm } from './ResourceForm';
import { useSavedNotice } from './savedNotice';

/**
 * A loaded record of a declaration. Saves wait for the server (pessimistic), so its field
 * messages (a duplicate name) appear on the inputs; Clear goes back to a new record.
 */
export function ResourceEdit({ resource }: { resource: Resource }) {
  const redirect = useRedirect();
  const mutationOptions = useSavedNotice(resource, 'updated');
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
      />
    </Edit>
  );
}
