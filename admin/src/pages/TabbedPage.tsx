import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ResourceContextProvider, Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Resource } from '../../../resources';
import { ResourceList } from '../derived/ResourceList';
import { CUSTOM_LISTS } from '../organisation/customViews';

export interface TabbedPageProps {
  title: string;
  tabs: Array<{ label: string; resource: Resource }>;
}

/**
 * A combined page of spec 2.2 (/CommonCompany, /Commonpage, /EmployeeMaster): one tab per
 * declared screen, each its own list. The open tab is in the address (?tab=1), so a link or a
 * reload comes back to it.
 */
export function TabbedPage({ title, tabs }: TabbedPageProps) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('tab') ?? 0);
  const index = Number.isInteger(asked) && asked >= 0 && asked < tabs.length ? asked : 0;
  const { resource } = tabs[index];
  const Custom = CUSTOM_LISTS[resource.name];
  return (
    <Box>
      <Title title={title} />
      <Tabs
        value={index}
        onChange={(_e, i: number) => setParams({ tab: String(i) }, { replace: true })}
        sx={{ mb: 1 }}
      >
        {tabs.map((t) => (
          <Tab key={t.resource.name} label={t.label} />
        ))}
      </Tabs>
      <ResourceContextProvider value={resource.name}>
        {Custom ? (
          <Custom key={resource.name} />
        ) : (
          <ResourceList key={resource.name} resource={resource} embedded />
        )}
      </ResourceContextProvider>
    </Box>
  );
}
