import { Resource } from 'react-admin';
import { resources } from '../../resources';
import { recordRepresentationOf, resourceViews } from './derived/resourceViews';

/**
 * Every declared resource as a React-Admin <Resource>: those with a menu entry get generated
 * screens; the rest are registered too, so references to them show their records by name.
 */
export function registeredResources() {
  return resources.map((resource) =>
    resource.menu ? (
      <Resource
        key={resource.name}
        name={resource.name}
        options={{ label: resource.label.many }}
        {...resourceViews(resource)}
      />
    ) : (
      <Resource
        key={resource.name}
        name={resource.name}
        recordRepresentation={recordRepresentationOf(resource)}
      />
    ),
  );
}
