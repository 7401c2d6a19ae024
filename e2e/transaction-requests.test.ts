import {
  createSolanaRpc,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  partiallySignTransaction,
} from '@solana/kit';
import { LOCAL_USDC_MINT, requestTokenAirdrop } from '@paylink/localnet';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerMerchant, signInWithToken } from './support/api';
import { waitForTestIdText } from './support/ui';
import { productAndBrowser } from './support/suite';

interface ShownPayment {
  paymentUrl: string;
  qrCodeData: string;
  transactionRequestUrl: string;
  transactionRequestQrCodeData: string;
}

// Issue 31: Solana Pay transaction requests. The hosted page offers the transaction request first (USDC without SOL:
// Paylink pays the network fee) and a switch to the plain transfer request; a wallet holding no SOL pays through it.
describe('transaction requests (real product, real chain, real browser)', () => {
  const suite = productAndBrowser();
  let merchantToken: string;
  let merchantWallet: string;

  beforeAll(async () => {
    merchantWallet = (await generateKeyPairSigner()).address;
    merchantToken = (await registerMerchant(suite.api, 'txreq', merchantWallet)).token;
    // The merchant's USDC account exists: its rent is the merchant's, never the sponsor's.
    await requestTokenAirdrop({
      rpcUrl: suite.product.rpcUrl,
      mint: LOCAL_USDC_MINT,
      owner: merchantWallet,
      amount: 1n,
    });
  });

  it('shows the transaction-request QR by default, the switch shows the transfer QR, and a wallet with no SOL pays', async () => {
    const { baseUrl, rpcUrl } = suite.product;
    const { payment } = await suite.api.createLink(merchantToken, {
      amount: '3',
      currency: 'USDC',
      label: 'Gasless order',
    });
    const shown = (await (await fetch(`${baseUrl}/api/payments/${payment.id}`)).json()).data as ShownPayment;
    expect(shown.transactionRequestUrl).toBe(
      `solana:${encodeURIComponent(`${baseUrl}/api/payments/${payment.id}/transaction-request`)}`,
    );

    const page = await suite.browser.newPage();
    await page.goto(`${baseUrl}/payment/${payment.id}`);
    await waitForTestIdText(page, 'hosted-status', 'Waiting for Payment');
    await page.getByTestId('qr-image').waitFor();
    expect(await page.getByTestId('qr-image').getAttribute('src')).toBe(shown.transactionRequestQrCodeData);
    expect(await page.getByTestId('open-wallet').getAttribute('href')).toBe(shown.transactionRequestUrl);

    await page.getByText("Wallet doesn't support this? Show a simple transfer code").click();
    expect(await page.getByTestId('qr-image').getAttribute('src')).toBe(shown.qrCodeData);
    expect(await page.getByTestId('open-wallet').getAttribute('href')).toBe(shown.paymentUrl);
    await page.getByTestId('simple-transfer-switch').click();
    expect(await page.getByTestId('qr-image').getAttribute('src')).toBe(shown.transactionRequestQrCodeData);

    // A wallet that holds 3 USDC and no SOL: it asks for the transaction, signs its part and sends it.
    const customer = await generateKeyPairSigner();
    await requestTokenAirdrop({ rpcUrl, mint: LOCAL_USDC_MINT, owner: customer.address, amount: 3_000_000n });
    const link = decodeURIComponent(shown.transactionRequestUrl.slice('solana:'.length));
    const res = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://wallet.example' },
      body: JSON.stringify({ account: customer.address }),
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const { transaction, message } = (await res.json()) as { transaction: string; message: string };
    expect(message).toBe('Pay 3 USDC to Gasless order. Paylink pays the network fee.');
    const signed = await partiallySignTransaction(
      [customer.keyPair],
      getTransactionDecoder().decode(getBase64Encoder().encode(transaction)),
    );
    const rpc = createSolanaRpc(rpcUrl);
    await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send();
    await waitForTestIdText(page, 'hosted-status', 'Payment Completed', 15_000);
    expect((await rpc.getBalance(customer.address).send()).value).toBe(0n);
    await page.close();

    const merchant = await suite.browser.newPage();
    await signInWithToken(merchant, baseUrl, merchantToken);
    await merchant.goto(`${baseUrl}/payments/${payment.id}`);
    await waitForTestIdText(merchant, 'transaction-request-url', shown.transactionRequestUrl);
    await waitForTestIdText(merchant, 'payment-url', shown.paymentUrl);
    await merchant.close();
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
