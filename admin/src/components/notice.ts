import { useLocation } from 'react-router-dom';

/**
 * A success message carried to the next page in the navigation state (the company sign-up's
 * notice on the employee page, 'Employee submitted successfully!' on the login page), because
 * the page that earned it is gone by the time it can be read.
 */
export interface NoticeState {
  notice?: string;
}

/** The notice the previous page left, if any. */
export function useNotice(): string | undefined {
  const state = useLocation().state as NoticeState | null;
  return state?.notice;
}
