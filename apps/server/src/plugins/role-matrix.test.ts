import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { serverPath } from '../lib/server-root';
import { roleMatrixMarkdown } from './role-matrix';

it("docs/security.md shows the role matrix of the code's role and route tables", () => {
  const doc = readFileSync(serverPath('..', '..', 'docs', 'security.md'), 'utf8');
  const block = /<!-- role-matrix:start -->\n([\s\S]*?)\n<!-- role-matrix:end -->/.exec(doc)?.[1];
  expect(block, 'regenerate the block between the role-matrix markers with roleMatrixMarkdown()').toBe(
    roleMatrixMarkdown(),
  );
});
