import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { ResourceContextProvider, Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Resource } from '../../../resources';
import { ResourceList } from '../derived/ResourceList';
import { CUSTOM_LISTS } from '../organisation/customViews';

/** A tab: a declared screen's list, or a hand-written panel (the customer rate). */
export type PageTab = { label: string } & (
  { resource: Resource; content?: never } | { content: ReactNode; resource?: never }
);

export interface TabbedPageProps {
  title: string;
  tabs: readonly PageTab[];
}

/**
 * A combined page of spec 2.2 (/CommonCompany, /Commonpage, /CommonCustomer): one tab per
 * screen, each a declared list or a panel. The open tab is in the address (?tab=1), so a link or
 * a reload comes back to it. The page's title is the app bar's; an embedded list adds none.
 */
export function TabbedPage({ title, tabs }: TabbedPageProps) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('tab') ?? 0);
  const index = Number.isInteger(asked) && asked >= 0 && asked < tabs.length ? asked : 0;
  return (
    <Box>
      <Title title={title} />
      <Tabs
        value={index}
        onChange={(_e, i: number) => setParams({ tab: String(i) }, { replace: true })}
        aria-label={title}
        sx={{ mb: 1 }}
      >
        {tabs.map((t) => (
          <Tab key={t.label} label={t.label} />
        ))}
      </Tabs>
      <TabContent key={tabs[index].label} tab={tabs[index]} />
    </Box>
  );
}

function TabContent({ tab }: { tab: PageTab }) {
  if (!tab.resource) return <>{tab.content}</>;
  const Custom = CUSTOM_LISTS[tab.resource.name];
  return (
    <ResourceContextProvider value={tab.resource.name}>
      {Custom ? <Custom /> : <ResourceList resource={tab.resource} embedded />}
    </ResourceContextProvider>
  );
}
