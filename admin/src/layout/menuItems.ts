import { MENU_GROUPS, type MenuGroup, type Resource } from '../../../resources';

/**
 * The side menu as plain data ({ id, label, children }, the shape MUI X tree views take), built
 * from the declarations: a resource with a `menu` takes the place of its spec route in its group.
 * Spec 2.3 lists every group's routes; the ones not built yet stay in the menu, disabled, so
 * the six groups are complete and nobody clicks into nothing.
 */
export interface MenuItem {
  id: string; // the path it opens, or the spec route it stands for, or 'group:<name>'
  label: string;
  to?: string; // absent on groups and on screens not built yet
  disabled?: boolean;
  children?: MenuItem[];
}

export interface MenuPage {
  route: string; // the spec route of the screen
  label: string;
}

/** Spec 2.3: each group's screens, in the spec's order, with the names the screens carry. */
export const SPEC_MENU: Record<MenuGroup, readonly MenuPage[]> = {
  'Master Control': [
    { route: '/CommonCompany', label: 'Company' },
    { route: '/EmployeeMaster', label: 'Employee Master' },
    { route: '/BranchMaster', label: 'Branch Master' },
    { route: '/Commonpage', label: 'Employee Page' },
    { route: '/FinancialYear', label: 'Financial Year' },
  ],
  'Master Pages': [
    { route: '/AccountMaster', label: 'Account Master' },
    { route: '/UnitMaster', label: 'Unit Master' },
    { route: '/GodownMaster', label: 'Godown Master' },
    { route: '/CommonCountryState', label: 'Country and State' },
  ],
  'Invoice Pages': [
    { route: '/InvoiceSeries', label: 'Invoice Series' },
    { route: '/SalesInvoice', label: 'Sales Invoice' },
    { route: '/Purchase', label: 'Purchase' },
    { route: '/Reciept', label: 'Receipt' },
    { route: '/Payment', label: 'Payment' },
    { route: '/Journal', label: 'Journal' },
    { route: '/ContraEntry', label: 'Contra Entry' },
  ],
  'Item Master': [
    { route: '/RateMaster', label: 'Rate Master' },
    { route: '/ItemCategory', label: 'Item Category' },
    { route: '/ItemMaster', label: 'Item Master' },
    { route: '/ItemDetails', label: 'Item Details' },
  ],
  'Ledger Page': [
    { route: '/PartyLedger', label: 'Party Ledger' },
    { route: '/TaxMaster', label: 'Tax Master' },
    { route: '/CommonCustomer', label: 'Customer' },
    { route: '/CommonSupplier', label: 'Supplier' },
    { route: '/BankLedger', label: 'Bank Ledger' },
  ],
  'Vehicle Page': [
    { route: '/VehicleMaster', label: 'Vehicle Master' },
    { route: '/RouteMaster', label: 'Route Master' },
    { route: '/Allocation', label: 'Allocation' },
    { route: '/Vanloding', label: 'Van Loading' },
  ],
};

/** A built screen that is not a generated resource (a custom page), with where it is reached. */
export interface BuiltPage {
  to: string;
  label: string;
  group?: MenuGroup; // absent: shown above the groups
  replaces?: string; // the spec route it stands for inside its group
  tabs?: readonly string[]; // the tabs it draws itself, in order, each opened by ?tab= (Go To lists them)
}

/** The tabbed pages (spec 2.2 "Combined pages") and their tabs, in declaration order. */
export function tabbedPages(
  resources: readonly Resource[],
  handWritten: readonly BuiltPage[] = [],
): Array<{ route: string; tabs: Array<{ label: string; resource: Resource }> }> {
  const pages = new Map<string, Array<{ label: string; resource: Resource }>>();
  // A built page that replaces a tabbed page (the customer page with its rate panel) draws its own tabs.
  const replaced = new Set(handWritten.map((p) => p.replaces));
  for (const resource of resources) {
    const tab = resource.menu?.tabOf;
    if (tab && !replaced.has(tab.page))
      pages.set(tab.page, [...(pages.get(tab.page) ?? []), { label: tab.label, resource }]);
  }
  return [...pages].map(([route, tabs]) => ({ route, tabs }));
}

/** Where a resource's list lives: its name, the one name used everywhere. */
export const resourcePath = (resource: Resource): string => `/${resource.name}`;

/** The whole menu: the top-level pages, then the six groups. */
export function buildMenu(resources: readonly Resource[], pages: readonly BuiltPage[]): MenuItem[] {
  const built = new Map<string, MenuItem>(); // spec route -> the entry that serves it
  const extra = new Map<MenuGroup, MenuItem[]>(); // built entries the spec's list does not name
  const place = (group: MenuGroup, route: string | undefined, item: MenuItem) => {
    if (route && SPEC_MENU[group].some((p) => p.route === route)) built.set(route, item);
    else extra.set(group, [...(extra.get(group) ?? []), item]);
  };

  for (const resource of resources) {
    if (!resource.menu || resource.menu.listed === false) continue;
    const tab = resource.menu.tabOf;
    if (tab) {
      // The tabbed page stands in the menu for its tabs, once, under the spec's name.
      const label =
        SPEC_MENU[resource.menu.group].find((p) => p.route === tab.page)?.label ?? tab.page;
      if (!built.has(tab.page))
        place(resource.menu.group, tab.page, { id: tab.page, label, to: tab.page });
      continue;
    }
    const to = resourcePath(resource);
    place(resource.menu.group, resource.menu.routes[0], { id: to, label: resource.label.many, to });
  }
  for (const page of pages) {
    if (page.group)
      place(page.group, page.replaces, { id: page.to, label: page.label, to: page.to });
  }

  const top = pages
    .filter((p) => !p.group)
    .map((p): MenuItem => ({ id: p.to, label: p.label, to: p.to }));
  const groups = MENU_GROUPS.map((group): MenuItem => ({
    id: `group:${group}`,
    label: group,
    children: [
      ...SPEC_MENU[group].map(
        (page) => built.get(page.route) ?? { id: page.route, label: page.label, disabled: true },
      ),
      ...(extra.get(group) ?? []),
    ],
  }));
  return [...top, ...groups];
}

/** The group holding the entry for `pathname` (so the menu opens where the person is). */
export function groupOf(items: readonly MenuItem[], pathname: string): string | undefined {
  return items.find((group) =>
    group.children?.some((child) => child.to && isUnder(pathname, child.to)),
  )?.id;
}

/** The entry for `pathname`: '/branch/3' is under '/branch'. */
export function entryOf(items: readonly MenuItem[], pathname: string): string | undefined {
  for (const item of items) {
    if (item.to && isUnder(pathname, item.to)) return item.id;
    const child = item.children && entryOf(item.children, pathname);
    if (child) return child;
  }
  return undefined;
}

function isUnder(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
