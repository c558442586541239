/** What a company has set up, as the dashboard reads it (backend/src/reports/setupFacts). */
export interface SetupFacts {
  gstin: boolean;
  taxes: boolean;
  rates: boolean;
  items: boolean;
  stock: boolean;
  series: boolean;
  customers: boolean;
  bills: boolean;
}

export interface SetupStep {
  key: keyof SetupFacts;
  label: string;
  /** Where, and why it matters. */
  hint: string;
  /** The screen that does it. */
  to: string;
  done: boolean;
}

/**
 * A new company's way to its first bill, in the order each step needs the one before (an item
 * names its tax and is priced on each price list; stock is of items; a bill names a series, a
 * customer and items in stock). The dashboard shows the list
 * until every step is done.
 */
const STEPS: ReadonlyArray<Omit<SetupStep, 'done'>> = [
  {
    key: 'gstin',
    label: "Enter the company's GSTIN",
    hint: 'Company, Company License: every tax invoice prints it, and it decides CGST and SGST or IGST.',
    to: '/CompanyLicense',
  },
  {
    key: 'taxes',
    label: 'Add the GST rates you sell at',
    hint: 'Tax Master: GST 5%, 12%, 18% and so on, each split into CGST and SGST.',
    to: '/TaxMaster',
  },
  {
    key: 'rates',
    label: 'Add your price lists',
    hint: 'Rate Master: Retail, Wholesale and so on. Every item is priced at each, and a customer buys at its own.',
    to: '/RateMaster',
  },
  {
    key: 'items',
    label: 'Add your items with their tax',
    hint: 'Item Details: each item with its GST rate, HSN code, MRP and a price on each list.',
    to: '/ItemDetails',
  },
  {
    key: 'stock',
    label: 'Bring in your stock',
    hint: "Purchase, or each item's opening Quantity in Item Details: a bill sells only what is in stock, unless the company allows negative stock.",
    to: '/Purchase',
  },
  {
    key: 'series',
    label: 'Make an invoice series for this year',
    hint: 'Invoice Series: B2B and B2C bills are numbered 1, 2, 3… within their series.',
    to: '/InvoiceSeries',
  },
  {
    key: 'customers',
    label: 'Add your customers',
    hint: 'Customer: with the GSTIN of those who buy for business (B2B).',
    to: '/CommonCustomer',
  },
  {
    key: 'bills',
    label: 'Make your first sales invoice',
    hint: 'Sales Invoice: Ctrl+A saves it; it prints as an A4 tax invoice.',
    to: '/SalesInvoice',
  },
];

export function setupSteps(facts: SetupFacts): SetupStep[] {
  return STEPS.map((s) => ({ ...s, done: facts[s.key] }));
}

/** Whether the list still has something to do. */
export function setupUnfinished(steps: readonly SetupStep[]): boolean {
  return steps.some((s) => !s.done);
}
