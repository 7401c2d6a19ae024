import { useEffect, useState } from 'react';
import type { AddressFormat } from '@paylink/shared';

/** A Wallet Standard wallet (https://github.com/wallet-standard/wallet-standard), as much of it as the page reads. */
export interface StandardWallet {
  readonly name: string;
  readonly icon: string;
  readonly chains: readonly string[];
  readonly features: Readonly<Record<string, unknown>>;
  readonly accounts: readonly StandardWalletAccount[];
}
export interface StandardWalletAccount {
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly chains: readonly string[];
  readonly features: readonly string[];
}

/** An EIP-1193 provider as an EIP-6963 announcement hands it over. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>;
}
export interface Eip6963Announcement {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Eip1193Provider;
}

/** A wallet injected into the page, for the list the customer picks from: the standard's own object rides along. */
export type InjectedWallet =
  | { key: string; name: string; icon: string; standard: 'wallet-standard'; wallet: StandardWallet }
  | { key: string; name: string; icon: string; standard: 'eip6963'; wallet: Eip1193Provider };

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

const standardWallets = new Set<StandardWallet>();
const announced = new Map<string, Eip6963Announcement>();
let listening = false;

/**
 * The app's half of both discovery protocols, started once: the Wallet Standard's register events (the app says it
 * is ready, each wallet registers itself, now or later) and EIP-6963 (the app asks, each provider announces itself).
 */
function startDiscovery(): void {
  if (listening) return;
  listening = true;
  const api = Object.freeze({
    register(...wallets: StandardWallet[]) {
      wallets.forEach((wallet) => standardWallets.add(wallet));
      notify();
      return () => {
        wallets.forEach((wallet) => standardWallets.delete(wallet));
        notify();
      };
    },
  });
  window.addEventListener('wallet-standard:register-wallet', (event) =>
    (event as CustomEvent<(app: typeof api) => void>).detail(api),
  );
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
  window.addEventListener('eip6963:announceProvider', (event) => {
    const announcement = (event as CustomEvent<Eip6963Announcement>).detail;
    if (!announcement?.info?.uuid || typeof announcement.provider?.request !== 'function') return;
    announced.set(announcement.info.uuid, announcement);
    notify();
  });
  window.dispatchEvent(new Event('eip6963:requestProvider'));
}

/** A wallet's icon as both standards require it, a data: image; anything else (a tracking URL) is not shown. */
const iconOf = (icon: unknown) => (typeof icon === 'string' && icon.startsWith('data:image/') ? icon : '');

/** What a Solana wallet needs to pay a link here: connect, sign and send, on the product's cluster. */
export const SOLANA_WALLET_FEATURES = ['standard:connect', 'solana:signAndSendTransaction'] as const;

/** Whether a registered wallet (any object a script handed over) connects, signs and sends on `chain`. */
function canPayOn(wallet: StandardWallet, chain: string): boolean {
  const { chains, features } = wallet as Partial<StandardWallet>;
  return (
    Array.isArray(chains) &&
    chains.includes(chain) &&
    typeof features === 'object' &&
    features !== null &&
    SOLANA_WALLET_FEATURES.every((f) => f in features)
  );
}

/** The wallets of each address format, by the standard its wallets follow (a format without one has none). */
const WALLETS_OF: Partial<Record<AddressFormat, (solanaChain: string) => InjectedWallet[]>> = {
  solana: (chain) =>
    [...standardWallets]
      .filter((w) => canPayOn(w, chain))
      .map((wallet) => ({
        key: `ws:${wallet.name}`,
        name: String(wallet.name),
        icon: iconOf(wallet.icon),
        standard: 'wallet-standard',
        wallet,
      })),
  evm: () =>
    [...announced.values()].map(({ info, provider }) => ({
      key: `6963:${info.uuid}`,
      name: String(info.name),
      icon: iconOf(info.icon),
      standard: 'eip6963',
      wallet: provider,
    })),
};

/** The browser wallets that can pay a link of `format` (on Solana, on `solanaChain`), updated as wallets appear. */
export function useInjectedWallets(format: AddressFormat | undefined, solanaChain: string): InjectedWallet[] {
  const list = () => (format ? (WALLETS_OF[format]?.(solanaChain) ?? []) : []);
  const [wallets, setWallets] = useState(list);
  useEffect(() => {
    const update = () => setWallets(list());
    listeners.add(update);
    startDiscovery();
    update();
    return () => void listeners.delete(update);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `list` reads only format and solanaChain
  }, [format, solanaChain]);
  return wallets;
}
