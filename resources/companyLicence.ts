import { defineResource } from './kit/defineResource';
import { expiryWarning } from './rules/expiry';
import { gstinError, panOfGstin } from './rules/gstin';
import { panError } from './rules/pan';

const REQUIRED = (label: string) => `${label} is required.`;

/**
 * The company's licences and registrations (spec 2.10): one row per company, saved by upsert,
 * with its documents (PDF) and the logo the top bar shows.
 */
export const companyLicence = defineResource({
  name: 'companyLicence',
  label: { one: 'Company License', many: 'Company Licenses' },
  menu: {
    group: 'Master Control',
    routes: ['/CompanyLicense'],
    tabOf: { page: '/CommonCompany', label: 'Company License' },
  },
  primaryKey: 'STID',
  titleField: 'GSTINo',

  fields: {
    STID: { type: 'id' },
    TypeReg: { type: 'text', label: 'Type of Registration', max: 50 },
    GSTRegDate: {
      type: 'date',
      label: 'GST Registration Date',
      required: REQUIRED('GST Registration Date'),
    },
    PanNo: { type: 'text', label: 'PAN No', required: REQUIRED('PAN No'), rule: panError },
    FSSAINo: { type: 'text', label: 'FSSAI No', required: REQUIRED('FSSAI No'), max: 20 },
    GSTINo: {
      type: 'text',
      label: 'GSTIN No',
      required: REQUIRED('GSTIN No'),
      rule: gstinError,
      upperCase: true,
    },
    ExpiryDateFSSAI: {
      type: 'date',
      label: 'FSSAI Expiry Date',
      required: REQUIRED('FSSAI Expiry Date'),
    },
    ExpiryDate: {
      type: 'date',
      label: 'Licence Expiry Date',
      required: REQUIRED('Licence Expiry Date'),
    },
    Jurisdiction: { type: 'text', max: 100 },
    GstUsername: { type: 'text', label: 'GST Username', max: 100 },
    Gstpassword: { type: 'password', label: 'GST Password', minValue: 1 },
    EInvoiceUsername: { type: 'text', label: 'E-Invoice Username', max: 100 },
    EInvoicePassword: { type: 'password', label: 'E-Invoice Password', minValue: 1 },
    GstDocumentUpload: { type: 'file', label: 'GST Document', accept: 'pdf', download: 'getpdf' },
    FSSAIDocument: { type: 'file', label: 'FSSAI Document', accept: 'pdf', download: 'getpdf' },
    DrugLicence: { type: 'file', label: 'Drug Licence', accept: 'pdf', download: 'getpdf' },
    Documents: { type: 'file', label: 'Other Documents', accept: 'pdf', download: 'getpdf' },
    Logo: { type: 'file', accept: 'image', download: 'getlogo' },
  },

  onePerCompany: 'This company already has a licence record.',
  list: { columns: ['GSTINo', 'PanNo', 'FSSAINo'], empty: 'No Document Found' },
  search: { fields: ['GSTINo', 'PanNo', 'FSSAINo'], rank: 'contains' },
  messages: {
    created: 'Company license updated successfully!',
    updated: 'Company license updated successfully!',
    deleted: 'Company license deleted successfully!',
  },
  // Spec 5: an expired licence blocks the update until it is renewed.
  check: (r) => {
    const errors: Record<string, string> = {};
    for (const key of ['ExpiryDateFSSAI', 'ExpiryDate']) {
      const warning = expiryWarning(r[key] as string | null | undefined);
      if (warning) errors[key] = warning;
    }
    // Characters 3 to 12 of a GSTIN are the holder's PAN: the two cannot name different holders.
    const pan = typeof r.GSTINo === 'string' ? panOfGstin(r.GSTINo) : null;
    if (
      pan &&
      typeof r.PanNo === 'string' &&
      r.PanNo.trim() &&
      r.PanNo.trim().toUpperCase() !== pan
    )
      errors.PanNo ??= `The PAN must be ${pan}, as in the GSTIN.`;
    return errors;
  },
});
