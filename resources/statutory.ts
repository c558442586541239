import { statusField } from './common';
import type { FieldSpec } from './kit/types';

/**
 * The statutory details customers and suppliers share (spec 2 "CustomerStatutory and
 * SupplierStatutory"). Each PLID may have several records over time: lists show the newest.
 */
export const statutoryFields = {
  PanNo: {
    type: 'text',
    label: 'Pan No',
    max: { value: 10, message: 'Pan No cannot exceed 10 characters.' },
    pattern: { regex: /^[A-Za-z0-9]+$/, message: 'Pan No can only contain alphabets and numbers.' },
  },
  FssaiNo: { type: 'text', label: 'Fssai No', max: 20 },
  DrugLicenseNo: { type: 'text', label: 'DrugLicense No', max: 50 },
  BranchId: { type: 'reference', to: 'branch', label: 'Branch' },
  CreditDays: { type: 'integer', label: 'Credit Days', minValue: 0 },
} satisfies Record<string, FieldSpec>;

export const statutoryStatus: FieldSpec = statusField;

/**
 * PLID names the party (a customer's or a supplier's ledger) of the company. The details are
 * part of the party: they never block its delete, and go with it.
 */
export function partyField(to: 'customer' | 'supplier'): FieldSpec {
  return { type: 'reference', to, label: 'PLID', required: 'PLID is required.', partOf: true };
}

/** The party's columns the statutory tables show (spec 2: the ledger's LedgerName is the Trade Name). */
export const partyColumns = {
  through: 'PLID',
  columns: {
    LegalName: 'LegalName',
    TradeName: 'LedgerName',
    Address: 'Address',
    ShippingAddress: 'ShippingAddress',
    Email: 'Email',
  },
} as const;
