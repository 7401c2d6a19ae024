import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../apps/server/src/test/webhook-receiver';
import { freshSolanaWallet, registerMerchant, signInWithToken } from './support/api';
import { axeViolations } from './support/axe';
import type { TestBrowser } from './support/browser';
import type { Product } from './support/start-product';
import { productAndBrowser } from './support/suite';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

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

// Issue 54: several webhook endpoints, each with its own URL, secret and events, in Chromium at 1366 and 390 px.
describe('several webhook endpoints (real product, real browser, real receiver)', () => {
  const suite = productAndBrowser('shared');
  let product: Product;
  let browser: TestBrowser;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    ({ product, browser } = suite);
    receiver = await startWebhookReceiver(() => ({ status: 200, body: 'ok' }));
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it('adds an endpoint that takes only the events checked, which receives only those; deletes it after a confirmation', async () => {
    const { token } = await registerMerchant(suite.api, 'endpoints');
    const page = await browser.newPage();
    await signInWithToken(page, product.baseUrl, token);
    await page.goto(`${product.baseUrl}/settings?tab=webhooks`);
    await page.getByTestId('endpoints-empty').waitFor();

    const form = page.getByTestId('add-endpoint-form');
    await form.getByLabel('New endpoint URL').fill(`${receiver.url}/created-only`);
    await form.getByTestId('events-some').check();
    await form.getByTestId('event-payment.completed').uncheck();
    await form.getByTestId('event-payment.created').check();
    await form.getByTestId('save-endpoint').click();
    await page.getByText('Endpoint added').waitFor();
    const item = page.getByTestId('endpoint-item');
    await item.getByTestId('endpoint-events').filter({ hasText: 'Events: payment.created' }).waitFor();
    expect(await item.getByTestId('endpoint-secret').textContent()).toMatch(/^whsec_/);

    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await expectAccessible(page, `webhooks tab with another endpoint at ${size.width} px`);
    }

    const { payment } = await suite.api.createLink(token, {
      amount: '0.5',
      label: 'Endpoint order',
      walletAddress: freshSolanaWallet(),
    });
    await page.reload();
    const rows = page.locator('[data-testid="delivery-row"]').filter({ hasText: payment.id });
    await rows.filter({ hasText: '/created-only' }).waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="delivery-row"]').length >= 1);
    const at = () =>
      receiver.received.filter((r) => r.path === '/created-only').map((r) => JSON.parse(r.rawBody).event_type);
    await expect.poll(at, { timeout: 15_000 }).toEqual(['payment.created']);

    await page.getByTestId('edit-endpoint').click();
    await page.getByTestId('edit-endpoint-form').getByTestId('events-every').check();
    await page.getByTestId('edit-endpoint-form').getByTestId('save-endpoint').click();
    await item.getByTestId('endpoint-events').filter({ hasText: 'Events: Every event' }).waitFor();

    // The "saved" toast would sit under the dialog's dimmed backdrop, which axe reads as low contrast: let it go first.
    await page.waitForFunction(() => document.querySelector('[data-sonner-toast]') === null, undefined, {
      timeout: 10_000,
    });
    await page.getByTestId('delete-endpoint').click();
    const dialog = page.getByTestId('delete-endpoint-dialog');
    await dialog.waitFor();
    expect(await axeViolations(page), 'delete dialog at 390 px').toEqual([]);
    await dialog.getByTestId('confirm-delete-endpoint').click();
    await page.getByTestId('endpoints-empty').waitFor();
  });
});
