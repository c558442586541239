/**
 * How a batch is known across a bill, its stock and its print: the item and the batch number
 * in any case ('Px1' is batch PX1), as the batch master finds it.
 */
export function batchKey(ItemID: unknown, batchNo: unknown): string {
  return `${Number(ItemID)}:${String(batchNo ?? '')
    .trim()
    .toLowerCase()}`;
}
