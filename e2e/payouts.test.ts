import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshSolanaWallet, registerMerchant, signInWithToken } from './support/api';
import { axeViolations } from './support/axe';
import type { TestBrowser } from './support/browser';
import type { Product } from './support/start-product';
import { productAndBrowser } from './support/suite';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function expectAccessible(page: Page, what: string) {
  await page.waitForFunction(() => document.querySelector('[data-sonner-toast]') === null, undefined, {
    timeout: 10_000,
  });
  expect(await axeViolations(page), what).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    `${what}: sideways overflow`,
  ).toBeLessThanOrEqual(0);
}

// Issue 52: the Payouts page in Chromium at 1366 and 390 px: a CSV of two payouts previewed and imported, then one
// batch on Solana, shown with its transaction request as a QR code.
describe('payouts dashboard (real product, real browser)', () => {
  const suite = productAndBrowser('shared');
  let product: Product;
  let browser: TestBrowser;
  beforeAll(() => {
    ({ product, browser } = suite);
  });

  for (const size of [DESKTOP, PHONE]) {
    it(`imports two payouts from a CSV after its preview and batches them on Solana at ${size.width} px`, async () => {
      const { token } = await registerMerchant(suite.api, `payouts-${size.width}`);
      const page = await browser.newPage();
      await page.setViewportSize(size);
      await signInWithToken(page, product.baseUrl, token);
      await page.goto(`${product.baseUrl}/payouts`);
      await page.getByTestId('payouts-empty').waitFor();
      await expectAccessible(page, `empty payouts at ${size.width} px`);

      const csv = [
        'name,email,amount,currency,address,network',
        `Ada,,1.5,USDC,${freshSolanaWallet()},solana`,
        `Bob,,0.25,SOL,${freshSolanaWallet()},solana`,
      ].join('\n');
      await page.getByTestId('payout-import').click();
      await page.getByTestId('payout-import-csv').fill(csv);
      await page.getByTestId('payout-import-preview-button').click();
      await page.getByTestId('payout-import-summary').filter({ hasText: '2 rows are ready to import.' }).waitFor();
      expect(await page.getByTestId('payout-import-row').count()).toBe(2);
      await expectAccessible(page, `CSV preview at ${size.width} px`);
      await page.getByTestId('payout-import-submit').click();
      await page.getByTestId('payout-import-done').filter({ hasText: '2 payouts imported.' }).waitFor();
      await page.getByTestId('payout-import-modal').getByRole('button', { name: 'Done' }).click();

      await page.locator('[data-testid="payout-row"][data-status="READY"]').nth(1).waitFor();
      await expectAccessible(page, `payouts table at ${size.width} px`);

      await page.getByTestId('payout-build-batch').click();
      await page.getByTestId('payout-batch-total').nth(1).waitFor();
      const totals = await page.getByTestId('payout-batch-total').allTextContents();
      expect(totals.sort()).toEqual(['0.25 SOL', '1.5 USDC']);
      await page.getByTestId('payout-batch-create').click();

      const modal = page.getByTestId('payout-batch-modal');
      await modal.getByTestId('payout-signing-qr').waitFor();
      expect(await modal.getByTestId('payout-batch-totals').textContent()).toContain(
        'to 2 recipients. 2 not paid yet.',
      );
      expect(await modal.getByTestId('payout-signing-url').first().textContent()).toMatch(
        /^solana:https?%3A%2F%2F.*payout-batches%2Fpob_/,
      );
      await expectAccessible(page, `batch signing at ${size.width} px`);
      await modal.getByRole('button', { name: 'Close' }).click();
      expect(await page.locator('[data-testid="payout-row"][data-status="IN_BATCH"]').count()).toBe(2);
      await page.close();
    });
  }
});
