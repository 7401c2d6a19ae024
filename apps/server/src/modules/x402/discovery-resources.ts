import type { PaymentRequirements } from '@x402/core/types';
import type { DiscoveryResource, DiscoveryResourcesResponse } from '@x402/extensions/bazaar';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { bazaarListings } from './bazaar-listings';
import { linkPaymentRequired } from './pay-link-x402';

/** How many listings one page reads at most to find the open ones (a listed link that closed is skipped). */
const SCAN_LIMIT = 1000;

export interface DiscoveryQuery {
  type?: string;
  network?: string;
  payTo?: string;
  scheme?: string;
  limit: number;
  offset: number;
}

const matches = (q: DiscoveryQuery, r: PaymentRequirements) =>
  (!q.network || r.network === q.network) &&
  (!q.payTo || r.payTo.toLowerCase() === q.payTo.toLowerCase()) &&
  (!q.scheme || r.scheme === q.scheme);

/**
 * GET /api/x402/discovery/resources: x402's Bazaar list of the links merchants listed and that take payments now,
 * each with the merchant's description and what it asks now (x402 v2 `accepts`: amount, asset, network, the
 * merchant's wallet). Nothing of any customer: no label, message, metadata, payer or transfer. Unlisted links, and
 * listed ones that are paid, expired or no longer payable over x402, never appear.
 */
export async function discoveryResources(
  deps: Deps,
  query: DiscoveryQuery,
  now = new Date(),
): Promise<DiscoveryResourcesResponse> {
  if (query.type && query.type !== 'http')
    return { x402Version: 2, items: [], pagination: { limit: query.limit, offset: query.offset, total: 0 } };
  const items: DiscoveryResource[] = [];
  for (const listing of await bazaarListings(deps, SCAN_LIMIT)) {
    const required = await linkPaymentRequired(deps, listing.paymentId, now).catch((err: unknown) => {
      if (err instanceof AppError) return null;
      throw err;
    });
    if (!required || !required.accepts.every((r) => matches(query, r))) continue;
    items.push({
      resource: required.resource.url,
      type: 'http',
      x402Version: 2,
      accepts: required.accepts,
      lastUpdated: listing.createdAt.toISOString(),
      description: listing.description,
      mimeType: 'application/json',
      serviceName: 'Paylink',
      extensions: required.extensions,
    });
  }
  return {
    x402Version: 2,
    items: items.slice(query.offset, query.offset + query.limit),
    pagination: { limit: query.limit, offset: query.offset, total: items.length },
  };
}
