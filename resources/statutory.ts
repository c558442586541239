import { statusField } from './common';
import type { FieldSpec } from './kit/types';

/**
 * The statutory details customers and suppliers share (spec 3 "CustomerStatutory and
 * SupplierStatutory"). PLID names the party's ledger; until the ledger master lands it is a
 * plain number. Each PLID may have several records over time: lists show the newest.
 */
export const statutoryFields = {
  PLRID: { type: 'id' },
  PLID: { type: 'integer', required: 'PLID is required.', minValue: 1 },
  PanNo: {
    type: 'text', label: 'Pan No',
    max: { value: 10, message: 'Pan No cannot exceed 10 characters.' },
    pattern: { regex: /^[A-Za-z0-9]+$/, message: 'Pan No can only contain alphabets and numbers.' },
  },
  FssaiNo: { type: 'text', label: 'Fssai No', max: 20 },
  DrugLicenseNo: { type: 'text', label: 'DrugLicense No', max: 50 },
  BranchId: { type: 'reference', to: 'branch', label: 'Branch' },
  CreditDays: { type: 'integer', label: 'Credit Days', minValue: 0 },
} satisfies Record<string, FieldSpec>;

export const statutoryStatus: FieldSpec = statusField;
