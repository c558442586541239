import { Notification } from 'react-admin';
import { useLocation } from 'react-router-dom';

/** Spec 2.12: the Employee Master's toasts hide after 6 seconds; elsewhere React-Admin's own pace. */
const SIX_SECONDS = ['/EmployeeMaster', '/role', '/department', '/designation'];

/**
 * A save's toast shows over the top bar: at the foot of the window it covered the list under
 * the form, where the record just saved appears.
 */
const OVER_THE_TOP_BAR = { vertical: 'top', horizontal: 'center' } as const;

export function ShellNotification() {
  const { pathname } = useLocation();
  const slow = SIX_SECONDS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  return (
    <Notification autoHideDuration={slow ? 6000 : undefined} anchorOrigin={OVER_THE_TOP_BAR} />
  );
}
