import { startBitcoinLocalnet } from './start-bitcoin-localnet.ts';

// Standalone chain: `npm run localnet -w packages/bitcoin-localnet`. DATA_DIR keeps state across restarts.
const localnet = await startBitcoinLocalnet({
  port: Number(process.env.BITCOIN_LOCALNET_PORT || 3002),
  dataDir: process.env.DATA_DIR || undefined,
  blockSeconds: Number(process.env.BITCOIN_LOCALNET_BLOCK_SECONDS ?? 10),
  logger: console,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void localnet.close().then(() => process.exit(0));
  });
}
