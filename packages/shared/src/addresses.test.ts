import { describe, expect, it } from 'vitest';
import { isBitcoinAddress, isEthereumAddress, isSolanaAddress } from './addresses';

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

  it('checks Ethereum hex form', () => {
    expect(isEthereumAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isEthereumAddress('0x5290840009852788')).toBe(false);
  });
});
