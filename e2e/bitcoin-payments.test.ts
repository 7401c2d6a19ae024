import { describe, expect, it } from 'vitest';
import { decode as decodeBip21 } from 'bip21';
import { bitcoinTestWallet } from '@paylink/bitcoin-localnet';
import { freshSolanaWallet, PASSWORD, registerMerchant, signInWithToken } from './support/api';
import { productAndBrowser } from './support/suite';
import { waitForTestIdText } from './support/ui';

// Issue 37: a BTC link created in the form and paid on the hosted page with the local test wallet, on the regtest
// chain `npm start` runs with no setting (a block every second here, so the test needs no wait of ten).
describe('Bitcoin links (real product, its local regtest chain, real browser)', () => {
  const suite = productAndBrowser();

  it('a merchant creates a BTC link in the form; the customer pays it with the test wallet on the hosted page', async () => {
    const { baseUrl } = suite.product;
    // An address of its own (an address belongs to one account): a fresh regtest key's.
    const BTC_ADDRESS = bitcoinTestWallet('http://127.0.0.1:1').address;
    const { token } = await registerMerchant(suite.api, 'btc-form', freshSolanaWallet());
    await suite.api.setWallets(token, { btcAddress: BTC_ADDRESS, currentPassword: PASSWORD });
    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, token);

    await page.goto(`${baseUrl}/create-payment`);
    await page.getByTestId('create-payment-form').waitFor();
    await page.getByLabel('Network').selectOption('bitcoin');
    expect(await page.getByLabel('Recipient Wallet Address').inputValue()).toBe(BTC_ADDRESS);
    await page.getByLabel('Currency').selectOption('BTC');
    await page.getByLabel('Amount').fill('0.001');
    await page.getByLabel('Label', { exact: true }).fill('Bitcoin order');
    await page.getByTestId('create-submit').click();
    await page.getByTestId('payment-result').waitFor();

    const paymentUrl = (await page.getByTestId('payment-url').textContent())!.trim();
    const request = decodeBip21(paymentUrl) as { address: string; options: { amount: number; label: string } };
    expect(request.address).toBe(BTC_ADDRESS);
    expect(request.options.label).toBe('Bitcoin order');
    const id = /^\/payments\/([^/]+)$/.exec((await page.getByTestId('view-details').getAttribute('href')) ?? '')?.[1];
    expect(id).toBeDefined();
    const { payAmount } = await suite.api.publicPayment(id!);
    // The unique amount in satoshis is what the URI asks for.
    expect(request.options.amount.toFixed(8)).toBe(Number(payAmount).toFixed(8));

    const hosted = await suite.browser.newPage();
    await hosted.goto(`${baseUrl}/payment/${id}`);
    await waitForTestIdText(hosted, 'hosted-status', 'Waiting for Payment');
    await waitForTestIdText(hosted, 'pay-to-amount', `${payAmount} BTC`);
    await waitForTestIdText(hosted, 'pay-to-recipient', BTC_ADDRESS);
    expect(await hosted.getByTestId('open-wallet').getAttribute('href')).toBe(paymentUrl);
    await hosted.getByText('Network: Bitcoin').waitFor();
    await hosted.getByTestId('pay-test-wallet').click();
    await waitForTestIdText(hosted, 'hosted-status', 'Payment Completed', 30_000);

    await page.goto(`${baseUrl}/payments/${id}`);
    await waitForTestIdText(page, 'payment-status', 'COMPLETED');
    expect(await page.getByTestId('transaction-signature').textContent()).toMatch(/[0-9a-f]{64}/);
    await waitForTestIdText(page, 'payment-transfer-amount', `${payAmount} BTC`);
  });

  it('a merchant sends a refund claim link; the customer gives their address on it; the refund to pay appears on the detail page', async () => {
    const { baseUrl } = suite.product;
    const { token } = await registerMerchant(suite.api, 'btc-claim', freshSolanaWallet());
    await suite.api.setWallets(token, {
      btcAddress: bitcoinTestWallet('http://127.0.0.1:1').address,
      currentPassword: PASSWORD,
    });
    const { payment } = await suite.api.createLink(token, {
      label: 'Claimed order',
      network: 'bitcoin',
      currency: 'BTC',
      amount: '0.001',
    });
    await suite.api.testPay(payment.id);
    await expect
      .poll(async () => (await suite.api.publicPayment(payment.id)).status, { timeout: 30_000 })
      .toBe('COMPLETED');

    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, token);
    await page.goto(`${baseUrl}/payments/${payment.id}`);
    await page.getByTestId('refund-claims-empty').waitFor();
    await page.getByLabel('Amount (BTC)').fill('0.0004');
    await page.getByTestId('refund-claim-create').click();
    const url = (await page.getByTestId('refund-claim-url').textContent())!.trim();
    expect(url).toMatch(new RegExp(`^${baseUrl}/refund-claim/[A-Za-z0-9_-]+$`));
    await waitForTestIdText(page, 'refund-claim-status', 'OPEN');

    const customer = await suite.browser.newPage();
    await customer.goto(url);
    await waitForTestIdText(customer, 'refund-claim-amount', '0.0004 BTC');
    await customer.getByLabel('Your Bitcoin address').fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await customer.getByTestId('refund-claim-submit').click();
    await customer.getByText('Please enter a valid Bitcoin wallet address').waitFor();
    const destination = bitcoinTestWallet('http://127.0.0.1:1').address;
    await customer.getByLabel('Your Bitcoin address').fill(destination);
    await customer.getByTestId('refund-claim-submit').click();
    await waitForTestIdText(customer, 'refund-claim-answered-address', destination);

    await waitForTestIdText(page, 'refund-claim-status', 'ANSWERED', 30_000);
    await waitForTestIdText(page, 'payment-refund-status', 'PENDING', 30_000);
    await waitForTestIdText(page, 'payment-refund-amount', '0.0004 BTC');
    await page.getByTestId('payment-refund-open').click();
    await waitForTestIdText(page, 'refund-destination', destination);
    const refundUrl = (await page.getByTestId('refund-open-wallet').getAttribute('href'))!;
    expect(decodeBip21(refundUrl)).toMatchObject({ address: destination, options: { amount: 0.0004 } });
  });
});
