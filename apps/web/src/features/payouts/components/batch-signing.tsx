import type { ReactNode } from 'react';
import type { PayoutSigning } from '@paylink/shared';
import { CopyButton } from '../../../components/ui/copy-button';
import { SigningQr } from './signing-qr';
import { PasteBackForm } from './paste-back-form';
import { BatchTestWallet } from './batch-test-wallet';

function Uri({ value, thing, testId }: { value: string; thing: string; testId: string }) {
  return (
    <div className="flex items-start gap-2">
      <code
        className="min-w-0 flex-1 break-all rounded bg-gray-50 px-2 py-1 text-xs text-gray-700"
        data-testid={testId}
      >
        {value}
      </code>
      <CopyButton value={value} thing={thing} />
    </div>
  );
}

/** Solana: one transaction request per transaction; the wallet that scans it pays the fees and signs. */
function SolanaSigning({ requests, testWallet }: { requests: string[]; testWallet: ReactNode }) {
  return (
    <div className="space-y-4" data-testid="payout-signing-solana">
      <p className="text-sm text-gray-700">
        Scan with your Solana wallet: it pays the fees and signs. Nothing is signed by Paylink.
      </p>
      {requests.map((request, i) => (
        <div key={request} className="space-y-2">
          {requests.length > 1 && (
            <p className="text-sm font-medium text-gray-900">
              Transaction {i + 1} of {requests.length}
            </p>
          )}
          <SigningQr value={request} alt={`QR code of payout transaction ${i + 1}`} testId="payout-signing-qr" />
          <Uri value={request} thing="Solana Pay link" testId="payout-signing-url" />
        </div>
      ))}
      {testWallet}
    </div>
  );
}

type EvmSigning = Extract<PayoutSigning, { kind: 'evm-contract' }>;

/** EVM: approve each token's total to the batch contract, then one call; or one EIP-681 request per recipient. */
function EvmContractSigning({ signing, testWallet }: { signing: EvmSigning; testWallet: ReactNode }) {
  return (
    <div className="space-y-4" data-testid="payout-signing-evm">
      {signing.contract && signing.data ? (
        <ol className="list-decimal space-y-3 pl-5 text-sm text-gray-700">
          {signing.approvals.map((a) => (
            <li key={a.token} data-testid="payout-signing-approval">
              Approve <span className="font-mono text-xs">{signing.contract}</span> to spend{' '}
              <span className="font-medium">{a.amount}</span> base units of token{' '}
              <span className="break-all font-mono text-xs">{a.token}</span>
            </li>
          ))}
          <li>
            Send this call to the batch contract (chain {signing.chainId}) with {signing.value} wei:
            <div className="mt-2 space-y-2">
              <Uri value={signing.contract} thing="Contract address" testId="payout-signing-contract" />
              <Uri value={signing.data} thing="Call data" testId="payout-signing-data" />
            </div>
          </li>
        </ol>
      ) : (
        <p className="text-sm text-gray-700">
          The batch contract is not deployed on this network: pay each request below.
        </p>
      )}
      <div>
        <h4 className="text-sm font-medium text-gray-900">Or pay each recipient</h4>
        <ul className="mt-2 space-y-2">
          {signing.fallback.map((uri) => (
            <li key={uri}>
              <Uri value={uri} thing="Payment request" testId="payout-signing-fallback" />
            </li>
          ))}
        </ul>
      </div>
      {testWallet}
    </div>
  );
}

/** Bitcoin: a PSBT with every output; the merchant's wallet adds inputs and change, signs and broadcasts. */
function PsbtSigning({ psbt, batchId }: { psbt: string; batchId: string }) {
  return (
    <div className="space-y-3" data-testid="payout-signing-psbt">
      <p className="text-sm text-gray-700">
        Open this PSBT in your Bitcoin wallet (Sparrow, Electrum): it adds your inputs and change, you sign and
        broadcast (or paste the signed transaction back below).
      </p>
      <a
        href={`data:application/octet-stream;base64,${psbt}`}
        download={`${batchId}.psbt`}
        className="inline-block rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
        data-testid="payout-signing-psbt-download"
      >
        Download PSBT
      </a>
      <Uri value={psbt} thing="PSBT" testId="payout-signing-psbt-base64" />
      <PasteBackForm batchId={batchId} />
    </div>
  );
}

/**
 * How the merchant's own wallet signs what remains of a batch, as its network's rail built it; offline, a Solana or
 * EVM batch can also be paid by the local test wallet.
 */
export function BatchSigning({
  signing,
  batchId,
  network,
}: {
  signing: PayoutSigning;
  batchId: string;
  network: string;
}) {
  const testWallet = <BatchTestWallet batchId={batchId} network={network} />;
  switch (signing.kind) {
    case 'solana-pay':
      return <SolanaSigning requests={signing.requests} testWallet={testWallet} />;
    case 'evm-contract':
      return <EvmContractSigning signing={signing} testWallet={testWallet} />;
    case 'psbt':
      return <PsbtSigning psbt={signing.psbt} batchId={batchId} />;
  }
}
