import { describe, expect, it } from 'vitest';
import {
  bitcoinAddressChains,
  isBitcoinAddress,
  isBitcoinAddressOn,
  isEthereumAddress,
  isSavableBitcoinAddress,
  isSolanaAddress,
  toChecksumAddress,
} from './addresses';

describe('address rules', () => {
  it('accepts real Solana keys and refuses strings that are not 32-byte base58', () => {
    expect(isSolanaAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(true);
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true);
    expect(isSolanaAddress('zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz')).toBe(false);
    expect(isSolanaAddress('0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl')).toBe(false);
  });

  it('checks Bitcoin base58check and bech32/bech32m checksums, and says which chain an address belongs to', () => {
    // Mainnet P2PKH, P2SH, P2WPKH (also upper case), P2TR.
    for (const a of [
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
    ]) {
      expect(bitcoinAddressChains(a)).toEqual(['mainnet']);
    }
    // testnet4/signet share tb1; m/n/2 are every test chain's, regtest's included; bcrt1 is regtest's alone.
    expect(bitcoinAddressChains('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7')).toEqual([
      'testnet4',
      'signet',
    ]);
    expect(bitcoinAddressChains('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toEqual(['testnet4', 'signet', 'regtest']);
    expect(bitcoinAddressChains('2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc')).toEqual(['testnet4', 'signet', 'regtest']);
    expect(bitcoinAddressChains('bcrt1qqypqxpq9qcrsszg2pvxq6rs0zqg3yyc5phstwt')).toEqual(['regtest']);
    // Broken checksums, and v0 in bech32m or v1 in bech32 (BIP350).
    for (const a of [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
      '2BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfm',
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k8',
      'bcrt1qqypqxpq9qcrsszg2pvxq6rs0zqg3yyc5phstwq',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
      'bc1qAR0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ]) {
      expect(isBitcoinAddress(a)).toBe(false);
    }
  });

  it('saves mainnet Bitcoin addresses, and those of the configured chain only', () => {
    expect(isSavableBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', null)).toBe(true);
    expect(isSavableBitcoinAddress('bcrt1qqypqxpq9qcrsszg2pvxq6rs0zqg3yyc5phstwt', 'regtest')).toBe(true);
    expect(isSavableBitcoinAddress('bcrt1qqypqxpq9qcrsszg2pvxq6rs0zqg3yyc5phstwt', 'testnet4')).toBe(false);
    expect(isSavableBitcoinAddress('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', null)).toBe(false);
    expect(isBitcoinAddressOn('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'regtest')).toBe(false);
  });

  it('checks the EIP-55 checksum of mixed-case Ethereum addresses (the EIP-55 test vectors)', () => {
    const vectors = [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ];
    for (const address of vectors) {
      expect(isEthereumAddress(address)).toBe(true);
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      expect(toChecksumAddress(address.toUpperCase().replace('0X', '0x'))).toBe(address);
      // One letter's case flipped breaks the checksum.
      const i = address.search(/[a-f]/);
      expect(isEthereumAddress(address.slice(0, i) + address[i]!.toUpperCase() + address.slice(i + 1))).toBe(false);
    }
    expect(isEthereumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
  });

  it('checks Ethereum hex form', () => {
    expect(isEthereumAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isEthereumAddress('0x5290840009852788')).toBe(false);
  });
});
