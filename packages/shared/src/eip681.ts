/**
 * EIP-681 payment URLs (https://eips.ethereum.org/EIPS/eip-681), the two forms Paylink uses: an ERC-20
 * `transfer(address,uint256)` and a plain ETH value transfer. Amounts are integer base units written as
 * plain integers, never exponent notation.
 */
export type Eip681Request =
  | { kind: 'token'; chainId: number; token: string; recipient: string; amount: bigint }
  | { kind: 'native'; chainId: number; recipient: string; amount: bigint };

export function encodeEip681Url(request: Eip681Request): string {
  if (request.kind === 'token') {
    return `ethereum:${request.token}@${request.chainId}/transfer?address=${request.recipient}&uint256=${request.amount}`;
  }
  return `ethereum:${request.recipient}@${request.chainId}?value=${request.amount}`;
}

const TOKEN_URL = /^ethereum:(0x[0-9a-fA-F]{40})@(\d+)\/transfer\?address=(0x[0-9a-fA-F]{40})&uint256=(\d+)$/;
const NATIVE_URL = /^ethereum:(0x[0-9a-fA-F]{40})@(\d+)\?value=(\d+)$/;

/** Reads back a URL of the two forms above; null for anything else. */
export function parseEip681Url(url: string): Eip681Request | null {
  const token = TOKEN_URL.exec(url);
  if (token)
    return {
      kind: 'token',
      token: token[1]!,
      chainId: Number(token[2]),
      recipient: token[3]!,
      amount: BigInt(token[4]!),
    };
  const native = NATIVE_URL.exec(url);
  if (native) return { kind: 'native', recipient: native[1]!, chainId: Number(native[2]), amount: BigInt(native[3]!) };
  return null;
}
