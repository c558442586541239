import { customer, customerStatutory, supplier, supplierStatutory } from '../../../../resources';
import { TabbedPage } from '../TabbedPage';
import { CustomerRatePanel } from './CustomerRatePanel';

/** /CommonCustomer: Customer Registration, Customer Statutory and Customer Rate. */
export function CommonCustomerPage() {
  return (
    <TabbedPage
      title="Customer"
      tabs={[
        { label: 'Customer Registration', resource: customer },
        { label: 'Customer Statutory', resource: customerStatutory },
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
        { label: 'Supplier Creation', resource: supplier },
        { label: 'Supplier Record', resource: supplierStatutory },
      ]}
    />
  );
}
