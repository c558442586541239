import { referencesOf, resourceByName, type AnyRecord, type Resource } from '../../../resources';

/**
 * A reference that narrows another in the same form: a Branch's State list shows only the states
 * of its chosen Country, because `state.CountryId` points where `branch.Country` does. Found from
 * the declarations, so no form names its pairs by hand.
 */
export interface Dependency {
  filterField: string; // the column of the referenced resource to filter on (state.CountryId)
  sourceField: string; // the field of this form that gives the value (branch.Country)
}

/** How the choices of `field` (a reference of `resource`) depend on another field, if they do. */
export function dependencyOf(resource: Resource, field: string): Dependency | undefined {
  const own = referencesOf(resource);
  const target = own.find((r) => r.field === field)?.to;
  const targetResource = target ? resourceByName(target) : undefined;
  // A reference to the form's own kind (a unit's First and Second Unit) has no parent among its
  // siblings: they are peers, and narrowing one by the other left 'No options'.
  if (!targetResource || targetResource.name === resource.name) return undefined;
  for (const ref of referencesOf(targetResource)) {
    if (ref.to === targetResource.name) continue;
    const sibling = own.find((r) => r.field !== field && r.to === ref.to);
    if (sibling) return { filterField: ref.field, sourceField: sibling.field };
  }
  return undefined;
}

/** The filter for the dependent list given the form's values; empty until the parent is chosen. */
export function dependentFilter(dependency: Dependency | undefined, values: AnyRecord): AnyRecord {
  const value = dependency ? values[dependency.sourceField] : undefined;
  return dependency && value !== undefined && value !== null && value !== ''
    ? { [dependency.filterField]: value }
    : {};
}
