import { afterEach, expect, it } from 'vitest';
import { createSolanaRpc, generateKeyPairSigner, address, type Signature } from '@solana/kit';
import { encodeURL, findReference, validateTransfer } from '@solana/pay';
import { encodeEip681Url } from '@paylink/shared';
import {
  freePort,
  LOCAL_EVM_USDC_ADDRESS,
  LOCAL_USDC_MINT,
  requestTokenAirdrop,
  startEvmLocalnet,
  startLocalnet,
  usdcTestTokenAbi,
  type Localnet,
} from './index.ts';
import { bitcoinTestWallet, startBitcoinLocalnet } from '@paylink/bitcoin-localnet';
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
  await validateTransfer(rpc, signature, {
    recipient,
    amount: 3.25,
    splToken: address(LOCAL_USDC_MINT),
    reference,
    memo: 'order-7',
  });

  // PYUSD is read from the recipient's Token-2022 account.
  await requestTokenAirdrop({
    rpcUrl: localnet.rpcUrl,
    mint: '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo',
    owner: recipient,
    amount: 1_500_000n,
  });
  const balance: string[] = [];
  await runWalletCli(['balance', recipient], localnet.rpcUrl, (line) => balance.push(line));
  expect(balance).toEqual(['SOL: 0', 'USDC: 3.25', 'USDT: 0', 'EURC: 0', 'PYUSD: 1.5']);
});

it('prints usage for unknown commands', async () => {
  const lines: string[] = [];
  expect(await runWalletCli(['dance'], 'http://127.0.0.1:1', (line) => lines.push(line))).toBe(2);
  expect(lines[0]).toContain('Usage');
});

it('pays an EIP-681 USDC URL on the local Base chain found from the URL’s chain id', async () => {
  const port = await freePort();
  const chain = await startEvmLocalnet({ port, chainId: 8453 });
  try {
    const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const url = encodeEip681Url({
      kind: 'token',
      chainId: 8453,
      token: LOCAL_EVM_USDC_ADDRESS,
      recipient,
      amount: 1_230_000n,
    });
    const lines: string[] = [];
    const code = await runWalletCli(['pay', url], 'http://127.0.0.1:1', (line) => lines.push(line), {
      EVM_LOCALNET_PORT: String(port - 1),
    });
    expect(code).toBe(0);
    expect(lines.at(-1)).toBe('result: confirmed');
    expect(
      await chain.client.readContract({
        address: LOCAL_EVM_USDC_ADDRESS,
        abi: usdcTestTokenAbi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(1_230_000n);
  } finally {
    await chain.close();
  }
});

it('pays a BIP21 URI on the local Bitcoin chain, topping its wallet up from the faucet', async () => {
  const chain = await startBitcoinLocalnet({ port: 0 });
  try {
    const payee = bitcoinTestWallet(chain.esploraUrl);
    const lines: string[] = [];
    const code = await runWalletCli(
      ['pay', `bitcoin:${payee.address}?amount=0.0005&label=Paylink`],
      'http://127.0.0.1:1',
      (line) => lines.push(line),
      {
        BITCOIN_ESPLORA_URL: chain.esploraUrl,
      },
    );
    expect(code).toBe(0);
    expect(lines.at(-1)).toBe('result: broadcast, unconfirmed until the next block');
    const txid = lines[0]!.replace('transaction: ', '');
    await chain.mine(1);
    const status = (await (await fetch(`${chain.esploraUrl}/tx/${txid}/status`)).json()) as { confirmed: boolean };
    expect(status.confirmed).toBe(true);
    expect(await payee.balance()).toBe(50_000n);
  } finally {
    await chain.close();
  }
});
