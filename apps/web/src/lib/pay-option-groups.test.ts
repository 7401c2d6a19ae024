import { describe, expect, it } from 'vitest';
import { groupByToken } from './pay-option-groups';

describe('groupByToken', () => {
  it('groups by token in the order tokens first appear, then keeps each token’s networks in order', () => {
    const options = [
      { network: 'solana', currency: 'USDC' },
      { network: 'ethereum', currency: 'ETH' },
      { network: 'base', currency: 'USDC' },
      { network: 'solana', currency: 'USDT' },
      { network: 'arbitrum', currency: 'USDC' },
      { network: 'base', currency: 'ETH' },
    ];
    expect(groupByToken(options)).toEqual([
      { currency: 'USDC', options: [options[0], options[2], options[4]] },
      { currency: 'ETH', options: [options[1], options[5]] },
      { currency: 'USDT', options: [options[3]] },
    ]);
    expect(groupByToken([])).toEqual([]);
  });
});
