import type { PayOption } from '@paylink/shared';
import { AppError } from '../../../lib/app-error';
import type { AccountWallets } from '../../chains/chain-adapter';
import { paymentRequestBuilder, networkRails, type OfferedNetworks } from '../../chains/payment-requests';
import type { StoredPayOption } from '../schema';
import { resolveToken } from './supported-tokens';

/**
 * The pay options of a new link priced in USD/EUR, each a token this server offers on its network (400 otherwise)
 * paid to the merchant's saved wallet on that network (400 WALLET_REQUIRED when there is none), in the order given.
 */
export function resolvePayOptions(config: OfferedNetworks, wallets: AccountWallets, options: readonly PayOption[]): StoredPayOption[] {
  const payOptionNames = [...networkRails(config).values()].filter((r) => r.profile.payOption).map((r) => r.profile.name);
  return options.map(({ network, currency }) => {
    resolveToken(config, network, currency);
    const rail = paymentRequestBuilder(config, network);
    const name = rail.profile.name;
    // Pay options cover the networks whose wallet the account saves for links (not an account key's fresh addresses).
    if (!rail.profile.payOption) throw new AppError('VALIDATION_ERROR', `Pay options are offered on ${listed(payOptionNames)}, not on ${name}`, 400);
    const wallet = wallets[rail.profile.savedWallet];
    if (!wallet) throw new AppError('WALLET_REQUIRED', `Pay option ${currency} on ${name}: please set ${rail.walletNoun} in Settings`, 400);
    return { network, currency, recipientAddress: rail.normalizeAddress(wallet) };
  });
}

/** "Solana, Ethereum and Base". */
function listed(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What a link asks for while `chosen` is its option: its network, wallet, and the options' tokens on that network (the chosen one first). */
export function optionFields(options: readonly StoredPayOption[], chosen: StoredPayOption) {
  const onNetwork = options.filter((o) => o.network === chosen.network).map((o) => o.currency);
  return { network: chosen.network, recipientAddress: chosen.recipientAddress, payCurrencies: [chosen.currency, ...onNetwork.filter((c) => c !== chosen.currency)] };
}
