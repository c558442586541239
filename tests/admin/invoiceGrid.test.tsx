import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { computeInvoice, formatIndian, amountInWords } from '../../resources';
import { KeyGrid } from '../../admin/src/components/grid/KeyGrid';
import { invoiceColumns, itemOptions } from '../../admin/src/pages/invoice/invoiceColumns';
import { billFigures, lineFigures } from '../../admin/src/components/documentLines';
import {
  availableOf,
  emptyLine,
  emptyLines,
  isEmptyLine,
  withBatch,
  withBatches,
  batchToSend,
  withItem,
  type BillingItem,
  type LineDraft,
} from '../../admin/src/pages/invoice/invoiceLines';
import { InvoiceTotals } from '../../admin/src/pages/invoice/InvoiceTotals';

const ITEMS: BillingItem[] = [
  {
    ItemId: 1,
    ItemCode: 'P1',
    ItemName: 'Paracetamol 500',
    MRP: 15,
    Taxper: 12,
    ProductRate: 12.5,
    ProductDiscount: 0,
    UnitID: 1,
    UnitName: 'NOS',
  },
  {
    ItemId: 2,
    ItemCode: 'C1',
    ItemName: 'Cough Syrup',
    MRP: 60,
    Taxper: 5,
    ProductRate: null,
    ProductDiscount: 2.5,
    UnitID: 1,
    UnitName: 'NOS',
  },
];

/** The grid as the invoice page wires it: the same columns, line functions and totals. */
function Invoice({
  rows = 5,
  inclusive = false,
  interState = false,
}: {
  rows?: number;
  inclusive?: boolean;
  interState?: boolean;
}) {
  const [lines, setLines] = useState<LineDraft[]>(() => emptyLines(rows));
  const opts = useMemo(() => ({ inclusive, interState }), [inclusive, interState]);
  const derive = useCallback((l: LineDraft) => lineFigures(l, opts), [opts]);
  const columns = useMemo(() => invoiceColumns(itemOptions(ITEMS)), []);
  const edit = (index: number, patch: (l: LineDraft) => LineDraft) =>
    setLines((all) => all.map((l, i) => (i === index ? patch(l) : l)));
  return (
    <>
      <KeyGrid<LineDraft, ReturnType<typeof lineFigures>>
        label="Invoice lines"
        columns={columns}
        rows={lines}
        derive={derive}
        isEmpty={isEmptyLine}
        onEdit={(i, c, text) => edit(i, (l) => ({ ...l, [c]: text }))}
        onPick={(i, _c, o) =>
          edit(i, (l) =>
            withItem(
              l,
              ITEMS.find((it) => it.ItemId === o.id)!,
            ),
          )
        }
        onClear={(i) => edit(i, (l) => ({ ...emptyLine(), key: l.key }))}
        onAddRow={() => setLines((all) => [...all, emptyLine()])}
        onRemoveRow={(i) => setLines((all) => all.filter((_, j) => j !== i))}
      />
      <InvoiceTotals totals={billFigures(lines, opts).totals} interState={interState} />
    </>
  );
}

const cell = (column: string, row: number) => screen.getByLabelText(`${column} ${row}`);
const rowCount = () =>
  within(screen.getByRole('table', { name: 'Invoice lines' })).getAllByRole('row').length - 1;

