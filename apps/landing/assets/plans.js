// @ts-check
// Live plan cards from the API (the landing server forwards this path to the app in the same process).
// Hidden while loading, when the call fails and when there is no plan: never placeholder cards.

/**
 * @typedef {{ id: string, name: string, displayName: string, description?: string | null, credits: number,
 *   price: string, currency: string, features: string[], isMonthly: boolean, sortOrder: number }} Plan
 */

/** The feature line that marks a plan as the one to pick (admins move it): shown as a badge, not as a bullet. */
const MOST_POPULAR = 'Most Popular';

/**
 * @param {string} tag
 * @param {string} className
 * @param {string} [text]
 */
function element(tag, className, text) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * @param {Plan} plan
 * @param {string} appUrl
 */
function planCard(plan, appUrl) {
  const popular = plan.features.includes(MOST_POPULAR);
  const card = element('li', popular ? 'plan plan-popular' : 'plan');
  card.dataset.testid = 'plan-card';
  if (popular) card.append(element('span', 'plan-badge', MOST_POPULAR));
  card.append(element('h3', 'plan-name', plan.displayName));
  // The price stays the API's decimal string: money is never converted to a float for display.
  card.append(element('p', 'plan-price', `${plan.price} ${plan.currency}`));
  card.append(
    element('p', 'plan-period', plan.isMonthly ? 'per month, credits reset monthly' : 'one-time, credits never expire'),
  );
  card.append(element('p', 'plan-credits', `${plan.credits.toLocaleString('en-US')} credits`));
  if (plan.description) card.append(element('p', 'plan-description', plan.description));
  const features = element('ul', 'plan-features');
  for (const feature of plan.features.filter((f) => f !== MOST_POPULAR)) features.append(element('li', '', feature));
  card.append(features);
  const link = /** @type {HTMLAnchorElement} */ (
    element('a', popular ? 'button button-primary' : 'button button-outline', 'Get started')
  );
  link.href = `${appUrl}/register`;
  link.setAttribute('aria-label', `Get started with ${plan.displayName}`);
  card.append(link);
  return card;
}

/** @param {unknown} body @returns {Plan[]} */
function plansOf(body) {
  const plans = /** @type {{ success?: boolean, data?: { plans?: unknown } } | null} */ (body)?.data?.plans;
  return Array.isArray(plans) ? /** @type {Plan[]} */ (plans) : [];
}

async function showPlans() {
  const section = document.getElementById('plans');
  const list = document.getElementById('plan-list');
  if (!section || !list) return;
  try {
    const res = await fetch('/api/admin/subscription-plans/public', { headers: { Accept: 'application/json' } });
    if (!res.ok) return;
    const plans = plansOf(await res.json()).sort((a, b) => a.sortOrder - b.sortOrder);
    if (plans.length === 0) return;
    list.replaceChildren(...plans.map((plan) => planCard(plan, section.dataset.appUrl ?? '')));
    section.hidden = false;
  } catch {
    // No plans to show (API unreachable or not JSON): the section stays hidden.
  }
}

void showPlans();
