import { displayDate, DOC_STATUS, hsnSummary, toScaled, type AnyRecord } from '../../../resources';
import type { PrintableInvoice, PrintableLine } from './printableInvoice';

const paise = (rupees: unknown) => toScaled(Number(rupees ?? 0), 2);

/**
 * A line's description with its batch and expiry, as a pharma invoice must carry them (the
 * Drugs and Cosmetics Rules): 'Paracetamol 500 · Batch B26 · Exp 30-11-2027'.
 */
export function withBatch(name: unknown, batchNo: unknown, expiry: unknown): string {
  return [
    String(name),
    batchNo ? `Batch ${String(batchNo)}` : '',
    expiry ? `Exp ${displayDate(String(expiry).slice(0, 10))}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The figures of a stored bill (a sale or a purchase: both keep the invoice arithmetic's
 * columns) as the printed invoice lays them out: its lines, HSN summary, totals, narration,
 * whether it is cancelled and whether its rates include the tax. `mrp` and `total` name the line columns that differ between them;
 * `describe` words a line (a purchase adds its batch).
 */
export function billOnPrint(
  bill: AnyRecord,
  names: { mrp: string; total: string; describe?: (line: AnyRecord) => string },
): Pick<
  PrintableInvoice,
  'lines' | 'hsnSummary' | 'totals' | 'narration' | 'cancelled' | 'ratesIncludeTax'
> {
  const lines: PrintableLine[] = (bill.items as AnyRecord[]).map((l) => ({
    hsn: (l.HsnCode as string | null) ?? null,
    description: names.describe ? names.describe(l) : String(l.itemName),
    qtyMilli: toScaled(Number(l.Quantity), 3),
    freeQtyMilli: toScaled(Number(l.FreeQty ?? 0), 3),
    unit: (l.UnitName as string | null) ?? null,
    mrpPaise: l[names.mrp] === null || l[names.mrp] === undefined ? null : paise(l[names.mrp]),
    ratePaise: paise(l.GrossAmount),
    discountBp: toScaled(Number(l.DiscountPer ?? 0), 2),
    discountPaise: paise(l.DiscountRs),
    taxablePaise: paise(l.TotalItemAmt),
    taxBp: toScaled(Number(l.TaxPer ?? 0), 2),
    cgstPaise: paise(l.CGST),
    sgstPaise: paise(l.SGST),
    igstPaise: paise(l.IGST),
    totalPaise: paise(l[names.total]),
  }));
  return {
    lines,
    hsnSummary: hsnSummary(
      lines.map((l) => ({
        hsn: l.hsn ?? '',
        taxBp: l.taxBp,
        gross: 0,
        discount: 0,
        net: 0,
        taxable: l.taxablePaise,
        tax: l.cgstPaise + l.sgstPaise + l.igstPaise,
        cgst: l.cgstPaise,
        sgst: l.sgstPaise,
        igst: l.igstPaise,
        total: l.totalPaise,
      })),
    ),
    totals: {
      taxable: paise(bill.TaxableAmount),
      cgst: paise(bill.CGST),
      sgst: paise(bill.SGST),
      igst: paise(bill.IGST),
      roundOff: paise(bill.RoundOff),
      total: paise(bill.BillAmount),
    },
    narration: (bill.Narration as string | null) ?? null,
    cancelled: Number(bill.DocStatus) === DOC_STATUS.CANCELLED,
    ratesIncludeTax: bill.GSTIncluding === true || Number(bill.GSTIncluding) === 1,
  };
}
