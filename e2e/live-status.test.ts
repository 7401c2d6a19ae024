import { payTransferRequest } from '@paylink/localnet';
import { describe, expect, it } from 'vitest';
import { registerMerchant, signInWithToken } from './support/api';
import { waitForTestIdText } from './support/ui';
import { productAndBrowser } from './support/suite';

// Issue 9: the merchant's pages learn of a payment by notification (the change feed), without polling or a reload.
describe('merchant pages update live (real product, real chain, real browser)', () => {
  const suite = productAndBrowser();

  it('the dashboard and the payment page turn COMPLETED when the customer pays, in place', async () => {
    const { baseUrl } = suite.product;
    const { token } = await registerMerchant(suite.api, 'live');
    const { payment } = await suite.api.createLink(token, { amount: '0.02', currency: 'SOL', label: 'Live order' });

    // The pages run on Playwright's clock, so "nothing re-reads for a while" is checked by moving time, not by sleeping.
    const detail = await suite.browser.newPage();
    await detail.clock.install();
    await signInWithToken(detail, baseUrl, token);
    await detail.goto(`${baseUrl}/payments/${payment.id}`);
    await waitForTestIdText(detail, 'payment-status', 'PENDING');
    const dashboard = await suite.browser.newPage();
    await dashboard.clock.install();
    await signInWithToken(dashboard, baseUrl, token);
    await dashboard.goto(`${baseUrl}/dashboard`);
    await waitForTestIdText(dashboard, 'stat-pending', '1');
    for (const page of [detail, dashboard])
      await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));

    // Nothing changes for a while: no page re-reads anything (the old pages polled every 3 and 5 seconds). Each
    // page's timers for the next 30 seconds fire now; a round trip through the page then flushes any request they made.
    const reads: string[] = [];
    for (const page of [detail, dashboard])
      page.on(
        'request',
        (r) => r.url().includes('/api/payments/') && !r.url().endsWith('/changes') && reads.push(r.url()),
      );
    for (const page of [detail, dashboard]) {
      await page.clock.runFor(30_000);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    expect(reads).toEqual([]);

    await payTransferRequest({ rpcUrl: suite.product.rpcUrl, url: payment.solanaPayUrl });
    await waitForTestIdText(detail, 'payment-status', 'COMPLETED');
    await detail.getByTestId('transaction-signature').waitFor();
    await waitForTestIdText(dashboard, 'stat-completed', '1');
    await waitForTestIdText(dashboard, 'stat-pending', '0');
    for (const page of [detail, dashboard]) {
      expect(
        await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
        'updated in place, not reloaded',
      ).toBe(true);
    }
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
