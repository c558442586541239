/**
 * Everything the printed tax invoice shows, already computed and in integers: money in paise,
 * quantities in thousandths, percentages in hundredths. The renderer only lays it out; the
 * figures are the ones the server stored when it saved the bill.
 */
export interface PrintableInvoice {
  company: {
    name: string;
    address: string;
    gstin: string | null;
    stateName: string | null;
    stateCode: string | null;
    phone?: string | null;
    email?: string | null;
    logo?: Buffer | null; // PNG or JPEG bytes
  };
  customer: {
    name: string;
    address: string | null;
    gstin: string | null;
    stateName: string | null;
    stateCode: string | null;
    mobile?: string | null;
  };
  title?: string; // 'Tax Invoice' by default
  partyHeading?: string; // 'Bill To (Buyer)' by default; a purchase names its supplier
  references?: Array<{ label: string; value: string }>; // more numbers under the date (the supplier's bill)
  reverseCharge?: boolean; // the Rule 46 'Tax payable on Reverse Charge: No' line; printed unless false
  taxed?: boolean; // false: a bill of supply (Rule 49), printed without tax columns, tax rows or HSN tax summary
  declaration?: boolean; // the seller's declaration above the signature; printed unless false
  invoiceNo: string;
  billDate: string; // 'YYYY-MM-DD', printed DD-MM-YYYY
  placeOfSupply: { code: string | null; name: string | null };
  interState: boolean;
  lines: PrintableLine[];
  hsnSummary: Array<{
    hsn: string;
    taxBp: number;
    taxable: number;
    cgst: number;
    sgst: number;
    igst: number;
    tax: number;
  }>;
  totals: {
    taxable: number;
    cgst: number;
    sgst: number;
    igst: number;
    roundOff: number;
    total: number;
  };
  narration?: string | null;
  cancelled?: boolean; // CANCELLED is printed diagonally across every page
  ratesIncludeTax?: boolean; // a GST-inclusive bill: its Rate column is the price with the tax in it
}

export interface PrintableLine {
  hsn: string | null;
  description: string;
  qtyMilli: number;
  freeQtyMilli: number;
  unit: string | null;
  mrpPaise: number | null;
  ratePaise: number;
  discountBp: number;
  discountPaise: number;
  taxablePaise: number;
  taxBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}
