import { states } from '../fixtures/states';
import { businessName } from './common';
import type { AnyRecord, FieldSpec } from './kit/types';
import { gstinError } from './rules/gstin';
import { BALANCE_TYPES, openingSides, type BalanceType } from './rules/ledger';

/**
 * What party ledgers, banks, suppliers and customers have in common. They are all rows of the
 * one `ledger` table (see ledger.ts), told apart by LedgerType; each is declared as a view of
 * it, picking its fields from here so that the shared columns are declared once.
 */

/** LedgerType of each kind of ledger. The bank's 4 and the supplier's 2 are the spec's. */
export const LEDGER_TYPE = { SYSTEM: 1, SUPPLIER: 2, CUSTOMER: 3, BANK: 4, PARTY: 5 } as const;

export const OPENING_MESSAGE = 'Please enter a valid Opening Balance and select a type';
export const GSTIN_EXACT_MESSAGE =
  'GSTIN must be exactly 15 characters long and can include both alphabets and numbers';
export const NAME_TAKEN = 'This name already exists';
const LETTERS = 'Only alphabets and spaces are allowed';
const PHONE = { regex: /^\d{10}$/, message: 'Please enter a valid 10-digit phone number' };

/** The ledger's name, unique across every ledger of the company (a customer cannot be called 'Cash'). */
export const ledgerNameField = (label: string, message = NAME_TAKEN): FieldSpec => ({
  type: 'text',
  label,
  required: `${label} is required.`,
  max: 100,
  unique: { message },
});

export const GSTIN_SHARED_MESSAGE =
  'Another party already has this GSTIN. Save anyway to keep both under one GSTIN.';
/** Two ledgers with one GSTIN are usually one business entered twice: warned, then allowed. */
const gstinShared = { message: GSTIN_SHARED_MESSAGE, confirm: 'ConfirmSharedGstin' };

/** GSTIN of exactly 15 letters or digits (party ledger and customer). */
export const exactGstin: FieldSpec = {
  type: 'text',
  label: 'GSTIN',
  max: { value: 15, message: GSTIN_EXACT_MESSAGE },
  pattern: { regex: /^[A-Za-z0-9]{15}$/, message: GSTIN_EXACT_MESSAGE },
  unique: gstinShared,
  upperCase: true,
};

/** GSTIN of at most 15 letters or digits (supplier). */
export const shortGstin: FieldSpec = {
  type: 'text',
  label: 'GSTIN',
  max: { value: 15, message: 'GSTIN cannot exceed 15 characters' },
  pattern: {
    regex: /^[A-Za-z0-9]+$/,
    message: 'GSTIN cannot contain special characters or spaces',
  },
  unique: gstinShared,
  upperCase: true,
};

/** The opening balance as typed, and the Debit/Credit it makes (spec 4), for the session's year. */
export const openingFields = {
  Openingbalance: {
    type: 'money',
    label: 'Opening Balance',
    required: OPENING_MESSAGE,
    invalid: OPENING_MESSAGE,
    minValue: 0,
  },
  balanceType: {
    type: 'select',
    label: 'Dr/Cr',
    choices: BALANCE_TYPES,
    required: OPENING_MESSAGE,
    invalid: OPENING_MESSAGE,
  },
  Debit: { type: 'money', derived: true },
  Credit: { type: 'money', derived: true },
  Type: { type: 'text', max: 10, derived: true },
  FYearID: {
    type: 'integer',
    label: 'Financial Year',
    session: 'FYearID',
    required: 'Missing or invalid CompanyID, Empid, or FYearID. Please log in again.',
  },
} satisfies Record<string, FieldSpec>;

/** Name and address fields of suppliers and customers. */
export const partyFields = {
  LegalName: {
    type: 'text',
    label: 'Legal Name',
    required: 'Legal Name is required.',
    max: 100,
    pattern: businessName(LETTERS),
  },
  LedgerName: {
    ...ledgerNameField('Trade Name'),
    patterns: [
      { regex: /^\D*$/, message: 'Numbers are not allowed in Trade Name' },
      businessName(LETTERS),
    ],
  },
  Address: { type: 'textarea', max: 250 },
  ShippingAddress: { type: 'textarea', label: 'Shipping Address', max: 250, sameAs: 'Address' },
  Email: { type: 'email', max: 100 },
  Phone: { type: 'phone', pattern: PHONE },
  Mobile: { type: 'phone', pattern: PHONE },
  District: { type: 'text', max: 60 },
  State: { type: 'text', max: 60 },
  Country: { type: 'text', max: 60 },
  StateCode: { type: 'text', label: 'State Code', max: 2, derived: true },
  Pincode: {
    type: 'pincode',
    pattern: { regex: /^\d{6}$/, message: 'Pincode must be exactly 6 digits' },
  },
} satisfies Record<string, FieldSpec>;

