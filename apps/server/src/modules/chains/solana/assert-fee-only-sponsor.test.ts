import { describe, expect, it } from 'vitest';
import { blockhash, generateKeyPairSigner, type Address } from '@solana/kit';
import { LOCAL_USDC_MINT } from '@paylink/localnet';
import { assertFeeOnlySponsor } from './assert-fee-only-sponsor';
import { buildTransferTransaction } from './build-transfer-transaction';

const address = async () => (await generateKeyPairSigner()).address;

async function sponsoredTransfer(account: (sponsor: Address) => Promise<Address> | Address) {
  const sponsor = await generateKeyPairSigner();
  const transaction = await buildTransferTransaction({
    feePayer: sponsor,
    account: await account(sponsor.address),
    recipient: await address(),
    amount: 1_000_000n,
    token: { mint: LOCAL_USDC_MINT as Address, decimals: 6 },
    reference: await address(),
    memo: 'pay_1',
    blockhash: { blockhash: blockhash('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'), lastValidBlockHeight: 100n },
    priority: { unitLimit: 60_000, microLamportsPerUnit: 1_000n },
  });
  return { transaction, sponsor: sponsor.address };
}

describe('assertFeeOnlySponsor', () => {
  it('lets the sponsor sign a payment it only pays the fee of', async () => {
    const { transaction, sponsor } = await sponsoredTransfer(() => address());
    expect(() => assertFeeOnlySponsor(transaction, sponsor)).not.toThrow();
  });

  it('refuses a transaction in which an instruction names the sponsor (its USDC or SOL could move)', async () => {
    const { transaction, sponsor } = await sponsoredTransfer((self) => self);
    expect(() => assertFeeOnlySponsor(transaction, sponsor)).toThrow('an instruction names the sponsor');
  });

  it('refuses a transaction whose fee payer is someone else', async () => {
    const { transaction } = await sponsoredTransfer(() => address());
    expect(() => assertFeeOnlySponsor(transaction, LOCAL_USDC_MINT as Address)).toThrow(
      'the sponsor must be the fee payer',
    );
  });
});
