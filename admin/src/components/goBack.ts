import { useLocation, useNavigate } from 'react-router-dom';

/** Esc from a screen: back where the person came from, or the dashboard when it was opened directly. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // The first location of a tab has the key 'default': there is nothing in the app to go back to.
  return () => void (location.key === 'default' ? navigate('/dashboard') : navigate(-1));
}
