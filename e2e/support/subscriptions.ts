import { uniqueEmail } from './api';
import type { Product } from './start-product';

export interface PlanBody {
  name: string;
  amount: string;
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year';
}

/**
 * A plan of the merchant's (session `token`) with one customer subscribed through the public API: the plan's id
 * (its page is /subscribe/<id>) and the path of the customer's portal, read from the link in their email.
 */
export async function planWithSubscriber(
  { baseUrl, smtp }: Pick<Product, 'baseUrl' | 'smtp'>,
  token: string,
  plan: PlanBody = { name: 'Coffee club', amount: '0.02', currency: 'SOL', interval: 'month' },
): Promise<{ planId: string; portalPath: string }> {
  const created = await fetch(`${baseUrl}/api/subscriptions/plans`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(plan),
  });
  if (created.status !== 201) throw new Error(`creating the plan: ${created.status} ${await created.text()}`);
  const planId = ((await created.json()) as { data: { plan: { id: string } } }).data.plan.id;
  const customer = uniqueEmail('subscriber');
  const subscribed = await fetch(`${baseUrl}/api/subscribe/${planId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: customer }),
  });
  if (subscribed.status !== 201) throw new Error(`subscribing: ${subscribed.status} ${await subscribed.text()}`);
  const mail = await smtp.waitForEmail(customer, 'first payment');
  return { planId, portalPath: new URL(smtp.linkIn(mail, `${baseUrl}/subscription/`)).pathname };
}
