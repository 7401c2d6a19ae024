import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshSolanaWallet, PASSWORD, registerMerchant, signInWithToken } from './support/api';
import { adminToken } from './support/admin';
import { E2E_ADMIN_EMAIL as ADMIN_EMAIL } from './support/products';
import { productAndBrowser } from './support/suite';
import { planWithSubscriber } from './support/subscriptions';
import { signInThroughUi } from './support/ui';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core (WCAG 2.1 A/AA and best practices) run inside the page: its serious and critical violations. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How far the page is wider than the window (0 when nothing overflows sideways). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Waits until the screen has a heading and no "Loading..." status left (queries answered). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('h1, h2') !== null &&
      !Array.from(document.querySelectorAll('[role="status"]')).some(
        (s) => /Loading/.test(s.textContent ?? '') && (s as HTMLElement).offsetParent !== null,
      ),
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForTimeout(300);
}

/** Every screen in `paths`, at desktop and phone sizes: axe's serious findings and sideways overflow at 390 px. */
async function scan(page: Page, baseUrl: string, paths: string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`);
      await settled(page);
      for (const v of await seriousViolations(page)) findings.push(`${viewport.name} ${path}: ${v}`);
      if (viewport.name === 'mobile') {
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) findings.push(`mobile ${path}: ${overflow} px wider than the 390 px window`);
      }
    }
  }
  return findings;
}

// Issue 38, across screens: every screen, signed out, as a merchant, as an admin and the hosted page, at 1280×800
// and 390×844, has no serious or critical axe violation and does not scroll sideways on a phone.
describe('every screen: axe and 390 px (real product, real browser)', () => {
  const suite = productAndBrowser('admin');

  it('first paint: before the app script runs, /dashboard shows a skeleton, and the app replaces it', async () => {
    const { product, browser } = suite;
    const page = await browser.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${product.baseUrl}/dashboard`);
    expect(await page.getByTestId('boot-skeleton').isVisible()).toBe(true);
    await page.unroute('**/assets/*.js');
    await page.reload();
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    expect(await page.getByTestId('boot-skeleton').isVisible()).toBe(false);
    await page.close();
  });

  it('signed out: login, register, forgot password, API docs and examples', async () => {
    const { product, browser } = suite;
    const page = await browser.newPage();
    await page.goto(`${product.baseUrl}/api-docs`);
    await page.evaluate(() => localStorage.clear());
    const findings = await scan(page, product.baseUrl, [
      '/login',
      '/register',
      '/forgot-password',
      '/api-docs',
      '/api-examples',
    ]);
    await page.close();
    expect(findings).toEqual([]);
  });

  it('a merchant: dashboard, settings tabs, credits, inbox, thank-you', async () => {
    const { product, browser, api } = suite;
    const { token } = await registerMerchant(api, 'screens', freshSolanaWallet());
    // Something to list: a link, and its webhook deliveries to a receiver that is not there (they fail and retry).
    const hook = await fetch(`${product.baseUrl}/api/webhooks/endpoint`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ url: 'https://127.0.0.1:9/paylink-hook' }),
    });
    expect(hook.status, await hook.text()).toBe(200);
    // And a paid one, so the dashboard's totals and its chart of the last 30 days have a bar to show.
    await api.createLink(token, { amount: '0.25', currency: 'SOL', label: 'Screens check' });
    const { payment } = await api.createLink(token, { amount: '0.5', currency: 'SOL', label: 'Screens paid' });
    await api.testPay(payment.id);
    for (let i = 0; i < 60; i++) {
      const totals = await fetch(`${product.baseUrl}/api/payments/totals`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (((await totals.json()) as { data: { totals: unknown[] } }).data.totals.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const page = await browser.newPage();
    await signInWithToken(page, product.baseUrl, token);
    const tabs = ['account', 'brand', 'wallet', 'pay-options', 'credits', 'api', 'webhooks', 'team'].map(
      (t) => `/settings?tab=${t}`,
    );
    const findings = await scan(page, product.baseUrl, [
      '/dashboard',
      ...tabs,
      '/unmatched-transfers',
      '/thank-you?payment=cancelled',
    ]);
    await page.goto(`${product.baseUrl}/dashboard`);
    await page.getByTestId('totals-table').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('totals-table').textContent()).toContain('SolanaSOL0.500.5');
    expect(await page.getByTestId('daily-chart').count()).toBe(1);
    await page.close();
    expect(findings).toEqual([]);
  });

  it("a merchant: payments list, create, detail and the hosted payment page (another helper's screens: reported)", async () => {
    const { product, browser, api } = suite;
    const { token } = await registerMerchant(api, 'screens-payments', freshSolanaWallet());
    const { payment } = await api.createLink(token, { amount: '0.5', currency: 'SOL', label: 'Axe check' });
    const page = await browser.newPage();
    await signInWithToken(page, product.baseUrl, token);
    const findings = await scan(page, product.baseUrl, [
      '/payments',
      '/create-payment',
      `/payments/${payment.id}`,
      `/payment/${payment.id}`,
    ]);
    await page.close();
    console.info(`payments and hosted page findings:\n${findings.join('\n') || '(none)'}`);
    expect(findings).toEqual([]);
  });

  it("subscriptions: the merchant's Subscriptions page, the public subscribe page and the customer portal", async () => {
    const { product, browser, api } = suite;
    const { token } = await registerMerchant(api, 'screens-subs', freshSolanaWallet());
    const { planId, portalPath } = await planWithSubscriber(product, token, {
      name: 'Axe plan',
      amount: '5',
      currency: 'USDC',
      interval: 'month',
    });
    const page = await browser.newPage();
    await signInWithToken(page, product.baseUrl, token);
    const findings = await scan(page, product.baseUrl, ['/subscriptions', `/subscribe/${planId}`, portalPath]);
    await page.close();
    expect(findings).toEqual([]);
  });

  it('an admin: the admin page', async () => {
    const { product, browser } = suite;
    await adminToken(product);
    const page = await browser.newPage();
    // The browser context still holds the merchant's session: sign out first.
    await page.goto(`${product.baseUrl}/api-docs`);
    await page.evaluate(() => localStorage.clear());
    await signInThroughUi(page, product.baseUrl, ADMIN_EMAIL, PASSWORD);
    const findings = await scan(page, product.baseUrl, ['/admin']);
    await page.close();
    expect(findings).toEqual([]);
  });
});
