import { mulDivRound, sumExact } from './money';

/** One item of a van's day, in thousandths of a unit and paise. */
export interface VanItemDay {
  ItemID: number;
  loadedMilli: number; // on the morning's sheet
  soldMilli: number; // quantity plus free quantity billed from the van
  returnedMilli: number; // counted back at settlement
  ratePaise: number; // what a unit is valued at
}

/** An item's line of the settlement: shortage positive, excess negative, and its value. */
export interface VanItemFigures extends VanItemDay {
  shortMilli: number; // loaded - sold - returned
  valuePaise: number; // shortMilli x rate, rounded half away from zero
}

/** The day's money, in paise. */
export interface VanMoneyDay {
  cashBills: number; // invoices billed as Cash
  gpayBills: number; // invoices billed as GPay
  cashReceipts: number; // receipts into a cash ledger
  bankReceipts: number; // receipts into a bank ledger
  handedOver: number; // the cash the representative hands over
}

export interface VanMoneyFigures extends VanMoneyDay {
  collected: number; // everything billed as paid and received
  expectedCash: number; // what should be in the bag: cash bills and cash receipts
  difference: number; // handed over - expected cash: negative is short
}

export interface VanSettlementFigures {
  items: VanItemFigures[];
  shortageValue: number; // the value of the items missing (paise, >= 0)
  excessValue: number; // the value of the items over (paise, >= 0)
  money: VanMoneyFigures;
}

/**
 * A van's day settled: per item, what went out less what was sold and what came back is short
 * (or, below zero, over), valued at the item's rate; for money, GPay bills and bank receipts are
 * already in the company's account, so the cash to hand over is the cash bills and the cash
 * receipts, and the difference is what was handed over less that.
 */
export function settleVanDay(
  items: readonly VanItemDay[],
  money: VanMoneyDay,
): VanSettlementFigures {
  const figures = items.map((i): VanItemFigures => {
    const shortMilli = i.loadedMilli - i.soldMilli - i.returnedMilli;
    return { ...i, shortMilli, valuePaise: mulDivRound(shortMilli, i.ratePaise, 1000) };
  });
  const expectedCash = sumExact([money.cashBills, money.cashReceipts]);
  return {
    items: figures,
    shortageValue: sumExact(figures.filter((f) => f.valuePaise > 0).map((f) => f.valuePaise)),
    excessValue: sumExact(figures.filter((f) => f.valuePaise < 0).map((f) => -f.valuePaise)),
    money: {
      ...money,
      collected: sumExact([
        money.cashBills,
        money.gpayBills,
        money.cashReceipts,
        money.bankReceipts,
      ]),
      expectedCash,
      difference: money.handedOver - expectedCash,
    },
  };
}
