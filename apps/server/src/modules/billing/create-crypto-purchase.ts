import { and, eq, inArray } from 'drizzle-orm';
import {
  BILLING_MSG,
  MAX_OPEN_CRYPTO_PURCHASES,
  type CryptoPurchaseResponse,
  type PurchaseCreditsInput,
} from '@paylink/shared';
import type { Db } from '../../db/client';
import { lockAccount } from '../accounts/lock-account';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { createPaymentLink } from '../payments/links/create-payment-link';
import { qrCodeData } from '../payments/links/qr-code-data';
import { openPayments } from '../payments/links/open-payments';
import { centsToDecimal } from './billing-dto';
import { planAllowance } from '../credits/plan-allowance';
import { purchasableUpgrades } from './plan-upgrades';
import { resolvePackage } from './resolve-package';
import { creditPurchases } from './schema';
import { treasuryWallet } from '../wallets/treasury-wallet';

/** The purchase modal counts down 10:00 (SPEC section 9); the link expires with it. */
const CRYPTO_PURCHASE_EXPIRY_S = 600;

type Buyer = { id: string; subscriptionTier: string | null; subscriptionStatus: string | null };

/** The buyer's purchase links still open for payment (PENDING, before their expiry), oldest first, with their purchase. */
async function openPurchases(db: Db, buyerId: string, now: Date, exceptPaymentId?: string) {
  const open = await openPayments(db, buyerId, 'credit_purchase', now, exceptPaymentId);
  if (open.length === 0) return [];
  const purchases = await db
    .select({
      paymentId: creditPurchases.paymentId,
      packageName: creditPurchases.packageName,
      credits: creditPurchases.credits,
    })
    .from(creditPurchases)
    .where(
      and(
        eq(creditPurchases.accountId, buyerId),
        inArray(
          creditPurchases.paymentId,
          open.map((p) => p.id),
        ),
      ),
    );
  const byPayment = new Map(purchases.map((p) => [p.paymentId, p]));
  return open.flatMap((payment) => {
    const purchase = byPayment.get(payment.id);
    return purchase ? [{ payment, packageName: purchase.packageName, credits: purchase.credits }] : [];
  });
}

/**
 * Starts a crypto purchase: a USDC payment link (1 USDC per USD) to the platform treasury, verified by the same
 * watcher as merchant links, with its pending purchase recorded in the same transaction. The watcher's
 * completion adds the credits (fulfillCryptoPurchase). Each open link is watched for free, so an account holds
 * at most MAX_OPEN_CRYPTO_PURCHASES: asking again for a package already open returns that link (`reused`), and
 * past the limit it is a 409 (checked under the buyer's row lock, so concurrent requests cannot pass it together).
 */
export async function createCryptoPurchase(
  deps: Deps,
  buyer: Buyer,
  input: PurchaseCreditsInput,
): Promise<CryptoPurchaseResponse & { reused: boolean }> {
  const treasury = await treasuryWallet(deps);
  if (!treasury) throw new AppError('SERVICE_UNAVAILABLE', BILLING_MSG.cryptoNotConfigured, 503);
  const pkg = await resolvePackage(
    deps.db,
    buyer,
    input,
    await purchasableUpgrades(deps.db, await planAllowance(deps.db, buyer.id)),
  );
  if (pkg.amountCents === 0n) throw new AppError('VALIDATION_ERROR', 'A free package cannot be paid in crypto', 400);
  const price = centsToDecimal(pkg.amountCents);
  const pkgOut = { name: pkg.name, displayName: pkg.displayName, credits: pkg.credits, price };
  const open = await openPurchases(deps.db, buyer.id, new Date());
  const same = open.find((o) => o.packageName === pkg.name && o.credits === pkg.credits);
  if (same) {
    const p = same.payment;
    const payment = {
      id: p.id,
      amount: price,
      currency: p.currency,
      qrCode: qrCodeData(p.paymentUrl),
      solanaPayUrl: p.paymentUrl,
      transactionRequestUrl: p.transactionRequestUrl,
      expiresAt: p.expiresAt.toISOString(),
    };
    return { payment, package: pkgOut, reused: true };
  }
  const tooMany = () =>
    new AppError('CONFLICT', BILLING_MSG.tooManyOpenCryptoPurchases(MAX_OPEN_CRYPTO_PURCHASES), 409);
  if (open.length >= MAX_OPEN_CRYPTO_PURCHASES) throw tooMany();
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
          await lockAccount(tx, buyer.id);
          const others = await openPurchases(tx, buyer.id, link.createdAt, link.id);
          if (others.length >= MAX_OPEN_CRYPTO_PURCHASES) throw tooMany();
          await tx.insert(creditPurchases).values({
            id: purchaseId,
            accountId: buyer.id,
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
      // USDC through the transaction request: Paylink pays the network fee (gasless, like any USDC link).
      transactionRequestUrl: payment.transactionRequestUrl,
      expiresAt: payment.expiresAt,
    },
    package: pkgOut,
    reused: false,
  };
}
