import { describe, expect, it } from 'vitest';
import {
  FigureTooLarge,
  formatIndian,
  formatPercent,
  formatQty,
} from '../../resources/rules/indianNumber';

describe('formatIndian', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [99_999, '999.99'],
    [100_000, '1,000.00'],
    [10_000_000, '1,00,000.00'],
    [12_345_678, '1,23,456.78'],
    [1_234_567_890, '1,23,45,678.90'],
    [99_99_99_999_99, '99,99,99,999.99'],
    [1_00_00_00_000_00, '1,00,00,00,000.00'],
  ])('prints %i paise as %s', (paise, printed) => {
    expect(formatIndian(paise)).toBe(printed);
  });

  it('prints a negative amount with a minus sign and never a negative zero', () => {
    expect(formatIndian(-45)).toBe('-0.45');
    expect(formatIndian(-12_345_678)).toBe('-1,23,456.78');
    expect(formatIndian(-0)).toBe('0.00');
  });

  it('refuses a fraction of a paisa', () => {
    expect(() => formatIndian(0.5)).toThrow(RangeError);
    expect(() => formatIndian(0.5)).not.toThrow(FigureTooLarge);
  });

  it('prints the largest exact figure, and refuses one beyond it as too large to print exactly', () => {
    expect(formatIndian(Number.MAX_SAFE_INTEGER)).toBe('9,00,71,99,25,47,409.91');
    expect(() => formatIndian(Number.MAX_SAFE_INTEGER + 1)).toThrow(FigureTooLarge);
    expect(() => formatIndian(-(2 ** 60))).toThrow(FigureTooLarge);
  });
});

describe('formatQty', () => {
  it.each([
    [0, '0'],
    [1, '0.001'],
    [500, '0.5'],
    [1_000, '1'],
    [1_250, '1.25'],
    [12_345_678, '12,345.678'],
    [100_000_000, '1,00,000'],
    [-2_500, '-2.5'],
  ])('prints %i thousandths as %s', (milli, printed) => {
    expect(formatQty(milli)).toBe(printed);
  });
});

describe('formatPercent', () => {
  it.each([
    [0, '0'],
    [5, '0.05'],
    [250, '2.5'],
    [1_200, '12'],
    [1_250, '12.5'],
    [1_225, '12.25'],
    [10_000, '100'],
  ])('prints %i hundredths as %s', (bp, printed) => {
    expect(formatPercent(bp)).toBe(printed);
  });
});
