import { useRedirect } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Resource } from '../../../resources';
import { previousPath } from '../components/goBack';
import { comeBackTo } from '../components/keyRows';
import { resourcePath } from '../layout/menuItems';

/**
 * Where a record's form returns (Esc, a saved change): back to the list it was opened from, the
 * resource's own or the combined page it is a tab of (with its tab), else to the resource's
 * list; the cursor on the record's row (`id`) when it has one.
 */
export function useBackToList(resource: Resource): (id?: string) => void {
  const navigate = useNavigate();
  const redirect = useRedirect();
  const { key } = useLocation();
  return (id) => {
    if (id !== undefined) comeBackTo(resource.name, id);
    const before = previousPath(key);
    const lists = [resourcePath(resource), resource.menu?.tabOf?.page];
    if (before && lists.includes(before)) void navigate(-1);
    else redirect('list', resource.name);
  };
}
