import { describe, expect, it } from 'vitest';
import { billCount } from '../../resources';

describe('billCount', () => {
  it('says bill for one and bills for any other count, as the API sends it (number or text)', () => {
    expect(billCount(0)).toBe('0 bills');
    expect(billCount(1)).toBe('1 bill');
    expect(billCount('1')).toBe('1 bill');
    expect(billCount(2)).toBe('2 bills');
    expect(billCount(1250)).toBe('1250 bills');
  });
});
