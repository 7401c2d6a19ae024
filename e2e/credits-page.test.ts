import { describe, expect, it } from 'vitest';
import { signInWithToken, uniqueEmail } from './support/api';
import { productAndBrowser } from './support/suite';
import { waitForPath, waitForTestIdText } from './support/ui';

// Issue 38 item 14: the Credits tab shows the plan with its renewal or end date and Upgrade, says in a merchant's
// words that card payments are unavailable, Escape closes the crypto modal, and a purchase already credited goes
// to the thank-you page without "Processing your payment...". (Cancelling a card plan needs Stripe: server tests.)
describe('the Credits tab (real product, real chain, real browser)', () => {
  const suite = productAndBrowser();

  it('buys the Starter plan in USDC, shows it with its end date, offers bigger plans, and Escape closes the dialogs', async () => {
    const { product, browser, api } = suite;
    const { baseUrl } = product;
    const { token } = await api.register(uniqueEmail('plan'));
    const page = await browser.newPage();
    await signInWithToken(page, baseUrl, token!);
    await page.goto(`${baseUrl}/settings?tab=credits`);

    await waitForTestIdText(
      page,
      'card-disabled-note',
      'Paying by card is not available on this Paylink yet. You can pay in USDC with a Solana wallet instead.',
    );
    await page.getByTestId('current-plan-none').waitFor();
    expect(await page.getByText('Card payments are not configured').count()).toBe(0);

    // Escape closes the crypto modal.
    const starter = page.getByTestId('plan-starter');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/auth/purchase-credits-crypto'));
    await starter.getByRole('button', { name: 'Pay with Crypto (USDC)' }).click();
    const { data } = (await (await created).json()) as { data: { payment: { id: string } } };
    await page.getByTestId('crypto-purchase-modal').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('crypto-purchase-modal').waitFor({ state: 'detached' });

    // Asked again, the same open link comes back; paid, the thank-you page never shows the processing spinner.
    await starter.getByRole('button', { name: 'Pay with Crypto (USDC)' }).click();
    await page.getByTestId('crypto-purchase-modal').waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { sawProcessing: boolean };
      w.sawProcessing = false;
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Processing your payment')) w.sawProcessing = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await api.testPay(data.payment.id);
    await page.getByTestId('purchase-completed').waitFor({ timeout: 20_000 });
    await waitForPath(page, '/thank-you', 20_000);
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    await waitForTestIdText(page, 'thank-you-balance', '505 credits');
    expect(await page.evaluate(() => (window as unknown as { sawProcessing: boolean }).sawProcessing)).toBe(false);

    await page.goto(`${baseUrl}/settings?tab=credits`);
    await waitForTestIdText(page, 'current-plan-name', 'Starter · 500 credits a month');
    expect(await page.getByTestId('current-plan-term').innerText()).toMatch(
      /^Paid in USDC: ends on \w+ \d{1,2}, \d{4} \(it does not renew by itself\)$/,
    );
    expect(await page.getByRole('button', { name: 'Cancel plan' }).count()).toBe(0);
    await page.getByTestId('current-plan').getByRole('button', { name: 'Upgrade' }).click();
    const upgrade = page.getByTestId('upgrade-plan-modal');
    await upgrade.getByTestId('plan-growth').waitFor();
    expect(await upgrade.getByTestId('plan-starter').count()).toBe(0);
    await page.keyboard.press('Escape');
    await upgrade.waitFor({ state: 'detached' });
    await page.close();
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
