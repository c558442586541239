import { describe, expect, it } from 'vitest';
import { parsePaise } from '../../admin/src/pages/vouchers/amount';
import { voucherOf } from '../../admin/src/pages/vouchers/voucherConfig';
import {
  balanceJournal,
  newRow,
  placeErrors,
  planAllocations,
  type OpenBillRow,
  type VoucherRow,
} from '../../admin/src/pages/vouchers/voucherForm';

const row = (
  side: VoucherRow['side'],
  ledger: number | null,
  amount: string,
  extra: Partial<VoucherRow> = {},
): VoucherRow => ({ ...newRow(side, amount), ledger, ...extra });

describe('parsePaise', () => {
  it('reads an amount typed with Indian commas, plainly, or with a rupee sign', () => {
    expect(['1,23,456.50', '123456.5', '₹ 500', '.5', '1,000'].map(parsePaise)).toEqual([
      12345650, 12345650, 50000, 50, 100000,
    ]);
  });

  it('refuses more than two decimals, letters, signs and nothing at all', () => {
    expect(['12.345', 'abc', '-5', '', '1.2.3', ','].map(parsePaise)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('balanceJournal', () => {
  it('offers the debit on the empty credit row, then the rest on a new row once a credit is typed', () => {
    const first = balanceJournal([row('Dr', 1, '1,000.00'), row('Cr', null, '')]);
    const typed = balanceJournal([
      first[0],
      { ...first[1], ledger: 2, amount: '600', auto: false },
    ]);

    expect(first.map((r) => [r.side, r.amount])).toEqual([
      ['Dr', '1,000.00'],
      ['Cr', '1,000.00'],
    ]);
    expect(typed.map((r) => [r.side, r.ledger, r.amount])).toEqual([
      ['Dr', 1, '1,000.00'],
      ['Cr', 2, '600'],
      ['Cr', null, '400.00'],
    ]);
  });

  it('takes back an offer the credits no longer need, and leaves a balanced journal alone', () => {
    const offered = [
      row('Dr', 1, '1,000.00'),
      row('Cr', 2, '1,000.00'),
      row('Cr', null, '300.00', { auto: true }),
    ];
    const balanced = [row('Dr', 1, '500'), row('Cr', 2, '500')];

    expect(balanceJournal(offered)).toHaveLength(2);
    expect(balanceJournal(balanced)).toEqual(balanced);
  });

  it('takes two debits against one credit, as Tally does, offering the rest on the side that balances', () => {
    // Salary 10,000 and PF 1,200 paid from the bank: two Dr rows, one Cr.
    const twoDebits = balanceJournal([
      row('Dr', 1, '10,000.00'),
      row('Dr', 2, '1,200'),
      row('Cr', null, '10,000.00', { auto: true }),
    ]);
    // Credits beyond the debits: the rest is offered as a debit.
    const moreCredit = balanceJournal([row('Dr', 1, '500'), row('Cr', 2, '800')]);

    expect(twoDebits.map((r) => [r.side, r.ledger, r.amount])).toEqual([
      ['Dr', 1, '10,000.00'],
      ['Dr', 2, '1,200'],
      ['Cr', null, '11,200.00'],
    ]);
    expect(moreCredit.map((r) => [r.side, r.ledger, r.amount])).toEqual([
      ['Dr', 1, '500'],
      ['Cr', 2, '800'],
      ['Dr', null, '300.00'],
    ]);
  });
});

describe('planAllocations', () => {
  const bills: OpenBillRow[] = [
    {
      BillID: 2,
      InvoiceNo: 'A/2',
      BillDate: '2026-06-20',
      BillAmount: 56,
      Settled: 0,
      Outstanding: 56,
    },
    {
      BillID: 1,
      InvoiceNo: 'A/1',
      BillDate: '2026-06-15',
      BillAmount: 294,
      Settled: 0,
      Outstanding: 294,
    },
  ];

  it('settles the oldest bills first, and a second row of the same party only what the first left', () => {
    const a = row('Cr', 4, '300');
    const b = row('Cr', 4, '100');

    const plans = planAllocations([a, b], () => bills);

    expect([...plans.get(a.key)!]).toEqual([
      [1, 29400],
      [2, 600],
    ]);
    expect([...plans.get(b.key)!]).toEqual([[2, 5000]]);
  });

  it('keeps what the person typed, leaving out bills set to nothing', () => {
    const a = row('Cr', 4, '300', { allocations: { 1: '244', 2: '0' } });

    expect([...planAllocations([a], () => bills).get(a.key)!]).toEqual([[1, 24400]]);
  });
});

describe('placeErrors', () => {
  it("puts a line's error on the row it was sent as, and keeps what names no field apart", () => {
    const sent = [row('Cr', 4, '10'), row('Cr', 5, '20')];

    const placed = placeErrors(
      voucherOf('receipt'),
      {
        'items[1].Debit': 'Amount must be at least 0.01.',
        RDate: 'Date must fall within the financial year 2026-27.',
        CompanyID: 'Log in again.',
      },
      sent,
    );

    expect(placed.errors).toEqual({
      [`rows.${sent[1].key}.amount`]: 'Amount must be at least 0.01.',
      RDate: 'Date must fall within the financial year 2026-27.',
    });
    expect(placed.rest).toEqual(['Log in again.']);
  });

  it("puts an error about the rows as a whole on the first row's ledger, also when none was sent", () => {
    const first = row('Cr', null, '');

    const noneSent = placeErrors(
      voucherOf('receipt'),
      { items: 'Please select a recipient name.' },
      [],
      first,
    );
    const sent = [row('Cr', 4, '10')];
    const someSent = placeErrors(
      voucherOf('journal'),
      { journalEntries: 'Please add the journal rows.' },
      sent,
      first,
    );

    expect(noneSent).toEqual({
      errors: { [`rows.${first.key}.ledger`]: 'Please select a recipient name.' },
      rest: [],
    });
    expect(someSent.errors).toEqual({
      [`rows.${sent[0].key}.ledger`]: 'Please add the journal rows.',
    });
  });
});
