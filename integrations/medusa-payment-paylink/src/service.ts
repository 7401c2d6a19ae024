import { AbstractPaymentProvider, MedusaError, PaymentActions } from '@medusajs/framework/utils';
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  Logger,
  PaymentProviderInput,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from '@medusajs/framework/types';
import { decimalAmount, proportionalAmount } from './decimal-amount';
import { sessionStatus, webhookAction } from './link-status';
import { paylinkApi, PaylinkApiError, type PaylinkApi, type PaylinkLink, type PaylinkRefund } from './paylink-api';
import { verifiedWebhookBody } from './verify-webhook';

export interface PaylinkOptions {
  /** The Paylink server, e.g. https://pay.example.com */
  apiUrl: string;
  /** A merchant API key (`pl_…`, Settings → API). */
  apiKey: string;
  /** The webhook signing secret (`whsec_…`, Settings → Webhooks). */
  webhookSecret: string;
  /** The network links are created on (default `solana`). */
  network?: string;
  /** For a store priced in USD or EUR: the tokens the customer may pay with (default `['USDC']`). */
  payCurrencies?: string[];
  /** How long a link stays payable, in seconds (Paylink's default, 24 h, when unset). */
  expiresInSeconds?: number;
  /** The label the hosted page shows (default `Order`). */
  label?: string;
}

const FIAT = new Set(['USD', 'EUR']);
/** The metadata key that ties a Paylink link to its Medusa payment session. */
export const SESSION_METADATA_KEY = 'medusa_session_id';

/** The session data this provider keeps: the link and the refunds prepared for it. */
interface PaylinkSessionData extends Record<string, unknown> {
  id: string;
  session_id: string;
  checkout_url: string;
  status: PaylinkLink['status'];
  refunds?: PaylinkRefund[];
}

type Cradle = { logger?: Logger };

export class PaylinkPaymentProviderService extends AbstractPaymentProvider<PaylinkOptions> {
  static identifier = 'paylink';
  protected readonly api: PaylinkApi;
  protected readonly options: PaylinkOptions;
  protected readonly logger?: Logger;

