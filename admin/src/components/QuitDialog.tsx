import { Confirm } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * 'Quit?' before Esc leaves a screen with changes not saved: every form, voucher and bill asks
 * it in the same words, Leave or Stay.
 */
export function QuitDialog(props: {
  open: boolean;
  /** What would be left: 'form', 'voucher', 'invoice', 'purchase'. */
  what: string;
  onLeave(): void;
  onStay(): void;
}) {
  return (
    <Confirm
      isOpen={props.open}
      title="Quit?"
      content={`The changes are not saved. Leave this ${props.what}?`}
      confirm="Leave"
      cancel="Stay"
      onConfirm={props.onLeave}
      onClose={props.onStay}
    />
  );
}

/** Back to the screen before; to the dashboard when there is none (the screen was opened by its address). */
export function useLeaveScreen(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key === 'default' ? navigate('/dashboard') : navigate(-1));
}
