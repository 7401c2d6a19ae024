import type { AppConfig } from '../../config/app-config';
import { AppError } from '../../lib/app-error';
import type { PaymentRequestBuilder } from './chain-adapter';
import { bitcoinPaymentRequest } from './bitcoin/bitcoin-payment-request';
import { evmPaymentRequest } from './evm/evm-payment-request';
import { solanaPaymentRequest } from './solana/solana-payment-request';

/** The settings that say which networks a server offers. */
export type OfferedNetworks = Pick<AppConfig, 'evm' | 'bitcoin'>;

/**
 * The payment request builders of the offered networks, from config alone (no chain connection): Solana, each
 * configured EVM network with its chain id, and Bitcoin when offered. Each network's adapter (chain-adapters.ts)
 * exposes the same builder.
 */
export function paymentRequestBuilders(config: OfferedNetworks): Map<string, PaymentRequestBuilder> {
  const builders = new Map<string, PaymentRequestBuilder>([['solana', solanaPaymentRequest]]);
  for (const [network, net] of Object.entries(config.evm)) builders.set(network, evmPaymentRequest(network, net.chainId));
  if (config.bitcoin) builders.set('bitcoin', bitcoinPaymentRequest(config.bitcoin));
  return builders;
}

/** The builder of `network`, or a 400 when this server does not offer it. */
export function paymentRequestBuilder(config: OfferedNetworks, network: string): PaymentRequestBuilder {
  const builder = paymentRequestBuilders(config).get(network);
  if (!builder) throw new AppError('UNSUPPORTED_NETWORK', `Network "${network}" is not supported`, 400);
  return builder;
}
