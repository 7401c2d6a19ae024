import { isEvmNetwork, NETWORK_NAMES, type Network, type PayOption } from '@paylink/shared';
import type { AppConfig } from '../../../config/app-config';
import { AppError } from '../../../lib/app-error';
import { checksumAddress } from '../../chains/evm/checksum-address';
import type { StoredPayOption } from '../schema';
import { resolveToken } from './supported-tokens';

/** The merchant's saved receiving wallets, one per network family. */
export interface MerchantWallets {
  walletAddress: string | null;
  ethAddress?: string | null;
}

/**
 * The pay options of a new link priced in USD/EUR, each a token this server offers on its network (400 otherwise)
 * paid to the merchant's saved wallet on that network (400 WALLET_REQUIRED when there is none), in the order given.
 */
export function resolvePayOptions(config: Pick<AppConfig, 'usdcMint' | 'evm' | 'bitcoin'>, wallets: MerchantWallets, options: readonly PayOption[]): StoredPayOption[] {
  return options.map(({ network, currency }) => {
    resolveToken(config, network, currency);
    const name = NETWORK_NAMES[network as Network] ?? network;
    const evm = isEvmNetwork(network);
    // Pay options cover the networks whose wallet the account saves for links: Solana, and Ethereum and Base.
    if (!evm && network !== 'solana') throw new AppError('VALIDATION_ERROR', `Pay options are offered on Solana, Ethereum and Base, not on ${name}`, 400);
    const wallet = evm ? wallets.ethAddress : wallets.walletAddress;
    if (!wallet) {
      throw new AppError('WALLET_REQUIRED', `Pay option ${currency} on ${name}: please set ${evm ? 'an Ethereum address' : 'a Solana wallet address'} in Settings`, 400);
    }
    return { network, currency, recipientAddress: evm ? checksumAddress(wallet) : wallet };
  });
}

/** What a link asks for while `chosen` is its option: its network, wallet, and the options' tokens on that network (the chosen one first). */
export function optionFields(options: readonly StoredPayOption[], chosen: StoredPayOption) {
  const onNetwork = options.filter((o) => o.network === chosen.network).map((o) => o.currency);
  return { network: chosen.network, recipientAddress: chosen.recipientAddress, payCurrencies: [chosen.currency, ...onNetwork.filter((c) => c !== chosen.currency)] };
}
