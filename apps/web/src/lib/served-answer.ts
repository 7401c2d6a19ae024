import type { ApiFailure } from '@paylink/shared';
import { ApiError } from './api-client';
import { embeddedPageData } from './page-data';
import type { Served } from './use-load';

/** The API's answer to a GET of `path`, embedded by the server that sent the page (apps/server/src/routes/subscription-pages.ts). */
interface ServedAnswer {
  path: string;
  status: number;
  body: { success: true; data: unknown } | ApiFailure;
}

/**
 * What the page would get asking the API for `path` first, if the server put that answer into the page: its data, or
 * the same ApiError the request would have thrown (a 404 shows at once). Undefined otherwise: the page asks.
 */
export function servedAnswer<T>(path: string): Served<T> | undefined {
  const served = embeddedPageData<ServedAnswer>('page-data');
  if (served?.path !== path) return undefined;
  return served.body.success ? { data: served.body.data as T } : { error: new ApiError(served.status, served.body) };
}
