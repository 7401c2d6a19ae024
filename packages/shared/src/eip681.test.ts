import { expect, test } from 'vitest';
import { encodeEip681Url, parseEip681Url } from './eip681';

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

test('a USDC transfer is the token contract calling transfer(recipient, base units)', () => {
  const url = encodeEip681Url({ kind: 'token', chainId: 1, token: usdc, recipient, amount: 10_000_123n });
  expect(url).toBe(`ethereum:${usdc}@1/transfer?address=${recipient}&uint256=10000123`);
  expect(parseEip681Url(url)).toEqual({ kind: 'token', chainId: 1, token: usdc, recipient, amount: 10_000_123n });
});

test('ETH is a value in wei, written as a plain integer even when huge', () => {
  const url = encodeEip681Url({ kind: 'native', chainId: 8453, recipient, amount: 1_000_000_000_000_000_003n * 1000n });
  expect(url).toBe(`ethereum:${recipient}@8453?value=1000000000000000003000`);
  expect(parseEip681Url(url)).toEqual({
    kind: 'native',
    chainId: 8453,
    recipient,
    amount: 1_000_000_000_000_000_003_000n,
  });
});

test('anything else is not read', () => {
  expect(parseEip681Url('solana:abc?amount=1')).toBeNull();
  expect(parseEip681Url(`ethereum:${recipient}@1?value=1e18`)).toBeNull();
});
