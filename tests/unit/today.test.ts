import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { today, withinYear } from '../../resources/rules/dates';

describe("today's date", () => {
  const was = process.env.TZ;
  beforeEach(() => {
    // Node reads TZ again when it is set: the clock of a machine in India.
    process.env.TZ = 'Asia/Kolkata';
  });
  afterEach(() => {
    if (was === undefined) delete process.env.TZ;
    else process.env.TZ = was;
  });

  it('is the date on the clock of the machine asking, not in UTC: a van loaded at 5 a.m. in India', () => {
    const fiveInTheMorning = new Date(2026, 10, 27, 5, 0); // 26-11-2026 23:30 in UTC

    expect(today(fiveInTheMorning)).toBe('2026-11-27');
  });

  it('is the same date late in the evening', () => {
    expect(today(new Date(2026, 10, 27, 23, 59))).toBe('2026-11-27');
  });
});

describe('a date within the financial year', () => {
  it("is the year's last day after it, its first day before it, and itself within it", () => {
    expect(withinYear('2026-11-28', '2025-04-01', '2026-03-31')).toBe('2026-03-31');
    expect(withinYear('2025-01-10', '2025-04-01', '2026-03-31')).toBe('2025-04-01');
    expect(withinYear('2025-11-28', '2025-04-01', '2026-03-31')).toBe('2025-11-28');
  });
});
