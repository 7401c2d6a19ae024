import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, freshEthWallet, PASSWORD, registerMerchant, signInWithToken } from './support/api';
import { DEMO_MERCHANT } from '../apps/server/src/modules/accounts/seed-demo-merchant';
import { authenticatorCode } from './support/authenticator';
import { axeViolations } from './support/axe';
import type { TestBrowser } from './support/browser';
import type { Product } from './support/start-product';
import { productAndBrowser } from './support/suite';
import { waitForPath, waitForTestIdText } from './support/ui';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const NEW_PASSWORD = 'N3wPassw0rd!e2e';

/** No axe violation at all on the page as it is, nor any sideways scroll at phone width. */
async function expectAccessible(page: Page, what: string) {
  // A toast sliding in or out is half transparent, which axe reads as low contrast: scan once it has gone.
  await page.waitForFunction(() => document.querySelector('[data-sonner-toast]') === null, undefined, {
    timeout: 10_000,
  });
  expect(await axeViolations(page), what).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    `${what}: sideways overflow`,
  ).toBeLessThanOrEqual(0);
}

// Issue 54, item 4: change password and two-factor sign-in, in Chromium at 1366 and 390 px.
describe('account security (real product, real browser)', () => {
  const suite = productAndBrowser('shared');
  let product: Product;
  let browser: TestBrowser;
  beforeAll(() => {
    ({ product, browser } = suite);
  });

  it('changes the password in Settings → Account: a wrong current password is refused, then the new one signs in', async () => {
    const { email, token } = await registerMerchant(suite.api, 'change-password');
    const page = await browser.newPage();
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await signInWithToken(page, product.baseUrl, token);
      await page.goto(`${product.baseUrl}/settings?tab=account`);
      await page.getByTestId('change-password-form').waitFor();
      await expectAccessible(page, `account tab at ${size.width} px`);
    }
    const form = page.getByTestId('change-password-form');
    await form.getByLabel('Current Password').fill('Wr0ngPassword');
    await form.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByTestId('change-password-submit').click();
    await page.getByText('Your current password is incorrect.').waitFor();

    await form.getByLabel('Current Password').fill(PASSWORD);
    await page.getByTestId('change-password-submit').click();
    await page.getByText('Password changed. Your other devices were signed out.').waitFor();
    expect(await form.getByLabel('Current Password').inputValue()).toBe('');
    await expect(suite.api.login(email)).rejects.toThrow(/401/);
    expect((await suite.api.login(email, NEW_PASSWORD)).token).toBeTypeOf('string');
    await page.close();
  });

  it('changes the email: the link sent to the new address confirms it, then the new address signs in', async () => {
    const { email, token } = await registerMerchant(suite.api, 'change-email');
    const newEmail = `moved-${email}`;
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await signInWithToken(page, product.baseUrl, token);
    await page.goto(`${product.baseUrl}/settings?tab=account`);
    const form = page.getByTestId('change-email-form');
    await form.getByLabel('New Email').fill(newEmail);
    await form.getByLabel('Current Password').fill(PASSWORD);
    await page.getByTestId('change-email-submit').click();
    await page.getByTestId('change-email-sent').waitFor();
    await expectAccessible(page, 'change email sent at 390 px');
    await product.smtp.waitForEmail(email, 'change of your Paylink email address was requested');
    const mail = await product.smtp.waitForEmail(newEmail, 'Confirm your new Paylink email');
    await page.goto(product.smtp.linkIn(mail, `${product.baseUrl}/confirm-email-change?token=`));
    await page.getByTestId('email-change-confirmed').waitFor();
    await page.getByText(`From now on you sign in with ${newEmail}.`).waitFor();
    await expectAccessible(page, 'email change confirmed');
    expect((await suite.api.login(newEmail)).token).toBeTypeOf('string');
    await page.close();
  });

  it('a used or unknown reset link says so when the page opens, without showing the form', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await page.goto(`${product.baseUrl}/reset-password?token=not-a-real-token`);
    await page.getByTestId('reset-invalid').waitFor();
    await page.getByText('This reset link is invalid or has expired.').waitFor();
    expect(await page.getByTestId('reset-password-form').count()).toBe(0);
    await expectAccessible(page, 'invalid reset link at 390 px');
    await page.close();
  });

  it('turns two-factor sign-in on with the QR secret and a computed code, asks for a code to change a payout address, and signs in with the authenticator at 390 px', async () => {
    const { email, token } = await registerMerchant(suite.api, 'totp');
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await signInWithToken(page, product.baseUrl, token);

    await page.goto(`${product.baseUrl}/settings?tab=account`);
    await waitForTestIdText(page, 'two-factor-status', 'Off');
    await page.getByTestId('two-factor-setup').click();
    await page.getByTestId('two-factor-section').getByLabel('Current Password').fill(PASSWORD);
    await page.getByTestId('two-factor-password-submit').click();
    await page.getByAltText('QR code to add Paylink to your authenticator app').waitFor();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page, 'enrolment');
    await page.getByLabel('2. Enter the 6-digit code the app shows').fill(authenticatorCode(secret));
    await page.getByTestId('two-factor-enable').click();
    await page.getByTestId('recovery-codes').waitFor();
    const recoveryCodes = (await page.getByTestId('recovery-codes').locator('li').allTextContents()).map((c) =>
      c.trim(),
    );
    expect(recoveryCodes).toHaveLength(10);
    await expectAccessible(page, 'recovery codes');
    await page.getByTestId('recovery-codes-saved').click();
    await waitForTestIdText(page, 'two-factor-status', 'On');
    await waitForTestIdText(page, 'recovery-codes-left', 'Recovery codes left: 10');

    // A payout address change asks for a code (here a recovery code: the authenticator's was just used).
    await page.goto(`${product.baseUrl}/settings?tab=wallet`);
    await page.getByLabel('Ethereum Wallet Address').fill(freshEthWallet());
    await page.getByTestId('save-wallets').click();
    await page.getByTestId('second-factor-dialog').waitFor();
    await expectAccessible(page, 'code dialog');
    await page.getByTestId('second-factor-dialog').getByLabel('Authentication code').fill(recoveryCodes[0]!);
    await page.getByTestId('second-factor-submit').click();
    await page.getByText('Wallet addresses updated successfully!').waitFor();

    // Sign out, then sign in on a phone: the password alone is not enough.
    await page.getByTestId('logout-button').first().click();
    await waitForPath(page, '/login');
    await page.setViewportSize(PHONE);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('two-factor-form').waitFor();
    await expectAccessible(page, 'two-factor sign-in at 390 px');
    await page.getByLabel('Authentication code').fill('000000' === authenticatorCode(secret, 1) ? '111111' : '000000');
    await page.getByTestId('two-factor-submit').click();
    await page.getByText('That code is not valid.', { exact: false }).waitFor();
    // The next window's code: the current one was spent turning it on.
    await page.getByLabel('Authentication code').fill(authenticatorCode(secret, 1));
    await page.getByTestId('two-factor-submit').click();
    // Signed in (on a phone the sidebar with the credits is folded away).
    await page.getByTestId('credits-count').waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname).not.toBe('/login');
    await page.close();
  });

  it('named API keys: one made for a store works, shows its last use, and is revoked after a confirmation dialog', async () => {
    const { token } = await apiClient(product.baseUrl).login(DEMO_MERCHANT.email, DEMO_MERCHANT.password);
    const page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await signInWithToken(page, product.baseUrl, token);
    await page.goto(`${product.baseUrl}/settings?tab=api`);
    const name = `E2E store ${Date.now()}`;
    await page.getByLabel('Key name').fill(name);
    await page.getByLabel('What it may do').selectOption('developer');
    await page.getByTestId('create-named-key-submit').click();
    const apiKey = (await page.getByTestId('named-key-full').textContent())!.trim();
    const call = () => fetch(`${product.baseUrl}/api/v1/payment-links`, { headers: { 'x-api-key': apiKey } });
    expect((await call()).status).toBe(200);

    await page.setViewportSize(PHONE);
    await page.reload();
    const row = page.getByTestId('named-api-key').filter({ hasText: name });
    await row.getByText(/developer, last used/).waitFor();
    await row.getByTestId('revoke-named-api-key').click();
    await page.getByTestId('revoke-key-dialog').waitFor();
    await expectAccessible(page, 'revoke dialog at 390 px');
    await page.getByTestId('confirm-revoke-key').click();
    await page.getByText('API key revoked successfully').waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await call()).status).toBe(401);
    await page.close();
  });
});
