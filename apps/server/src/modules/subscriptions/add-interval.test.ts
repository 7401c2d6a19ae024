import { describe, expect, it } from 'vitest';
import { addInterval } from './add-interval';

describe('addInterval', () => {
  const at = (iso: string) => new Date(iso);
  it('adds days and weeks as exact durations', () => {
    expect(addInterval(at('2026-03-01T10:00:00Z'), 'day', 3).toISOString()).toBe('2026-03-04T10:00:00.000Z');
    expect(addInterval(at('2026-03-01T10:00:00Z'), 'week', 2).toISOString()).toBe('2026-03-15T10:00:00.000Z');
  });
  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(addInterval(at('2026-01-15T08:30:00Z'), 'month', 1).toISOString()).toBe('2026-02-15T08:30:00.000Z');
    expect(addInterval(at('2026-01-31T08:30:00Z'), 'month', 1).toISOString()).toBe('2026-02-28T08:30:00.000Z');
    expect(addInterval(at('2028-01-31T00:00:00Z'), 'month', 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addInterval(at('2026-11-30T00:00:00Z'), 'month', 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
  it('adds years through the calendar (29 February → 28 February)', () => {
    expect(addInterval(at('2028-02-29T12:00:00Z'), 'year', 1).toISOString()).toBe('2029-02-28T12:00:00.000Z');
    expect(addInterval(at('2026-06-01T00:00:00Z'), 'year', 2).toISOString()).toBe('2028-06-01T00:00:00.000Z');
  });
});
