import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';

interface Visit {
  key: string;
  path: string;
}

/**
 * The screens this tab has shown, in history order, and which of them is showing: a screen that
 * opens its own records (a list, whose rows open forms whose Esc returns to it) goes back past
 * them, to where the person came from. The browser's history holds no addresses to read.
 */
let trail: Visit[] = [];
let at = -1;

/** Keeps the trail as the address changes: mounted once, by the layout. */
export function useVisitTrail(): void {
  const location = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    const visit = { key: location.key, path: location.pathname };
    const known = visit.key === 'default' ? -1 : trail.findIndex((v) => v.key === visit.key);
    if (known >= 0) at = known;
    // The tab's first address, or one from before a reload: the trail starts here.
    else if (type === 'POP') [trail, at] = [[visit], 0];
    else if (type === 'REPLACE' && at >= 0) trail[at] = visit;
    else {
      trail = [...trail.slice(0, at + 1), visit];
      at = trail.length - 1;
    }
  }, [location.key, location.pathname, type]);
}

/** The address shown before the one keyed `key`, when the trail knows it. */
export function previousPath(key: string): string | undefined {
  return trail[at]?.key === key && at > 0 ? trail[at - 1].path : undefined;
}

/** The trail kept as an element, for a layout (or a test's) to mount in one line. */
export function VisitTrail(): null {
  useVisitTrail();
  return null;
}

/**
 * Esc from a screen: back where the person came from, or the dashboard when it was opened
 * directly. `own` names the addresses that are part of this screen (a list's records): going
 * back passes over them.
 */
export function useGoBack(own?: (path: string) => boolean): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (own && trail[at]?.key === location.key) {
      for (let i = at - 1; i >= 0; i--)
        if (!own(trail[i].path) && trail[i].path !== location.pathname)
          return void navigate(i - at);
      return void navigate('/dashboard');
    }
    // The first location of a tab has the key 'default': there is nothing in the app to go back to.
    void (location.key === 'default' ? navigate('/dashboard') : navigate(-1));
  };
}
