import { describe, expect, it } from 'vitest';
import { itemTaxHundredths } from '../../resources';
import { GROUP } from '../../fixtures/accountGroups';

describe('the tax a bill charges on an item', () => {
  it("is its tax's GST, in hundredths of a percent", () => {
    expect(itemTaxHundredths({ Taxable: 1, AccGroupid: GROUP.GST, GST: 1200, VAT: 500 })).toBe(
      1200,
    );
  });
  it("is its tax's VAT when the tax is of the VAT group", () => {
    expect(itemTaxHundredths({ Taxable: 1, AccGroupid: GROUP.VAT, GST: 1200, VAT: 500 })).toBe(500);
  });
  it('is nothing for an item that is not taxable, whatever tax it names', () => {
    expect(itemTaxHundredths({ Taxable: 2, AccGroupid: GROUP.GST, GST: 1800 })).toBe(0);
  });
  it('is unknown (the bill is refused) for a taxable item that names no tax', () => {
    expect(itemTaxHundredths({ Taxable: 1 })).toBeNull();
    expect(itemTaxHundredths({ Taxable: '1', AccGroupid: null })).toBeNull();
  });
});
