import { describe, expect, it } from 'vitest';
import { freshSolanaWallet, registerMerchant, signInWithToken, uniqueEmail } from './support/api';
import { waitForTestIdText } from './support/ui';
import { productAndBrowser } from './support/suite';

// Issue 33: a customer subscribes on the public page, pays the emailed first link, and cancels in the portal; the
// merchant sees the subscriber on the dashboard's Subscriptions page.
describe('subscriptions (real product, real browser)', () => {
  const suite = productAndBrowser();

  it('subscribe page → emailed link paid → ACTIVE in the portal → canceled there, and the merchant sees it', async () => {
    const { baseUrl, smtp } = suite.product;
    const merchant = await registerMerchant(suite.api, 'subs', freshSolanaWallet());
    const res = await fetch(`${baseUrl}/api/subscriptions/plans`, {
      method: 'POST',
      headers: { authorization: `Bearer ${merchant.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Coffee club', amount: '0.02', currency: 'SOL', interval: 'month' }),
    });
    expect(res.status).toBe(201);
    const { plan } = ((await res.json()) as { data: { plan: { id: string; subscribeUrl: string } } }).data;

    const page = await suite.browser.newPage();
    await page.goto(`${baseUrl}/subscribe/${plan.id}`);
    await waitForTestIdText(page, 'subscribe-price', '0.02 SOL every month');
    const customer = uniqueEmail('coffee');
    await page.getByLabel('Your email').fill(customer);
    await page.getByTestId('subscribe-submit').click();
    await page.getByTestId('subscribe-done').waitFor();

    const mail = await smtp.waitForEmail(customer, 'first payment');
    const payUrl = smtp.linkIn(mail, `${baseUrl}/payment/`);
    expect(await page.getByTestId('subscribe-pay-now').getAttribute('href')).toBe(payUrl);
    await suite.api.testPay(payUrl.slice(`${baseUrl}/payment/`.length));

    await page.goto(smtp.linkIn(mail, `${baseUrl}/subscription/`));
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('portal-status').waitFor();
          return page.getByTestId('portal-status').textContent();
        },
        { timeout: 30_000 },
      )
      .toBe('ACTIVE');
    await page.getByTestId('portal-cancel').click();
    await page.getByTestId('portal-cancel-dialog').waitFor();
    await page.getByTestId('portal-cancel-confirm').click();
    await page.getByTestId('portal-canceled').waitFor();
    await waitForTestIdText(page, 'portal-status', 'CANCELED');

    await page.goto(`${baseUrl}/subscription/not-a-token`);
    await page.getByTestId('portal-load-error').waitFor();

    await signInWithToken(page, baseUrl, merchant.token);
    await page.goto(`${baseUrl}/subscriptions`);
    await page.getByTestId('plans-card').getByText('Coffee club').waitFor();
    const row = page.locator('[data-testid^="subscriber-row-"]', { hasText: customer });
    await row.getByText('CANCELED').waitFor();
    await page.close();
  });
});
