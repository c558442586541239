import { businessNameWithDigits } from './common';
import type { FieldSpec } from './kit/types';

/**
 * What the four Item Master lists (HSN, Manufacture, Marketer, Rack) share: a business name
 * (letters, digits, spaces and . , & ' - / ( ), as manufacturers write theirs), unique within its tab, with the spec's messages (spec 5 "Item master names"
 * and "Item-details modals").
 */
export function itemMasterName(
  required: string,
  label: string,
  duplicate = ITEM_MASTER_DUPLICATE,
): FieldSpec {
  return {
    type: 'text',
    label,
    required,
    max: 100,
    pattern: businessNameWithDigits(
      'Invalid input. Only alphabets, numbers, and spaces are allowed.',
    ),
    unique: { message: duplicate },
  };
}

/**
 * The Item Master tabs' duplicate message. The item-details dialogs (inserthsn, insertmanufacture,
 * insertmarketed) have their own, declared on the resource; the tabs' routes say this one instead.
 */
export const ITEM_MASTER_DUPLICATE = 'Duplicate entry detected. Please enter unique data.';

/** The Item Master tabs, in the spec's order, by the `tab` value the screen sends, with their resource. */
export const ITEM_MASTER_TABS = {
  hsn: 'hsn',
  manufacture: 'manufacture',
  marketer: 'marketer',
  rack: 'rack',
} as const;

export type ItemMasterTab = keyof typeof ITEM_MASTER_TABS;

/** The Item Master screen's writes (spec 7), each naming its list by `tab`. */
export const ITEM_MASTER_ENDPOINTS = {
  create: 'insertitemmaster',
  update: 'updateitemmaster',
  delete: 'deleteitemmaster',
} as const;

/** HSN type (spec 9): 1 HSN, 2 SAS. */
export const HSN_TYPES = [
  { id: 1, name: 'HSN' },
  { id: 2, name: 'SAS' },
];
