import type { FieldSpec } from './kit/types';

const money = { type: 'money' } as const;

/**
 * The fields a sales and a purchase bill share, declared once: what is typed on a line after its
 * item (the inputs of rules/billFigures), the totals it stores on the header and the figures
 * it stores on each line. Each document adds its own fields around them.
 */

/** A line's typed figures: quantity, free quantity, rate and discount percent. */
export const billLineInputs = {
  Quantity: {
    type: 'decimal',
    scale: 3,
    minValue: 0.001,
    required: 'Quantity is required.',
    invalid: 'Quantity must be a number.',
  },
  FreeQty: { type: 'decimal', scale: 3, label: 'Free Qty', minValue: 0 },
  GrossAmount: { type: 'money', label: 'Rate', required: 'Rate is required.', minValue: 0 },
  DiscountPer: { type: 'decimal', scale: 2, label: 'Discount %', minValue: 0, maxValue: 100 },
} satisfies Record<string, FieldSpec>;

/** The bill's totals, as billFigures computes them. */
export const billTotalFields = {
  GrossAmount: money,
  DiscountRs: { ...money, label: 'Discount' },
  TaxableAmount: money,
  CGST: money,
  SGST: money,
  IGST: money,
  TaxAmount: money,
  RoundOff: money,
  BillAmount: money,
} satisfies Record<string, FieldSpec>;

/** What a line copies of its item when saved, so that a later change of the item leaves the bill as it was. */
export const lineItemCopies = {
  ItemCode: { type: 'text', max: 50 },
  itemName: { type: 'text', max: 150 },
  HsnCode: { type: 'text', max: 20 },
} satisfies Record<string, FieldSpec>;

/** A line's figures, as billFigures computes them (its total is kept under each bill's own name). */
export const billLineFigureFields = {
  TaxPer: { type: 'decimal', scale: 2, label: 'Tax %' },
  BaseAmount: { ...money, label: 'Gross Amount' }, // rate x quantity
  DiscountRs: { ...money, label: 'Discount' },
  TotalItemAmt: { ...money, label: 'Taxable Value' }, // the taxable value, as the spec names it
  CGST: money,
  SGST: money,
  IGST: money,
} satisfies Record<string, FieldSpec>;
