import { expect, test } from 'vitest';
import { compilePayoutBatch } from './compile-payout-batch.ts';
import compiled from './payout-batch.json' with { type: 'json' };

test('the shipped payout batch bytecode is what its Solidity source compiles to', () => {
  const again = compilePayoutBatch();
  expect(again.compiler).toBe(compiled.compiler);
  expect(again.deployedBytecode).toBe(compiled.deployedBytecode);
});
