import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './support/browser';
import { kilobytes, measurePageWeight } from './support/page-weight';
import type { Product } from './support/start-product';
import { productAndBrowser } from './support/suite';
import { waitForPath } from './support/ui';

const PLANS_PATH = '/api/admin/subscription-plans/public';
const LANDING_BUDGET_GZIP_BYTES = 50 * 1024;

const STUB_PLANS = [
  {
    id: 'p2',
    name: 'starter',
    displayName: 'Starter',
    description: 'For growing shops',
    credits: 100,
    price: '10.00',
    currency: 'USD',
    features: ['Most Popular', '100 links a month', 'API access'],
    isMonthly: true,
    sortOrder: 1,
  },
  {
    id: 'p1',
    name: 'payg',
    displayName: 'Pay as you go',
    description: null,
    credits: 20,
    price: '2.50',
    currency: 'USD',
    features: ['Credits never expire'],
    isMonthly: false,
    sortOrder: 0,
  },
];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core run inside the page (evaluated, not a <script> tag, so the page's CSP does not matter). */
async function accessibilityViolations(page: Page): Promise<string[]> {
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
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Answers the plans endpoint in the browser with `body` (the real endpoint belongs to the billing issue). */
async function stubPlans(page: Page, status: number, body: unknown) {
  await page.route(`**${PLANS_PATH}`, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

// Issue 15: the first visit. The app's `/` goes to the landing page (LANDING_PORT), whose links go back to the app.
describe('landing page (real product, real browser)', () => {
  const suite = productAndBrowser('defaults');
  let product: Product;
  let browser: TestBrowser;

  beforeAll(() => {
    ({ product, browser } = suite);
  });

  it('npm start prints both URLs', () => {
    expect(product.logs()).toContain(`landing page ${product.landingUrl}`);
    expect(product.logs()).toContain(`app ${product.baseUrl}`);
  });

  for (const [link, path, heading] of [
    ['landing-sign-up', '/register', 'Create your account'],
    ['landing-login', '/login', 'Sign in to your account'],
    ['landing-api-docs', '/api-docs', 'API Documentation'],
  ] as const) {
    it(`a new visitor opens the app's /, lands on the landing page and follows ${path}`, async () => {
      const page = await browser.newPage();
      // Hold the config for a moment so the redirect screen can be seen, as on a slow phone.
      let releaseConfig = () => {};
      const configHeld = new Promise<void>((resolve) => (releaseConfig = resolve));
      await page.route('**/api/config', async (route) => {
        await configHeld;
        await route.continue();
      });
      await page.goto(`${product.baseUrl}/`);
      await page.getByText('Redirecting to landing page...').waitFor();
      releaseConfig();
      await page.waitForURL((url) => url.origin === product.landingUrl);
      await page.getByRole('heading', { level: 1 }).waitFor();

      await page.getByTestId(link).click();
      await waitForPath(page, path);
      expect(new URL(page.url()).origin).toBe(product.baseUrl);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.close();
    });
  }

  it('shows what the product does, the three steps, the 5 free credits and the support address', async () => {
    const page = await browser.newPage();
    await page.goto(product.landingUrl);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Create a link');
    expect(text).toContain('Your customer scans and pays');
    expect(text).toContain('You are notified');
    expect(text).toContain('5 free credits');
    expect(text).toContain('each call to the merchant API with an API key also uses one credit');
    expect(text).toContain('in ETH or USDC on Ethereum and Base');
    const support = page.getByTestId('landing-support');
    expect((await support.textContent())?.trim()).toBe('support@paylink.local');
    expect(await support.getAttribute('href')).toBe('mailto:support@paylink.local');
    await page.close();
  });

  it('plan cards show what the API returns, hidden when it has nothing', async () => {
    // The real endpoint: whatever it answers now (nothing before billing is merged) is what the page shows.
    const res = await fetch(`${product.landingUrl}${PLANS_PATH}`);
    const apiPlans = res.ok
      ? (((await res.json()) as { data?: { plans?: { displayName: string; price: string; currency: string }[] } }).data
          ?.plans ?? [])
      : [];
    const real = await browser.newPage();
    await real.goto(product.landingUrl);
    await real.waitForLoadState('networkidle');
    if (apiPlans.length === 0) {
      expect(await real.locator('#plans').isHidden()).toBe(true);
      expect(await real.getByTestId('plan-card').count()).toBe(0);
    } else {
      await real.locator('#plans').waitFor();
      const cards = real.getByTestId('plan-card');
      expect(await cards.count()).toBe(apiPlans.length);
      for (const plan of apiPlans) {
        const card = cards.filter({ hasText: plan.displayName });
        expect(await card.innerText()).toContain(`${plan.price} ${plan.currency}`);
      }
    }
    await real.close();

    const stubbed = await browser.newPage();
    await stubPlans(stubbed, 200, { success: true, data: { plans: STUB_PLANS } });
    await stubbed.goto(product.landingUrl);
    await stubbed.locator('#plans').waitFor();
    const names = await stubbed.locator('[data-testid="plan-card"] h3').allInnerTexts();
    expect(names).toEqual(['Pay as you go', 'Starter']);
    const starter = stubbed.getByTestId('plan-card').filter({ hasText: 'Starter' });
    // "Most Popular" is the plan's badge, not one of its bullets.
    expect(await starter.locator('.plan-badge').innerText()).toBe('Most Popular');
    expect(await starter.locator('.plan-features li').allInnerTexts()).toEqual(['100 links a month', 'API access']);
    expect(await starter.innerText()).toContain('10.00 USD');
    expect(await starter.getByRole('link').getAttribute('href')).toBe(`${product.baseUrl}/register`);
    await stubbed.close();

    for (const [status, body] of [
      [500, { success: false, error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' }],
      [200, { success: true, data: { plans: [] } }],
    ] as const) {
      const page = await browser.newPage();
      await stubPlans(page, status, body);
      await page.goto(product.landingUrl);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#plans').isHidden()).toBe(true);
      await page.close();
    }
  });

  it('loads under 50 KB of JavaScript and CSS (gzip)', async () => {
    const page = await browser.newPage();
    const weight = await measurePageWeight(page, product.landingUrl);
    console.info(`landing page: ${kilobytes(weight.gzipBytes)} gzip JS+CSS in ${weight.files.length} files`);
    expect(weight.files.map((f) => new URL(f.url).pathname).sort()).toEqual(['/assets/plans.js', '/assets/styles.css']);
    expect(weight.gzipBytes).toBeLessThanOrEqual(LANDING_BUDGET_GZIP_BYTES);
    await page.close();
  });

  it("without GOOGLE_CLIENT_ID there is no Google button and Google's script is never requested", async () => {
    const page = await browser.newPage();
    const googleRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('google.com')) googleRequests.push(request.url());
    });
    for (const path of ['/register', '/login']) {
      await page.goto(`${product.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('google-sign-in').count(), path).toBe(0);
      expect(await page.getByText('or', { exact: true }).count(), path).toBe(0);
    }
    expect(googleRequests).toEqual([]);
    await page.close();
  });

  it('has no accessibility violations (labels, alt texts, contrast) and fits a 360 px screen', async () => {
    const page = await browser.newPage();
    await stubPlans(page, 200, { success: true, data: { plans: STUB_PLANS } });
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(product.landingUrl);
      await page.locator('#plans').waitFor();
      expect(await accessibilityViolations(page), `at ${width} px`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `no sideways scrolling at ${width} px`,
      ).toBeLessThanOrEqual(width);
    }
    // Keyboard: the skip link is the first stop and leads to the content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.close();
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
  it('an unknown address on the landing server is an HTML page, not JSON: it says so and leads home, with no accessibility violations at 390 px', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const res = await page.goto(`${product.landingUrl}/pricing-typo`);
    expect(res?.status()).toBe(404);
    await page.getByTestId('landing-not-found').waitFor();
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.locator('#hero-title').waitFor();
    await page.close();
  });
});
