import { FIAT_CURRENCIES, PAY_OPTIONS_MAX, type PayOption, type PosSetup } from '@paylink/shared';
import type { Deps } from '../../deps';
import type { AccountWallets } from '../chains/chain-adapter';
import { networkRails } from '../chains/payment-requests';

type Merchant = AccountWallets & { defaultPayOptions: PayOption[] | null };

/**
 * What a POS sale may be paid with: the merchant's default pay options, or (none set) every token of each network
 * where the account has a receiving wallet, so a shop with one wallet sells at once.
 */
export function posPayOptions(config: Deps['config'], merchant: Merchant): PayOption[] {
  if (merchant.defaultPayOptions?.length)
    return merchant.defaultPayOptions.map(({ network, currency }) => ({ network, currency }));
  const options: PayOption[] = [];
  for (const [network, rail] of networkRails(config)) {
    if (!rail.profile.payOption || !merchant[rail.profile.savedWallet]) continue;
    options.push(...rail.tokens.map((token) => ({ network, currency: token.symbol })));
  }
  return options.slice(0, PAY_OPTIONS_MAX);
}

/** The keypad's currencies: USD and EUR (quoted in the pay options' tokens), then each token charged as itself. */
export function posSetup(config: Deps['config'], merchant: Merchant, accountName: string): PosSetup {
  const options = posPayOptions(config, merchant);
  const tokens = [...new Set(options.map((o) => o.currency))];
  return { accountName, currencies: options.length === 0 ? [] : [...FIAT_CURRENCIES, ...tokens] };
}
