import { describe, expect, it } from 'vitest';
import { generateKeyPairSigner, signBytes } from '@solana/kit';
import { base58Encode } from '@paylink/shared';
import { freshSolanaWallet, PASSWORD, registerMerchant, signInWithToken } from './support/api';
import { productAndBrowser } from './support/suite';

// Issue 29 item 5: an address belongs to one account; the owner proves it with the wallet and takes it back.
describe('wallet ownership in Settings → Wallet (real product, real browser)', () => {
  const suite = productAndBrowser();

  it('shows the 409 for an address another account claimed, proves ownership with a signed message and shows the badge', async () => {
    const { baseUrl } = suite.product;
    const signer = await generateKeyPairSigner();
    await registerMerchant(suite.api, 'squatter', signer.address);
    const { token } = await registerMerchant(suite.api, 'owner', freshSolanaWallet());
    const page = await suite.browser.newPage();
    await signInWithToken(page, baseUrl, token);

    await page.goto(`${baseUrl}/settings?tab=wallet`);
    await page.getByTestId('wallet-tab').waitFor();
    await page.getByLabel('Solana Wallet Address').fill(signer.address);
    await page.getByTestId('wallet-current-password').fill(PASSWORD);
    await page.getByTestId('save-wallets').click();
    await page.getByTestId('wallet-save-error').getByText('This address is already used by another account').waitFor();

    // No browser wallet offline: the message is shown, signed elsewhere (here: the key), and the signature pasted.
    await page.getByTestId('prove-ownership').click();
    const message = await page.getByTestId('wallet-proof-message').textContent();
    expect(message).toContain(`wants you to sign in with your Solana account:\n${signer.address}`);
    // Issue 48 item 11: the statement says what the signature does and for which account.
    expect(message).toMatch(
      /\nProve that this wallet receives payments for the Paylink account .+ \(usr_\w+\) on \S+\. Signing does not sign you in/,
    );
    const signature = base58Encode(await signBytes(signer.keyPair.privateKey, new TextEncoder().encode(message!)));
    await page.getByTestId('wallet-proof-signature').fill(signature);
    await page.getByTestId('verify-proof').click();
    await page.getByText('Ownership proven. The address is yours again; you can now save it.').waitFor();
    await page.getByTestId('wallet-proven').waitFor();

    await page.getByTestId('wallet-current-password').fill(PASSWORD);
    await page.getByTestId('save-wallets').click();
    await page.getByText('Wallet addresses updated successfully!').waitFor();
    await page.close();
    expect(suite.browser.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
