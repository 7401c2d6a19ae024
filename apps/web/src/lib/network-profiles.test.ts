import { describe, expect, it } from 'vitest';
import { TEST_CONFIG, TEST_NETWORKS } from '../test/test-config';
import { networkProfile, payOptionWallets, savedWallets } from './network-profiles';

const user = { walletAddress: 'SoLWallet', ethAddress: '0xEth', btcAddress: 'bc1qsaved', btcXpub: null };
/** A network the web has never heard of, described by the server's rail: the web needs no edit for it. */
const POLYGON = { ...TEST_NETWORKS[1]!, network: 'polygon', name: 'Polygon', chainId: 137 };

describe('network profiles', () => {
  it('pays each network into the saved wallet its rail names, a new EVM network included', () => {
    expect(savedWallets([...TEST_NETWORKS, POLYGON], user)).toEqual({
      solana: 'SoLWallet',
      ethereum: '0xEth',
      base: '0xEth',
      bitcoin: 'bc1qsaved',
      polygon: '0xEth',
    });
  });

  it('leaves the field empty where a saved account key pays (a fresh address per link), and without a user', () => {
    expect(savedWallets(TEST_NETWORKS, { ...user, btcXpub: 'xpub123' }).bitcoin).toBe('');
    expect(savedWallets(TEST_NETWORKS, null)).toEqual({ solana: '', ethereum: '', base: '', bitcoin: '' });
  });

  it('offers pay options only on networks whose rail allows them', () => {
    const noPayOption = TEST_NETWORKS.map((n) => (n.network === 'base' ? { ...n, payOption: false } : n));
    expect(payOptionWallets(noPayOption, user)).toEqual({
      solana: 'SoLWallet',
      ethereum: '0xEth',
      bitcoin: 'bc1qsaved',
    });
  });

  it('offers Bitcoin as a pay option with a saved account key alone (each link gets a fresh address)', () => {
    expect(payOptionWallets(TEST_NETWORKS, { ...user, btcAddress: null, btcXpub: 'xpub123' }).bitcoin).toBe('xpub123');
    expect(payOptionWallets(TEST_NETWORKS, { ...user, btcAddress: null }).bitcoin).toBe('');
  });

  it('finds a network by name in the client config, nothing before it loads', () => {
    expect(networkProfile(TEST_CONFIG, 'bitcoin')?.refundClaims).toBe(true);
    expect(networkProfile(TEST_CONFIG, 'dogecoin')).toBeUndefined();
    expect(networkProfile(undefined, 'solana')).toBeUndefined();
  });
});
