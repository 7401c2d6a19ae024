import { useCallback, useState } from 'react';
import type { PortalSubscription, PublicPlan, SubscriptionDetail } from '@paylink/shared';
import { api, ApiError } from '../../../lib/api-client';
import { servedAnswer } from '../../../lib/served-answer';
import { useLoad } from '../../../lib/use-load';
import { useRequest } from '../../../lib/use-request';

/** Asked again after 1 s, then after 2 s more (the query client's backoff these pages had before). */
const RETRY_DELAYS_MS = [1000, 2000];

/** A 4xx (unknown plan or token) is an answer, not worth asking again. */
async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await load();
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
}

const planPath = (planId: string) => `/api/subscribe/${encodeURIComponent(planId)}`;
const portalPath = (token: string) => `/api/subscription-portal/${encodeURIComponent(token)}`;

type PlanAnswer = { plan: PublicPlan; merchant: string | null };
type PortalAnswer = { subscription: PortalSubscription };

/** The plan; on the page the server sent with it (routes/subscription-pages.ts), no request first. */
export function usePublicPlan(planId: string) {
  const load = useCallback(() => withRetries(() => api<PlanAnswer>(planPath(planId))), [planId]);
  const [served] = useState(() => servedAnswer<PlanAnswer>(planPath(planId)));
  return useLoad(load, served);
}

export function useSubscribe(planId: string) {
  const request = useCallback(
    async (email: string) =>
      (await api<{ subscription: SubscriptionDetail }>(planPath(planId), { method: 'POST', body: { email } }))
        .subscription,
    [planId],
  );
  return useRequest(request);
}

/** The customer's subscription; on the page the server sent with it, no request first. */
export function usePortalSubscription(token: string) {
  const load = useCallback(
    () => withRetries(async () => (await api<PortalAnswer>(portalPath(token))).subscription),
    [token],
  );
  const [served] = useState(() => {
    const answer = servedAnswer<PortalAnswer>(portalPath(token));
    return answer && ('data' in answer ? { data: answer.data.subscription } : answer);
  });
  return useLoad(load, served);
}

/** The customer cancels; the answer is the canceled subscription. */
export function useCancelFromPortal(token: string) {
  const request = useCallback(
    async () =>
      (await api<{ subscription: PortalSubscription }>(`${portalPath(token)}/cancel`, { method: 'POST' })).subscription,
    [token],
  );
  return useRequest<void, PortalSubscription>(request);
}