/** The GST state code of a state named as the fixtures name it, case-insensitively; null when unknown. */
export function stateCodeOf(stateName: unknown): string | null {
  const name = typeof stateName === 'string' ? stateName.trim().toLowerCase() : '';
  return states.find((s) => s.StateName.toLowerCase() === name)?.StateCode || null;
}

/** The state a GST state code names, as the fixtures name it; null when unknown. */
export function stateNameOf(code: string): string | null {
  return states.find((s) => s.StateCode === code)?.StateName ?? null;
}

/** Only India issues a GSTIN: a party with one and no Country is in India. */
const GSTIN_COUNTRY = 'India';

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/** The state a valid GSTIN was issued in (its first two digits); null for no or an invalid GSTIN. */
function gstinState(r: AnyRecord): { code: string; name: string } | null {
  const gstin = typeof r.GSTIN === 'string' ? r.GSTIN.trim() : '';
  if (!gstin || gstinError(gstin)) return null;
  const name = stateNameOf(gstin.slice(0, 2));
  return name ? { code: gstin.slice(0, 2), name } : null;
}

/**
 * The values every ledger view derives: Debit and Credit from the opening balance, type OPB, the
 * state code. A party with a GSTIN is in the GSTIN's state: a blank State is filled from it (a
 * State that disagrees is refused by checkGstin), so the place of supply follows the GSTIN; a
 * blank Country is India.
 */
export function deriveLedger(r: AnyRecord): AnyRecord {
  const amount = typeof r.Openingbalance === 'number' ? r.Openingbalance : 0;
  const registered = gstinState(r);
  const state =
    registered && blank(r.State)
      ? { State: registered.name, StateCode: registered.code }
      : 'State' in r
        ? { StateCode: stateCodeOf(r.State) }
        : {};
  return {
    ...openingSides(amount, (r.balanceType as BalanceType | undefined) ?? 'Debit'),
    Type: 'OPB',
    ...state,
    ...(registered && blank(r.Country) ? { Country: GSTIN_COUNTRY } : {}),
  };
}

/**
 * A 15-character GSTIN must also have a GST state code and the right check character, and the
 * party's State (when given) must be the one the GSTIN was issued in.
 */
export function checkGstin(r: AnyRecord): Record<string, string> {
  const gstin = typeof r.GSTIN === 'string' ? r.GSTIN : '';
  if (!/^[A-Za-z0-9]{15}$/.test(gstin)) return checkIndianState(r);
  const error = gstinError(gstin);
  if (error) return { GSTIN: error };
  const registered = gstinState(r);
  const state = typeof r.State === 'string' ? r.State.trim() : '';
  if (registered && state && stateCodeOf(state) !== registered.code)
    return { State: gstinStateMessage(registered.name) };
  return checkIndianState(r);
}

/**
 * A party in India (Country blank or India) names its State in full, as the GST state list does:
 * the place of supply of its bills is read from it, and 'Maha' would leave the bills without one.
 */
export function checkIndianState(r: AnyRecord): Record<string, string> {
  const state = typeof r.State === 'string' ? r.State.trim() : '';
  const country = typeof r.Country === 'string' ? r.Country.trim().toLowerCase() : '';
  if (!state || (country && country !== GSTIN_COUNTRY.toLowerCase()) || stateCodeOf(state))
    return {};
  const starting = states.filter(
    (s) => s.StateCode && s.StateName.toLowerCase().startsWith(state.toLowerCase()),
  );
  return {
    State:
      starting.length === 1
        ? `Type the State in full: ${starting[0].StateName}?`
        : 'Type the State in full, as a state of India (e.g. Karnataka).',
  };
}

/**
 * On the form: typing a valid GSTIN fills the State it was issued in, and a blank Country with
 * India, as the server will keep them.
 */
export function gstinReaction(field: string, r: AnyRecord): AnyRecord {
  const registered = field === 'GSTIN' ? gstinState(r) : null;
  if (!registered) return {};
  return { State: registered.name, ...(blank(r.Country) ? { Country: GSTIN_COUNTRY } : {}) };
}

/** What a State that disagrees with the GSTIN is told (the form shows the same). */
export const gstinStateMessage = (stateName: string): string =>
  `This GSTIN is registered in ${stateName}; the State must be ${stateName}.`;
