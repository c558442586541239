import { describe, expect, it } from 'vitest';
import { defineResource, fromScaled, isRowId, toScaled, validate } from '../../resources';

const sample = defineResource({
  name: 'sample',
  label: { one: 'Sample', many: 'Samples' },
  primaryKey: 'SampleId',
  titleField: 'Name',
  fields: {
    SampleId: { type: 'id' },
    Name: { type: 'text' },
    Amount: { type: 'money', minValue: 0 },
    Percent: { type: 'decimal', scale: 2, maxValue: 100 },
    Quantity: { type: 'decimal', scale: 3, invalid: 'Quantity must contain only numbers.' },
    Taxable: { type: 'boolean' },
    Papers: { type: 'file', accept: 'pdf', download: 'getsamplepdf' },
  },
  list: { columns: ['Name'], empty: 'No sample found' },
  search: { fields: ['Name'], rank: 'prefixFirst' },
  messages: { created: 'c', updated: 'u', deleted: 'd' },
});

describe('money and decimal fields', () => {
  it('accept at most their decimals, as numbers or as multipart strings', () => {
    expect(
      validate(sample, { Amount: '1234.50', Percent: 18, Quantity: '1.125' }, 'create').value,
    ).toMatchObject({ Amount: 1234.5, Percent: 18, Quantity: 1.125 });
    expect(validate(sample, { Amount: 10.005 }, 'create').errors).toEqual({
      Amount: 'Amount can have at most 2 decimals.',
    });
    expect(validate(sample, { Quantity: 1.0005 }, 'create').errors).toEqual({
      Quantity: 'Quantity can have at most 3 decimals.',
    });
  });

  it('apply their bounds and their own message for a value that is not a number', () => {
    expect(validate(sample, { Amount: -1 }, 'create').errors).toEqual({
      Amount: 'Amount must be at least 0.',
    });
    expect(validate(sample, { Percent: 100.01 }, 'create').errors).toEqual({
      Percent: 'Percent cannot exceed 100.',
    });
    expect(validate(sample, { Quantity: '1.2.3' }, 'create').errors).toEqual({
      Quantity: 'Quantity must contain only numbers.',
    });
  });

  it('store as exact integers and come back as the same number', () => {
    for (const rupees of [0.29, 0.3, 1.1, 19.99, 1234567.89, 21474836.48]) {
      const paise = toScaled(rupees, 2);
      expect(Number.isInteger(paise)).toBe(true);
      expect(fromScaled(String(paise), 2)).toBe(rupees);
    }
    expect(toScaled(0.1 + 0.2, 2)).toBe(30);
  });

  it("scale every number written with at most the scale's decimals exactly, up to the largest kept", () => {
    // The number as JSON carries it (its shortest spelling), against the integer that spelling names.
    const cases: Array<[number, number, number]> = [
      [9999999999999.99, 2, 999999999999999],
      [-9999999999999.99, 2, -999999999999999],
      [99999999999.999, 3, 99999999999999],
      [0.005, 3, 5],
      [1.05, 2, 105],
      [-0, 2, 0],
      [-0.01, 2, -1],
    ];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 20000; i++) {
      const scale = 1 + (i % 3);
      const decimals = next() % (scale + 1);
      const whole = (next() * 2147483647 + next()) % 10 ** (15 - scale + decimals);
      const stored = whole * 10 ** (scale - decimals);
      if (stored >= 1e15) continue;
      cases.push([
        Number(`${i % 2 ? '-' : ''}${whole}e-${decimals}`),
        scale,
        i % 2 ? -stored : stored,
      ]);
    }
    for (const [value, scale, stored] of cases) expect(toScaled(value, scale)).toBe(stored);
  });
});

describe('boolean and file fields', () => {
  it('take true/false from JSON and from multipart strings', () => {
    expect(validate(sample, { Taxable: 'true' }, 'create').value.Taxable).toBe(true);
    expect(validate(sample, { Taxable: '0' }, 'create').value.Taxable).toBe(false);
    expect(validate(sample, { Taxable: 'maybe' }, 'create').errors).toEqual({
      Taxable: 'Taxable must be yes or no.',
    });
  });

  it('never take a file field from a request body (files come only as uploads)', () => {
    expect(validate(sample, { Papers: 42 }, 'create').value).not.toHaveProperty('Papers', 42);
  });
});

describe('a reference that names nothing', () => {
  const picks = defineResource({
    name: 'picks',
    label: { one: 'Pick', many: 'Picks' },
    primaryKey: 'PickId',
    titleField: 'Name',
    fields: {
      PickId: { type: 'id' },
      Name: { type: 'text' },
      ItemID: { type: 'reference', to: 'item', label: 'Item' },
      UnitID: { type: 'reference', to: 'unit', label: 'Unit' },
      HsnId: { type: 'reference', to: 'hsn', label: 'HSN code' },
      RouteId: { type: 'reference', to: 'route', label: 'Route' },
    },
    list: { columns: ['Name'], empty: 'No pick found' },
    search: { fields: ['Name'], rank: 'prefixFirst' },
    messages: { created: 'c', updated: 'u', deleted: 'd' },
  });

  it('asks for it with the article its label is read with', () => {
    expect(
      validate(picks, { ItemID: 'x', UnitID: -1, HsnId: 1.5, RouteId: 'r' }, 'create').errors,
    ).toEqual({
      ItemID: 'Please select an Item.',
      UnitID: 'Please select a Unit.',
      HsnId: 'Please select an HSN code.',
      RouteId: 'Please select a Route.',
    });
  });
});

describe('an id written as text', () => {
  it('is digits only: an exponent, hex or a fraction names no row', () => {
    expect(['12', ' 12 ', '2147483647'].map(isRowId)).toEqual([true, true, true]);
    expect(['1e3', '0x10', '12.0', '', '-1', '2147483648'].map(isRowId)).toEqual(
      Array(6).fill(false),
    );
  });
});
