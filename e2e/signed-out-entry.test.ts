import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerMerchant, uniqueEmail } from './support/api';
import type { TestBrowser } from './support/browser';
import type { Product } from './support/start-product';
import { productAndBrowser } from './support/suite';
import { planWithSubscriber } from './support/subscriptions';
import { signInThroughUi, waitForPath } from './support/ui';

/** The scripts a page loads, by file name (assets/<name>-<hash>.js). */
function scriptNames(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      names.push(new URL(request.url()).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
  });
  return names;
}

// Issue 36: the signed-out pages are their own light entry (signed-out.html on Preact), prerendered, without the
// merchant app's bundle; signing in there loads the merchant app as before. The customer's subscription pages
// (the subscribe page and the portal, opened from emails) are in that entry too.
describe('signed-out pages: light entry (real product, real browser)', () => {
  const suite = productAndBrowser();
  let product: Product;
  let browser: TestBrowser;

  beforeAll(() => {
    ({ product, browser } = suite);
  });

  it.each([
    ['/login', 'Sign in to your account'],
    ['/register', 'Create your account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=unknown', 'Invalid Reset Link'],
    ['/reset-password', 'Invalid Reset Link'],
    ['/verify-email', 'Email Verification'],
  ])('%s loads the signed-out entry alone, never the merchant app', async (url, heading) => {
    const page = await browser.newPage();
    const scripts = scriptNames(page);
    await page.goto(`${product.baseUrl}${url}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('load');
    expect(scripts).toEqual(['signed-out']);
    await page.close();
  });

  it('the subscribe page and the customer portal load the signed-out entry alone, never the merchant app', async () => {
    const { token } = await registerMerchant(apiClient(product.baseUrl), 'light-subs');
    const { planId, portalPath } = await planWithSubscriber(product, token);
    for (const [path, shown] of [
      [`/subscribe/${planId}`, 'subscribe-price'],
      [portalPath, 'portal-status'],
    ] as const) {
      const page = await browser.newPage();
      const scripts = scriptNames(page);
      const asked: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) asked.push(new URL(r.url()).pathname);
      });
      await page.goto(`${product.baseUrl}${path}`);
      await page.getByTestId(shown).waitFor();
      await page.waitForLoadState('load');
      expect(scripts, path).toEqual(['signed-out']);
      // The page came with its plan or subscription and the config in it: nothing asked before it showed them.
      expect(asked, path).toEqual([]);
      await page.close();
    }
  });

  it('paints the prerendered form before any script runs, its fields disabled until the live form replaces it', async () => {
    const page = await browser.newPage();
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(`${product.baseUrl}/login`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to your account' }).waitFor();
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    expect(await page.getByTestId('login-submit').isDisabled()).toBe(true);
    // A verification link without its token: the invalid-link page, prerendered too.
    await page.goto(`${product.baseUrl}/verify-email`);
    await page.getByTestId('verify-error').waitFor();
    expect(await page.getByTestId('resend-verification-submit').isDisabled()).toBe(true);
    // The subscription pages paint their frame and loading state, whatever the plan or link.
    await page.goto(`${product.baseUrl}/subscribe/any-plan`);
    await page.getByRole('heading', { level: 1, name: 'Subscribe' }).waitFor();
    await page.getByTestId('subscribe-loading').waitFor();
    await page.goto(`${product.baseUrl}/subscription/any-link`);
    await page.getByRole('heading', { level: 1, name: 'Your subscription' }).waitFor();
    await page.getByTestId('portal-loading').waitFor();
    await page.close();
  });

  it('links between the signed-out pages move within the page (no new load), and Back returns', async () => {
    const page = await browser.newPage();
    const scripts = scriptNames(page);
    await page.goto(`${product.baseUrl}/login`);
    await page.getByTestId('login-submit').waitFor({ state: 'visible' });
    await page.waitForFunction(() => !document.querySelector('[data-testid="login-submit"]')?.hasAttribute('disabled'));
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await page.getByRole('link', { name: '← Back to login' }).click();
    await waitForPath(page, '/login');
    await page.goBack();
    await waitForPath(page, '/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(scripts).toEqual(['signed-out']);
    await page.close();
  });

  it('signing in loads the merchant app on /dashboard, with the "Welcome back!" toast carried over', async () => {
    const email = uniqueEmail('light-login');
    await apiClient(product.baseUrl).register(email);
    const page = await browser.newPage();
    const scripts = scriptNames(page);
    await signInThroughUi(page, product.baseUrl, email);
    await page.getByText('Welcome back!').waitFor();
    expect(scripts[0]).toBe('signed-out');
    expect(scripts).toContain('index');
    await page.close();
  });

  it('a signed-in visitor opening /login is sent on to the merchant app', async () => {
    const { token } = await apiClient(product.baseUrl).register(uniqueEmail('light-signed-in'));
    const page = await browser.newPage();
    await page.addInitScript((t) => localStorage.setItem('token', t), token!);
    await page.goto(`${product.baseUrl}/login`);
    await waitForPath(page, '/dashboard');
    await page.getByTestId('credits-count').waitFor();
    await page.close();
  });
});
