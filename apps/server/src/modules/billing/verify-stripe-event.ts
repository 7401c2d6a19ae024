import Stripe from 'stripe';
import type { AppConfig } from '../../config/app-config';
import { AppError } from '../../lib/app-error';

/** Checks the Stripe-Signature header against the raw request body with STRIPE_WEBHOOK_SECRET (Stripe's own verifier). */
export function verifyStripeEvent(config: AppConfig, rawBody: Buffer, signature: string | undefined): Stripe.Event {
  if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header', 400);
  if (!config.stripe.webhookSecret)
    throw new AppError('SERVICE_UNAVAILABLE', 'Stripe webhooks are not configured', 503);
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, config.stripe.webhookSecret);
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid Stripe signature', 400);
  }
}
