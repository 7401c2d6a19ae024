import { describe, expect, it } from 'vitest';
import type { NetworkProfile, Payment } from '@paylink/shared';
import { duplicateValues } from './duplicate-values';

const link = (over: Partial<Payment>) =>
  ({
    label: 'Mug',
    message: null,
    amount: '0.5',
    currency: 'SOL',
    network: 'solana',
    payCurrencies: ['SOL'],
    payOptions: null,
    recipientAddress: 'OldWallet',
    ...over,
  }) as Payment;
/** The part of GET /api/networks the rule reads: Bitcoin's links may be paid to an address derived from its xpub. */
const profiles = [
  { network: 'solana', savedAccountKey: null },
  { network: 'base', savedAccountKey: null },
  { network: 'bitcoin', savedAccountKey: 'btcXpub' },
] as NetworkProfile[];

describe('duplicateValues (Duplicate fills the create form)', () => {
  it('copies a token link: amount, currency, label, message, to the saved wallet of its network', () => {
    expect(duplicateValues(link({ message: 'Blue' }), { solana: 'SavedWallet' }, profiles)).toMatchObject({
      network: 'solana',
      amount: '0.5',
      currency: 'SOL',
      label: 'Mug',
      message: 'Blue',
      walletAddress: 'SavedWallet',
      otherPayOptions: [],
    });
  });

  it('copies a USD link with pay options, first network first; never reuses a Bitcoin link’s own address', () => {
    const values = duplicateValues(
      link({
        amount: '25.00',
        currency: 'USD',
        network: 'base',
        payOptions: [
          { network: 'solana', currency: 'USDC' },
          { network: 'base', currency: 'USDC' },
        ],
      }),
      {},
      profiles,
    );
    expect(values).toMatchObject({
      network: 'solana',
      amount: '25.00',
      currency: 'USD',
      payCurrencies: ['USDC'],
      otherPayOptions: ['solana:USDC', 'base:USDC'],
    });
    expect(
      duplicateValues(link({ network: 'bitcoin', currency: 'BTC', recipientAddress: 'bc1qderived' }), {}, profiles)
        .walletAddress,
    ).toBe('');
  });
});
