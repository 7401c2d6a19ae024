import { afterAll, beforeAll } from 'vitest';
import { apiClient } from './api';
import { launchBrowser, type TestBrowser } from './browser';
import { PRODUCTS, type ProductName } from './products';
import { startProduct, type Product } from './start-product';

export interface Suite {
  product: Product;
  browser: TestBrowser;
  api: ReturnType<typeof apiClient>;
}

/**
 * The e2e files run one after another in one worker (vitest.config.ts: no isolation), so a product started here
 * serves every following file that asks for the same one; asking for another stops it first (the sequencer,
 * support/product-sequencer.ts, runs the files of one product together). The worker's exit stops the last.
 */
let current: { name: ProductName; product: Promise<Product> } | undefined;
let starts = 0;
async function useProduct(name: ProductName): Promise<Product> {
  if (current?.name !== name) {
    const previous = current;
    starts += 1;
    // Counted in the output, so a run shows how many products it started (README, Testing).
    console.info(`e2e: starting product '${name}' (start ${starts} of this run)`);
    current = {
      name,
      product: (async () => {
        await previous?.product.then(
          (p) => p.stop(),
          () => undefined,
        );
        return startProduct({ env: PRODUCTS[name] });
      })(),
    };
  }
  return current.product;
}

/**
 * For the enclosing describe block: the named product (see support/products.ts; `shared` unless a file needs
 * another) and a fresh browser context. The fields are set once the tests run.
 */
export function productAndBrowser(name: ProductName = 'shared'): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.product = await useProduct(name);
    suite.browser = await launchBrowser({ origin: suite.product.baseUrl });
    suite.api = apiClient(suite.product.baseUrl);
  });
  afterAll(async () => {
    const { browser } = suite as Partial<Suite>;
    if (browser?.errors.length) console.info(`browser errors:\n${browser.errors.join('\n')}`);
    await browser?.close();
  });
  return suite;
}
