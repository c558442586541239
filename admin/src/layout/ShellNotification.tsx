import { Notification } from 'react-admin';
import { useLocation } from 'react-router-dom';

/** Spec 2.12: the Employee Master's toasts hide after 6 seconds; elsewhere React-Admin's own pace. */
const SIX_SECONDS = ['/EmployeeMaster', '/role', '/department', '/designation'];

export function ShellNotification() {
  const { pathname } = useLocation();
  const slow = SIX_SECONDS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  return <Notification autoHideDuration={slow ? 6000 : undefined} />;
}
