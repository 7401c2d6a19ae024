import { afterEach, expect, it } from 'vitest';
import { createSolanaRpc, generateKeyPairSigner, address, type Signature } from '@solana/kit';
import { encodeURL, findReference, validateTransfer } from '@solana/pay';
import { LOCAL_USDC_MINT, startLocalnet, type Localnet } from './index.ts';
import { runWalletCli } from './run-wallet-cli.ts';

let localnet: Localnet | undefined;
afterEach(async () => {
  await localnet?.close();
  localnet = undefined;
});

it('pays a USDC Solana Pay URL end to end and shows the balance', async () => {
  localnet = await startLocalnet({ port: 0 });
  const rpc = createSolanaRpc(localnet.rpcUrl);
  const recipient = (await generateKeyPairSigner()).address;
  const reference = (await generateKeyPairSigner()).address;
  const url = encodeURL({
    recipient,
    amount: 3.25,
    splToken: address(LOCAL_USDC_MINT),
    reference,
    label: 'Paylink',
    message: 'Order 7',
    memo: 'order-7',
  }).toString();

  const lines: string[] = [];
  const code = await runWalletCli(['pay', url], localnet.rpcUrl, (line) => lines.push(line));
  expect(code).toBe(0);
  expect(lines.at(-1)).toBe('result: confirmed');
  const signature = lines[0]!.replace('signature: ', '') as Signature;
  expect((await findReference(rpc, reference)).signature).toBe(signature);
  await validateTransfer(rpc, signature, { recipient, amount: 3.25, splToken: address(LOCAL_USDC_MINT), reference, memo: 'order-7' });

  const balance: string[] = [];
  await runWalletCli(['balance', recipient], localnet.rpcUrl, (line) => balance.push(line));
  expect(balance).toEqual(['SOL: 0', 'USDC: 3.25']);
});

it('prints usage for unknown commands', async () => {
  const lines: string[] = [];
  expect(await runWalletCli(['dance'], 'http://127.0.0.1:1', (line) => lines.push(line))).toBe(2);
  expect(lines[0]).toContain('Usage');
});
