import { resources } from '../../../resources';
import { BUILT_PAGES } from '../pages/builtPages';
import { buildMenu, tabbedPages, type MenuItem } from './menuItems';

// Built once: the declarations do not change while the app runs, and the tree wants stable items.
export const MENU: MenuItem[] = buildMenu(resources, BUILT_PAGES);

export const MENU_BY_ID = new Map<string, MenuItem>();
function index(items: MenuItem[]): void {
  for (const item of items) {
    MENU_BY_ID.set(item.id, item);
    if (item.children) index(item.children);
  }
}
index(MENU);

/** A screen the menu opens, with the group it sits in: what the Go To box offers. */
export interface Screen {
  label: string;
  group?: string;
  to: string;
}

/**
 * Each declared tab of a tabbed page, as a screen of its own (the page opened on it: ?tab=), in
 * declaration order, which is the tabs' order on the page (a built page's own panels after them).
 */
const TABS_OF = new Map(
  [
    // Every tabbed page, those a built page draws (no page named as replaced) included.
    ...tabbedPages(resources).map(
      ({ route, tabs }) => [route, tabs.map((tab) => tab.label)] as const,
    ),
    // A built page's own tabs, of lists that are no declared page's tabs (Item Master's).
    ...BUILT_PAGES.flatMap((page) => (page.tabs ? [[page.to, page.tabs] as const] : [])),
  ].map(([route, labels]) => [
    route,
    labels.map((label, i) => ({ label, to: `${route}?tab=${i}` })),
  ]),
);

/**
 * Every screen the menu opens, in the menu's order (the greyed-out ones are not offered), and
 * after a tabbed page its tabs, so that Dept opens by its name as Employee Master does.
 */
export const SCREENS: readonly Screen[] = MENU.flatMap((item): Screen[] =>
  item.children
    ? item.children.flatMap((child) =>
        child.to
          ? [
              { label: child.label, group: item.label, to: child.to },
              ...(TABS_OF.get(child.to) ?? []).map((tab) => ({
                ...tab,
                group: `${item.label} · ${child.label}`,
              })),
            ]
          : [],
      )
    : item.to
      ? [{ label: item.label, to: item.to }]
      : [],
);
