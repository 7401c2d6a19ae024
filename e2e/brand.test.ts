import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../apps/server/src/test/logo-images';
import { registerMerchant, signInWithToken } from './support/api';
import { axeViolations } from './support/axe';
import { productAndBrowser } from './support/suite';
import { waitForTestIdText } from './support/ui';

const ACCENT = '#1d4ed8';
const ACCENT_RGB = 'rgb(29, 78, 216)';

async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

// The merchant's brand: set in Settings, seen by the customer on the checkout and the receipt, at both sizes.
describe("the merchant's brand (real product, real chain, real browser)", () => {
  const suite = productAndBrowser();

  it('sets the business name, logo and colour in Settings; the checkout and the receipt show them', async () => {
    const { baseUrl } = suite.product;
    const { token } = await registerMerchant(suite.api, 'brand');
    const page = await suite.browser.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInWithToken(page, baseUrl, token);

    // Onboarding: the dashboard asks for the business name once.
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByTestId('business-name-prompt').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('business-name-input').fill('Acme Coffee');
    await page.getByTestId('business-name-save').click();
    await page.getByTestId('business-name-prompt').waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/settings?tab=brand`);
    await page.getByTestId('brand-tab').waitFor();
    expect(await page.getByTestId('brand-name').inputValue()).toBe('Acme Coffee');
    await page
      .getByTestId('brand-logo-file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(120, 40) });
    await page.getByTestId('brand-logo').waitFor();
    // A file that only claims to be an image is refused by its bytes.
    await page.getByTestId('brand-logo-file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await waitForTestIdText(
      page,
      'brand-logo-error',
      'The logo must be a PNG, JPEG or WebP image (SVG is not accepted)',
    );
    await page.getByTestId('brand-accent').fill('#ffff00');
    await page.getByTestId('brand-save').click();
    await page.getByText(/Too light: white text on this colour/).waitFor();
    await page.getByTestId('brand-accent').fill(ACCENT);
    await page.getByTestId('brand-accent-preview').waitFor();
    await page.getByTestId('brand-save').click();
    await page.getByText('Brand saved.').waitFor();
    // The toasts stacked behind the newest are drawn faded (low contrast to axe): scan once they have gone.
    await page.waitForFunction(() => document.querySelector('[data-sonner-toast]') === null, undefined, {
      timeout: 10_000,
    });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoOverflow(page);

    const { payment } = await suite.api.createLink(token, { amount: '0.05', label: 'Flat white' });
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${baseUrl}/payment/${payment.id}`);
      await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
      const logo = page.getByTestId('hosted-logo');
      expect(await logo.getAttribute('alt')).toBe('Acme Coffee logo');
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
      expect(await page.getByTestId('hosted-merchant').textContent()).toBe('Merchant: Acme Coffee');
      expect(await page.getByTestId('open-wallet').evaluate((a) => getComputedStyle(a).backgroundColor)).toBe(
        ACCENT_RGB,
      );
      expect(await axeViolations(page)).toEqual([]);
      await expectNoOverflow(page);
    }

    await page.getByTestId('pay-test-wallet').click();
    await waitForTestIdText(page, 'hosted-status', 'Payment Completed', 30_000);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${baseUrl}/receipt/${payment.id}`);
      expect(await page.getByTestId('receipt-merchant').textContent()).toBe('Acme Coffee');
      expect(
        await page.getByTestId('receipt-logo').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      ).toBe(120);
      expect(await page.locator('#print').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(ACCENT_RGB);
      expect(await axeViolations(page)).toEqual([]);
      await expectNoOverflow(page);
    }
    await page.close();
  });
});
