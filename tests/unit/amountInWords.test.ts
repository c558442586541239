import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../resources/rules/amountInWords';

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'One Paise Only'],
    [50, 'Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [105, 'Rupees One and Five Paise Only'],
    [1_900, 'Rupees Nineteen Only'],
    [2_100, 'Rupees Twenty One Only'],
    [10_500, 'Rupees One Hundred Five Only'],
    [100_000, 'Rupees One Thousand Only'],
    [1_111_100, 'Rupees Eleven Thousand One Hundred Eleven Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [
      12_345_678,
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only',
    ],
    [1_000_000_000, 'Rupees One Crore Only'],
    [1_000_000_001, 'Rupees One Crore and One Paise Only'],
    [
      1_234_567_890,
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Ninety Paise Only',
    ],
    [
      99_99_99_999_99,
      'Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only',
    ],
  ])('writes %i paise as %j', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('counts crores above ninety nine in hundreds, thousands and lakhs of crores', () => {
    expect(amountInWords(100 * 1_00_00_000 * 100)).toBe('Rupees One Hundred Crore Only');
    expect(amountInWords(1_200 * 1_00_00_000 * 100)).toBe(
      'Rupees One Thousand Two Hundred Crore Only',
    );
    expect(amountInWords(1_00_000 * 1_00_00_000 * 100 + 5_00_000 * 100)).toBe(
      'Rupees One Lakh Crore Five Lakh Only',
    );
  });

  it('prefixes a negative amount with Minus', () => {
    expect(amountInWords(-12_345_678)).toBe(
      'Minus Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only',
    );
    expect(amountInWords(-50)).toBe('Minus Fifty Paise Only');
    expect(amountInWords(-0)).toBe('Rupees Zero Only');
  });

  it('refuses a fraction of a paisa or a number too large to be exact', () => {
    expect(() => amountInWords(12.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => amountInWords(2 ** 53)).toThrow(RangeError);
  });
});
