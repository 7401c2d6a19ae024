import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ErrorCode,
  McpError,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { getPaymentLink } from '../merchant-api/get-payment-link';
import { paymentOwner } from '../payments/links/payment-owner';
import { buildReceipt } from '../receipts/build-receipt';
import { mcpCallerOf, type McpCaller } from './mcp-caller';

/** JSON-RPC's code for a resource that does not exist (MCP specification, resources). */
const RESOURCE_NOT_FOUND = -32002;
const PAYMENT_URI = /^paylink:\/\/payments\/([^/]{1,64})(\/receipt)?$/;

/** The API's error as a JSON-RPC error: its sentence, and its code in `data`. */
function asMcpError(err: unknown): unknown {
  if (!(err instanceof AppError)) return err;
  return new McpError(err.status === 404 ? RESOURCE_NOT_FOUND : ErrorCode.InvalidRequest, err.message, {
    code: err.code,
  });
}

async function read<T>(uri: URL, load: () => Promise<T>) {
  try {
    return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(await load()) }] };
  } catch (err) {
    throw asMcpError(err);
  }
}

/** The payment a resource URI names, once it is known to be the caller's account's (else the API's 404). */
async function ownedPaymentOf(deps: Deps, caller: McpCaller, uri: string): Promise<string> {
  const id = PAYMENT_URI.exec(uri)?.[1];
  if (!id || (await paymentOwner(deps.db, id)) !== caller.account.id)
    throw asMcpError(new AppError('NOT_FOUND', `No resource ${uri}`, 404));
  return id;
}

/**
 * `paylink://payments/{id}` (the link, as GET /api/v1/payment-links/:id, one credit) and
 * `paylink://payments/{id}/receipt` (its receipt once COMPLETED, free as the public receipt is). A subscription is
 * told `notifications/resources/updated` each time the payment changes, through the notifier the hosted page's
 * live status uses; `allowed` is asked first, so a revoked key hears nothing more. Answers what closes them.
 */
export function registerPaymentResources(server: McpServer, deps: Deps, allowed: () => Promise<boolean>): () => void {
  server.registerResource(
    'payment',
    new ResourceTemplate('paylink://payments/{id}', { list: undefined }),
    {
      title: 'Payment link',
      description: 'One of your payment links: status, amounts, transfers and the refund it would propose',
      mimeType: 'application/json',
    },
    (uri, { id }, extra) =>
      read(uri, async () => ({
        payment: await getPaymentLink(deps.db, 'api_key', mcpCallerOf(extra).account.id, String(id)),
      })),
  );
  server.registerResource(
    'receipt',
    new ResourceTemplate('paylink://payments/{id}/receipt', { list: undefined }),
    {
      title: 'Receipt',
      description: 'The receipt of one of your completed payment links',
      mimeType: 'application/json',
    },
    (uri, _vars, extra) =>
      read(uri, async () => ({
        receipt: await buildReceipt(deps, await ownedPaymentOf(deps, mcpCallerOf(extra), uri.href)),
      })),
  );

  const subscriptions = new Map<string, () => void>();
  server.server.registerCapabilities({ resources: { subscribe: true } });
  server.server.setRequestHandler(SubscribeRequestSchema, async (request, extra) => {
    const { uri } = request.params;
    const id = await ownedPaymentOf(deps, mcpCallerOf(extra), uri);
    if (!subscriptions.has(uri)) {
      const updated = async () => {
        if (await allowed()) await server.server.sendResourceUpdated({ uri });
        else await server.close();
      };
      subscriptions.set(
        uri,
        deps.notifier.subscribe(
          id,
          () => void updated().catch((err: unknown) => deps.log.warn({ err }, 'MCP resource update not sent')),
        ),
      );
    }
    return {};
  });
  server.server.setRequestHandler(UnsubscribeRequestSchema, async ({ params }) => {
    subscriptions.get(params.uri)?.();
    subscriptions.delete(params.uri);
    return {};
  });
  return () => {
    for (const stop of subscriptions.values()) stop();
    subscriptions.clear();
  };
}