describe('the invoice grid', () => {
  it('starts with five rows', () => {
    render(<Invoice />);

    expect(rowCount()).toBe(5);
  });

  it('moves to the next cell with Enter and to the cell below with the down arrow', async () => {
    const user = userEvent.setup();
    render(<Invoice />);

    await user.click(cell('Batch', 1));
    await user.keyboard('{Enter}');
    const afterEnter = document.activeElement;
    await user.keyboard('{ArrowDown}');

    expect(afterEnter).toBe(cell('Qty', 1));
    expect(document.activeElement).toBe(cell('Qty', 2));
  });

  it('moves left and right between cells with the arrows, skipping the computed ones', async () => {
    const user = userEvent.setup();
    render(<Invoice />);

    await user.click(cell('Free Qty', 1));
    await user.keyboard('{ArrowRight}');
    const right = document.activeElement;
    await user.keyboard('{ArrowLeft}{ArrowLeft}');

    expect(right).toBe(cell('Rate', 1));
    expect(document.activeElement).toBe(cell('Qty', 1));
  });

  it("goes from the last cell to the next row's item code with Enter, adding a row on the last row", async () => {
    const user = userEvent.setup();
    render(<Invoice rows={1} />);

    await user.click(cell('Disc %', 1));
    await user.keyboard('{Enter}');

    expect(rowCount()).toBe(2);
    expect(document.activeElement).toBe(cell('Item Code', 2));
  });

  it('removes an empty row when moving up from it', async () => {
    const user = userEvent.setup();
    render(<Invoice rows={3} />);

    await user.click(cell('Qty', 3));
    await user.keyboard('{ArrowUp}');

    expect(rowCount()).toBe(2);
    expect(document.activeElement).toBe(cell('Qty', 2));
  });

  it('keeps a row that has something in it when moving up from it', async () => {
    const user = userEvent.setup();
    render(<Invoice rows={3} />);

    await user.click(cell('Qty', 3));
    await user.keyboard('7{ArrowUp}');

    expect(rowCount()).toBe(3);
  });

  it('clears a cell showing 0 when it is focused', async () => {
    const user = userEvent.setup();
    render(<Invoice />);
    await user.click(cell('Item Code', 1));
    await user.keyboard('P1{Enter}');
    expect(cell('Disc %', 1)).toHaveValue('0');

    await user.click(cell('Disc %', 1));

    expect(cell('Disc %', 1)).toHaveValue('');
  });

  it('chooses an item by code with type-ahead, fills the row and goes to the quantity', async () => {
    const user = userEvent.setup();
    render(<Invoice />);

    await user.click(cell('Item Code', 1));
    await user.keyboard('c');
    expect(screen.getByRole('option', { name: /Cough Syrup/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');

    expect(cell('Item Code', 1)).toHaveValue('C1');
    expect(cell('Item Name', 1)).toHaveValue('Cough Syrup');
    expect(cell('Unit', 1)).toHaveTextContent('NOS');
    expect(cell('MRP', 1)).toHaveTextContent('60.00');
    expect(cell('Tax %', 1)).toHaveTextContent('5');
    // No customer price: the rate that sells at the MRP 60 with its 5% (57.14 + 2.86).
    expect(cell('Rate', 1)).toHaveValue('57.14');
    expect(cell('Disc %', 1)).toHaveValue('2.5');
    expect(document.activeElement).toBe(cell('Qty', 1));
  });

  it('shows a rate to the paisa, and takes only digits and one point in a figure', async () => {
    const user = userEvent.setup();
    render(<Invoice />);
    await user.click(cell('Item Code', 1));
    await user.keyboard('P1{Enter}');
    expect(cell('Rate', 1)).toHaveValue('12.50');

    await user.click(cell('Disc %', 1));
    await user.keyboard('amox2.5.1');

    expect(cell('Disc %', 1)).toHaveValue('2.51');
  });

  it('chooses an item by name, with the arrows in the list', async () => {
    const user = userEvent.setup();
    render(<Invoice />);

    await user.click(cell('Item Name', 1));
    await user.keyboard('s');
    await user.keyboard('{Enter}');

    expect(cell('Item Code', 1)).toHaveValue('C1'); // 'Cough Syrup' contains s; Paracetamol does not start with it
  });

  it('opens the list with Alt+Down on an empty cell, to browse and take one with Enter', async () => {
    const user = userEvent.setup();
    render(<Invoice />);

    await user.click(cell('Item Code', 1));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(cell('Item Code', 1)).toHaveValue('C1');
  });

  it('leaves the list with Esc without choosing, giving the cell its old text back', async () => {
    const user = userEvent.setup();
    render(<Invoice />);

    await user.click(cell('Item Code', 1));
    await user.keyboard('P{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(cell('Item Code', 1)).toHaveValue('');
    expect(cell('Item Name', 1)).toHaveValue('');
  });

  it('empties the row when its item is cleared', async () => {
    const user = userEvent.setup();
    render(<Invoice />);
    await user.click(cell('Item Code', 1));
    await user.keyboard('P1{Enter}5');

    await user.click(cell('Item Code', 1));
    await user.keyboard('{Backspace}{Enter}');

    expect(cell('Item Name', 1)).toHaveValue('');
    expect(cell('Qty', 1)).toHaveValue('');
    expect(cell('Total Amount', 1)).toHaveTextContent('');
  });

  it('has read-only computed cells that are not stops for the keys', () => {
    render(<Invoice />);

    for (const column of [
      'Unit',
      'MRP',
      'Disc Amt',
      'Tax %',
      'Net Rate',
      'Total Tax',
      'Total Amount',
    ]) {
      expect(cell(column, 1).tagName).toBe('TD');
    }
  });
});

describe('the invoice figures while typing', () => {
  it('shows each line and the totals as computeInvoice gives them, with CGST and SGST within the state', async () => {
    const user = userEvent.setup();
    render(<Invoice />);

    await user.click(cell('Item Code', 1));
    await user.keyboard('P1{Enter}10{Enter}1{Enter}{Enter}2.5{Enter}');
    await user.keyboard('C1{Enter}3{Enter}');

    const expected = computeInvoice(
      [
        { qtyMilli: 10_000, freeQtyMilli: 1000, ratePaise: 1250, discountBp: 250, taxBp: 1200 },
        { qtyMilli: 3000, ratePaise: 5714, discountBp: 250, taxBp: 500 },
      ],
      { inclusive: false, interState: false },
    );
    expect(cell('Disc Amt', 1)).toHaveTextContent(formatIndian(expected.lines[0].discount));
    expect(cell('Total Tax', 1)).toHaveTextContent(formatIndian(expected.lines[0].tax));
    expect(cell('Total Amount', 2)).toHaveTextContent(formatIndian(expected.lines[1].total));
    expect(screen.getByLabelText('Gross Amount')).toHaveTextContent(
      formatIndian(expected.totals.gross),
    );
    expect(screen.getByLabelText('Sub Total')).toHaveTextContent(
      formatIndian(expected.totals.taxable),
    );
    expect(screen.getByLabelText('CGST')).toHaveTextContent(formatIndian(expected.totals.cgst));
    expect(screen.getByLabelText('SGST')).toHaveTextContent(formatIndian(expected.totals.sgst));
    expect(screen.getByLabelText('Round Off')).toHaveTextContent(
      formatIndian(expected.totals.roundOff),
    );
    expect(screen.getByLabelText('Total Amount')).toHaveTextContent(
      formatIndian(expected.totals.total),
    );
    expect(screen.getByLabelText('Amount in words')).toHaveTextContent(
      amountInWords(expected.totals.total),
    );
  });

  it('switches the formulas for GST Including and shows IGST between states', async () => {
    const user = userEvent.setup();
    render(<Invoice inclusive interState />);

    await user.click(cell('Item Code', 1));
    await user.keyboard('P1{Enter}7{Enter}');

    const expected = computeInvoice(
      [{ qtyMilli: 7000, ratePaise: 1250, discountBp: 0, taxBp: 1200 }],
      { inclusive: true, interState: true },
    );
    expect(cell('Total Tax', 1)).toHaveTextContent(formatIndian(expected.lines[0].tax));
    expect(screen.getByLabelText('IGST')).toHaveTextContent(formatIndian(expected.totals.igst));
    expect(screen.queryByLabelText('CGST')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Total Amount')).toHaveTextContent(
      formatIndian(expected.totals.total),
    );
  });
});

describe("a line's batches (FEFO)", () => {
  const batches = [
    { BatchNo: 'OLD', ExpiryDate: '2026-01-31', MRP: 14, Available: 5, Expired: true },
    { BatchNo: 'EMPTY', ExpiryDate: '2026-12-31', MRP: 14.5, Available: 0, Expired: false },
    { BatchNo: 'EARLY', ExpiryDate: '2027-03-31', MRP: 15.5, Available: 20, Expired: false },
    { BatchNo: 'LATE', ExpiryDate: '2028-03-31', MRP: 16, Available: 20, Expired: false },
  ];

  it('takes the unexpired batch expiring first that has stock, with its MRP, and never offers an expired one', () => {
    const line = withItem(emptyLine(), ITEMS[0]);

    const filled = withBatches(line, ITEMS[0].ItemId, batches, 140);

    expect(filled).toMatchObject({ BatchId: 'EARLY', MRP: 15.5, InStock: 140 });
    expect(filled.Batches.map((b) => b.BatchNo)).toEqual(['EMPTY', 'EARLY', 'LATE']);
    expect(availableOf(filled)).toBe('20');
  });

  it('sends an item not kept batch-wise without its batch when the batch holds less than the quantity, so the sale may take more than one batch', () => {
    const line = withBatches(withItem(emptyLine(), ITEMS[0]), ITEMS[0].ItemId, batches, 140);
    const notBatchWise = () => false;

    expect(line.BatchId).toBe('EARLY'); // 20 in it
    expect(batchToSend({ ...line, Quantity: '20' }, notBatchWise)).toBe('EARLY');
    expect(batchToSend({ ...line, Quantity: '19', FreeQty: '2' }, notBatchWise)).toBeNull();
    // Kept batch-wise, the batch stays and the server holds the sale to it.
    expect(batchToSend({ ...line, Quantity: '150' }, () => true)).toBe('EARLY');
  });

  it('always sends a batch the person picked, or a saved bill was billed from, whatever it holds', () => {
    const line = withBatches(withItem(emptyLine(), ITEMS[0]), ITEMS[0].ItemId, batches, 140);
    const picked = withBatch(line, 'LATE', true); // 20 in it
    const billed = withBatches(
      { ...withItem(emptyLine(), ITEMS[0]), BatchId: 'EARLY', BatchChosen: true },
      ITEMS[0].ItemId,
      batches,
      140,
      true,
    );
    const notBatchWise = () => false;

    expect(batchToSend({ ...picked, Quantity: '30' }, notBatchWise)).toBe('LATE');
    expect(batchToSend({ ...billed, Quantity: '30' }, notBatchWise)).toBe('EARLY');
    // Filled in alone, it still gives way to the batches nearest expiry.
    expect(batchToSend({ ...withBatch(picked, 'EARLY'), Quantity: '30' }, notBatchWise)).toBeNull();
  });

  it('keeps a batch already typed, and leaves a line whose item changed meanwhile', () => {
    const typed = { ...withItem(emptyLine(), ITEMS[0]), BatchId: 'LATE' };
    const other = withItem(emptyLine(), ITEMS[1]);

    expect(withBatches(typed, ITEMS[0].ItemId, batches, 140)).toMatchObject({
      BatchId: 'LATE',
      MRP: 16,
    });
    expect(withBatches(other, ITEMS[0].ItemId, batches, 140)).toBe(other);
  });

  it("shows a saved bill's line its batches and stock, keeping the batch and MRP it was billed with", () => {
    const billed = { ...withItem(emptyLine(), ITEMS[0]), BatchId: 'LATE', MRP: 15 };
    const unbatched = withItem(emptyLine(), ITEMS[0]);

    const shown = withBatches(billed, ITEMS[0].ItemId, batches, 140, true);

    expect(shown).toMatchObject({ BatchId: 'LATE', MRP: 15, InStock: 140 });
    expect(shown.Batches.map((b) => b.BatchNo)).toEqual(['EMPTY', 'EARLY', 'LATE']);
    expect(availableOf(shown)).toBe('20');
    expect(withBatches(unbatched, ITEMS[0].ItemId, batches, 140, true)).toMatchObject({
      BatchId: '',
      InStock: 140,
    });
  });
});
