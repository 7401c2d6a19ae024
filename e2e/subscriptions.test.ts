import { describe, expect, it } from 'vitest';
import { freshSolanaWallet, registerMerchant, signInWithToken, uniqueEmail } from './support/api';
import { expectCleanScreen, PHONE, waitForTestIdText } from './support/ui';
import { productAndBrowser } from './support/suite';

// Issue 33: a customer subscribes on the public page, pays the emailed first link, and cancels in the portal; the
// merchant sees the subscriber on the dashboard's Subscriptions page.
describe('subscriptions (real product, real browser)', () => {
  const suite = productAndBrowser();
  /** What the first test makes, looked at again on a phone by the second. */
  const made: { merchantToken?: string; planId?: string; canceledPortal?: string } = {};

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
    made.merchantToken = merchant.token;
    made.planId = plan.id;

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

    made.canceledPortal = smtp.linkIn(mail, `${baseUrl}/subscription/`);
    await page.goto(made.canceledPortal);
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

  it('at 390 px (axe 0, nothing wider than the phone): the subscribe page, a portal, the Subscriptions page and the plan form', async () => {
    const { baseUrl, smtp } = suite.product;
    const page = await suite.browser.newPage();
    await page.setViewportSize(PHONE);

    // The plan of the test before: its public page, then a second customer subscribed (no payment needed).
    await page.goto(`${baseUrl}/subscribe/${made.planId}`);
    await waitForTestIdText(page, 'subscribe-price', '0.02 SOL every month');
    await expectCleanScreen(page, 'subscribe page');
    const customer = uniqueEmail('phone-coffee');
    await page.getByLabel('Your email').fill(customer);
    await page.getByTestId('subscribe-submit').click();
    await page.getByTestId('subscribe-done').waitFor();
    await expectCleanScreen(page, 'subscribed');

    // Its portal, waiting for the first payment, and its cancel dialog; the canceled portal of the test before.
    const mail = await smtp.waitForEmail(customer, 'first payment');
    await page.goto(smtp.linkIn(mail, `${baseUrl}/subscription/`));
    await page.getByTestId('portal-status').waitFor();
    await expectCleanScreen(page, 'portal');
    await page.getByTestId('portal-cancel').click();
    await page.getByTestId('portal-cancel-dialog').waitFor();
    await expectCleanScreen(page, 'portal cancel dialog');
    await page.keyboard.press('Escape');
    await page.getByTestId('portal-cancel-dialog').waitFor({ state: 'detached' });
    await page.goto(made.canceledPortal!);
    await waitForTestIdText(page, 'portal-status', 'CANCELED');
    await expectCleanScreen(page, 'canceled portal');

    // The merchant's Subscriptions page (plans and both subscribers), then the New plan form.
    await signInWithToken(page, baseUrl, made.merchantToken!);
    await page.goto(`${baseUrl}/subscriptions`);
    await page.getByTestId('plans-card').getByText('Coffee club').waitFor();
    await page.locator('[data-testid^="subscriber-row-"]', { hasText: customer }).waitFor();
    await expectCleanScreen(page, 'Subscriptions page');
    await page.getByTestId('plan-new').click();
    await page.getByTestId('plan-form').waitFor();
    await expectCleanScreen(page, 'plan form');
    await page.close();
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
