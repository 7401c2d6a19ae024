import { startLocalnet } from './start-localnet.ts';

// Standalone chain: `npm run localnet -w packages/localnet`. DATA_DIR keeps state across restarts.
const localnet = await startLocalnet({
  port: Number(process.env.LOCALNET_PORT ?? 8899),
  wsPort: process.env.LOCALNET_WS_PORT ? Number(process.env.LOCALNET_WS_PORT) : undefined,
  dataDir: process.env.DATA_DIR || undefined,
  logger: console,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void localnet.close().then(() => process.exit(0));
  });
}
