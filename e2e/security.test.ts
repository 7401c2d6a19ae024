import { describe, expect, it } from 'vitest';
import { PASSWORD, freshSolanaWallet, registerMerchant, signInWithToken } from './support/api';
import { waitForPath } from './support/ui';
import { productAndBrowser } from './support/suite';

// Issue 10: security hardening as a merchant sees it — payout changes need the password, sign out everywhere.
describe('account security (real product, real browser)', () => {
  const suite = productAndBrowser();

  it('changing a set Solana address asks for the current password; "Sign out of all devices" ends every session', async () => {
    const { baseUrl, smtp } = suite.product;
    const { api } = suite;
    const { email, token } = await registerMerchant(api, 'secure', freshSolanaWallet());
    const newWallet = freshSolanaWallet();
    const otherDevice = (await api.login(email)).token;

    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, token);
    await page.goto(`${baseUrl}/settings?tab=wallet`);
    await page.getByTestId('wallet-tab').waitFor();
    expect(await page.getByTestId('wallet-current-password').count()).toBe(0);

    await page.getByLabel('Solana Wallet Address').fill(newWallet);
    const password = page.getByTestId('wallet-current-password');
    await password.waitFor();
    await password.fill('Wr0ngPassword');
    await page.getByTestId('save-wallets').click();
    // Said next to the form (it stays) and in a toast.
    await page.getByTestId('wallet-save-error').filter({ hasText: 'Your current password is incorrect.' }).waitFor();

    await password.fill(PASSWORD);
    await page.getByTestId('save-wallets').click();
    await page.getByText('Wallet addresses updated successfully!').waitFor();
    const mail = await smtp.waitForEmail(email, 'payout address was changed');
    expect(mail.text).toContain(newWallet);

    await page.goto(`${baseUrl}/settings?tab=account`);
    await page.getByTestId('logout-all-button').click();
    await waitForPath(page, '/login');
    const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${otherDevice}` } });
    expect(me.status).toBe(401);
    await page.close();
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
