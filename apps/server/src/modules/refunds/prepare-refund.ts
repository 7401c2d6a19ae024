import { randomBytes } from 'node:crypto';
import {
  ADDRESS_FORMATS,
  base58Encode,
  formatAmount,
  isEvmNetwork,
  MSG,
  REFUND_PAYER_UNKNOWN,
  REFUND_PAYERS_DIFFER,
  REFUND_TTL_MS,
  type createRefundBodySchema,
  type EvmNetwork,
  type Refund,
} from '@paylink/shared';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { chargeApiCall, type Caller } from '../credits/charge-api-call';
import type { Rail } from '../chains/chain-adapter';
import { paymentRequestBuilder } from '../chains/payment-requests';
import type { PaymentRow } from '../payments/links/payment-dto';
import type { PaymentTransferRow } from '../payments/schema';
import { lockPayment } from '../payments/lifecycle/lock-payment';
import { paymentNetwork } from '../payments/links/payment-network';
import { checkDestinationCap, refundTerms } from './refund-terms';
import { toRefundDto } from './refund-dto';
import { refunds } from './schema';
import { assertNotScreened } from '../screening/assert-not-screened';

export type CreateRefundBody = NonNullable<z.output<typeof createRefundBodySchema>>;

/**
 * Prepares a refund of one of the merchant's links (404 for anyone else's): the amount (default: what is owed, of
 * the transfer when one is named), the destination (default: the one payer of what it refunds, see destination)
 * and a payment URL from the merchant's wallet to it, with a fresh reference, that the merchant's wallet pays; the
 * refund watcher then completes it. Under the link's row lock, so what is refunded or reserved by PENDING refunds never exceeds what arrived,
 * nor what a paying wallet sent for refunds to it (checkDestinationCap). Through
 * an API key (`caller`) the call costs one credit, in the same transaction.
 */
export async function prepareRefund(
  deps: Deps,
  accountId: string,
  paymentId: string,
  body: CreateRefundBody,
  opts: { caller: Caller; now?: Date },
): Promise<Refund> {
  const now = opts.now ?? new Date();
  // EVM: the chain head before the refund exists; its transfer can only be in a later block.
  const network = await paymentNetwork(deps.db, paymentId);
  const scannedBlock = network !== undefined && isEvmNetwork(network) ? await headBlock(deps, network) : null;

  const row = await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId, accountId);
    if (!payment) throw new AppError('NOT_FOUND', MSG.paymentNotFound, 404);
    const terms = await refundTerms(tx, payment, body, now);
    const { transfers, transfer, currency, decimals, asset, amount, owedNow, shares, refundable } = terms;

    // A refund of the whole link draws on what is owed first; beyond it, on every transfer that may still be refunded.
    const drawn = transfer
      ? [transfer]
      : transfers.filter(
          (t) =>
            t.currency === currency &&
            ((amount <= owedNow ? shares.byTransfer.get(t.id) : refundable.byTransfer.get(t.id)) ?? 0n) > 0n,
        );
    const rail = paymentRequestBuilder(deps.config, payment.network);
    // Where the payer cannot be paid back where they paid from (Bitcoin's inputs), the customer gives an address.
    const to = rail.refundDestination
      ? rail.refundDestination(body.to, payment.recipientAddress)
      : destination(rail, payment, drawn, body.to, decimals);
    checkDestinationCap(terms, to);
    await assertNotScreened(tx, payment.network, to, 'refund');
    const id = newId('rfd');
    // Only a network that tells transfers apart by a reference key gets one (on EVM and Bitcoin the transfer itself is looked for).
    const reference = rail.matchBy === 'reference' ? base58Encode(randomBytes(32)) : null;
    const paymentUrl = rail.refundRequest({
      refundId: id,
      to,
      amount,
      decimals,
      asset,
      reference,
      label: `Refund ${payment.label}`,
    });
    const [inserted] = await tx
      .insert(refunds)
      .values({
        id,
        paymentId: payment.id,
        accountId,
        transferId: transfer?.id ?? null,
        amount,
        currency,
        network: payment.network,
        asset,
        fromAddress: payment.recipientAddress,
        toAddress: to,
        paymentUrl,
        reference,
        reason: body.reason || null,
        scannedBlock,
        expiresAt: new Date(now.getTime() + REFUND_TTL_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await chargeApiCall(tx, opts.caller, accountId, id);
    return inserted!;
  });
  // The dashboard's live feed: the link's refunds changed.
  deps.notifier.notify(row.paymentId);
  return toRefundDto(row);
}

/**
 * Where the refund goes: the address given, else the one payer of the transfers it draws on (the transfer named,
 * or for the whole link see `drawn` above), never the link's `payerAddress`: that is whoever completed it, and a
 * stranger can complete a customer's payment with a dust transfer carrying its reference. Transfers from more than
 * one wallet (or some from an unknown one): a 400 listing each wallet and what it sent, as one refund has one
 * destination; the merchant then names the transfer or the address. So a refund never exceeds what its
 * destination sent (the amount is within what those transfers owe, or may still be refunded).
 */
function destination(
  rail: Rail,
  payment: PaymentRow,
  drawn: PaymentTransferRow[],
  given: string | undefined,
  decimals: number,
): string {
  const format = ADDRESS_FORMATS[rail.profile.addressFormat];
  if (given !== undefined && !format.isAddress(given))
    throw new AppError('VALIDATION_ERROR', format.invalid, 400, { details: [{ msg: format.invalid, path: 'to' }] });
  const payers = new Set(drawn.map((t) => (t.payer === null ? null : format.key(t.payer))));
  if (given === undefined && payers.size > 1) {
    const details = drawn.map((t) => ({
      msg: `${t.id}: ${formatAmount(t.amount ?? 0n, decimals)} ${t.currency} from ${t.payer ?? 'an unknown wallet'}`,
      path: 'transferId',
    }));
    throw new AppError('VALIDATION_ERROR', REFUND_PAYERS_DIFFER, 400, { details });
  }
  const payer = given ?? drawn[0]?.payer ?? null;
  if (!payer)
    throw new AppError('VALIDATION_ERROR', REFUND_PAYER_UNKNOWN, 400, {
      details: [{ msg: REFUND_PAYER_UNKNOWN, path: 'to' }],
    });
  const to = rail.normalizeAddress(payer);
  if (to === payment.recipientAddress)
    throw new AppError('VALIDATION_ERROR', 'A refund goes to the customer, not to your own wallet.', 400);
  return to;
}

/** An EVM network's chain head now: a refund prepared now is paid in a later block. */
export async function headBlock(deps: Deps, network: EvmNetwork): Promise<bigint> {
  const client = deps.evm[network];
  if (!client) throw new AppError('UNSUPPORTED_NETWORK', `${network} is not offered on this server`, 400);
  try {
    return await client.getBlockNumber({ cacheTime: 0 });
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', `The ${network} node cannot be reached; try again shortly.`, 503);
  }
}
