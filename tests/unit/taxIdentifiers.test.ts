import { describe, expect, it } from 'vitest';
import {
  GSTIN_MESSAGES,
  gstinCheckCharacter,
  gstinError,
  isGstStateCode,
  isValidGstin,
} from '../../resources/rules/gstin';
import { IFSC_MESSAGES, ifscError, isValidIfsc } from '../../resources/rules/ifsc';
import { PAN_MESSAGES, isValidPan, panError } from '../../resources/rules/pan';

describe('gstinError', () => {
  it('accepts real GSTINs from several states', () => {
    for (const gstin of [
      '27AAPFU0939F1ZV',
      '29AAGCB7383J1Z4',
      '33AAACH7409R1Z8',
      '24AAACC1206D1ZM',
    ]) {
      expect(gstinError(gstin)).toBeNull();
    }
  });

  it('accepts lower-case letters and surrounding spaces', () => {
    expect(isValidGstin(' 27aapfu0939f1zv ')).toBe(true);
  });

  it('refuses a GSTIN of the wrong length with the spec message', () => {
    expect(gstinError('27AAPFU0939F1Z')).toBe('GSTIN must be exactly 15 characters long.');
    expect(gstinError('27AAPFU0939F1ZVX')).toBe(GSTIN_MESSAGES.length);
    expect(gstinError('')).toBe(GSTIN_MESSAGES.length);
  });

  it('refuses a GSTIN with a character that is not a letter or digit', () => {
    expect(gstinError('27AAPFU0939F-ZV')).toBe('GSTIN must contain only alphanumeric characters.');
    expect(gstinError('27AAPFU 0939FZV')).toBe(GSTIN_MESSAGES.alphanumeric);
  });

  it('refuses a GSTIN whose first two digits are no GST state code', () => {
    const first14 = '00AAPFU0939F1Z';
    expect(gstinError(first14 + gstinCheckCharacter(first14))).toBe('GSTIN state code is invalid.');
    const foreign = '50AAPFU0939F1Z';
    expect(gstinError(foreign + gstinCheckCharacter(foreign))).toBe(GSTIN_MESSAGES.stateCode);
  });

  it('refuses a GSTIN whose 15th character is not its check character', () => {
    expect(gstinError('27AAPFU0939F1ZW')).toBe('GSTIN check digit is invalid.');
  });

  it('catches two swapped characters', () => {
    expect(gstinError('27AAPFU9039F1ZV')).toBe(GSTIN_MESSAGES.checkDigit);
  });
});

describe('isGstStateCode', () => {
  it('knows the state codes, Other Territory and Centre Jurisdiction', () => {
    expect(['01', '25', '28', '37', '38', '97', '99'].every(isGstStateCode)).toBe(true);
  });

  it('refuses codes no state has', () => {
    expect(['00', '39', '96', '98', '1', 'AB'].some(isGstStateCode)).toBe(false);
  });
});

describe('panError', () => {
  it('accepts five letters, four digits and a letter', () => {
    expect(panError('AAPFU0939F')).toBeNull();
    expect(isValidPan('aapfu0939f')).toBe(true);
  });

  it('refuses any other shape', () => {
    for (const pan of ['AAPF00939F', 'AAPFU0939', 'AAPFU09391', 'AAPFU0939FF', '']) {
      expect(panError(pan)).toBe('PAN must be in the format AAAAA9999A.');
    }
    expect(PAN_MESSAGES.format).toBe('PAN must be in the format AAAAA9999A.');
  });
});

describe('ifscError', () => {
  it('accepts four letters, a zero and six letters or digits', () => {
    expect(ifscError('SBIN0001234')).toBeNull();
    expect(isValidIfsc('hdfc0ab12cd')).toBe(true);
  });

  it('refuses any other shape with the message', () => {
    for (const ifsc of [
      'SBIN1001234',
      'SBI00001234',
      'SBIN000123',
      'SBIN00012345',
      'SBIN0-01234',
    ]) {
      expect(ifscError(ifsc)).toBe('Invalid IFSC code.');
    }
    expect(IFSC_MESSAGES.format).toBe('Invalid IFSC code.');
  });
});
