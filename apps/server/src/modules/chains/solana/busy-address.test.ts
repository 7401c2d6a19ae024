import { describe, expect, it } from 'vitest';
import { BUSY_SIGNATURES_PER_MINUTE, isBusy, recentSignatures, trafficAfterScan } from './busy-address';

describe('busy wallets', () => {
  it('adds up many small scans within a minute: a steady rate over the threshold is busy, however it is sliced', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    let cursor: { signaturesInWindow: number; windowStartedAt: Date | null } | undefined;
    let busyAfter = 0;
    // 17 transfers a second (1,020 a minute), read by a scan every second (wake-ups make each listing small).
    for (let s = 0; s < 60 && !busyAfter; s++) {
      const traffic = trafficAfterScan(cursor, 17, new Date(start.getTime() + s * 1000));
      cursor = traffic;
      if (traffic.busy) busyAfter = s + 1;
    }
    expect(busyAfter).toBe(Math.floor(BUSY_SIGNATURES_PER_MINUTE / 17) + 1);
  });

  it('starts a new window once the last is a minute old, so a calm wallet never adds up to busy', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    let cursor: { signaturesInWindow: number; windowStartedAt: Date | null } | undefined;
    for (let m = 0; m < 10; m++) {
      const traffic = trafficAfterScan(cursor, BUSY_SIGNATURES_PER_MINUTE, new Date(start.getTime() + m * 60_000));
      expect(traffic).toMatchObject({ busy: false, signaturesInWindow: BUSY_SIGNATURES_PER_MINUTE });
      cursor = traffic;
    }
  });

  it('counts only the signatures of the last minute (a scan catching up or a probe reads older ones)', () => {
    const now = new Date('2026-01-01T00:10:00Z');
    const at = (msAgo: number) => ({ blockTime: BigInt(Math.floor((now.getTime() - msAgo) / 1000)) });
    expect(recentSignatures([at(1_000), at(59_000), at(61_000), at(600_000), { blockTime: null }], now)).toBe(3);
  });

  it('is busy until its hold is over', () => {
    const now = new Date();
    expect(isBusy(undefined, now)).toBe(false);
    expect(isBusy({ busyUntil: new Date(now.getTime() + 1) }, now)).toBe(true);
    expect(isBusy({ busyUntil: now }, now)).toBe(false);
  });
});
