import { describe, expect, it } from 'vitest';
import { backoffText } from './webhook-backoff';

const now = new Date('2026-11-28T10:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('the delivery log’s back-off', () => {
  it('says when the next attempt is and how many of the planned attempts were made', () => {
    expect(
      backoffText({ status: 'pending', attempts: 3, plannedAttempts: 12, nextAttemptAt: at(4 * 60_000) }, now),
    ).toBe('next attempt in 4 min, 3 of 12');
    expect(
      backoffText({ status: 'pending', attempts: 14, plannedAttempts: 24, nextAttemptAt: at(6 * 3_600_000) }, now),
    ).toBe('next attempt in 6 h, 14 of 24');
    expect(
      backoffText({ status: 'pending', attempts: 1, plannedAttempts: 24, nextAttemptAt: at(125 * 60_000) }, now),
    ).toBe('next attempt in 2 h 5 min, 1 of 24');
  });

  it('a delivery not tried yet or due now says so; a settled one shows nothing to wait for', () => {
    expect(backoffText({ status: 'pending', attempts: 0, plannedAttempts: 24, nextAttemptAt: at(-1000) }, now)).toBe(
      'next attempt now',
    );
    expect(backoffText({ status: 'pending', attempts: 2, plannedAttempts: 24, nextAttemptAt: at(20_000) }, now)).toBe(
      'next attempt in less than a minute, 2 of 24',
    );
    expect(backoffText({ status: 'succeeded', attempts: 1, plannedAttempts: null, nextAttemptAt: null }, now)).toBe(
      '—',
    );
    expect(backoffText({ status: 'failed', attempts: 24, plannedAttempts: null, nextAttemptAt: null }, now)).toBe('—');
  });
});
