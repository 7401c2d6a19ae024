import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bitcoinTestWallet } from '@paylink/bitcoin-localnet';
import { freshEthWallet, freshSolanaWallet, PASSWORD, registerMerchant, signInWithToken } from './support/api';
import { productAndBrowser } from './support/suite';

interface SentLink {
  network: string;
  currency: string;
  amount: string;
}

/** What the menu shows: the option the browser has selected (its value and its visible text). */
async function shownCurrency(page: Page): Promise<{ value: string; text: string }> {
  return page.getByLabel('Currency').evaluate((select: HTMLSelectElement) => {
    const option = select.selectedOptions[0];
    return { value: option?.value ?? '', text: option?.textContent?.trim() ?? '' };
  });
}

/** Opens a fresh form, picks `before` on `from`, switches to `to`; answers what the menu shows and what the form posts. */
async function switchAndSubmit(
  page: Page,
  baseUrl: string,
  from: string,
  before: string,
  to: string,
): Promise<{ shown: { value: string; text: string }; sent: SentLink }> {
  await page.goto(`${baseUrl}/create-payment`);
  await page.getByTestId('create-payment-form').waitFor();
  await page.getByLabel('Network').selectOption(from);
  await page.getByLabel('Currency').selectOption(before);
  await page.getByLabel('Network').selectOption(to);
  const shown = await shownCurrency(page);
  await page.getByLabel('Amount').fill('25');
  await page.getByLabel('Label', { exact: true }).fill(`${from} ${before} to ${to}`);
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/payments/payment-link'));
  await page.getByTestId('create-submit').click();
  return { shown, sent: (await posted).postDataJSON() as SentLink };
}

// Issue 48 item 4: switching the network left the Currency menu showing "USD" (or "USDC") while the form sent the new
// network's first token, so a "$25" Bitcoin link asked for 25 BTC. What the menu shows is what is sent, in every order.
describe('the create form charges what its Currency menu shows (real product, real browser)', () => {
  const suite = productAndBrowser();

  it('after every network switch, from a USD, EUR or token currency, the menu shows the new network’s first token and the form sends it', async () => {
    const { baseUrl } = suite.product;
    const solana = freshSolanaWallet();
    const { token } = await registerMerchant(suite.api, 'switch-form', solana);
    // Every network's wallet saved (an address missing from the update is removed).
    await suite.api.setWallets(token, {
      walletAddress: solana,
      btcAddress: bitcoinTestWallet('http://127.0.0.1:1').address,
      ethAddress: freshEthWallet(),
      currentPassword: PASSWORD,
    });
    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, token);
    const supported = (await (await fetch(`${baseUrl}/api/payments/supported-tokens`)).json()) as {
      data: { networks: Record<string, { tokens: string[] }> };
    };
    const networks = Object.keys(supported.data.networks);
    expect(networks).toEqual(expect.arrayContaining(['solana', 'bitcoin', 'ethereum']));

    // Only the submissions are intercepted (answered 400), so the whole matrix spends no credit.
    await page.route('**/api/payments/payment-link', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Intercepted by the test', code: 'VALIDATION_ERROR' }),
      }),
    );
    const seen: string[] = [];
    for (const [i, from] of networks.entries()) {
      for (const to of networks.filter((n) => n !== from)) {
        const first = supported.data.networks[to]!.tokens[0]!;
        for (const before of [i % 2 === 0 ? 'USD' : 'EUR', supported.data.networks[from]!.tokens.at(-1)!]) {
          const { shown, sent } = await switchAndSubmit(page, baseUrl, from, before, to);
          const at = `${from} with ${before}, then ${to}`;
          expect(shown.value, at).toBe(first);
          expect(shown.text, at).toMatch(new RegExp(`^${first} \\(`));
          expect(sent, at).toMatchObject({ network: to, currency: shown.value, amount: '25' });
          seen.push(at);
        }
      }
    }
    expect(seen).toHaveLength(networks.length * (networks.length - 1) * 2);
    await page.unroute('**/api/payments/payment-link');

    // The reported case for real: "$25" picked on Solana, then Bitcoin: the link asks what the menu shows, 25 BTC.
    const { shown } = await switchAndSubmit(page, baseUrl, 'solana', 'USD', 'bitcoin');
    expect(shown.value).toBe('BTC');
    await page.getByTestId('payment-result').waitFor();
    const id = /^\/payments\/([^/]+)$/.exec((await page.getByTestId('view-details').getAttribute('href')) ?? '')?.[1];
    const link = await suite.api.publicPayment(id!);
    expect(link).toMatchObject({ network: 'bitcoin', currency: 'BTC' });
    expect(link.amount).toMatch(/^25(\.0+)?$/);
  });
});
