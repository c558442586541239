import { useEffect, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { AnyRecord } from '../../../../resources';
import { lookups } from '../../api/lookups';
import { invoiceApi, type Customer, type Named } from './invoiceApi';

const B2B = 1;
const B2C = 2;

/** What the invoice screen loads once: the masters its pickers offer and the company's state. */
export interface InvoiceSetup {
  customers: Customer[];
  employees: Named[];
  branches: Named[];
  routes: Named[];
  company: { GSTIN: string | null; StateCode: string | null };
  year: { StartDate: string; EndDate: string } | null;
  defaultBranch: number | null;
  /** Whether the year has a B2B series, for a customer with a GSTIN to be billed on. */
  hasB2B: boolean;
  /** Whether the year has a B2C series, for a customer without a GSTIN to be billed on. */
  hasB2C: boolean;
  loaded: boolean;
}

const EMPTY: InvoiceSetup = {
  customers: [],
  employees: [],
  branches: [],
  routes: [],
  company: { GSTIN: null, StateCode: null },
  year: null,
  defaultBranch: null,
  hasB2B: false,
  hasB2C: false,
  loaded: false,
};

export function useInvoiceSetup(): InvoiceSetup & { reloadCustomers(): Promise<void> } {
  const [setup, setSetup] = useState<InvoiceSetup>(EMPTY);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    let current = true;
    const soft = <T>(p: Promise<T>, fallback: T) =>
      p.catch((e: unknown) => {
        void logoutIfAccessDenied(e);
        return fallback;
      });
    void Promise.all([
      soft(invoiceApi.customers(), []),
      soft(invoiceApi.employees(), []),
      soft(invoiceApi.branches(), []),
      soft(invoiceApi.routes(), []),
      soft(invoiceApi.company(), {} as AnyRecord),
      soft(invoiceApi.licence(), {} as AnyRecord),
      soft(lookups.financialYear(), {}),
      soft(lookups.employeeDocument(), undefined),
      soft(invoiceApi.seriesOf(B2B), []),
      soft(invoiceApi.seriesOf(B2C), []),
    ]).then(([customers, employees, branches, routes, company, licence, year, doc, b2b, b2c]) => {
      if (!current) return;
      setSetup({
        customers,
        employees,
        branches,
        routes,
        company: {
          GSTIN: (licence.GSTINo as string | null) ?? null,
          StateCode: (company.StateCode as string | null) ?? null,
        },
        year:
          year.StartDate && year.EndDate
            ? { StartDate: year.StartDate, EndDate: year.EndDate }
            : null,
        defaultBranch: doc?.BranchId ?? null,
        hasB2B: b2b.length > 0,
        hasB2C: b2c.length > 0,
        loaded: true,
      });
    });
    return () => {
      current = false;
    };
    // Once per screen; logoutIfAccessDenied's identity is no reason to ask again.
  }, []);
  const reloadCustomers = async () => {
    const customers = await invoiceApi.customers();
    setSetup((s) => ({ ...s, customers }));
  };
  return { ...setup, reloadCustomers };
}
