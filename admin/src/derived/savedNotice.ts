import { useNotify, useRedirect } from 'react-admin';
import type { Resource } from '../../../resources';

/**
 * For a screen whose success message stays a set time (Allocation: 3 seconds), the save's
 * success handler: the resource's own message for that long, then back to the list, as
 * React-Admin does by default. Other screens keep React-Admin's own handler (undefined).
 */
export function useSavedNotice(resource: Resource, kind: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  const ms = resource.form?.noticeMs;
  if (!ms) return undefined;
  return {
    onSuccess: () => {
      notify(`resources.${resource.name}.notifications.${kind}`, {
        type: 'info',
        messageArgs: { smart_count: 1 },
        autoHideDuration: ms,
      });
      redirect('list', resource.name);
    },
  };
}
