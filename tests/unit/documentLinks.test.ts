import { describe, expect, it } from 'vitest';
import { documentLinkOf } from '../../resources';

describe('documentLinkOf', () => {
  it("opens a voucher's screen by its number and an invoice's by its key", () => {
    expect(documentLinkOf('REC', 7, '3')).toBe('/Reciept?ReNo=3');
    expect(documentLinkOf('PAY', 8, '1')).toBe('/Payment?PUNo=1');
    expect(documentLinkOf('CON', 9, '2')).toBe('/ContraEntry?CeNo=2');
    expect(documentLinkOf('JRN', 4, '5')).toBe('/Journal?JoNo=5');
    expect(documentLinkOf('SAL', 12, 'A/1')).toBe('/SalesInvoice/12');
    expect(documentLinkOf('PUR', 6, '1')).toBe('/Purchase/6');
  });

  it('has no link for an opening balance', () => {
    expect(documentLinkOf('OPB', 3, null)).toBeNull();
  });
});
