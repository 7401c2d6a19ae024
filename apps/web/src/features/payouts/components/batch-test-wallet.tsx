import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useAppConfig } from '../../../lib/app-config';
import { errorMessage } from '../../../lib/api-client';
import { networkProfile } from '../../../lib/network-profiles';
import { usePayBatchWithTestWallet } from '../api/payouts';

/**
 * Offline only, as for a refund: the local chain's test wallet pays what remains of the batch. Never shown when the
 * network's profile has no test wallet (real RPCs configured).
 */
export function BatchTestWallet({ batchId, network }: { batchId: string; network: string }) {
  const { data: config } = useAppConfig();
  const testPay = usePayBatchWithTestWallet(batchId);
  if (networkProfile(config, network)?.testWallet !== true) return null;
  return (
    <Button
      variant="outline"
      className="w-full"
      isLoading={testPay.isPending}
      onClick={() =>
        testPay.mutate(undefined, {
          onSuccess: () => toast.success('Paid with the local test wallet: each payout turns PAID once confirmed.'),
          onError: (error) => toast.error(errorMessage(error, 'Test payment failed')),
        })
      }
      data-testid="payout-test-wallet"
    >
      Pay with test wallet
    </Button>
  );
}
