import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createSolanaRpc, generateKeyPairSigner, signature as toSignature } from '@solana/kit';
import { sendTestTransfer } from './index.ts';
import { STATE_FILE } from './save-chain-state.ts';

const cli = join(dirname(fileURLToPath(import.meta.url)), 'localnet-cli.ts');
const SOL = 1_000_000_000n;
let child: ChildProcess | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The standalone chain (`npm run localnet`) in a child process on dataDir; resolves once it serves RPC. */
async function startChild(dataDir: string): Promise<string> {
  const port = await freePort();
  const wsPort = await freePort();
  const started = spawn(process.execPath, ['--import', 'tsx', cli], {
    env: { ...process.env, DATA_DIR: dataDir, LOCALNET_PORT: String(port), LOCALNET_WS_PORT: String(wsPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Local Solana chain')) resolve();
    };
    started.stdout!.on('data', onData);
    started.stderr!.on('data', onData);
    started.once('exit', (code) => reject(new Error(`localnet exited (${code}):\n${output}`)));
  });
  return `http://127.0.0.1:${port}`;
}

/** kill -9: no shutdown hook runs, nothing is flushed. */
async function killHard() {
  const exited = new Promise((resolve) => child!.once('exit', resolve));
  child!.kill('SIGKILL');
  await exited;
  child = undefined;
}

describe('the local chain killed with SIGKILL', () => {
  it('still has every transaction it confirmed, from the snapshot and from the log after it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'localnet-kill-'));
    try {
      const recipient = (await generateKeyPairSigner()).address;
      let rpcUrl = await startChild(dataDir);
      const first = await sendTestTransfer({ rpcUrl, recipient, amount: SOL / 4n, token: 'SOL' });
      await killHard();

      // Restarted from the log alone (killed before any snapshot), then left running until it snapshots.
      rpcUrl = await startChild(dataDir);
      let rpc = createSolanaRpc(rpcUrl);
      expect(
        await rpc
          .getTransaction(toSignature(first.signature), { encoding: 'json', maxSupportedTransactionVersion: 0 })
          .send(),
      ).not.toBeNull();
      expect((await rpc.getBalance(recipient).send()).value).toBe(SOL / 4n);
      const second = await sendTestTransfer({ rpcUrl, recipient, amount: SOL / 2n, token: 'SOL' });
      await expect.poll(() => existsSync(join(dataDir, STATE_FILE)), { timeout: 30_000, interval: 200 }).toBe(true);
      const third = await sendTestTransfer({ rpcUrl, recipient, amount: SOL, token: 'SOL' });
      await killHard();

      rpcUrl = await startChild(dataDir);
      rpc = createSolanaRpc(rpcUrl);
      for (const sent of [first, second, third]) {
        const tx = await rpc
          .getTransaction(toSignature(sent.signature), { encoding: 'json', maxSupportedTransactionVersion: 0 })
          .send();
        expect(tx?.meta?.err).toBeNull();
      }
      expect((await rpc.getBalance(recipient).send()).value).toBe(SOL / 4n + SOL / 2n + SOL);
      const signatures = await rpc.getSignaturesForAddress(recipient).send();
      expect(signatures.map((s) => s.signature)).toEqual([third.signature, second.signature, first.signature]);
      // The chain goes on from there: a new transfer lands and a replayed one is still a duplicate.
      const fourth = await sendTestTransfer({ rpcUrl, recipient, amount: 1n, token: 'SOL' });
      expect(fourth.err).toBeNull();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
