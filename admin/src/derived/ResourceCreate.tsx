import { useState } from 'react';
import { Create } from 'react-admin';
import type { Resource } from '../../../resources';
import { ResourceForm } from './ResourceForm';
import { useSavedNotice } from './savedNotice';

/** A new record of a declaration. Clear starts the form afresh; a save returns to the list. */
export function ResourceCreate({ resource }: { resource: Resource }) {
  const [generation, setGeneration] = useState(0);
  const mutationOptions = useSavedNotice(resource, 'created');
  return (
    <Create title={`New ${resource.label.one}`} redirect="list" mutationOptions={mutationOptions}>
      <ResourceForm
        key={generation}
        resource={resource}
        mode="create"
        onClear={() => setGeneration((g) => g + 1)}
      />
    </Create>
  );
}
