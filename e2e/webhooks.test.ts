import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../apps/server/src/test/webhook-receiver';
import { apiClient, freshSolanaWallet, signInWithToken, uniqueEmail } from './support/api';
import type { TestBrowser } from './support/browser';
import type { Product } from './support/start-product';
import { productAndBrowser } from './support/suite';

// Issue 12: a merchant sees a failed webhook delivery in Settings → Webhooks, resends it and sees it succeed.
describe('webhooks (real product, real browser, real receiver)', () => {
  const suite = productAndBrowser();
  let product: Product;
  let browser: TestBrowser;
  let receiver: WebhookReceiver;
  let healthy = false;

  beforeAll(async () => {
    ({ product, browser } = suite);
    receiver = await startWebhookReceiver(() =>
      healthy ? { status: 200, body: 'received, thanks' } : { status: 500, body: 'receiver is down' },
    );
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it('shows a failed delivery with its attempt, resends it and shows it succeeded', async () => {
    const { baseUrl } = product;
    const api = apiClient(baseUrl);
    const { token } = await api.register(uniqueEmail('webhooks'));
    const page = await browser.newPage();
    await signInWithToken(page, baseUrl, token!);

    await page.goto(`${baseUrl}/settings?tab=webhooks`);
    await page.getByTestId('deliveries-empty').waitFor();
    const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await page.getByLabel('Default webhook URL').fill(`${receiver.url}/paylink`);
    await page.getByTestId('save-webhook-url').click();
    await page.getByText('Webhook URL saved').waitFor();

    const { payment } = await api.createLink(token!, {
      amount: '0.5',
      label: 'Webhook order',
      walletAddress: freshSolanaWallet(),
    });
    await page.reload();
    const row = page.locator(`[data-testid="delivery-row"]`).filter({ hasText: payment.id });
    await row.waitFor({ timeout: 15_000 });
    // The Attempts cell (after its phone-card label, hidden on desktop) counts at least one.
    await page.waitForFunction(
      () =>
        !!document
          .querySelector('[data-testid="delivery-row"] td:nth-child(5)')
          ?.textContent?.match(/(?:^|\D)[1-9]\d*$/),
      undefined,
      { timeout: 15_000 },
    );
    // The back-off says when the next attempt is, and how many of the planned attempts were made.
    await page.reload();
    await row
      .getByTestId('delivery-backoff')
      .filter({ hasText: /^next attempt (now|in .+), [1-9]\d* of \d+$/ })
      .waitFor({ timeout: 15_000 });
    await row.getByTestId('open-delivery').click();
    const detail = page.getByTestId('delivery-detail');
    await detail.getByText('HTTP 500').first().waitFor();
    await detail.getByText('receiver is down').first().waitFor();

    healthy = true;
    await detail.getByTestId('resend-delivery').click();
    await detail.getByTestId('delivery-status').filter({ hasText: 'Succeeded' }).waitFor({ timeout: 15_000 });
    await detail.getByText('HTTP 200').waitFor();
    await row.getByTestId('delivery-status').filter({ hasText: 'Succeeded' }).waitFor({ timeout: 15_000 });

    const delivered = receiver.received.filter(
      (r) => r.headers['paylink-event-id'] && JSON.parse(r.rawBody).data.payment?.id === payment.id,
    );
    expect(delivered.length).toBeGreaterThanOrEqual(2);
    expect(new Set(delivered.map((r) => r.headers['paylink-event-id'])).size).toBe(1);

    // The payment's own page lists its deliveries.
    await page.goto(`${baseUrl}/payments/${payment.id}`);
    await page.getByTestId('payment-webhook').filter({ hasText: 'payment.created' }).getByText('Succeeded').waitFor();
  });
});
