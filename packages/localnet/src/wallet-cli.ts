import { runWalletCli } from './run-wallet-cli.ts';

const rpcUrl = process.env.SOLANA_RPC_URL || 'http://127.0.0.1:8899';
try {
  process.exitCode = await runWalletCli(process.argv.slice(2), rpcUrl, (line) => console.log(line), process.env);
} catch (error) {
  console.error(`wallet: ${(error as Error).message}`);
  process.exitCode = 1;
}
