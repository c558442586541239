import { describe, expect, it } from 'vitest';
import { applyCustomerTerms } from '../../backend/src/items/customerTerms';

const items = [
  { ItemId: 1, ItemName: 'Paracetamol', Discount: 2 },
  { ItemId: 2, ItemName: 'Cough Syrup', Discount: 0 },
];
const rates = new Map([
  [
    1,
    new Map([
      [10, 12.5],
      [11, 10],
    ]),
  ],
  [2, new Map([[10, 45]])],
]);

describe("an invoice's items for one customer", () => {
  it("carries the rate of the customer's rate name and the customer's discount", () => {
    expect(applyCustomerTerms(items, rates, { RateId: 11, Discount: 5 })).toEqual([
      { ItemId: 1, ItemName: 'Paracetamol', RateId: 11, Rate: 10, Discount: 5 },
      { ItemId: 2, ItemName: 'Cough Syrup', RateId: 11, Rate: null, Discount: 5 },
    ]);
  });

  it("keeps the item's own discount when the customer has none", () => {
    expect(
      applyCustomerTerms(items, rates, { RateId: 10, Discount: null }).map((i) => [
        i.Rate,
        i.Discount,
      ]),
    ).toEqual([
      [12.5, 2],
      [45, 0],
    ]);
  });
});
