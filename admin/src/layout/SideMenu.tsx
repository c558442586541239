import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSidebarState } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { MENU, MENU_BY_ID } from './appMenu';
import { entryOf, groupOf, type MenuItem } from './menuItems';

/**
 * The side menu of spec 2.3: the six groups as a tree; screens not built yet are greyed out.
 * The keyboard reaches it as any tree (Tab in, arrows between entries); Enter or Space opens the
 * focused screen, or opens and closes a group.
 */
export function SideMenu() {
  const [open] = useSidebarState();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const here = entryOf(MENU, pathname);
  const [expanded, setExpanded] = useState<string[]>(['group:Master Control']);
  const focused = useRef<string | null>(null);

  // Arriving at a screen by any way (a link, the address bar) opens its group.
  useEffect(() => {
    const group = groupOf(MENU, pathname);
    if (group) setExpanded((open) => (open.includes(group) ? open : [...open, group]));
  }, [pathname]);

  const openEntry = (id: string) => {
    const to = MENU_BY_ID.get(id)?.to;
    if (to) void navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const id = focused.current;
    const item = id ? MENU_BY_ID.get(id) : undefined;
    if (!id || !item || item.disabled) return;
    event.preventDefault();
    // Enter on a group already opens or closes it (the tree's own key); Space does the same here.
    if (item.children) {
      if (event.key === ' ')
        setExpanded((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
    } else openEntry(id);
  };

  if (!open) return null; // a collapsed sidebar has no room for the group names
  return (
    <Box component="nav" aria-label="Main menu" sx={{ width: 240, py: 1 }} onKeyDown={onKeyDown}>
      <RichTreeView<MenuItem>
        items={MENU}
        isItemDisabled={(item) => Boolean(item.disabled)}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
        selectedItems={here ?? null}
        onItemClick={(_event, id) => openEntry(id)}
        onItemFocus={(_event, id) => {
          focused.current = id;
        }}
        sx={{ '& [aria-disabled="true"]': { opacity: 0.5 } }}
      />
    </Box>
  );
}
