import type { paths } from './openapi.js';
import { unwrap, type PaylinkClient } from './client.js';

type ListQuery = NonNullable<paths['/api/v1/payment-links']['get']['parameters']['query']>;
export type PaymentLink =
  paths['/api/v1/payment-links']['get']['responses'][200]['content']['application/json']['data']['payments'][number];

/**
 * Every item of a cursor-paginated list, page after page: `fetchPage` gets the last id of the previous page
 * (undefined for the first) and answers the page's items and whether more follow.
 */
export async function* paginate<T extends { id: string }>(
  fetchPage: (startingAfter: string | undefined) => Promise<{ items: T[]; hasMore: boolean }>,
): AsyncGenerator<T> {
  let startingAfter: string | undefined;
  for (;;) {
    const { items, hasMore } = await fetchPage(startingAfter);
    yield* items;
    const last = items.at(-1);
    if (!hasMore || !last) return;
    startingAfter = last.id;
  }
}

/** Every payment link of the key's account, newest first (GET /api/v1/payment-links, followed page by page). */
export function allPaymentLinks(
  client: PaylinkClient,
  query: Omit<ListQuery, 'starting_after'> = {},
): AsyncGenerator<PaymentLink> {
  return paginate(async (startingAfter) => {
    const page = await unwrap(
      client.GET('/api/v1/payment-links', { params: { query: { ...query, starting_after: startingAfter } } }),
    );
    return { items: page.payments, hasMore: page.hasMore };
  });
}
