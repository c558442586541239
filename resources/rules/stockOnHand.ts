import { displayDate } from './financialYear';

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

  /** `datedBack`: items with movements dated after the document (heldThrough). */
  constructor(
    holdings: readonly Holding[],
    private readonly datedBack: ReadonlySet<number> = new Set(),
  ) {
    for (const h of holdings) this.held.set(keyOf(h.ItemID, h.BatchId), { ...h });
  }

  /**
   * What a refusal adds for an item that later movements hold back: ' on 05-06-2026 and after'
   * (the document's date), else nothing. The stock may be there today, but not free on that date.
   */
  heldFrom(ItemID: number, date: string): string {
    return this.datedBack.has(ItemID) ? ` on ${displayDate(date)} and after` : '';
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

/** A movement at a place dated after a document's date, into (+) or out of (-) it. */
export interface LaterMove {
  ItemID: number;
  BatchId: number | null;
  MoveDate: string;
  QtyMilli: number;
}

/**
 * What a place can give on a date when movements dated after it are already in the books (a
 * bill keyed for last week): only what stays in stock on that date and every date after it.
 * What it holds on a date t is what it holds now less what came in after t, so the holding is
 * lowered by the most that the movements after any such date add up to (nothing when they take
 * more than they bring). Stock bought later cannot be sold earlier, and stock a later bill sold
 * is not sold twice. Holdings only a later movement made appear at or below zero. `datedBack`:
 * the items with later movements, whose refusals name the date.
 */
export function heldThrough(
  now: readonly Holding[],
  later: readonly LaterMove[],
): { holdings: Holding[]; datedBack: Set<number> } {
  const byKey = new Map<string, Map<string, number>>();
  for (const m of later) {
    const key = keyOf(m.ItemID, m.BatchId);
    const days = byKey.get(key) ?? new Map<string, number>();
    days.set(m.MoveDate, (days.get(m.MoveDate) ?? 0) + m.QtyMilli);
    byKey.set(key, days);
  }
  const out = new Map(now.map((h) => [keyOf(h.ItemID, h.BatchId), { ...h }]));
  const datedBack = new Set<number>();
  for (const [key, days] of byKey) {
    let after = 0;
    let most = 0;
    for (const day of [...days.keys()].sort().reverse()) {
      after += days.get(day)!;
      most = Math.max(most, after);
    }
    const m = later.find((l) => keyOf(l.ItemID, l.BatchId) === key)!;
    datedBack.add(m.ItemID);
    if (most === 0) continue;
    const h = out.get(key) ?? { ItemID: m.ItemID, BatchId: m.BatchId, QtyMilli: 0, expiry: null };
    h.QtyMilli -= most;
    out.set(key, h);
  }
  return { holdings: [...out.values()], datedBack };
}

function keyOf(ItemID: number, BatchId: number | null): string {
  return `${ItemID}:${BatchId ?? ''}`;
}

/**
 * The lowest a place's holding of an item (or batch) stands on any day, given each day's
 * movements (signed thousandths), and the first day it stands there: below zero is stock sold
 * before it came in.
 */
export function lowestHolding(days: ReadonlyMap<string, number>): {
  lowest: number;
  on: string | null;
} {
  let held = 0;
  let lowest = 0;
  let on: string | null = null;
  for (const day of [...days.keys()].sort()) {
    held += days.get(day)!;
    if (held < lowest) {
      lowest = held;
      on = day;
    }
  }
  return { lowest, on };
}
