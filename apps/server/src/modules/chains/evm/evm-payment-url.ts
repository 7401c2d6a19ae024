import { encodeEip681Url } from '@paylink/shared';

/** The EIP-681 URL a wallet pays: an ERC-20 transfer on the token contract, or a plain ETH value (no contract). */
export function evmPaymentUrl(opts: {
  chainId: number;
  recipient: string;
  contract: string | null;
  amount: bigint;
}): string {
  return opts.contract
    ? encodeEip681Url({
        kind: 'token',
        chainId: opts.chainId,
        token: opts.contract,
        recipient: opts.recipient,
        amount: opts.amount,
      })
    : encodeEip681Url({ kind: 'native', chainId: opts.chainId, recipient: opts.recipient, amount: opts.amount });
}
