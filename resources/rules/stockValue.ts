/**
 * Stock valued at cost (DOCUMENTS.md "Money and arithmetic": paise and thousandths). A batch's
 * cost is what its purchases put into Purchase, the lines' taxable value: net of trade discount,
 * without the GST taken back as input credit (all of it from an unregistered supplier, who gives
 * no credit), spread over every unit they brought in, free ones too.
 */
import { mulDivRound } from './money';

/** A batch's cost: `paise` for `milli` thousandths of a unit. Kept whole, not as a unit rate, so a value is rounded once. */
export interface BatchCost {
  paise: number;
  milli: number;
}

/** A typed rate (a batch master's purchase rate) as a cost: that many paise for one unit. */
export function rateAsCost(ratePaise: number): BatchCost {
  return { paise: ratePaise, milli: 1000 };
}

/** A quantity's value at a cost: quantity x cost / units, rounded half away from zero once; null without a cost. */
export function stockValue(qtyMilli: number, cost: BatchCost | null | undefined): number | null {
  if (!cost || cost.milli <= 0) return null;
  return mulDivRound(qtyMilli, cost.paise, cost.milli);
}
