import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, SOLANA_WALLET, SOLANA_WALLET_2, apiClient, signInWithToken, uniqueEmail } from './support/api';
import { launchBrowser, type TestBrowser } from './support/browser';
import { startProduct, type Product } from './support/start-product';
import { waitForPath } from './support/ui';

// Issue 10: security hardening as a merchant sees it — payout changes need the password, sign out everywhere.
describe('account security (real product, real browser)', () => {
  let product: Product;
  let browser: TestBrowser;

  beforeAll(async () => {
    product = await startProduct({ env: { REQUIRE_EMAIL_VERIFICATION: 'false' } });
    browser = await launchBrowser({ origin: product.baseUrl });
  });
  afterAll(async () => {
    if (browser?.errors.length) console.info(`browser errors:\n${browser.errors.join('\n')}`);
    await browser?.close();
    await product?.stop();
  });

  it('changing a set Solana address asks for the current password; "Sign out of all devices" ends every session', async () => {
    const { baseUrl, smtp } = product;
    const api = apiClient(baseUrl);
    const email = uniqueEmail('secure');
    const { token } = await api.register(email);
    await api.setWallets(token!, { walletAddress: SOLANA_WALLET });
    const otherDevice = (await api.login(email)).token;

    const page = await browser.newPage();
    await signInWithToken(page, baseUrl, token!);
    await page.goto(`${baseUrl}/settings?tab=wallet`);
    await page.getByTestId('wallet-tab').waitFor();
    expect(await page.getByTestId('wallet-current-password').count()).toBe(0);

    await page.getByLabel('Solana Wallet Address').fill(SOLANA_WALLET_2);
    const password = page.getByTestId('wallet-current-password');
    await password.waitFor();
    await password.fill('Wr0ngPassword');
    await page.getByTestId('save-wallets').click();
    await page.getByText('Your current password is incorrect.').waitFor();

    await password.fill(PASSWORD);
    await page.getByTestId('save-wallets').click();
    await page.getByText('Wallet addresses updated successfully!').waitFor();
    const mail = await smtp.waitForEmail(email, 'payout address was changed');
    expect(mail.text).toContain(SOLANA_WALLET_2);

    await page.goto(`${baseUrl}/settings?tab=account`);
    await page.getByTestId('logout-all-button').click();
    await waitForPath(page, '/login');
    const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${otherDevice}` } });
    expect(me.status).toBe(401);
    await page.close();
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
