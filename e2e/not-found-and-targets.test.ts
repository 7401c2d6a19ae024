import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshSolanaWallet, registerMerchant, signInWithToken } from './support/api';
import { axeViolations } from './support/axe';
import { productAndBrowser } from './support/suite';

const PHONE = { width: 390, height: 844 };

/** Waits until the page has a heading and no visible "Loading..." left. */
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

/**
 * WCAG 2.2 target size (minimum): every visible button, link, select and checkbox is at least 24×24 px, except a
 * link inside a sentence (the "inline" exception).
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>(
        'button, a[href], select, input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"]',
      ),
    )) {
      // A checkbox or radio inside its label is clicked through the whole label (WCAG's "equivalent" exception).
      const box = (el.tagName === 'INPUT' ? (el.closest('label') ?? el) : el).getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        (el.parentElement?.textContent ?? '').trim() !== (el.textContent ?? '').trim()
      )
        continue;
      if (box.width < 24 || box.height < 24)
        small.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return small;
  });
}

describe('phone screens (390 px, real product, real browser)', () => {
  const suite = productAndBrowser();

  it('unknown checkout, receipt, plan, portal and invite links say "not found", with no "Try again", and axe finds nothing', async () => {
    const { product, browser } = suite;
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    const findings: string[] = [];
    const pages = [
      ['/payment/pay_unknown111111111111111', /There is no payment at this address/],
      ['/receipt/pay_unknown111111111111111', /Receipt not found/],
      ['/subscribe/spl_unknown111111111111111', /Plan not found/],
      ['/subscription/unknown-portal-token-1111111111111111', /Subscription not found/],
      ['/accept-invite?token=unknown-invite-token-1111111111111111', /Invitation not found/],
    ] as const;
    for (const [path, heading] of pages) {
      await page.goto(`${product.baseUrl}${path}`);
      await page.getByText(heading).first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(300);
      const text = await page.locator('body').innerText();
      if (/try again|retry/i.test(text)) findings.push(`${path}: offers to try again`);
      for (const v of await axeViolations(page)) findings.push(`${path}: ${v}`);
      for (const t of await smallTargets(page)) findings.push(`${path}: small target ${t}`);
    }
    await page.close();
    expect(findings).toEqual([]);
  });

  it('tap targets on the main screens are at least 24×24 px', async () => {
    const { product, browser, api } = suite;
    const { token } = await registerMerchant(api, 'targets', freshSolanaWallet());
    const { payment } = await api.createLink(token, { amount: '0.25', currency: 'SOL', label: 'Targets' });
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    const findings: string[] = [];
    for (const path of ['/login', '/register', '/forgot-password', `/payment/${payment.id}`]) {
      await page.goto(`${product.baseUrl}${path}`);
      await settled(page);
      for (const t of await smallTargets(page)) findings.push(`${path}: ${t}`);
    }
    await signInWithToken(page, product.baseUrl, token);
    for (const path of [
      '/dashboard',
      '/payments',
      '/create-payment',
      `/payments/${payment.id}`,
      '/settings?tab=account',
      '/settings?tab=wallet',
      '/subscriptions',
    ]) {
      await page.goto(`${product.baseUrl}${path}`);
      await settled(page);
      for (const t of await smallTargets(page)) findings.push(`${path}: ${t}`);
    }
    await page.close();
    expect(findings).toEqual([]);
  });
});
