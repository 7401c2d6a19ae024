import { describe, expect, it } from 'vitest';
import type { Payment } from '@paylink/shared';
import { assignOutcome } from './assign-outcome';

const link = (fields: Partial<Payment>) =>
  ({
    label: 'Order 7',
    payAmount: '1',
    payCurrency: 'SOL',
    amountReceived: '1',
    amountOwed: '0',
    status: 'PENDING',
    ...fields,
  }) as Payment;

describe('what assigning a transfer did, in words', () => {
  it('on a link that was already paid: excess, and what is now owed back', () => {
    expect(assignOutcome('COMPLETED', link({ status: 'COMPLETED', amountReceived: '1.3', amountOwed: '0.3' }))).toBe(
      'The link was already paid, so this counted as excess: 0.3 SOL is now owed back to the payer. Refund it from the link.',
    );
  });
  it('completing the link, with or without something over', () => {
    expect(assignOutcome('PENDING', link({ status: 'COMPLETED' }))).toBe(
      'This completed Order 7 (received 1 of 1 SOL).',
    );
    expect(assignOutcome('PENDING', link({ status: 'COMPLETED', amountReceived: '1.5', amountOwed: '0.5' }))).toBe(
      'This completed Order 7 (received 1.5 of 1 SOL); 0.5 SOL over is owed back to the payer.',
    );
  });
  it('part of the amount', () => {
    expect(assignOutcome('PENDING', link({ amountReceived: '0.4', amountOwed: '0.0' }))).toBe(
      'Counted toward Order 7: received 0.4 of 1 SOL.',
    );
  });
});
