import { writeFileSync } from 'node:fs';
import { compileUsdcTestToken } from './compile-usdc-test-token.ts';

// Run once when the Solidity source changes: npm run compile:usdc -w packages/localnet
writeFileSync(new URL('usdc-test-token.json', import.meta.url), `${JSON.stringify(compileUsdcTestToken(), null, 2)}\n`);
