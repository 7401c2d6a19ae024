import type { AppConfig } from '../../config/app-config';
import { AppError } from '../../lib/app-error';
import type { PaymentRequestBuilder } from './chain-adapter';
import { evmPaymentRequest } from './evm/evm-payment-request';
import { solanaPaymentRequest } from './solana/solana-payment-request';

/**
 * The payment request builders of the offered networks, from config alone (no chain connection): Solana, and each
 * configured EVM network with its chain id. Each network's adapter (chain-adapters.ts) exposes the same builder.
 */
export function paymentRequestBuilders(evm: AppConfig['evm']): Map<string, PaymentRequestBuilder> {
  const builders = new Map<string, PaymentRequestBuilder>([['solana', solanaPaymentRequest]]);
  for (const [network, net] of Object.entries(evm)) builders.set(network, evmPaymentRequest(network, net.chainId));
  return builders;
}

/** The builder of `network`, or a 400 when this server does not offer it. */
export function paymentRequestBuilder(evm: AppConfig['evm'], network: string): PaymentRequestBuilder {
  const builder = paymentRequestBuilders(evm).get(network);
  if (!builder) throw new AppError('UNSUPPORTED_NETWORK', `Network "${network}" is not supported`, 400);
  return builder;
}
