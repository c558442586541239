import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PeopleIcon from '@mui/icons-material/People';
import PublicIcon from '@mui/icons-material/Public';
import RouteIcon from '@mui/icons-material/Route';
import StraightenIcon from '@mui/icons-material/Straighten';
import StoreIcon from '@mui/icons-material/Store';
import type { ComponentType } from 'react';

/** How each resource looks in menus; declarations stay free of React, so the admin keeps this. */
const ICONS: Record<string, ComponentType> = {
  branch: StoreIcon,
  route: RouteIcon,
  financialYear: CalendarMonthIcon,
  company: BusinessIcon,
  employee: PeopleIcon,
  country: PublicIcon,
  state: PublicIcon,
  unit: StraightenIcon,
  accountGroup: AccountTreeIcon,
};

/** The icon of a resource, a plain list icon for one not given here. */
export function iconOf(name: string): ComponentType {
  return ICONS[name] ?? ListAltIcon;
}