  static validateOptions(options: Record<string, unknown>): void {
    for (const key of ['apiUrl', 'apiKey', 'webhookSecret']) {
      if (typeof options[key] !== 'string' || !options[key]) {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `The Paylink payment provider needs the option ${key}`);
      }
    }
  }

  constructor(cradle: Cradle, options: PaylinkOptions) {
    super(cradle, options);
    this.options = options;
    this.logger = cradle.logger;
    this.api = paylinkApi(options.apiUrl, options.apiKey);
  }

  /** Creates the link at the cart's amount and currency; the session id is its Idempotency-Key, so a retry gives the same link. */
  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const sessionId = sessionIdOf(input);
    const link = await this.createLink(input, sessionId, sessionId);
    return { id: link.id, status: sessionStatus(link.status), data: this.sessionData(link, sessionId) };
  }

  /** A link's price never changes: a new amount or currency gets a new link (its own Idempotency-Key). */
  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    const sessionId = sessionIdOf(input);
    const amount = decimalAmount(input.amount);
    const current = input.data as Partial<PaylinkSessionData> | undefined;
    if (current?.id) {
      const link = await this.api.getLink(current.id);
      if (decimalAmount(link.amount) === amount && link.currency === input.currency_code.toUpperCase()) {
        return { status: sessionStatus(link.status), data: this.sessionData(link, sessionId) };
      }
    }
    const link = await this.createLink(input, sessionId, `${sessionId}:${amount}:${input.currency_code.toUpperCase()}`);
    return { status: sessionStatus(link.status), data: this.sessionData(link, sessionId) };
  }

  /** Authorized once the link is COMPLETED, read from Paylink itself (never from a webhook's body). */
  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    const link = await this.api.getLink(linkIdOf(input));
    return { status: sessionStatus(link.status), data: this.sessionData(link, sessionIdOf(input)) };
  }

  /** Medusa's status poll: it finds a payment whose webhook never arrived. */
  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    const link = await this.api.getLink(linkIdOf(input));
    return { status: sessionStatus(link.status), data: this.sessionData(link, sessionIdOf(input)) };
  }

  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    const link = await this.api.getLink(linkIdOf(input));
    return { data: { ...input.data, ...this.sessionData(link, sessionIdOf(input)) } };
  }

  /** Crypto settles at once: a COMPLETED link has nothing left to capture. */
  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data: input.data };
  }

  /**
   * Ends the link now (`POST /api/v1/payment-links/:id/expire`): Paylink's watcher then expires it like any link
   * at its expiry. A link that is no longer open (paid meanwhile, or ended already) is read back as it is: money
   * that arrived completes it in Paylink, where the merchant refunds it.
   */
  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    const id = linkIdOf(input);
    const link = await this.api.endLink(id).catch(async (err: unknown) => {
      if (err instanceof PaylinkApiError && err.status === 409) return this.api.getLink(id);
      throw err;
    });
    return { data: { ...input.data, status: link.status } };
  }

  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return this.cancelPayment(input);
  }

  /**
   * Prepares a Paylink refund of `amount` (in the order's currency), converted to the token the customer paid at
   * the rate they paid. The merchant pays it from their wallet (its QR in the dashboard, or `paymentUrl`): Paylink
   * never holds money. Each refund's Idempotency-Key is the link and the refund's number, so a retry prepares
   * nothing twice.
   */
  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const data = input.data as PaylinkSessionData;
    const link = await this.api.getLink(linkIdOf(input));
    const amount = proportionalAmount(link.payAmount, decimalAmount(input.amount), link.amount);
    const refunds = data.refunds ?? [];
    const refund = await this.api.prepareRefund(link.id, amount, `${link.id}:refund:${refunds.length + 1}`);
    return { data: { ...data, refunds: [...refunds, refund] } };
  }

  /**
   * Verifies the Standard Webhooks signature on the raw body (the parsed `data` Medusa passes is never trusted),
   * then maps the event to Medusa's action. A bad or stale signature, or a link Medusa did not create, is
   * `not_supported`, which Medusa ignores.
   */
  async getWebhookActionAndData(payload: ProviderWebhookPayload['payload']): Promise<WebhookActionResult> {
    const body = verifiedWebhookBody(this.options.webhookSecret, payload.rawData, payload.headers);
    if (body === null) {
      this.logger?.warn('Paylink: a webhook with an invalid or expired signature was ignored');
      return { action: PaymentActions.NOT_SUPPORTED };
    }
    const event = JSON.parse(body) as {
      event_type?: string;
      data?: {
        payment?: { amount?: string; status?: PaylinkLink['status']; metadata?: Record<string, unknown> | null };
      };
    };
    const payment = event.data?.payment;
    const sessionId = payment?.metadata?.[SESSION_METADATA_KEY];
    if (!payment?.amount || typeof sessionId !== 'string' || event.event_type === 'payment.refunded') {
      return { action: PaymentActions.NOT_SUPPORTED };
    }
    return { action: webhookAction(payment.status), data: { session_id: sessionId, amount: payment.amount } };
  }

  private createLink(input: InitiatePaymentInput, sessionId: string, idempotencyKey: string): Promise<PaylinkLink> {
    const currency = input.currency_code.toUpperCase();
    return this.api.createLink(
      {
        amount: decimalAmount(input.amount),
        currency,
        network: this.options.network ?? 'solana',
        ...(FIAT.has(currency) ? { payCurrencies: this.options.payCurrencies ?? ['USDC'] } : {}),
        label: this.options.label ?? 'Order',
        ...(this.options.expiresInSeconds ? { expiresIn: this.options.expiresInSeconds } : {}),
        metadata: { [SESSION_METADATA_KEY]: sessionId },
      },
      idempotencyKey,
    );
  }

  private sessionData(link: PaylinkLink, sessionId: string): PaylinkSessionData {
    return { id: link.id, session_id: sessionId, checkout_url: link.checkoutUrl, status: link.status };
  }
}

/** Medusa passes the payment session's id as the idempotency key (and keeps it in the data we return). */
function sessionIdOf(input: PaymentProviderInput): string {
  const id = input.context?.idempotency_key ?? input.data?.session_id;
  if (typeof id !== 'string' || !id)
    throw new MedusaError(MedusaError.Types.INVALID_DATA, 'Paylink: no payment session id');
  return id;
}

function linkIdOf(input: PaymentProviderInput): string {
  const id = input.data?.id;
  if (typeof id !== 'string' || !id)
    throw new MedusaError(MedusaError.Types.INVALID_DATA, 'Paylink: the session has no link id');
  return id;
}
