import { describe, expect, it } from 'vitest';
import { priorityFee } from './priority-fee';

const fees = (...values: number[]) => values.map((v) => ({ prioritizationFee: BigInt(v) }));

describe('priorityFee', () => {
  it('offers nothing when the node reports no recent fees', () => {
    expect(priorityFee([], 100_000n)).toBe(0n);
  });
  it('takes the 75th percentile of recent fees', () => {
    expect(priorityFee(fees(0, 10, 20, 30, 40, 50, 60, 70), 100_000n)).toBe(60n);
  });
  it('never offers more than the cap, whatever the recent fees', () => {
    expect(priorityFee(fees(5_000_000, 9_000_000), 100_000n)).toBe(100_000n);
  });
});
