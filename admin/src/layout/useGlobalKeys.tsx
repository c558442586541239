import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { VOUCHERS } from '../pages/vouchers/voucherConfig';
import { leaveThen } from '../components/unsavedWork';

/**
 * Tally's voucher keys from any page: F4 Contra, F5 Payment, F6 Receipt, F7 Journal, F8 Sales,
 * F9 Purchase.
 * The browser's own use of these keys (F5 reloads) gives way inside the app.
 */
const ROUTE_OF_KEY = new Map<string, string>([
  ...VOUCHERS.map((v) => [v.hotkey, v.route] as [string, string]),
  ['F8', '/SalesInvoice'],
  ['F9', '/Purchase'],
]);

/** Listens for the voucher keys while the layout is shown. */
export function useGlobalKeys(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const listen = (event: KeyboardEvent) => {
      if (
        event.ctrlKey ||
        event.altKey ||
        event.metaKey ||
        event.shiftKey ||
        event.defaultPrevented
      )
        return;
      const route = ROUTE_OF_KEY.get(event.key);
      if (!route) return;
      event.preventDefault();
      leaveThen(() => void navigate(route));
    };
    window.addEventListener('keydown', listen);
    return () => window.removeEventListener('keydown', listen);
  }, [navigate]);
}

/** The hook as an element, for a layout (or a test) to mount in one line. */
export function GlobalKeys(): null {
  useGlobalKeys();
  return null;
}
