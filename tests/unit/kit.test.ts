import { describe, expect, it } from 'vitest';
import { defineResource, fromScaled, toScaled, validate } from '../../resources';

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
