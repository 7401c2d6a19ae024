import { FIAT_DECIMALS, isFiatCurrency, NETWORK_NAMES, type Network, type TokenInfo } from '@paylink/shared';
import type { AppConfig } from '../../config/app-config';
import { AppError } from '../../lib/app-error';
import type { Rail } from '../chains/chain-adapter';
import { networkRails } from '../chains/payment-requests';

/** The offered networks that carry `symbol`, with the token as each rail knows it (mint or contract). */
export function networksWithToken(
  config: AppConfig,
  symbol: string,
): { network: string; rail: Rail; token: TokenInfo }[] {
  return [...networkRails(config)].flatMap(([network, rail]) => {
    const token = rail.tokens.find((t) => t.symbol === symbol);
    return token ? [{ network, rail, token }] : [];
  });
}

/** The token `symbol` as `network`'s rail knows it. */
export function payoutToken(config: AppConfig, symbol: string, network: string): TokenInfo {
  const found = networksWithToken(config, symbol).find((n) => n.network === network);
  if (!found)
    throw new AppError('VALIDATION_ERROR', `${symbol} is not paid on ${networkName(network)} on this server`, 400);
  return found.token;
}

/** Decimals of a payout's currency: USD/EUR in cents, a token in its base units (400 for a token no offered network has). */
export function currencyDecimals(config: AppConfig, currency: string): number {
  if (isFiatCurrency(currency)) return FIAT_DECIMALS;
  const [first] = networksWithToken(config, currency);
  if (!first) throw new AppError('VALIDATION_ERROR', `No network on this server pays in ${currency}`, 400);
  return first.token.decimals;
}

export const networkName = (network: string) => NETWORK_NAMES[network as Network] ?? network;

/**
 * The address a recipient (or the merchant) gives for `network`, as the rail checks it: its format and checksum
 * (EVM EIP-55), its chain (Bitcoin's configured network), normalised as links store it. 400 otherwise.
 */
export function payoutAddress(config: AppConfig, network: string, address: string, allowed: readonly string[]): string {
  const rail = networkRails(config).get(network);
  if (!rail || !allowed.includes(network)) {
    throw new AppError('UNSUPPORTED_NETWORK', `This payout is not paid on ${networkName(network)}`, 400, {
      details: [{ msg: 'Pick one of the networks offered', path: 'network' }],
    });
  }
  rail.assertRecipient?.(address);
  if (!rail.isAddress(address)) {
    const msg = `This is not a valid ${networkName(network)} address`;
    throw new AppError('VALIDATION_ERROR', msg, 400, { details: [{ msg, path: 'address' }] });
  }
  return rail.normalizeAddress(address);
}
