/** One holding at a place: an item's batch (or its stock without a batch), in thousandths. */
export interface Holding {
  ItemID: number;
  BatchId: number | null;
  QtyMilli: number;
  /** The batch's expiry (YYYY-MM-DD), null when it has none or for stock without a batch. */
  expiry: string | null;
}

// Compared by code point (not by locale): stock without a batch ('~') goes after every date.
const NO_BATCH = '~';
const NO_EXPIRY = '9999-12-31';

/**
 * What one place holds while a document takes from it line by line: each take is counted at
 * once, so a later line sees what an earlier one took, and no database round trip is made per
 * line. Built from the place's balances when the document starts (items locked on Postgres).
 */
export class StockOnHand {
  private readonly held = new Map<string, Holding>();

  constructor(holdings: readonly Holding[]) {
    for (const h of holdings) this.held.set(keyOf(h.ItemID, h.BatchId), { ...h });
  }

  /**
   * A quantity of an item taken without a batch named: from the batches held, nearest expiry
   * first (FEFO), batches expired by `onDate` left alone, stock without a batch last. What the
   * place cannot cover is `short` (not taken).
   */
  takeFefo(
    ItemID: number,
    qtyMilli: number,
    onDate: string,
  ): { parts: Array<{ BatchId: number | null; QtyMilli: number }>; short: number } {
    const order = (h: Holding) => (h.BatchId === null ? NO_BATCH : (h.expiry ?? NO_EXPIRY));
    const usable = [...this.held.values()]
      .filter(
        (h) =>
          h.ItemID === ItemID &&
          h.QtyMilli > 0 &&
          (h.BatchId === null || (h.expiry ?? NO_EXPIRY) >= onDate),
      )
      .sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
    let left = qtyMilli;
    const parts: Array<{ BatchId: number | null; QtyMilli: number }> = [];
    for (const h of usable) {
      if (left <= 0) break;
      const q = Math.min(left, h.QtyMilli);
      parts.push({ BatchId: h.BatchId, QtyMilli: q });
      h.QtyMilli -= q;
      left -= q;
    }
    return { parts, short: left };
  }

  /** A quantity of a named batch (or of stock without a batch): taken whole, even past what is held. */
  take(ItemID: number, BatchId: number | null, qtyMilli: number): void {
    const key = keyOf(ItemID, BatchId);
    const h = this.held.get(key) ?? { ItemID, BatchId, QtyMilli: 0, expiry: null };
    h.QtyMilli -= qtyMilli;
    this.held.set(key, h);
  }

  /** What is left of a batch, or of the whole item when `BatchId` is null (below zero when overdrawn). */
  left(ItemID: number, BatchId: number | null): number {
    if (BatchId !== null) return this.held.get(keyOf(ItemID, BatchId))?.QtyMilli ?? 0;
    let sum = 0;
    for (const h of this.held.values()) if (h.ItemID === ItemID) sum += h.QtyMilli;
    return sum;
  }
}

function keyOf(ItemID: number, BatchId: number | null): string {
  return `${ItemID}:${BatchId ?? ''}`;
}
