import { expirePaymentsJob } from '../jobs/expire-payments';
import type { TestContext } from './test-app';

/** One round of the expiry job as the worker runs it: every offered network read for the links past expiry, then those expired. */
export function expiryRound(ctx: TestContext) {
  return expirePaymentsJob().handler(ctx.deps);
}
