import { describe, expect, it } from 'vitest';
import { PAYOUT_STATUSES } from '@paylink/shared';
import { nextPayoutStatus, statusesAllowing } from './payout-transitions';

describe('the payout transition table', () => {
  it('walks AWAITING_ADDRESS → READY → IN_BATCH → PAID, and only PAID and CANCELED are final', () => {
    expect(nextPayoutStatus('AWAITING_ADDRESS', 'claimed')).toBe('READY');
    expect(nextPayoutStatus('READY', 'batched')).toBe('IN_BATCH');
    expect(nextPayoutStatus('IN_BATCH', 'paid')).toBe('PAID');
    expect(nextPayoutStatus('IN_BATCH', 'failed')).toBe('FAILED');
    for (const event of ['claimed', 'batched', 'unbatched', 'paid', 'failed', 'canceled'] as const) {
      expect(nextPayoutStatus('PAID', event)).toBeNull();
      expect(nextPayoutStatus('CANCELED', event)).toBeNull();
    }
  });

  it('never answers a claim twice, never batches twice, never cancels what a batch holds', () => {
    expect(statusesAllowing('claimed')).toEqual(['AWAITING_ADDRESS']);
    expect(statusesAllowing('batched')).toEqual(['READY', 'FAILED']);
    expect(statusesAllowing('canceled')).not.toContain('IN_BATCH');
    expect(nextPayoutStatus('AWAITING_ADDRESS', 'batched')).toBeNull();
  });

  it('every event leads to one status, whichever it starts from', () => {
    for (const event of ['claimed', 'batched', 'unbatched', 'paid', 'failed', 'canceled'] as const) {
      const targets = new Set(statusesAllowing(event).map((s) => nextPayoutStatus(s, event)));
      expect(targets.size, event).toBe(1);
    }
    expect(PAYOUT_STATUSES.every((s) => typeof s === 'string')).toBe(true);
  });
});
