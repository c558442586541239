import { describe, expect, it } from 'vitest';
import { computeInvoice } from '../../resources/rules/invoice';
import {
  INPUT_TAX_NOTE,
  inputTaxOf,
  postPurchaseInvoice,
  purchaseTaxRate,
} from '../../resources/rules/purchase';

const KARNATAKA = { GSTIN: null, StateCode: '29' };
const ACCOUNTS = {
  supplier: 1,
  purchase: 2,
  inputCgst: 3,
  inputSgst: 4,
  inputIgst: 5,
  roundOff: 6,
};

describe('inputTaxOf', () => {
  it('takes no input GST from a supplier without a GSTIN, whatever its state', () => {
    expect(inputTaxOf({ GSTIN: null, StateCode: '29' }, KARNATAKA).input).toBe('unregistered');
    expect(inputTaxOf({ GSTIN: '  ', StateCode: '27' }, KARNATAKA).input).toBe('unregistered');
    expect(INPUT_TAX_NOTE.unregistered).toBe('Unregistered supplier: no input GST');
  });

  it('takes CGST and SGST from a registered supplier of the same state, IGST from another', () => {
    expect(inputTaxOf({ GSTIN: '29AAACC1234D1Z8' }, KARNATAKA)).toEqual({
      input: 'intraState',
      interState: false,
      code: '29',
    });
    expect(inputTaxOf({ GSTIN: '27AAACM5678E1ZC' }, KARNATAKA)).toMatchObject({
      input: 'interState',
      interState: true,
    });
  });
});

describe('a purchase from an unregistered supplier', () => {
  it('carries no tax: ORS 10 at 13.00 (5%) costs 130.00 and posts Purchase against the supplier only', () => {
    const { totals } = computeInvoice(
      [
        {
          qtyMilli: 10_000,
          ratePaise: 1300,
          discountBp: 0,
          taxBp: purchaseTaxRate('unregistered', 500),
        },
      ],
      { inclusive: false, interState: false },
    );

    expect([totals.taxable, totals.tax, totals.total]).toEqual([13_000, 0, 13_000]);
    expect(postPurchaseInvoice(totals, ACCOUNTS)).toEqual([
      { PLID: 2, Debit: 13_000, Credit: 0 },
      { PLID: 1, Debit: 0, Credit: 13_000 },
    ]);
  });

  it('keeps the whole of a GST-inclusive rate as cost: 10 at 13.65 is 136.50 taxable, none of it tax', () => {
    const { lines } = computeInvoice(
      [
        {
          qtyMilli: 10_000,
          ratePaise: 1365,
          discountBp: 0,
          taxBp: purchaseTaxRate('unregistered', 500),
        },
      ],
      { inclusive: true, interState: false },
    );

    expect([lines[0].taxable, lines[0].tax, lines[0].total]).toEqual([13_650, 0, 13_650]);
  });

  it("leaves a registered supplier's rate as the item's", () => {
    expect(purchaseTaxRate('intraState', 500)).toBe(500);
    expect(purchaseTaxRate('interState', 12)).toBe(12);
  });
});
