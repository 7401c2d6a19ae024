import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { mcpToolSchemas, type AccountAction, type McpToolName } from '@paylink/shared';
import type { Deps } from '../../deps';
import { accountBalance } from '../accounts/account-balance';
import { getPaymentLink } from '../merchant-api/get-payment-link';
import { listPaymentLinks } from '../merchant-api/list-payment-links';
import { createPaymentLink } from '../payments/links/create-payment-link';
import { paymentStats } from '../payments/links/payment-stats';
import { prepareRefund } from '../refunds/prepare-refund';
import { createPlan } from '../subscriptions/create-plan';
import { listSubscriptions } from '../subscriptions/list-subscriptions';
import { listUnmatchedTransfers } from '../unmatched-transfers/list-unmatched-transfers';
import { callerMerchant, type McpCaller } from './mcp-caller';

type Input<N extends McpToolName> = z.output<(typeof mcpToolSchemas)[N]['input']>;
type Output<N extends McpToolName> = z.input<(typeof mcpToolSchemas)[N]['output']>;

/** One tool: what it says to the assistant (fixed text, never data), the role-table action it needs, and what it does. */
export interface McpTool<N extends McpToolName = McpToolName> {
  name: N;
  title: string;
  description: string;
  action: AccountAction;
  annotations: ToolAnnotations;
  run(deps: Deps, caller: McpCaller, input: Input<N>): Promise<Output<N>>;
  /** The id the call acted on, for the audit trail. */
  target?(input: Input<N>, output: Output<N>): string;
}

const READ: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};
const CREATE: ToolAnnotations = {
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: false,
  openWorldHint: false,
};

const tool = <N extends McpToolName>(t: McpTool<N>) => t as unknown as McpTool;

/**
 * The tools, each the same use case as its /api/v1 route with the same credit (`api_key`): a link, a read of a link
 * or of the list, and a refund cost one credit; the others are free, as /api/v1/subscriptions is.
 */
export const MCP_TOOLS: McpTool[] = [
  tool({
    name: 'create_payment_link',
    title: 'Create a payment link',
    description:
      'Creates a payment link (costs one credit). Price it in a token (amount + currency, e.g. "12.5" USDC) or in USD/EUR with payCurrency or payCurrencies; payOptions lets the customer choose the network; expiresIn is in seconds. Answers the link with its checkoutUrl to send the customer.',
    action: 'payments:create',
    annotations: CREATE,
    run: (deps, caller, input) => createPaymentLink(deps, callerMerchant(caller), input, { caller: 'api_key' }),
    target: (_input, output) => output.payment.id,
  }),
  tool({
    name: 'get_payment',
    title: 'Get a payment link',
    description:
      'One of your payment links by id, with its status, what arrived and the refund it would propose. Costs one credit.',
    action: 'read',
    annotations: READ,
    run: async (deps, caller, input) => ({
      payment: await getPaymentLink(deps.db, 'api_key', caller.account.id, input.id),
    }),
  }),
  tool({
    name: 'list_payments',
    title: 'List payment links',
    description:
      'Your payment links, newest first, filtered by status, creation date range (from inclusive, to exclusive) and a text in the label or reference. Pass the last id as starting_after for the next page. Costs one credit.',
    action: 'read',
    annotations: READ,
    run: (deps, caller, input) => listPaymentLinks(deps.db, 'api_key', caller.account.id, input),
  }),
  tool({
    name: 'prepare_refund',
    title: 'Prepare a refund',
    description:
      'Prepares a refund of a payment link and returns the payment request (paymentUrl) for the merchant’s own wallet to sign and send; Paylink never moves the money. Default amount: what is owed; default destination: the payer. Refused above what may be refunded. Costs one credit.',
    action: 'refunds:create',
    // Nothing leaves the wallet here, but what it prepares is a payment out of it: clients should confirm.
    annotations: { ...CREATE, destructiveHint: true },
    run: async (deps, caller, { id, ...body }) => ({
      refund: await prepareRefund(deps, caller.account.id, id, body, { caller: 'api_key' }),
    }),
    target: (input) => input.id,
  }),
  tool({
    name: 'get_balance_and_stats',
    title: 'Balance and statistics',
    description: 'Your credits, what your completed links received by token, and counts of links by status.',
    action: 'read',
    annotations: READ,
    run: async (deps, caller) => {
      const [balance, stats] = await Promise.all([
        accountBalance(deps.db, caller.account.id),
        paymentStats(deps.db, caller.account.id),
      ]);
      return { balance, stats };
    },
  }),
  tool({
    name: 'list_unmatched_transfers',
    title: 'List unmatched transfers',
    description:
      'Transfers to your wallets that paid no link (open, assigned or dismissed), newest first, with how many are still open.',
    action: 'read',
    annotations: READ,
    run: (deps, caller, input) => listUnmatchedTransfers(deps.db, caller.account.id, input),
  }),
  tool({
    name: 'create_subscription_plan',
    title: 'Create a subscription plan',
    description:
      'Creates a recurring plan customers subscribe to: name, amount and currency (USD/EUR need payCurrency), interval (day, week, month, year) and intervalCount, optional trialDays, graceDays and renewalNoticeDays.',
    action: 'subscriptions:write',
    annotations: CREATE,
    run: async (deps, caller, input) => ({ plan: await createPlan(deps, caller.account.id, input) }),
    target: (_input, output) => output.plan.id,
  }),
  tool({
    name: 'list_subscribers',
    title: 'List subscribers',
    description: 'Your subscribers, newest first, filtered by status and plan, a page at a time.',
    action: 'read',
    annotations: READ,
    run: (deps, caller, input) => listSubscriptions(deps.db, caller.account.id, input),
  }),
];
