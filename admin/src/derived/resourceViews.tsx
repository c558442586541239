import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { Resource } from '../../../resources';
import { CUSTOM_LISTS } from '../organisation/customViews';
import { iconOf } from './icons';
import { ResourceCreate } from './ResourceCreate';
import { ResourceEdit } from './ResourceEdit';
import { ResourceList } from './ResourceList';

export interface ResourceViews {
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  icon: ComponentType;
  recordRepresentation: (record: RaRecord) => string;
}

const made = new Map<string, ResourceViews>();

/**
 * What `<Resource>` spreads for a declaration: its list, create and edit views, icon and how a
 * record is named. Made once per resource, so the views keep their identity across renders.
 */
export function resourceViews(resource: Resource): ResourceViews {
  let views = made.get(resource.name);
  if (!views) {
    views = {
      list: CUSTOM_LISTS[resource.name] ?? (() => <ResourceList resource={resource} />),
      create: () => <ResourceCreate resource={resource} />,
      edit: () => <ResourceEdit resource={resource} />,
      icon: iconOf(resource.name),
      recordRepresentation: recordRepresentationOf(resource),
    };
    made.set(resource.name, views);
  }
  return views;
}

/** A record is named by its title field (a branch by its BranchName). */
export function recordRepresentationOf(resource: Resource): (record: RaRecord) => string {
  return (record) => String(record[resource.titleField] ?? '');
}
