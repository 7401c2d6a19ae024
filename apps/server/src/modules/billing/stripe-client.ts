import Stripe from 'stripe';
import type { AppConfig } from '../../config/app-config';

/**
 * The official Stripe SDK pointed at STRIPE_API_BASE (protocol, host and port), or null when no secret key is
 * configured: card payments are then unavailable, never faked.
 */
export function stripeClient(config: AppConfig): Stripe | null {
  if (!config.stripe.secretKey) return null;
  const base = config.stripe.apiBase ? new URL(config.stripe.apiBase) : null;
  return new Stripe(config.stripe.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      protocol: base.protocol === 'http:' ? 'http' : 'https',
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
    }),
  });
}
