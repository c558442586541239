import { describe, expect, it } from 'vitest';
import { halvesMatch, otherHalf, splitGst, taxNameReaction, taxReaction } from '../../resources';

describe('the GST split', () => {
  it('halves GST into CGST and SGST', () => {
    expect(splitGst(18)).toEqual({ CGST: 9, SGST: 9 });
    expect(splitGst(5)).toEqual({ CGST: 2.5, SGST: 2.5 });
    expect(splitGst(0)).toEqual({ CGST: 0, SGST: 0 });
  });

  it('gives CGST the larger half of an odd number of hundredths, so both still add up to GST', () => {
    expect(splitGst(0.05)).toEqual({ CGST: 0.03, SGST: 0.02 });
    expect(splitGst(12.25)).toEqual({ CGST: 6.13, SGST: 6.12 });
  });

  it('sets the other half to GST minus the edited one, never below 0.00', () => {
    expect(otherHalf(18, 10)).toBe(8);
    expect(otherHalf(0.3, 0.1)).toBe(0.2);
    expect(otherHalf(18, 25)).toBe(0);
  });

  it('answers what the form sets for each field edited', () => {
    expect(taxReaction('GST', { GST: 28 })).toEqual({ CGST: 14, SGST: 14 });
    expect(taxReaction('CGST', { GST: 28, CGST: 20 })).toEqual({ SGST: 8 });
    expect(taxReaction('SGST', { GST: 28, SGST: 30 })).toEqual({ CGST: 0 });
    expect(taxReaction('GST', { GST: '' })).toEqual({});
    expect(taxReaction('VAT', { GST: 5, VAT: 5 })).toEqual({});
  });

  it('compares halves in hundredths, not floats', () => {
    expect(halvesMatch(0.3, 0.1, 0.2)).toBe(true);
    expect(halvesMatch(18, 9, 9.01)).toBe(false);
  });
});

describe('the tax name as the rate is typed', () => {
  it('follows the rate while the name is empty or one made from a rate, and keeps a typed one', () => {
    expect(taxNameReaction('GST', { AccGroupid: 24, GST: '12', TaxName: '' })).toEqual({
      TaxName: 'GST 12%',
    });
    expect(taxNameReaction('GST', { AccGroupid: 24, GST: 18, TaxName: 'GST 12%' })).toEqual({
      TaxName: 'GST 18%',
    });
    expect(taxNameReaction('VAT', { AccGroupid: 26, VAT: 5, TaxName: null })).toEqual({
      TaxName: 'VAT 5%',
    });
    expect(taxNameReaction('GST', { AccGroupid: 24, GST: 5, TaxName: 'Medicines' })).toEqual({});
    expect(taxNameReaction('GST', { AccGroupid: 24, GST: '', TaxName: 'GST 5%' })).toEqual({
      TaxName: '',
    });
    expect(taxNameReaction('CGST', { AccGroupid: 24, GST: 5, TaxName: '' })).toEqual({});
  });
});
