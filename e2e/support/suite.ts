import { afterAll, beforeAll } from 'vitest';
import { apiClient } from './api';
import { launchBrowser, type TestBrowser } from './browser';
import { startProduct, type Product } from './start-product';

export interface Suite {
  product: Product;
  browser: TestBrowser;
  api: ReturnType<typeof apiClient>;
}

/**
 * For the enclosing describe block: starts the product (email verification off, plus `env`) and a browser
 * before its tests, and stops both after them, printing the browser errors seen. The fields are set once
 * the tests run.
 */
export function productAndBrowser(env: Record<string, string> = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.product = await startProduct({ env: { REQUIRE_EMAIL_VERIFICATION: 'false', ...env } });
    suite.browser = await launchBrowser({ origin: suite.product.baseUrl });
    suite.api = apiClient(suite.product.baseUrl);
  });
  afterAll(async () => {
    const { browser, product } = suite as Partial<Suite>;
    if (browser?.errors.length) console.info(`browser errors:\n${browser.errors.join('\n')}`);
    await browser?.close();
    await product?.stop();
  });
  return suite;
}
