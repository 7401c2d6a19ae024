import { useState } from 'react';
import { toast } from 'sonner';
import { CREDITS_PER_PAYMENT_LINK, isFiatCurrency, MSG, type CreatePaymentFormValues } from '@paylink/shared';
import { ButtonLink } from '../../../components/ui/button-link';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { useCreatePaymentLink, type CreatedPaymentLink } from '../api/create-payment-link';
import { useSupportedTokens } from '../api/get-supported-tokens';
import { CreatePaymentForm } from './create-payment-form';
import { PaymentLinkResult } from './payment-link-result';

export function CreatePaymentPage() {
  const { user, refreshUser } = useAuth();
  const { data: supported } = useSupportedTokens();
  const createLink = useCreatePaymentLink();
  const [result, setResult] = useState<CreatedPaymentLink | null>(null);
  const [formKey, setFormKey] = useState(0);

  const credits = user?.transactionCredits ?? 0;
  const outOfCredits = user !== null && credits < CREDITS_PER_PAYMENT_LINK;

  function submit(values: CreatePaymentFormValues) {
    const message = values.message.trim();
    createLink.mutate(
      {
        amount: values.amount.trim(),
        currency: values.currency,
        payCurrencies: isFiatCurrency(values.currency) ? values.payCurrencies : undefined,
        network: values.network,
        label: values.label.trim(),
        message: message || undefined,
        walletAddress: values.walletAddress.trim(),
      },
      {
        onSuccess: (created) => {
          setResult(created);
          toast.success('Payment link created successfully!');
          void refreshUser();
        },
        onError: (error) => {
          toast.error(errorMessage(error, 'Failed to create payment link'));
          // A 402 means the header's credits count was stale.
          if (error instanceof ApiError && error.status === 402) void refreshUser();
        },
      },
    );
  }

  function createAnother() {
    setResult(null);
    setFormKey((k) => k + 1);
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Create Payment Link</h1>
          <p className="text-sm text-gray-500">Each payment link uses {CREDITS_PER_PAYMENT_LINK} credit.</p>
        </div>
        <div className="rounded-lg bg-indigo-50 px-4 py-2 text-sm text-indigo-900">
          Available credits: <span className="font-semibold" data-testid="available-credits">{credits}</span>
        </div>
      </div>

      {outOfCredits && (
        <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800" data-testid="insufficient-credits" role="alert">
          <p className="font-medium">{MSG.insufficientCredits}</p>
          <p className="mt-1">{MSG.needOneCredit}</p>
          <ButtonLink to="/settings" size="sm" variant="danger" className="mt-3">
            Buy Credits
          </ButtonLink>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
          <h2 className="mb-4 text-lg font-semibold text-gray-900">Payment Details</h2>
          {supported ? (
            <CreatePaymentForm
              key={formKey}
              supported={supported}
              savedWallets={{
                solana: user?.walletAddress ?? '',
                ethereum: user?.ethAddress ?? '',
                base: user?.ethAddress ?? '',
                // With an account key the field stays empty: the link gets a fresh address of the key.
                bitcoin: user?.btcXpub ? '' : (user?.btcAddress ?? ''),
              }}
              blocked={user === null || outOfCredits}
              isSubmitting={createLink.isPending}
              onSubmit={submit}
            />
          ) : (
            <Spinner label="Loading..." className="py-12" />
          )}
        </section>
        <section>
          <PaymentLinkResult result={result} onCreateAnother={createAnother} />
        </section>
      </div>
    </div>
  );
}
