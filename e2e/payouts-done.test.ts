import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createSolanaRpc,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  lamports,
  partiallySignTransaction,
} from '@solana/kit';
import { createPublicClient, createWalletClient, http, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { base64 } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bitcoinTestWallet, REGTEST_NETWORK } from '@paylink/bitcoin-localnet';
import { freshEthWallet, freshSolanaWallet, registerMerchant, signInWithToken } from './support/api';
import { productAndBrowser } from './support/suite';

// Issue 52, "Done when": a merchant imports a CSV of five payouts (two without addresses) on the Payouts page, the two
// recipients answer their claim links in the browser, one batch per network is created on the page and paid by the
// merchant's own wallet, and every payout turns PAID. The page shows what to sign but holds no wallet for batches, so
// the test is that wallet: it pays the Solana batch's transaction request (fetched as a wallet fetches it), sends the
// Base batch's contract call shown on the page, and signs the Bitcoin PSBT with @scure/btc-signer, whose signed
// transaction it pastes back through the page.
describe('payouts done-when (real product, its local chains, real browser)', () => {
  const suite = productAndBrowser('shared');

  /** Builds the batch of every READY payout of `network` on the page and answers its modal. */
  async function openBatch(page: Page, network: string, payouts: number): Promise<Locator> {
    await page.getByTestId('payout-build-batch').click();
    await page.getByTestId('payout-batch-network').selectOption(network);
    await page
      .getByTestId('payout-batch-pick')
      .nth(payouts - 1)
      .waitFor();
    expect(await page.getByTestId('payout-batch-pick').count()).toBe(payouts);
    await page.getByTestId('payout-batch-create').click();
    const modal = page.getByTestId('payout-batch-modal');
    await modal.getByTestId('payout-batch-totals').waitFor();
    return modal;
  }

  it('five payouts from a CSV, two claimed, paid in one batch per network: every payout turns PAID', async () => {
    const { baseUrl, rpcUrl, evmRpcUrl, esploraUrl } = suite.product;
    const { token } = await registerMerchant(suite.api, 'payouts-done');
    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, token);
    await page.goto(`${baseUrl}/payouts`);
    await page.getByTestId('payouts-empty').waitFor();

    const btcRecipient = bitcoinTestWallet(esploraUrl).address;
    const csv = [
      'name,email,amount,currency,address,network',
      `Ada,,0.05,SOL,${freshSolanaWallet()},solana`,
      'Bob,,0.02,SOL,,',
      `Cy,,0.001,ETH,${freshEthWallet()},base`,
      'Dee,,0.002,ETH,,',
      `Eve,,0.0003,BTC,${btcRecipient},bitcoin`,
    ].join('\n');
    await page.getByTestId('payout-import').click();
    await page.getByTestId('payout-import-csv').fill(csv);
    await page.getByTestId('payout-import-preview-button').click();
    await page.getByTestId('payout-import-summary').filter({ hasText: '5 rows are ready to import.' }).waitFor();
    await page.getByTestId('payout-import-submit').click();
    await page.getByTestId('payout-import-done').filter({ hasText: '5 payouts imported.' }).waitFor();
    const claimUrls = await page.getByTestId('payout-claim-url').allTextContents();
    expect(claimUrls).toHaveLength(2);
    await page.getByTestId('payout-import-modal').getByRole('button', { name: 'Done' }).click();

    // The two recipients answer their claim links: Bob on Solana (the only network with SOL), Dee on Base.
    const answers = [
      { url: claimUrls[0]!.trim(), network: 'solana', address: freshSolanaWallet() },
      { url: claimUrls[1]!.trim(), network: 'base', address: freshEthWallet() },
    ];
    for (const answer of answers) {
      const recipient = await suite.browser.newPage();
      await recipient.goto(answer.url);
      await recipient.getByTestId('payout-claim-form').waitFor();
      await recipient.getByTestId('payout-claim-network').selectOption(answer.network);
      await recipient.getByTestId('payout-claim-address-input').fill(answer.address);
      await recipient.getByTestId('payout-claim-submit').click();
      expect((await recipient.getByTestId('payout-claim-answered-address').textContent())?.trim()).toBe(answer.address);
      await recipient.close();
    }
    await page.reload();
    await page.locator('[data-testid="payout-row"][data-status="READY"]').nth(4).waitFor();

    // Solana: the merchant's wallet (funded by the local chain's airdrop) fetches the batch's transaction request,
    // signs it as the fee payer and sends it.
    let modal = await openBatch(page, 'solana', 2);
    const requests = await modal.getByTestId('payout-signing-url').allTextContents();
    const solanaWallet = await generateKeyPairSigner();
    const rpc = createSolanaRpc(rpcUrl);
    await rpc.requestAirdrop(solanaWallet.address, lamports(1_000_000_000n)).send();
    for (const request of requests) {
      const link = decodeURIComponent(request.trim().replace(/^solana:/, ''));
      const res = await fetch(link, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ account: solanaWallet.address }),
      });
      expect(res.status).toBe(200);
      const { transaction } = (await res.json()) as { transaction: string };
      const unsigned = getTransactionDecoder().decode(getBase64Encoder().encode(transaction));
      const signed = await partiallySignTransaction([solanaWallet.keyPair], unsigned);
      await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send();
    }
    await modal.getByRole('button', { name: 'Close' }).click();

    // Base: the batch contract's one call, with its ETH as the call's value (no token, so nothing to approve first).
    modal = await openBatch(page, 'base', 2);
    const contract = (await modal.getByTestId('payout-signing-contract').textContent())!.trim() as Hex;
    const data = (await modal.getByTestId('payout-signing-data').textContent())!.trim() as Hex;
    expect(await modal.getByTestId('payout-signing-approval').count()).toBe(0);
    const value = BigInt(
      /with (\d+) wei/.exec((await modal.getByTestId('payout-signing-evm').textContent()) ?? '')![1]!,
    );
    expect(value).toBe(3_000_000_000_000_000n);
    const baseRpc = `http://127.0.0.1:${Number(new URL(evmRpcUrl).port) + 1}`;
    const account = privateKeyToAccount(generatePrivateKey());
    const publicClient = createPublicClient({ transport: http(baseRpc) });
    const chainId = await publicClient.getChainId();
    const chain = {
      id: chainId,
      name: 'local base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [baseRpc] } },
    };
    await publicClient.request({
      method: 'anvil_setBalance' as never,
      params: [account.address, '0xde0b6b3a7640000'] as never,
    });
    const hash = await createWalletClient({ account, chain, transport: http(baseRpc) }).sendTransaction({
      to: contract,
      data,
      value,
    });
    expect((await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success');
    await modal.getByRole('button', { name: 'Close' }).click();

    // Bitcoin: @scure/btc-signer stands in for the merchant's wallet. It adds a coin of its own (from the regtest
    // faucet, confirmed by the chain's next block) and its change, signs, and the signed transaction is pasted back.
    modal = await openBatch(page, 'bitcoin', 1);
    const psbtBase64 = (await modal.getByTestId('payout-signing-psbt-base64').textContent())!.trim();
    const merchant = bitcoinTestWallet(esploraUrl);
    const fundingTxid = await merchant.fund(1_000_000n);
    const utxos = await waitFor(async () => {
      const all = (await (await fetch(`${esploraUrl}/address/${merchant.address}/utxo`)).json()) as {
        txid: string;
        vout: number;
        value: number;
        status: { confirmed: boolean };
      }[];
      const mine = all.filter((u) => u.txid === fundingTxid && u.status.confirmed);
      return mine.length > 0 ? mine : null;
    });
    const psbt = Transaction.fromPSBT(base64.decode(psbtBase64));
    const own = p2wpkh(secp256k1.getPublicKey(merchant.privateKey, true), REGTEST_NETWORK);
    for (const u of utxos)
      psbt.addInput({ txid: u.txid, index: u.vout, witnessUtxo: { script: own.script, amount: BigInt(u.value) } });
    const total = utxos.reduce((sum, u) => sum + BigInt(u.value), 0n);
    psbt.addOutput({ script: own.script, amount: total - 30_000n - 2_000n });
    psbt.sign(merchant.privateKey);
    psbt.finalize();
    await modal.getByTestId('payout-paste-back-tx').fill(psbt.hex);
    await modal.getByTestId('payout-paste-back-submit').click();
    await modal.getByTestId('payout-paste-back-done').waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();

    // The watcher proves each transfer landed: every payout turns PAID on the page.
    await waitFor(async () => {
      await page.reload();
      await page.getByTestId('payouts-table').waitFor();
      const statuses = await page
        .getByTestId('payout-row')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status')));
      return statuses.length === 5 && statuses.every((s) => s === 'PAID') ? statuses : null;
    }, 45_000);
    await page.close();
  });
});

/** Polls `check` until it answers something other than null. */
async function waitFor<T>(check: () => Promise<T | null>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
