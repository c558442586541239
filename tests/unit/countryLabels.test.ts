import { describe, expect, it } from 'vitest';
import { divisionLabel, pinLabel } from '../../resources/rules/countryLabels';

describe('divisionLabel', () => {
  it("names the state input after the country's division type", () => {
    expect(divisionLabel('Emirate')).toBe('Emirate');
  });

  it("says 'State' when the country has no division type", () => {
    expect(divisionLabel(null)).toBe('State');
    expect(divisionLabel(' ')).toBe('State');
  });
});

describe('pinLabel', () => {
  it("says 'PIN Code' for pin type 1, 'PIN' for 2 and 'Pin Type' otherwise", () => {
    expect(pinLabel(1)).toBe('PIN Code');
    expect(pinLabel('2')).toBe('PIN');
    expect(pinLabel(3)).toBe('Pin Type');
    expect(pinLabel(undefined)).toBe('Pin Type');
  });
});
