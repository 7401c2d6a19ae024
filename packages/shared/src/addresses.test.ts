import { describe, expect, it } from 'vitest';
import { isBitcoinAddress, isEthereumAddress, isSolanaAddress, toChecksumAddress } from './addresses';

describe('address rules', () => {
  it('accepts real Solana keys and refuses strings that are not 32-byte base58', () => {
    expect(isSolanaAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(true);
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true);
    expect(isSolanaAddress('zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz')).toBe(false);
    expect(isSolanaAddress('0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl')).toBe(false);
  });

  it('checks Bitcoin legacy length and bech32/bech32m checksums', () => {
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true);
    expect(isBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
    expect(isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(isBitcoinAddress('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')).toBe(true);
    expect(isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx')).toBe(false);
    expect(isBitcoinAddress('2BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
  });

  it('checks the EIP-55 checksum of mixed-case Ethereum addresses (the EIP-55 test vectors)', () => {
    const vectors = ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'];
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
