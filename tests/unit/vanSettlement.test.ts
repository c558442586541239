import { describe, expect, it } from 'vitest';
import { settleVanDay } from '../../resources/rules/vanSettlement';

const noMoney = { cashBills: 0, gpayBills: 0, cashReceipts: 0, bankReceipts: 0, handedOver: 0 };

describe('settleVanDay', () => {
  it('counts what was loaded less what was sold and returned as short, valued at the rate', () => {
    const day = settleVanDay(
      [
        {
          ItemID: 1,
          loadedMilli: 50_000,
          soldMilli: 33_000,
          returnedMilli: 15_000,
          ratePaise: 1250,
        },
      ],
      noMoney,
    );

    expect(day.items[0]).toMatchObject({ shortMilli: 2000, valuePaise: 2500 });
    expect(day.shortageValue).toBe(2500);
    expect(day.excessValue).toBe(0);
  });

  it('shows more back than could be as an excess, negative on the line and positive in the total', () => {
    const day = settleVanDay(
      [
        { ItemID: 1, loadedMilli: 10_000, soldMilli: 4_000, returnedMilli: 7_000, ratePaise: 5000 },
        { ItemID: 2, loadedMilli: 5_000, soldMilli: 5_000, returnedMilli: 0, ratePaise: 900 },
      ],
      noMoney,
    );

    expect(day.items.map((i) => [i.shortMilli, i.valuePaise])).toEqual([
      [-1000, -5000],
      [0, 0],
    ]);
    expect(day.shortageValue).toBe(0);
    expect(day.excessValue).toBe(5000);
  });

  it("rounds a fractional quantity's value half away from zero, once per line", () => {
    const day = settleVanDay(
      [
        { ItemID: 1, loadedMilli: 1_005, soldMilli: 0, returnedMilli: 0, ratePaise: 1000 }, // 10.05 exactly
        { ItemID: 2, loadedMilli: 1, soldMilli: 0, returnedMilli: 0, ratePaise: 500 }, // 0.5 paise -> 1
        { ItemID: 3, loadedMilli: 0, soldMilli: 1, returnedMilli: 0, ratePaise: 500 }, // -0.5 paise -> -1
      ],
      noMoney,
    );

    expect(day.items.map((i) => i.valuePaise)).toEqual([1005, 1, -1]);
  });

  it('expects cash bills and cash receipts in hand, GPay and bank receipts already in the account', () => {
    const day = settleVanDay([], {
      cashBills: 100_000,
      gpayBills: 40_000,
      cashReceipts: 25_000,
      bankReceipts: 10_000,
      handedOver: 120_000,
    });

    expect(day.money).toMatchObject({
      collected: 175_000,
      expectedCash: 125_000,
      difference: -5_000,
    });
  });
});
