import { BILLING_MSG, type CryptoPurchaseResponse, type PurchaseCreditsInput } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { createPaymentLink } from '../payments/create-payment-link';
import { centsToDecimal } from './billing-dto';
import { resolvePackage } from './resolve-package';
import { creditPurchases } from './schema';
import { treasuryWallet } from './treasury-wallet';

/** The purchase modal counts down 10:00 (SPEC section 9); the link expires with it. */
const CRYPTO_PURCHASE_EXPIRY_S = 600;

type Buyer = { id: string; subscriptionTier: string | null; subscriptionStatus: string | null };

/**
 * Starts a crypto purchase: a USDC payment link (1 USDC per USD) to the platform treasury, verified by the same
 * watcher as merchant links, with its pending purchase recorded in the same transaction. The watcher's
 * completion adds the credits (fulfillCryptoPurchase).
 */
export async function createCryptoPurchase(deps: Deps, buyer: Buyer, input: PurchaseCreditsInput): Promise<CryptoPurchaseResponse> {
  const treasury = await treasuryWallet(deps);
  if (!treasury) throw new AppError('SERVICE_UNAVAILABLE', BILLING_MSG.cryptoNotConfigured, 503);
  const pkg = await resolvePackage(deps.db, buyer, input);
  if (pkg.amountCents === 0n) throw new AppError('VALIDATION_ERROR', 'A free package cannot be paid in crypto', 400);
  const price = centsToDecimal(pkg.amountCents);
  const purchaseId = newId('pur');
  const { payment } = await createPaymentLink(
    deps,
    { id: buyer.id, walletAddress: null },
    {
      amount: price,
      currency: 'USDC',
      network: 'solana',
      label: 'Paylink credits',
      message: `${pkg.displayName}: ${pkg.credits} credits`,
      walletAddress: treasury,
      expiresIn: CRYPTO_PURCHASE_EXPIRY_S,
    },
    {
      purchase: {
        purpose: 'credit_purchase',
        onCreated: async (tx, link) => {
          await tx.insert(creditPurchases).values({
            id: purchaseId,
            userId: buyer.id,
            method: 'crypto',
            packageKind: pkg.kind,
            packageName: pkg.name,
            displayName: pkg.displayName,
            credits: pkg.credits,
            amountCents: pkg.amountCents,
            tier: pkg.tier,
            paymentId: link.id,
          });
        },
      },
    },
  );
  return {
    payment: {
      id: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      qrCode: payment.qrCodeData,
      solanaPayUrl: payment.paymentUrl,
      expiresAt: payment.expiresAt,
    },
    package: { name: pkg.name, displayName: pkg.displayName, credits: pkg.credits, price },
  };
}
