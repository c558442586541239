import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';
import { ResourceContextProvider, Title } from 'react-admin';
import {
  customer,
  customerStatutory,
  supplier,
  supplierStatutory,
  type Resource,
} from '../../../../resources';
import { ResourceList } from '../../derived/ResourceList';
import { CustomerRatePanel } from './CustomerRatePanel';

/** A resource's generated list (with its Create button) inside a tab. */
function ListTab({ resource }: { resource: Resource }) {
  return (
    <ResourceContextProvider value={resource.name}>
      <ResourceList resource={resource} />
    </ResourceContextProvider>
  );
}

/** A page of tabs, each a screen of the spec. */
function TabbedPage({
  title,
  tabs,
}: {
  title: string;
  tabs: ReadonlyArray<{ label: string; content: ReactNode }>;
}) {
  const [current, setCurrent] = useState(0);
  return (
    <Box sx={{ p: 1 }}>
      <Title title={title} />
      <Tabs value={current} onChange={(_e, v: number) => setCurrent(v)} aria-label={title}>
        {tabs.map((t) => (
          <Tab key={t.label} label={t.label} />
        ))}
      </Tabs>
      <Box sx={{ pt: 2 }}>{tabs[current].content}</Box>
    </Box>
  );
}

/** /CommonCustomer: Customer Registration, Customer Statutory and Customer Rate. */
export function CommonCustomerPage() {
  return (
    <TabbedPage
      title="Customer"
      tabs={[
        { label: 'Customer Registration', content: <ListTab resource={customer} /> },
        { label: 'Customer Statutory', content: <ListTab resource={customerStatutory} /> },
        { label: 'Customer Rate', content: <CustomerRatePanel /> },
      ]}
    />
  );
}

/** /CommonSupplier: Supplier Creation and Supplier Record. */
export function CommonSupplierPage() {
  return (
    <TabbedPage
      title="Supplier"
      tabs={[
        { label: 'Supplier Creation', content: <ListTab resource={supplier} /> },
        { label: 'Supplier Record', content: <ListTab resource={supplierStatutory} /> },
      ]}
    />
  );
}
