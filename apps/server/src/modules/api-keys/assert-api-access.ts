import { hasActivePlan, type PlanHolder } from '@paylink/shared';
import { AppError } from '../../lib/app-error';

export const PLAN_REQUIRED_MESSAGE =
  'API access is included with the monthly plans (Starter, Growth or Enterprise). Choose a plan in Settings → Credits to use the API.';

/** SPEC section 6: only users with an active monthly plan may hold or use an API key. */
export function assertApiAccess(user: PlanHolder): void {
  if (!hasActivePlan(user)) throw new AppError('PLAN_REQUIRED', PLAN_REQUIRED_MESSAGE, 403);
}
