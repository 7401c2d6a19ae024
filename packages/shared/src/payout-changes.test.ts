import { describe, expect, it } from 'vitest';
import { redirectingPayoutFields, type PayoutValues } from './payout-changes';

const none: PayoutValues = { walletAddress: null, btcAddress: null, btcXpub: null, ethAddress: null };

describe('payout changes that redirect money', () => {
  it('replacing or removing a set address, not setting a first one or sending the same again', () => {
    const saved = { ...none, walletAddress: 'A' };
    expect(redirectingPayoutFields(saved, { walletAddress: 'B' })).toEqual(['walletAddress']);
    expect(redirectingPayoutFields(saved, { walletAddress: null })).toEqual(['walletAddress']);
    expect(redirectingPayoutFields(saved, { walletAddress: 'A', ethAddress: '0x1' })).toEqual([]);
  });

  it('a first Bitcoin account key beside a saved Bitcoin address (the key wins for new links) (issue 48)', () => {
    expect(redirectingPayoutFields({ ...none, btcAddress: 'bc1q' }, { btcXpub: 'zpub' })).toEqual(['btcXpub']);
    expect(redirectingPayoutFields(none, { btcXpub: 'zpub' })).toEqual([]);
    // An address beside a saved key changes nothing for new links: the key still wins.
    expect(redirectingPayoutFields({ ...none, btcXpub: 'zpub' }, { btcAddress: 'bc1q' })).toEqual([]);
  });
});
