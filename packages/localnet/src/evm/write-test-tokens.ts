import { writeFileSync } from 'node:fs';
import { compileContract } from './compile-contract.ts';
import { STABLECOIN_TEST_CONTRACTS } from './stablecoin-test-tokens.ts';

// Run once when a Solidity source changes: npm run compile:tokens -w packages/localnet
const write = (file: string, value: unknown) =>
  writeFileSync(new URL(file, import.meta.url), `${JSON.stringify(value, null, 2)}\n`);
write('usdc-test-token.json', compileContract('usdc-test-token.sol', 'UsdcTestToken'));
const stablecoins = Object.entries(STABLECOIN_TEST_CONTRACTS).map(
  ([symbol, contract]) => [symbol, compileContract('stablecoin-test-tokens.sol', contract)] as const,
);
write('stablecoin-test-tokens.json', {
  compiler: stablecoins[0]![1].compiler,
  ...Object.fromEntries(stablecoins.map(([symbol, c]) => [symbol, c.deployedBytecode])),
});
