import { afterAll, beforeAll, expect, it } from 'vitest';
import { bitcoinTestWallet } from './bitcoin-test-wallet.ts';
import { payBip21Request } from './pay-bip21-request.ts';
import { startBitcoinLocalnet, type BitcoinLocalnet } from './start-bitcoin-localnet.ts';

let chain: BitcoinLocalnet;
beforeAll(async () => {
  chain = await startBitcoinLocalnet({ port: 0 });
});
afterAll(async () => {
  await chain.close();
});

it('pays BIP21 requests from a faucet-funded wallet, topping it up only when short', async () => {
  const payee = bitcoinTestWallet(chain.esploraUrl);
  const first = await payBip21Request({
    esploraUrl: chain.esploraUrl,
    uri: `bitcoin:${payee.address.toUpperCase()}?amount=0.001`,
    seed: 'bip21 test',
  });
  const second = await payBip21Request({
    esploraUrl: chain.esploraUrl,
    uri: `bitcoin:${payee.address}?amount=0.002&message=Order%202`,
    seed: 'bip21 test',
  });
  expect(second.payer).toBe(first.payer);
  expect([first.sats, second.sats]).toEqual([100_000n, 200_000n]);
  await chain.mine(1);
  expect(await payee.balance()).toBe(300_000n);
  // One faucet top-up, then the two payments (the second spending the first's change).
  const payerHistory = (await (await fetch(`${chain.esploraUrl}/address/${first.payer}/txs`)).json()) as {
    txid: string;
  }[];
  expect(payerHistory.map((tx) => tx.txid).slice(0, 2)).toEqual([second.txid, first.txid]);
  expect(payerHistory).toHaveLength(3);

  await expect(
    payBip21Request({ esploraUrl: chain.esploraUrl, uri: `bitcoin:${payee.address}`, seed: 'bip21 test' }),
  ).rejects.toThrow('no amount');
});
