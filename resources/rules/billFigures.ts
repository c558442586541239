import { fromScaled, toScaled } from '../kit/scaled';
import type { AnyRecord } from '../kit/types';
import { computeInvoice, type InvoiceTotals } from './invoice';

const rupees = (paise: number) => fromScaled(paise, 2);

/**
 * What a sales and a purchase bill both compute from their typed lines (quantity, free
 * quantity, rate, discount percent) and each line's tax: the header's stored totals and each
 * line's figures, in rupees as the API speaks them, from the one arithmetic (rules/invoice).
 */
export function billFigures(
  lines: readonly AnyRecord[],
  taxBps: readonly number[],
  opts: { inclusive: boolean; interState: boolean },
) {
  const { lines: figures, totals } = computeInvoice(
    lines.map((l, i) => ({
      qtyMilli: toScaled(Number(l.Quantity), 3),
      freeQtyMilli: toScaled(Number(l.FreeQty ?? 0), 3),
      ratePaise: toScaled(Number(l.GrossAmount), 2),
      discountBp: toScaled(Number(l.DiscountPer ?? 0), 2),
      taxBp: taxBps[i],
    })),
    opts,
  );
  return {
    header: {
      GrossAmount: rupees(totals.gross),
      DiscountRs: rupees(totals.discount),
      TaxableAmount: rupees(totals.taxable),
      CGST: rupees(totals.cgst),
      SGST: rupees(totals.sgst),
      IGST: rupees(totals.igst),
      TaxAmount: rupees(totals.tax),
      RoundOff: rupees(totals.roundOff),
      BillAmount: rupees(totals.total),
    },
    lines: figures.map((f, i) => ({
      FreeQty: lines[i].FreeQty ?? 0,
      DiscountPer: lines[i].DiscountPer ?? 0,
      TaxPer: fromScaled(taxBps[i], 2),
      BaseAmount: rupees(f.gross),
      DiscountRs: rupees(f.discount),
      TotalItemAmt: rupees(f.taxable),
      CGST: rupees(f.cgst),
      SGST: rupees(f.sgst),
      IGST: rupees(f.igst),
      TaxAmount: rupees(f.tax),
      total: rupees(f.total),
    })),
  };
}

/** A stored bill's totals (rupees) back in paise, as the posting rules take them. */
export function storedTotals(h: AnyRecord): InvoiceTotals {
  const p = (k: string) => toScaled(Number(h[k]), 2);
  return {
    gross: 0,
    discount: 0,
    net: 0,
    beforeRound: 0,
    taxable: p('TaxableAmount'),
    cgst: p('CGST'),
    sgst: p('SGST'),
    igst: p('IGST'),
    tax: p('TaxAmount'),
    roundOff: p('RoundOff'),
    total: p('BillAmount'),
  };
}
