import type { NetworkProfile, User } from '@paylink/shared';
import type { AppConfig } from './app-config';

/** How the server's rail describes `network` (from the client config), or undefined before it loads or when not offered. */
export function networkProfile(config: AppConfig | undefined, network: string): NetworkProfile | undefined {
  return config?.networks.find((n) => n.network === network);
}

type Wallets = Pick<User, 'walletAddress' | 'ethAddress' | 'btcAddress' | 'btcXpub'>;

/**
 * The address a new link on each network is paid into by default: the saved wallet its rail names, or empty where
 * nothing is saved or a saved account key pays (the link then gets a fresh address of the key).
 */
export function savedWallets(
  profiles: readonly NetworkProfile[],
  user: Wallets | null | undefined,
): Record<string, string> {
  return Object.fromEntries(
    profiles.map((p) => [
      p.network,
      !user || (p.savedAccountKey && user[p.savedAccountKey]) ? '' : (user[p.savedWallet] ?? ''),
    ]),
  );
}

/**
 * What pays each network a link priced in USD/EUR may offer as a pay option: the saved wallet, or the saved account
 * key (a fresh address per link, as for a link of that network alone); empty where neither is saved.
 */
export function payOptionWallets(
  profiles: readonly NetworkProfile[],
  user: Wallets | null | undefined,
): Record<string, string> {
  return Object.fromEntries(
    profiles
      .filter((p) => p.payOption)
      .map((p) => [p.network, (p.savedAccountKey && user?.[p.savedAccountKey]) || (user?.[p.savedWallet] ?? '')]),
  );
}
