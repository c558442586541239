import { accountGroup } from './accountGroup';
import { allocation } from './allocation';
import { bankMaster } from './bankMaster';
import { branch } from './branch';
import { company } from './company';
import { companyLicence } from './companyLicence';
import { department } from './department';
import { designation } from './designation';
import { country } from './country';
import { customer } from './customer';
import { customerRate, customerRateItem } from './customerRate';
import { employee } from './employee';
import { employeeAccount } from './employeeAccount';
import { employeeDocument } from './employeeDocument';
import { financialYear } from './financialYear';
import { invoiceSeries } from './invoiceSeries';
import type { FieldSpec, Resource } from './kit/types';
import { role } from './role';
import { ledger } from './ledger';
import { partyLedger } from './partyLedger';
import { route } from './route';
import { state } from './state';
import { supplier } from './supplier';
import { unit } from './unit';
import { vehicle } from './vehicle';
import { rate } from './rate';
import { godown } from './godown';
import { itemCategory } from './itemCategory';
import { hsn } from './hsn';
import { manufacture } from './manufacture';
import { marketer } from './marketer';
import { rack } from './rack';
import { item } from './item';
import { itemRate } from './itemRate';
import { tax } from './tax';
import { customerStatutory } from './customerStatutory';
import { supplierStatutory } from './supplierStatutory';
import { batch } from './batch';

/** Every resource, in the order tables are created (a reference after what it points at). */
export const resources: readonly Resource[] = [
  country,
  state,
  accountGroup,
  unit,
  company,
  employee,
  financialYear,
  branch,
  route,
  vehicle,
  role,
  department,
  designation,
  employeeDocument,
  employeeAccount,
  companyLicence,
  rate,
  godown,
  itemCategory,
  hsn,
  manufacture,
  marketer,
  rack,
  item,
  itemRate,
  tax,
  ledger,
  partyLedger,
  bankMaster,
  supplier,
  customer,
  customerStatutory,
  supplierStatutory,
  invoiceSeries,
  allocation,
  customerRate,
  customerRateItem,
  batch,
];

let byName: Map<string, Resource> | undefined;

/** A resource by its name (looked up on every reference a save checks). */
export function resourceByName(name: string): Resource | undefined {
  if (!byName) {
    byName = new Map();
    for (const r of resources) if (!byName.has(r.name)) byName.set(r.name, r);
  }
  return byName.get(name);
}

/**
 * A column a list reads from the record its `list.join` reference names: that resource and the
 * column, or undefined when `key` is not a joined column of `resource`.
 */
export function joinedColumnOf(
  resource: Resource,
  key: string,
): { target: Resource; column: string } | undefined {
  const join = resource.list.join;
  if (!join || !Object.hasOwn(join.columns, key)) return undefined;
  const to = resource.fields[join.through]?.to;
  const target = to ? resourceByName(to) : undefined;
  if (!target)
    throw new Error(
      `${resource.name}.list.join goes through ${join.through}, which is not a reference to a declared resource`,
    );
  return { target, column: join.columns[key] };
}

/** How a column of a resource's table is declared by any resource kept in that table (the ledger's views). */
export function tableFieldOf(resource: Resource, key: string): FieldSpec | undefined {
  const table = resource.viewOf?.resource ?? resource.name;
  for (const r of resources) {
    if ((r.viewOf?.resource ?? r.name) === table && Object.hasOwn(r.fields, key))
      return r.fields[key];
  }
  return undefined;
}

export {
  accountGroup,
  branch,
  company,
  companyLicence,
  country,
  department,
  designation,
  employee,
  employeeAccount,
  employeeDocument,
  financialYear,
  role,
  route,
  state,
  unit,
  vehicle,
};
export {
  customerStatutory,
  godown,
  hsn,
  item,
  itemCategory,
  itemRate,
  manufacture,
  marketer,
  rack,
  rate,
  supplierStatutory,
  tax,
};
export { batch };
export {
  allocation,
  bankMaster,
  customer,
  customerRate,
  customerRateItem,
  invoiceSeries,
  ledger,
  partyLedger,
  supplier,
};
export { LEDGER_TYPE, LEDGER_TYPES, OPENING_BALANCE_DIFFERENCE, SYSTEM_LEDGERS } from './ledger';
export * from './kit/types';
export * from './kit/defineResource';
export * from './kit/schema';
export * from './kit/scaled';
export * from './rules/financialYear';
export * from './rules/numbers';
export * from './rules/dates';
export * from './rules/counts';
export * from './rules/mrp';
export * from './rules/gstin';
export * from './rules/pan';
export * from './rules/article';
export * from './rules/ifsc';
export * from './rules/expiry';
export * from './rules/batchKey';
export * from './rules/stockOnHand';
export * from './rules/stockValue';
export * from './rules/countryLabels';
export * from './rules/taxSplit';
export * from './rules/documentChanges';
export * from './itemMaster';
export * from './rules/ledger';
export * from './rules/money';
export * from './rules/clip';
// The invoice's splitGst halves paise; the tax master's (rules/taxSplit) halves a percent.
export {
  computeInvoice,
  B2B_NEEDS_GSTIN,
  computeLine,
  customerTypeRefusal,
  hsnSummary,
  isAbroad,
  OTHER_COUNTRY,
  partyStateCode,
  placeOfSupply,
  postSalesInvoice,
  sellerStateCode,
  splitGst as splitGstPaise,
  stateCodeOfGstin,
} from './rules/invoice';
export type {
  HsnSummaryRow,
  InvoiceTaxOptions,
  InvoiceTotals,
  LineFigures,
  LineInput,
  Posting,
  SalesAccounts,
  SupplyParty,
} from './rules/invoice';
export * from './kit/defineDocument';
export {
  actionLabel,
  changeShapeOf,
  contra,
  describeDocumentChanges,
  documentLinkOf,
  documentTypeName,
  documents,
  documentTables,
  journal,
  payment,
  purchaseInvoice,
  receipt,
  salesInvoice,
  vanLoad,
  vanSettlement,
} from './documents';
export { type PurchaseInvoiceContext } from './purchaseInvoice';
export { NO_VAN_SHEET } from './vanSettlement';
export {
  INPUT_TAX_NOTE,
  inputTaxOf,
  postPurchaseInvoice,
  purchaseTaxRate,
  type InputTax,
  type PurchaseAccounts,
} from './rules/purchase';
export { BILL_MODES, type SalesInvoiceContext } from './salesInvoice';
export * from './rules/amountInWords';
export * from './rules/indianNumber';
export * from './rules/taxName';
export * from './rules/itemTax';
export * from './rules/settlement';
export * from './rules/csv';
export * from './rules/trialBalance';
export * from './rules/yearEnd';
export * from './rules/groupsUnder';
export * from './rules/ageing';
export * from './rules/vanSettlement';
export * from './rules/setupSteps';
export { VAN_ITEMS_INVALID, type VanLoadContext } from './vanLoad';
export { type VanSettlementContext } from './vanSettlement';
