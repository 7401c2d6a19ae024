import { beforeAll, describe, expect, it } from 'vitest';
import {
  BTC_WALLET,
  ETH_WALLET,
  PASSWORD,
  SOLANA_WALLET,
  apiClient,
  freshSolanaWallet,
  uniqueEmail,
} from './support/api';
import type { TestBrowser } from './support/browser';
import type { Product } from './support/start-product';
import { productAndBrowser } from './support/suite';
import { signInThroughUi, waitForPath, waitForTestIdText } from './support/ui';

// Issue 2: accounts — register, verify by email, sign in, wallets, sign out, password reset.
describe('accounts (real product, real browser, real SMTP)', () => {
  const suite = productAndBrowser('defaults');
  let product: Product;
  let browser: TestBrowser;

  beforeAll(() => {
    ({ product, browser } = suite);
  });

  it('a new user registers, verifies the emailed link, signs in, saves wallets and signs out', async () => {
    const { baseUrl, smtp } = product;
    const email = uniqueEmail('signup');
    const page = await browser.newPage();

    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByTestId('register-submit').click();

    await page.getByTestId('check-email').waitFor();
    await waitForTestIdText(page, 'check-email-address', email);

    // Not verified yet: signing in is refused.
    await expect(apiClient(baseUrl).login(email)).rejects.toThrow(/403|verif/i);

    const mail = await smtp.waitForEmail(email, 'Verify');
    const link = smtp.linkIn(mail, `${baseUrl}/verify-email?token=`);
    await page.goto(link);
    await page.getByTestId('verify-success').waitFor();
    await page.getByText('Email verified successfully!').waitFor();
    await waitForPath(page, '/login', 10_000); // automatic redirect after 3 s

    await signInThroughUi(page, baseUrl, email);
    await waitForTestIdText(page, 'credits-count', '5');
    await waitForTestIdText(page, 'user-email', email);
    // The first sign-in ever is a welcome, not a welcome back: the toast and the dashboard say so.
    await page.getByText('Welcome!', { exact: true }).waitFor();
    expect(await page.getByText('Welcome back!').count()).toBe(0);
    expect((await page.getByTestId('welcome').textContent())?.trim()).toBe(
      `Welcome, ${email}! Here is an overview of your payment links.`,
    );

    // Settings → Wallet tab: a bad Solana address is refused in the form.
    await page.goto(`${baseUrl}/settings`);
    await page.getByTestId('settings-tab-wallet').click();
    await page.getByTestId('wallet-tab').waitFor();
    const solana = page.getByLabel('Solana Wallet Address');
    await solana.fill('not-a-solana-address');
    await page.getByTestId('save-wallets').click();
    await page.getByText('Please enter a valid Solana wallet address').waitFor();
    expect(await solana.getAttribute('aria-invalid')).toBe('true');

    await solana.fill(SOLANA_WALLET);
    await page.getByLabel('Bitcoin Wallet Address').fill(BTC_WALLET);
    await page.getByLabel('Ethereum Wallet Address').fill(ETH_WALLET);
    await page.getByTestId('save-wallets').click();
    await page.getByText('Wallet addresses updated successfully!').waitFor();
    expect(await page.getByText('Please enter a valid Solana wallet address').count()).toBe(0);

    // Saved on the server: a reload shows them again.
    await page.reload();
    await page.getByTestId('wallet-tab').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('wallet');
    expect(await page.getByLabel('Solana Wallet Address').inputValue()).toBe(SOLANA_WALLET);
    expect(await page.getByLabel('Bitcoin Wallet Address').inputValue()).toBe(BTC_WALLET);
    expect(await page.getByLabel('Ethereum Wallet Address').inputValue()).toBe(ETH_WALLET);
    const { user } = await apiClient(baseUrl).login(email);
    expect(user.walletAddress).toBe(SOLANA_WALLET);

    // Sign out → /login; the token is gone and protected pages bounce back to /login.
    await page.getByTestId('logout-button').click();
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto(`${baseUrl}/settings`);
    await waitForPath(page, '/login');
    await page.getByTestId('login-form').waitFor();
    await page.close();
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('a user resets a forgotten password through the emailed link and signs in with the new one', async () => {
    const { baseUrl, smtp } = product;
    const api = apiClient(baseUrl);
    const email = uniqueEmail('reset');
    const newPassword = 'N3wPassword!reset';

    // An existing, verified account.
    await api.register(email);
    const verify = smtp.linkIn(await smtp.waitForEmail(email, 'Verify'), `${baseUrl}/verify-email?token=`);
    const token = new URL(verify).searchParams.get('token');
    const verified = await fetch(`${baseUrl}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(verified.status).toBe(200);
    // It has signed in before and made a payment link: it is a returning merchant.
    const { token: session } = await api.login(email);
    await api.setWallets(session, { walletAddress: freshSolanaWallet() });
    await api.createLink(session, { amount: '0.1', currency: 'SOL', label: 'Before the reset' });

    const page = await browser.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByText('Forgot your password?').click();
    await waitForPath(page, '/forgot-password');
    const before = smtp.received.length;
    await page.getByLabel('Email').fill(email);
    await page.getByTestId('forgot-password-submit').click();
    await page.getByTestId('reset-email-sent').waitFor();
    await page.getByText('Password reset email sent!').waitFor();

    const mail = await smtp.waitForEmail(email, 'Reset', 15_000, before);
    const link = smtp.linkIn(mail, `${baseUrl}/reset-password?token=`);
    await page.goto(link);
    await page.getByTestId('reset-password-form').waitFor();
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByTestId('reset-password-submit').click();
    await page.getByText('Password reset successfully!').waitFor();
    await page.getByTestId('reset-success').waitFor();
    await waitForPath(page, '/login', 10_000);

    await signInThroughUi(page, baseUrl, email, newPassword);
    await waitForTestIdText(page, 'user-email', email);
    // Not the first sign-in, and links made: welcome back, in the toast and on the dashboard.
    await page.getByText('Welcome back!', { exact: true }).waitFor();
    expect((await page.getByTestId('welcome').textContent())?.trim()).toBe(
      `Welcome back, ${email}! Here is an overview of your payment links.`,
    );
    // The old password no longer works.
    await expect(api.login(email, PASSWORD)).rejects.toThrow(/401/);
    await page.close();
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
  it('a user who lost the verification email gets a new one from the check-email screen, the sign-in error and the invalid-link page', async () => {
    const { baseUrl, smtp } = product;
    const email = uniqueEmail('resend');
    const page = await browser.newPage();
    // Signed out: the tests before may have left a session in this browser.
    await page.goto(`${baseUrl}/api-docs`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('check-email').waitFor();
    const lost = smtp.linkIn(await smtp.waitForEmail(email, 'Verify'), `${baseUrl}/verify-email?token=`);

    // The check-email screen: one click, a second link over SMTP; the lost one stops working.
    let before = smtp.received.length;
    await page.getByTestId('resend-verification-submit').click();
    await page.getByTestId('resend-verification-sent').waitFor();
    const second = smtp.linkIn(
      await smtp.waitForEmail(email, 'Verify', 15_000, before),
      `${baseUrl}/verify-email?token=`,
    );
    expect(second).not.toBe(lost);
    await page.goto(lost);
    await page.getByTestId('verify-error').waitFor();

    // The invalid-link page asks for the address and sends a third link.
    before = smtp.received.length;
    await page.getByTestId('resend-verification').getByLabel('Email').fill(email);
    await page.getByTestId('resend-verification-submit').click();
    await page.getByTestId('resend-verification-sent').waitFor();
    await smtp.waitForEmail(email, 'Verify', 15_000, before);

    // Signing in unverified offers the resend for the typed address.
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-unverified').waitFor();
    before = smtp.received.length;
    await page.getByTestId('resend-verification-submit').click();
    await page.getByTestId('resend-verification-sent').waitFor();
    const newest = smtp.linkIn(
      await smtp.waitForEmail(email, 'Verify', 15_000, before),
      `${baseUrl}/verify-email?token=`,
    );
    await page.goto(newest);
    await page.getByTestId('verify-success').waitFor();
    await page.close();
    expect(browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
  it('with Paylink unreachable, the dashboard says the connection is lost and retries, a page that cannot load shows the error page, and both recover', async () => {
    const { baseUrl, smtp } = product;
    const email = uniqueEmail('offline');
    await apiClient(baseUrl).register(email);
    const token = new URL(
      smtp.linkIn(await smtp.waitForEmail(email, 'Verify'), `${baseUrl}/verify-email?token=`),
    ).searchParams.get('token');
    await fetch(`${baseUrl}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    const page = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (msg) => warnings.push(msg.text()));
    await page.goto(`${baseUrl}/api-docs`);
    await page.evaluate(() => localStorage.clear());
    await signInThroughUi(page, baseUrl, email);

    // The server goes away: every request to it fails at the network level.
    await page.route(`${baseUrl}/**`, (route) => route.abort('connectionrefused'));
    await page.getByTestId('nav-payments').click();
    await page.getByTestId('app-error').waitFor();
    await page.getByRole('heading', { name: 'Paylink cannot be reached' }).waitFor();
    await page.getByTestId('connection-lost').waitFor();
    expect(await page.getByText('Hey developer').count()).toBe(0);

    // It comes back: the banner leaves by itself, and Try again loads the page.
    await page.unroute(`${baseUrl}/**`);
    await page.getByTestId('connection-lost').waitFor({ state: 'detached' });
    await page.getByTestId('app-error-retry').click();
    await waitForPath(page, '/payments');
    await page.getByTestId('nav-payments').waitFor();
    expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
    await page.close();
  });
});
