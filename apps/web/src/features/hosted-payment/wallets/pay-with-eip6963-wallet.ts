import { parseEip681Url, type Eip681Request } from '@paylink/shared';
import type { Eip1193Provider } from './injected-wallets';
import { WalletPaymentError } from './wallet-error';

/** ERC-20 `transfer(address,uint256)`'s selector. */
const TRANSFER_SELECTOR = '0xa9059cbb';

const hex = (value: bigint) => `0x${value.toString(16)}`;
const word = (value: string | bigint) =>
  (typeof value === 'bigint' ? value.toString(16) : value.slice(2).toLowerCase()).padStart(64, '0');

function requestOf(url: string): Eip681Request {
  const request = parseEip681Url(url);
  if (!request)
    throw new WalletPaymentError('This link cannot be paid from a browser wallet: scan the QR code instead.');
  return request;
}

/** The call a wallet makes for an EIP-681 request: native value to the recipient, or the token's transfer calldata. */
export function transactionOf(
  request: Eip681Request,
  from: string,
): { from: string; to: string; value: string; data?: string } {
  if (request.kind === 'native') return { from, to: request.recipient, value: hex(request.amount) };
  return {
    from,
    to: request.token,
    value: '0x0',
    data: `${TRANSFER_SELECTOR}${word(request.recipient)}${word(request.amount)}`,
  };
}

/**
 * Pays the link's EIP-681 request (`url`, its exact unique amount) from an EIP-6963 provider: the account, the link's
 * chain (the wallet is asked to switch, and a refusal says which network to pick), then one eth_sendTransaction.
 * Resolves with the transaction hash; the watcher, not the page, decides when it pays the link.
 */
export async function payWithEip6963Wallet(
  provider: Eip1193Provider,
  opts: { url: string; networkName: string },
): Promise<string> {
  const request = requestOf(opts.url);
  const [account] = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
  if (!account) throw new WalletPaymentError('The wallet shared no account.');
  const wrongChain = new WalletPaymentError(`Switch your wallet to ${opts.networkName} to pay this link.`);
  const chainId = hex(BigInt(request.chainId));
  if (BigInt((await provider.request({ method: 'eth_chainId' })) as string) !== BigInt(request.chainId)) {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }).catch(() => {
      throw wrongChain;
    });
    // A wallet may answer the switch and stay where it was: the transfer goes out only on the link's chain.
    if (BigInt((await provider.request({ method: 'eth_chainId' })) as string) !== BigInt(request.chainId))
      throw wrongChain;
  }
  return (await provider.request({
    method: 'eth_sendTransaction',
    params: [transactionOf(request, account)],
  })) as string;
}
