import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useEffect, useState } from 'react';
import { useSidebarState } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { resources } from '../../../resources';
import { BUILT_PAGES } from '../pages/builtPages';
import { buildMenu, entryOf, groupOf, type MenuItem } from './menuItems';

// Built once: the declarations do not change while the app runs, and the tree wants stable items.
const MENU: MenuItem[] = buildMenu(resources, BUILT_PAGES);
const BY_ID = new Map<string, MenuItem>();
function index(items: MenuItem[]): void {
  for (const item of items) {
    BY_ID.set(item.id, item);
    if (item.children) index(item.children);
  }
}
index(MENU);

/** The side menu of spec 2.3: the six groups as a tree; screens not built yet are greyed out. */
export function SideMenu() {
  const [open] = useSidebarState();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const here = entryOf(MENU, pathname);
  const [expanded, setExpanded] = useState<string[]>(['group:Master Control']);

  // Arriving at a screen by any way (a link, the address bar) opens its group.
  useEffect(() => {
    const group = groupOf(MENU, pathname);
    if (group) setExpanded((open) => (open.includes(group) ? open : [...open, group]));
  }, [pathname]);

  if (!open) return null; // a collapsed sidebar has no room for the group names
  return (
    <Box component="nav" aria-label="Main menu" sx={{ width: 240, py: 1 }}>
      <RichTreeView<MenuItem>
        items={MENU}
        isItemDisabled={(item) => Boolean(item.disabled)}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
        selectedItems={here ?? null}
        onItemClick={(_event, id) => {
          const to = BY_ID.get(id)?.to;
          if (to) void navigate(to);
        }}
        sx={{ '& [aria-disabled="true"]': { opacity: 0.5 } }}
      />
    </Box>
  );
}
