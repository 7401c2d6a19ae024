import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerMerchant, signInWithToken } from './support/api';
import { axeViolations } from './support/axe';
import { productAndBrowser } from './support/suite';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const DAY_MS = 86_400_000;

async function expectAccessible(page: Page, what: string) {
  await page.waitForFunction(() => document.querySelector('[data-sonner-toast]') === null, undefined, {
    timeout: 10_000,
  });
  expect(await axeViolations(page), what).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    `${what}: sideways overflow`,
  ).toBeLessThanOrEqual(0);
}

// Issue 54: email notifications, switched in Settings → Notifications; the digest follows the product clock.
describe('notification emails (real product, real browser)', () => {
  const suite = productAndBrowser('nextDay');

  it('switches "you got paid" from each payment to the daily digest: no email per payment, one digest after midnight', async () => {
    const { baseUrl, smtp } = suite.product;
    const { email, token } = await registerMerchant(suite.api, 'notify');
    const page = await suite.browser.newPage();
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await signInWithToken(page, baseUrl, token);
      await page.goto(`${baseUrl}/settings?tab=notifications`);
      // The first open loads the settings chunk (slow on a busy machine).
      await page.getByTestId('notification-settings').waitFor({ timeout: 30_000 });
      await expectAccessible(page, `notifications tab at ${size.width} px`);
    }
    // On by default for the owner.
    expect(await page.getByTestId('payment-emails-each').isChecked()).toBe(true);
    expect(await page.getByTestId('notify-refundCompleted').isChecked()).toBe(true);
    await page.getByLabel('Daily digest').check();
    await page.getByTestId('notification-settings-save').click();
    await page.getByText('Notification settings saved').waitFor();
    await page.reload();
    await page.getByTestId('notification-settings').waitFor();
    expect(await page.getByTestId('payment-emails-digest').isChecked()).toBe(true);
    await page.close();

    const { payment } = await suite.api.createLink(token, { amount: '0.05', label: 'Digest tea' });
    const before = smtp.received.length;
    await suite.api.testPay(payment.id);
    await expect
      .poll(async () => (await suite.api.publicPayment(payment.id)).status, { timeout: 30_000 })
      .toBe('COMPLETED');

    // Past midnight (UTC) on the product clock, the day's digest is sent, once.
    const clock = (advanceSeconds: number) =>
      fetch(`${baseUrl}/api/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceSeconds }),
      }).then(async (res) => {
        expect(res.status).toBe(200);
        return new Date(((await res.json()) as { data: { now: string } }).data.now);
      });
    const now = await clock(1);
    const day = now.toISOString().slice(0, 10);
    await clock(Math.ceil((Math.ceil(now.getTime() / DAY_MS) * DAY_MS - now.getTime()) / 1000) + 60);
    const digest = await smtp.waitForEmail(email, `Your payments on ${day}`, 30_000, before);
    expect(digest.text).toContain('- Digest tea: 0.05 SOL on Solana');
    expect(digest.text).toContain(`${baseUrl}/settings?tab=notifications`);
    const mine = smtp.received.slice(before).filter((m) => m.to.includes(email));
    expect(mine.map((m) => m.subject)).toEqual([digest.subject]);
  });
});
