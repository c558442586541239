import { useNotify } from 'react-admin';
import type { Resource } from '../../../resources';

/**
 * A save's success handler: the resource's own message (for as long as its screen keeps it,
 * Allocation: 3 seconds), then what the screen does next (a fresh form, the list).
 */
export function useSavedNotice(resource: Resource, kind: 'created' | 'updated', after: () => void) {
  const notify = useNotify();
  const ms = resource.form?.noticeMs;
  return {
    onSuccess: () => {
      // resources.<name>.notifications.<kind>: the i18nProvider answers with the resource's message.
      notify(`resources.${resource.name}.notifications.${kind}`, {
        type: 'info',
        messageArgs: { smart_count: 1 },
        ...(ms ? { autoHideDuration: ms } : {}),
      });
      after();
    },
  };
}
