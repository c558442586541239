import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  changeShapeOf,
  describeDocumentChanges,
  documentChanges,
  receipt,
  resourceByName,
  salesInvoice,
  vanSettlement,
  type AnyRecord,
  type Document,
} from '../../resources';

const shape = changeShapeOf(
  salesInvoice as unknown as Document<never>,
  (r) => resourceByName(r)?.titleField,
);

let nextKey = 100;
/** A bill line as the server presents it: every edit writes the lines again under new keys. */
const line = (LineNo: number, ItemID: number, itemName: string, Quantity: number): AnyRecord => ({
  BDID: nextKey++,
  BillID: 7,
  LineNo,
  ItemID,
  itemName,
  Quantity,
  GrossAmount: 12.5,
  TotalItemAmt: Quantity * 12.5,
  CreatedDate: `2026-06-1${LineNo} 10:00:00`,
});
const bill = (lines: AnyRecord[], header: AnyRecord = {}): AnyRecord => ({
  BillID: 7,
  Version: 1,
  Narration: 'First',
  BillMode: 1,
  ModifiedDate: null,
  ...header,
  items: lines,
});
const a = (n: number, q = 10) => line(n, 1, 'Paracetamol 500', q);
const c = (n: number, q = 3) => line(n, 2, 'Cough Syrup', q);
const v = (n: number, q = 5) => line(n, 3, 'Vitamin C', q);

describe('what an edit changed (documentChanges)', () => {
  it('matches lines on their item and name them from the line, not by their new keys', () => {
    expect(shape).toEqual({
      linesField: 'items',
      keys: ['BillID', 'BDID'],
      subject: 'ItemID',
      nameField: 'itemName',
    });
  });

  it('is nothing when only the keys and bookkeeping differ', () => {
    const before = bill([a(1), c(2)]);
    const after = bill([a(1), c(2)], { Version: 2, ModifiedDate: '2026-06-20' });
    expect(documentChanges(before, after, shape)).toBeNull();
  });

  it('names a header field as [before, after] and leaves unchanged lines out', () => {
    const changes = documentChanges(
      bill([a(1), c(2)]),
      bill([a(1), c(2)], { Narration: 'Second' }),
      shape,
    );
    expect(changes).toEqual({ Narration: ['First', 'Second'] });
  });

  it('names a changed line by its number and item, with each of its fields that differ', () => {
    const changes = documentChanges(bill([a(1), c(2)]), bill([a(1), c(2, 5)]), shape);
    expect(changes).toEqual({
      items: {
        changed: [
          {
            LineNo: 2,
            subject: 2,
            name: 'Cough Syrup',
            fields: { Quantity: [3, 5], TotalItemAmt: [37.5, 62.5] },
          },
        ],
        added: [],
        removed: [],
      },
    });
  });

  it('takes the second of three lines out as one removed line, not two changed', () => {
    const changes = documentChanges(bill([a(1), c(2), v(3)]), bill([a(1), v(2)]), shape);
    expect(changes?.items).toMatchObject({
      changed: [],
      added: [],
      removed: [{ LineNo: 2, subject: 2, name: 'Cough Syrup', line: { Quantity: 3 } }],
    });
  });

  it('puts a line in the middle as one added line', () => {
    const changes = documentChanges(bill([a(1), v(2)]), bill([a(1), c(2), v(3)]), shape);
    expect(changes?.items).toMatchObject({
      changed: [],
      removed: [],
      added: [{ LineNo: 2, subject: 2, name: 'Cough Syrup' }],
    });
  });

  it('tells one of two lines of the same item from the other', () => {
    const changes = documentChanges(bill([a(1), a(2, 4), c(3)]), bill([a(1), c(2)]), shape);
    expect(changes?.items).toMatchObject({
      changed: [],
      added: [],
      removed: [{ LineNo: 2, subject: 1, line: { Quantity: 4 } }],
    });
  });

  it('matches a voucher line on its ledger, which the line does not name', () => {
    const r = changeShapeOf(
      receipt as unknown as Document<never>,
      (n) => resourceByName(n)?.titleField,
    );
    expect(r).toMatchObject({ subject: 'PartyID', nameField: undefined });
    const changes = documentChanges(
      { ReceiptID: 1, items: [{ ReId: 1, PartyID: 4, Debit: 100 }] },
      { ReceiptID: 1, items: [{ ReId: 2, PartyID: 4, Debit: 150 }] },
      r,
    );
    expect(changes).toEqual({
      items: {
        changed: [{ LineNo: 1, subject: 4, name: null, fields: { Debit: [100, 150] } }],
        added: [],
        removed: [],
      },
    });
  });
});

describe('an edit read aloud (describeDocumentChanges)', () => {
  it("says each change in the form's words: labels, choice names, lines by number and item", () => {
    const before = bill([a(1), c(2), v(3)], {
      CustomerID: 4,
      GSTIncluding: false,
      BillAmount: 123456.78,
    });
    const after = bill([a(1, 20), v(2), line(3, 9, 'Zinc Tablets', 1)], {
      Narration: null,
      BillMode: 3,
      CustomerID: 5,
      GSTIncluding: true,
      BillAmount: 294,
    });
    expect(
      describeDocumentChanges(
        salesInvoice as unknown as Document<never>,
        documentChanges(before, after, shape),
      ),
    ).toEqual([
      "Narration: 'First' → –",
      'Payment Method: Cash → Bank',
      'Customer changed',
      'GST Including: No → Yes',
      'Bill Amount: 1,23,456.78 → 294.00',
      'Line 2 (Cough Syrup) removed',
      'Line 1 (Paracetamol 500): Quantity 10 → 20, Taxable Value 125.00 → 250.00',
      'Line 3 (Zinc Tablets) added',
    ]);
  });

  it('reads a record kept before lines were compared one by one: its header, not its two line lists', () => {
    expect(
      describeDocumentChanges(salesInvoice as unknown as Document<never>, {
        BillAmount: [294, 280],
        items: [[a(1), c(2)], [a(1, 20)]],
      }),
    ).toEqual(['Bill Amount: 294.00 → 280.00']);
  });

  it('says a cancel, whose record names the status and the reason', () => {
    expect(
      describeDocumentChanges(salesInvoice as unknown as Document<never>, {
        DocStatus: [1, 2],
        CancelReason: [null, 'Duplicate'],
      }),
    ).toEqual(['Status: Live → Cancelled', "Reason for cancelling: – → 'Duplicate'"]);
  });

  it("says a van settlement's cancel as its screen does: reopened, with the reason for reopening", () => {
    const settlement = vanSettlement as unknown as Document<never>;
    const bill = salesInvoice as unknown as Document<never>;
    expect(
      describeDocumentChanges(settlement, {
        DocStatus: [1, 2],
        CancelReason: [null, 'Two cases found in the van'],
      }),
    ).toEqual([
      'Status: Live → Reopened',
      "Reason for reopening: – → 'Two cases found in the van'",
    ]);
    expect(actionLabel(settlement, 'cancelled')).toBe('Reopened');
    expect(['created', 'updated', 'cancelled', 'deleted'].map((a) => actionLabel(bill, a))).toEqual(
      ['Created', 'Edited', 'Cancelled', 'Deleted'],
    );
  });
});
