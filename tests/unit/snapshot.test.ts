import { describe, expect, it } from 'vitest';
import { packSnapshot, unpackSnapshot } from '../../backend/src/documents/snapshot';

const at = new Date('2026-11-25T10:00:00.000Z');

/** A bill as a save keeps it: header fields, then twenty lines sharing their audit columns. */
function bill(lines = 20) {
  return {
    BillID: 80,
    BillNo: 80,
    InvoiceNo: 'A/80',
    CustomerName: "Asha's Stores",
    Narration: null,
    BillAmount: 6123,
    CreatedDate: at,
    items: Array.from({ length: lines }, (_, i) => ({
      BDID: 1581 + i,
      BillID: 80,
      LineNo: i + 1,
      ItemID: (i % 3) + 1,
      BatchId: null,
      Quantity: 1 + (i % 12),
      GrossAmount: 10.37 + i,
      itemName: i % 2 ? 'Paracetamol 500' : 'Cough Syrup "Kids"',
      TaxPer: i % 2 ? 12 : 5,
      CGST: 3.64,
      CompanyID: 1,
      IsDeleted: false,
      CreatedBy: 1,
      CreatedDate: at,
      ModifiedBy: null,
    })),
  };
}

/** The document as its JSON carries it (a date becomes its ISO text). */
const asJson = (doc: unknown) => JSON.parse(JSON.stringify(doc)) as unknown;

describe('version snapshots', () => {
  it('gives back the very document it packed, in less than half the text', () => {
    const doc = bill();
    const packed = packSnapshot(doc, 'items');
    expect(unpackSnapshot(packed)).toEqual(asJson(doc));
    expect(packed.length).toBeLessThan(JSON.stringify(doc).length / 2);
  });

  it('keeps a value that differs on one line only, and the lines in their order', () => {
    const doc = bill(3);
    doc.items[2].CreatedBy = 7;
    const back = unpackSnapshot(packSnapshot(doc, 'items'));
    expect(back).toEqual(asJson(doc));
    expect((back.items as Array<{ LineNo: number }>).map((l) => l.LineNo)).toEqual([1, 2, 3]);
  });

  it('writes out a document whose lines differ in their keys, or carry an undefined value', () => {
    const odd = bill(2) as { items: Array<Record<string, unknown>> };
    odd.items[1] = { ...odd.items[1], Extra: 1 };
    expect(JSON.parse(packSnapshot(odd, 'items'))).toEqual(asJson(odd));
    const gap = bill(2) as { items: Array<Record<string, unknown>> };
    gap.items[0].Narration = undefined;
    expect(unpackSnapshot(packSnapshot(gap, 'items'))).toEqual(asJson(gap));
  });

  it('reads a snapshot kept before packing, and a document without lines', () => {
    const doc = bill(2);
    expect(unpackSnapshot(JSON.stringify(doc))).toEqual(asJson(doc));
    const none = { ...bill(0), items: [] };
    expect(unpackSnapshot(packSnapshot(none, 'items'))).toEqual(asJson(none));
  });
});
