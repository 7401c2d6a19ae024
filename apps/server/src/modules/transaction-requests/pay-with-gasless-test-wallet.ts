import {
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  partiallySignTransaction,
} from '@solana/kit';
import { requestTokenAirdrop } from '@paylink/localnet';
import type { Deps } from '../../deps';
import { amountRemaining } from '../payments/lifecycle/amount-remaining';
import { getPayment } from '../payments/links/get-payment';
import { payWithTestWallet } from '../payments/links/pay-with-test-wallet';
import { answerTransactionRequest, transactionRequestRefusal } from './answer-transaction-request';
import { fundLocalSponsor } from './fund-local-sponsor';

/**
 * Offline mode's test wallet (the hosted page's button). What is left of an open USDC link on Solana is paid as a
 * wallet app scanning the default QR would: a throwaway wallet holding that USDC and no SOL asks the link's
 * transaction request, signs its part and sends it (Paylink's sponsor pays the fee). Anything else (SOL, EVM, a
 * chosen `amount`, a link paid late) goes to the plain test wallet, which pays the transfer request.
 */
export async function payWithGaslessTestWallet(
  deps: Deps,
  paymentId: string,
  amount?: string,
): Promise<{ signature: string }> {
  const link = await getPayment(deps.db, paymentId);
  if (
    amount !== undefined ||
    !link.asset ||
    !deps.config.offline ||
    !link.transactionRequestUrl ||
    transactionRequestRefusal(deps, link, new Date())
  ) {
    return payWithTestWallet(deps, paymentId, amount);
  }
  await fundLocalSponsor(deps);
  const wallet = await generateKeyPairSigner();
  await requestTokenAirdrop({
    rpcUrl: deps.config.solana.rpcUrl,
    mint: link.asset,
    owner: wallet.address,
    amount: amountRemaining(link),
  });
  const { transaction } = await answerTransactionRequest(deps, { paymentId, account: wallet.address });
  const signed = await partiallySignTransaction(
    [wallet.keyPair],
    getTransactionDecoder().decode(getBase64Encoder().encode(transaction)),
  );
  return {
    signature: await deps.solanaRpc
      .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
      .send(),
  };
}
