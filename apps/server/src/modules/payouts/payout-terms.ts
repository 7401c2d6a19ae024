import {
  isFiatCurrency,
  parseAmount,
  PAYOUT_CLAIM_TTL_DAYS,
  type CreatePayoutBody,
  type PayoutStatus,
} from '@paylink/shared';
import type { AppConfig } from '../../config/app-config';
import { AppError } from '../../lib/app-error';
import { currencyDecimals, networksWithToken, payoutAddress } from './payout-rails';

export interface PayoutTerms {
  name: string;
  email: string | null;
  amount: bigint;
  currency: string;
  payCurrency: string;
  /** Token payouts: the amount itself; USD/EUR: null until the quote is locked when batched. */
  payAmount: bigint | null;
  networks: string[];
  network: string | null;
  address: string | null;
  status: PayoutStatus;
  /** Days its claim link stays open (used only without an address). */
  claimDays: number;
}

const invalid = (path: string, msg: string) => new AppError('VALIDATION_ERROR', msg, 400, { details: [{ msg, path }] });

/**
 * What a payout request means on this server, checked as a whole before anything is stored: the token is offered
 * on the networks allowed, the amount fits its decimals, and an address is valid on its network (named, or the one
 * allowed network that accepts it). Without an address the payout awaits the recipient's claim.
 */
export function payoutTerms(config: AppConfig, body: CreatePayoutBody): PayoutTerms {
  const fiat = isFiatCurrency(body.currency);
  if (fiat && !body.payCurrency)
    throw invalid('payCurrency', `A payout in ${body.currency} needs payCurrency, the token it is paid in`);
  if (!fiat && body.payCurrency && body.payCurrency !== body.currency)
    throw invalid('payCurrency', 'payCurrency is only for payouts in USD or EUR');
  const payCurrency = fiat ? body.payCurrency! : body.currency;
  const offered = networksWithToken(config, payCurrency).map((n) => n.network);
  if (offered.length === 0) throw invalid('currency', `No network on this server pays in ${payCurrency}`);
  const networks = body.networks ?? offered;
  const unknown = networks.find((n) => !offered.includes(n));
  if (unknown) throw invalid('networks', `${payCurrency} is not paid on "${unknown}" on this server`);

  const parsed = parseAmount(body.amount, currencyDecimals(config, body.currency));
  if (!parsed.ok) throw invalid('amount', `${parsed.reason} for ${body.currency}`);

  let network: string | null = null;
  let address: string | null = null;
  if (body.address) {
    network = body.network ?? inferNetwork(config, networks, body.address);
    address = payoutAddress(config, network, body.address, networks);
  }
  return {
    name: body.name,
    email: body.email ?? null,
    amount: parsed.value,
    currency: body.currency,
    payCurrency,
    payAmount: fiat ? null : parsed.value,
    networks: network ? [network] : networks,
    network,
    address,
    status: address ? 'READY' : 'AWAITING_ADDRESS',
    claimDays: body.claimExpiresInDays ?? PAYOUT_CLAIM_TTL_DAYS,
  };
}

/** The one allowed network whose rail accepts `address` (an EVM address fits every EVM network: then it must be named). */
function inferNetwork(config: AppConfig, networks: readonly string[], address: string): string {
  const fits = candidates(config, networks, address);
  if (fits.length === 1) return fits[0]!;
  throw invalid(
    'network',
    fits.length === 0
      ? 'This address is not valid on any network of this payout'
      : `Name the network of this address (${fits.join(', ')})`,
  );
}

function candidates(config: AppConfig, networks: readonly string[], address: string): string[] {
  return networks.filter((network) => {
    try {
      payoutAddress(config, network, address, networks);
      return true;
    } catch {
      return false;
    }
  });
}
