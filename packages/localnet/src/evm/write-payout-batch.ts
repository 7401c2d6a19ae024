import { writeFileSync } from 'node:fs';
import { compilePayoutBatch } from './compile-payout-batch.ts';

// Run once when the Solidity source changes: npm run compile:payout-batch -w packages/localnet
writeFileSync(new URL('payout-batch.json', import.meta.url), `${JSON.stringify(compilePayoutBatch(), null, 2)}\n`);
