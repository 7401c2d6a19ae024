import { useState } from 'react';
import { toast } from 'sonner';
import { isEthereumAddress, type WalletProof } from '@paylink/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useRequestWalletProof, useVerifyWalletProof } from '../api/wallet-proofs';

export interface ProveOwnershipProps {
  address: string;
  /** The canonical address is the account's and its wallet signed a proof. */
  proven: boolean;
}

/**
 * The proven badge of an address, or the flow that proves it: the server's message to sign, shown in full (with no
 * browser wallet, sign it elsewhere: `signMessage` in the wallet app or a CLI), and a field for the signature.
 * Proof also takes an address back from an account that used it first without one.
 */
export function ProveOwnership({ address, proven }: ProveOwnershipProps) {
  const request = useRequestWalletProof();
  const verify = useVerifyWalletProof();
  const [proof, setProof] = useState<WalletProof | null>(null);
  const [signature, setSignature] = useState('');
  const evm = isEthereumAddress(address);
  const gate = useActionGate('wallets:write');

  if (proven && !proof) {
    return (
      <Badge tone="green" data-testid="wallet-proven">
        Proven
      </Badge>
    );
  }
  if (!proof) {
    return (
      <Button
        type="button"
        variant="outline"
        isLoading={request.isPending}
        disabledReason={gate.reason}
        data-testid="prove-ownership"
        onClick={() =>
          request.mutate(address, {
            onSuccess: (issued) => {
              setProof(issued);
              setSignature('');
            },
            onError: (error) => toast.error(errorMessage(error, 'Failed to prepare the message to sign')),
          })
        }
      >
        Prove ownership
      </Button>
    );
  }
  return (
    <div className="space-y-3 rounded-md border border-gray-200 p-3" data-testid="wallet-proof">
      <p className="text-sm text-gray-700">
        Sign this message with the wallet of {address} (
        {evm ? 'personal_sign, the 0x signature' : 'signMessage, the base58 signature'}), then paste the signature. It
        proves that the wallet receives this account&apos;s payments, as the message says; its standard first line reads
        &quot;sign in&quot;, but it signs you in nowhere. It expires at {new Date(proof.expiresAt).toLocaleTimeString()}
        .
      </p>
      <pre className="whitespace-pre-wrap break-all rounded bg-gray-50 p-2 text-xs" data-testid="wallet-proof-message">
        {proof.message}
      </pre>
      <CopyButton value={proof.message} thing="Message" testId="copy-proof-message" />
      <Input
        label="Signature"
        autoComplete="off"
        spellCheck={false}
        value={signature}
        onChange={(e) => setSignature(e.target.value)}
        data-testid="wallet-proof-signature"
      />
      <Button
        type="button"
        isLoading={verify.isPending}
        disabled={signature.trim() === ''}
        data-testid="verify-proof"
        onClick={() =>
          verify.mutate(
            { nonce: proof.nonce, signature: signature.trim() },
            {
              onSuccess: (data) => {
                setProof(null);
                toast.success(
                  data.tookOver
                    ? 'Ownership proven. The address is yours again; you can now save it.'
                    : 'Ownership proven.',
                );
              },
              // A failed attempt spends the message: ask for a new one.
              onError: (error) => {
                setProof(null);
                toast.error(errorMessage(error, 'The signature could not be verified'));
              },
            },
          )
        }
      >
        Verify signature
      </Button>
    </div>
  );
}
