import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { PRODUCT_ORDER, type ProductName } from './products';

/** The product a file asks for: `productAndBrowser('<name>')`, else the shared one. */
function productOf(file: string): ProductName {
  const named = /productAndBrowser\(\s*'(\w+)'/.exec(readFileSync(file, 'utf8'))?.[1];
  return (named as ProductName | undefined) ?? 'shared';
}

/**
 * Runs the e2e files of one product together, so each product starts once (support/suite.ts); the other projects'
 * files keep vitest's own order.
 */
export default class ProductSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isE2e = (f: TestSpecification) => f.project.name === 'e2e';
    const rank = (f: TestSpecification) => PRODUCT_ORDER.indexOf(productOf(f.moduleId));
    const e2e = sorted.filter(isE2e).sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
    return [...sorted.filter((f) => !isE2e(f)), ...e2e];
  }
}
