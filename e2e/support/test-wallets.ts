import {
  createSolanaRpc,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  partiallySignTransaction,
  type KeyPairSigner,
} from '@solana/kit';
import { testTokenAbi } from '@paylink/localnet';
import type { Page } from 'playwright-core';
import { createPublicClient, createWalletClient, http, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/** A wallet's icon, as both standards want it: a data URI. */
const ICON = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="#4f46e5"/></svg>').toString('base64')}`;

// The in-page halves are plain JavaScript: a transpiled function could call a helper the page does not have.
const SOLANA_WALLET_SCRIPT = `function (w) {
  const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'];
  const account = Object.freeze({ address: w.address, publicKey: new Uint8Array(w.publicKey), chains, features: ['solana:signAndSendTransaction'] });
  let accounts = [];
  const wallet = {
    version: '1.0.0',
    name: w.name,
    icon: w.icon,
    chains,
    get accounts() { return accounts.slice(); },
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => { accounts = [account]; return { accounts: accounts.slice() }; } },
      'standard:events': { version: '1.0.0', on: () => () => undefined },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: (...inputs) => Promise.all(inputs.map(async (input) => ({
          signature: new Uint8Array(await window.__testSolanaWalletSend(Array.from(input.transaction))),
        }))),
      },
    },
  };
  const callback = ({ register }) => register(wallet);
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  window.addEventListener('wallet-standard:app-ready', (event) => callback(event.detail));
}`;

const EVM_WALLET_SCRIPT = `function (info) {
  const provider = {
    async request({ method, params }) {
      const { result, error } = await window.__testEvmWalletRequest(method, params ?? []);
      if (error) throw Object.assign(new Error(error.message), { code: error.code });
      return result;
    },
    on: () => provider,
    removeListener: () => provider,
  };
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}`;

/**
 * A Wallet Standard wallet injected into the page before its scripts run: it registers itself through the standard's
 * register events, connects one account of a keypair the test holds, and signs and sends what the page hands it to
 * the local chain's RPC (the signing runs in the test, through `exposeFunction`).
 */
export async function injectSolanaTestWallet(
  page: Page,
  opts: { rpcUrl: string; name?: string },
): Promise<{ signer: KeyPairSigner; sent: string[] }> {
  const signer = await generateKeyPairSigner();
  const rpc = createSolanaRpc(opts.rpcUrl);
  const sent: string[] = [];
  await page.exposeFunction('__testSolanaWalletSend', async (bytes: number[]) => {
    const unsigned = getTransactionDecoder().decode(Uint8Array.from(bytes));
    const transaction = await partiallySignTransaction([signer.keyPair], unsigned);
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send();
    sent.push(signature);
    return Array.from(getBase58Encoder().encode(signature));
  });
  const wallet = {
    name: opts.name ?? 'Test Solana Wallet',
    icon: ICON,
    address: signer.address,
    publicKey: Array.from(getAddressEncoder().encode(signer.address)),
  };
  await page.addInitScript({ content: `(${SOLANA_WALLET_SCRIPT})(${JSON.stringify(wallet)});` });
  return { signer, sent };
}

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string };
}

/**
 * An EIP-6963 provider injected into the page: it announces itself (and again on each request), answers accounts
 * and chain, switches between the local chains it knows (`rpcUrls` by chain id; another chain is refused with
 * 4902), signs eth_sendTransaction with its own key (viem) and forwards every other call to the current chain's Anvil.
 */
export async function injectEvmTestWallet(
  page: Page,
  opts: { rpcUrls: Record<number, string>; chainId: number; name?: string },
) {
  const account = privateKeyToAccount(generatePrivateKey());
  let chainId = opts.chainId;
  const chainOf = (id: number) => ({
    id,
    name: `local ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [opts.rpcUrls[id]!] } },
  });
  const walletOn = (id: number) =>
    createWalletClient({ account, chain: chainOf(id), transport: http(opts.rpcUrls[id], { retryCount: 0 }) });
  const publicOn = (id: number) =>
    createPublicClient({ chain: chainOf(id), transport: http(opts.rpcUrls[id], { retryCount: 0 }) });
  const sent: Hex[] = [];

  async function answer(method: string, params: unknown[]): Promise<RpcAnswer> {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return { result: [account.address] };
    if (method === 'eth_chainId') return { result: `0x${chainId.toString(16)}` };
    if (method === 'wallet_switchEthereumChain') {
      const target = Number(BigInt((params[0] as { chainId: string }).chainId));
      if (!opts.rpcUrls[target]) return { error: { code: 4902, message: `Unrecognized chain ID ${target}` } };
      chainId = target;
      return { result: null };
    }
    if (method === 'eth_sendTransaction') {
      const tx = params[0] as { to: Hex; value?: Hex; data?: Hex };
      const hash = await walletOn(chainId).sendTransaction({
        to: tx.to,
        value: BigInt(tx.value ?? '0x0'),
        data: tx.data,
      });
      sent.push(hash);
      return { result: hash };
    }
    const res = await fetch(opts.rpcUrls[chainId]!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return (await res.json()) as RpcAnswer;
  }
  await page.exposeFunction('__testEvmWalletRequest', (method: string, params: unknown[]) =>
    answer(method, params).catch((err: Error) => ({ error: { code: -32603, message: err.message } })),
  );
  const info = {
    uuid: crypto.randomUUID(),
    name: opts.name ?? 'Test EVM Wallet',
    icon: ICON,
    rdns: 'test.paylink.wallet',
  };
  await page.addInitScript({ content: `(${EVM_WALLET_SCRIPT})(${JSON.stringify(info)});` });

  return {
    address: account.address,
    sent,
    /** 1 ETH of gas money on chain `id`, and `token.amount` base units of a test token there (anyone may mint them). */
    async fund(id: number, token?: { address: Hex; amount: bigint }) {
      await publicOn(id).request({
        method: 'anvil_setBalance' as never,
        params: [account.address, '0xde0b6b3a7640000'] as never,
      });
      if (!token) return;
      const hash = await walletOn(id).writeContract({
        address: token.address,
        abi: testTokenAbi,
        functionName: 'mint',
        args: [account.address, token.amount],
      });
      await publicOn(id).waitForTransactionReceipt({ hash, pollingInterval: 50 });
    },
  };
}
