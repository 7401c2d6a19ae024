import type { PayOption } from '@paylink/shared';
import { AppError } from '../../../lib/app-error';
import type { AccountWallets, Rail } from '../../chains/chain-adapter';
import type { Db } from '../../../db/client';
import { paymentRequestBuilder, networkRails, type OfferedNetworks } from '../../chains/payment-requests';
import type { StoredPayOption } from '../schema';
import { resolveToken } from './supported-tokens';

/**
 * The pay options of a new link priced in USD/EUR, each a token this server offers on its network (400 otherwise)
 * paid to the merchant's saved wallet on that network (400 WALLET_REQUIRED when there is none), in the order given.
 */
export function resolvePayOptions(
  config: OfferedNetworks,
  wallets: AccountWallets,
  options: readonly PayOption[],
): StoredPayOption[] {
  const payOptionNames = [...networkRails(config).values()]
    .filter((r) => r.profile.payOption)
    .map((r) => r.profile.name);
  return options.map(({ network, currency }) => {
    resolveToken(config, network, currency);
    const rail = paymentRequestBuilder(config, network);
    const name = rail.profile.name;
    if (!rail.profile.payOption)
      throw new AppError(
        'VALIDATION_ERROR',
        `Pay options are offered on ${listed(payOptionNames)}, not on ${name}`,
        400,
      );
    const wallet = wallets[rail.profile.savedWallet];
    const accountKey = savedAccountKeyOf(rail, wallets);
    if (!wallet && !accountKey)
      throw new AppError(
        'WALLET_REQUIRED',
        `Pay option ${currency} on ${name}: please set ${rail.walletNoun} in Settings`,
        400,
      );
    // A saved account key (Bitcoin's xpub) pays as it does for a link of that network alone: at an address derived
    // for this link, once the link's row exists (withFreshRecipients). Empty until then.
    return { network, currency, recipientAddress: accountKey ? '' : rail.normalizeAddress(wallet!) };
  });
}

function savedAccountKeyOf(rail: Rail, wallets: AccountWallets): string | null {
  return rail.profile.savedAccountKey && rail.freshRecipient ? (wallets[rail.profile.savedAccountKey] ?? null) : null;
}

/**
 * The link's pay options with an address derived for it wherever an account key pays (in the create transaction,
 * the link's row inserted): on the link's own network the link's address, on another its own fresh one.
 */
export async function withFreshRecipients(
  tx: Db,
  config: OfferedNetworks,
  wallets: AccountWallets,
  link: { id: string; network: string; recipientAddress: string },
  options: readonly StoredPayOption[],
): Promise<StoredPayOption[]> {
  const filled: StoredPayOption[] = [];
  for (const option of options) {
    const rail = paymentRequestBuilder(config, option.network);
    const accountKey = option.recipientAddress ? null : savedAccountKeyOf(rail, wallets);
    if (!accountKey) filled.push(option);
    else if (option.network === link.network) filled.push({ ...option, recipientAddress: link.recipientAddress });
    else
      filled.push({ ...option, recipientAddress: await rail.freshRecipient!(tx, { accountKey, paymentId: link.id }) });
  }
  return filled;
}

/** "Solana, Ethereum and Base". */
function listed(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What a link asks for while `chosen` is its option: its network, wallet, and the options' tokens on that network (the chosen one first). */
export function optionFields(options: readonly StoredPayOption[], chosen: StoredPayOption) {
  const onNetwork = options.filter((o) => o.network === chosen.network).map((o) => o.currency);
  return {
    network: chosen.network,
    recipientAddress: chosen.recipientAddress,
    payCurrencies: [chosen.currency, ...onNetwork.filter((c) => c !== chosen.currency)],
  };
}
