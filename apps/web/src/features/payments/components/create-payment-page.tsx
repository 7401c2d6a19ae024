import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import {
  CREDITS_PER_PAYMENT_LINK,
  isFiatCurrency,
  MSG,
  type CreatePaymentFormValues,
  type Payment,
} from '@paylink/shared';
import { ButtonLink } from '../../../components/ui/button-link';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useAuth } from '../../../lib/auth/use-auth';
import { useAppConfig } from '../../../lib/app-config';
import { payOptionWallets, savedWallets } from '../../../lib/network-profiles';
import { useCreatePaymentLink, type CreatedPaymentLink } from '../api/create-payment-link';
import { useSupportedTokens } from '../api/get-supported-tokens';
import { CreatePaymentForm } from './create-payment-form';
import { PaymentLinkResult } from './payment-link-result';
import { duplicateValues } from './duplicate-values';
import { parsePayOptionKey, payOptionKey, useDefaultPayOptions } from '../../../lib/default-pay-options';

/** How long Create waits for an answer before it says so and gives the form back. */
export const CREATE_ANSWER_TIMEOUT_MS = 10_000;

export function CreatePaymentPage() {
  const { user, refreshUser } = useAuth();
  const { data: supported } = useSupportedTokens();
  const defaults = useDefaultPayOptions(user !== null);
  const createLink = useCreatePaymentLink();
  // Create is hidden from roles without payments:create; opened by its address, the form says why it cannot send.
  const gate = useActionGate('payments:create');
  const [result, setResult] = useState<CreatedPaymentLink | null>(null);
  const [formKey, setFormKey] = useState(0);
  // One key per intent to create a link: kept when the answer was lost (a retry gets the first answer back),
  // replaced after any answer. `sending` drops a second click that lands before the button disables.
  const intent = useRef(crypto.randomUUID());
  const intentBody = useRef<string | null>(null);
  const sending = useRef(false);
  // The link on show: a late answer to a request already answered is not shown (or announced) twice.
  const shownId = useRef<string | null>(null);
  const [slow, setSlow] = useState(false);
  const resultRef = useRef<HTMLElement>(null);

  // Which saved wallet pays on each network is the server's rail's answer (the client config's network profiles).
  const { data: config } = useAppConfig();
  // Duplicate (a link's page) opens this form filled in from that link; creating it costs a credit like any.
  const duplicateOf = (useLocation().state as { duplicateOf?: Payment } | null)?.duplicateOf;
  const credits = user?.transactionCredits ?? 0;
  const outOfCredits = user !== null && credits < CREDITS_PER_PAYMENT_LINK;

  function submit(values: CreatePaymentFormValues) {
    if (sending.current || result) return;
    sending.current = true;
    setSlow(false);
    const message = values.message.trim();
    const fiat = isFiatCurrency(values.currency);
    // Other networks chosen: pay options, the form's network first, each network paid to the saved wallet.
    const others = fiat
      ? values.otherPayOptions.map(parsePayOptionKey).filter((o) => o.network !== values.network)
      : [];
    const paidIn =
      others.length > 0
        ? {
            payOptions: [...values.payCurrencies.map((currency) => ({ network: values.network, currency })), ...others],
          }
        : {
            payCurrencies: fiat ? values.payCurrencies : undefined,
            network: values.network,
            walletAddress: values.walletAddress.trim(),
          };
    const body = {
      amount: values.amount.trim(),
      currency: values.currency,
      label: values.label.trim(),
      message: message || undefined,
      ...paidIn,
    };
    // The same link asked again (after no answer) keeps its key, so the server answers with the first link; changed values are a new intent.
    const asked = JSON.stringify(body);
    if (asked !== intentBody.current) intent.current = crypto.randomUUID();
    intentBody.current = asked;
    const key = intent.current;
    // No answer in time: say so and give the form back. The request goes on; if it lands, its link is shown.
    const timer = setTimeout(() => {
      sending.current = false;
      setSlow(true);
    }, CREATE_ANSWER_TIMEOUT_MS);
    createLink
      .mutateAsync({ idempotencyKey: key, ...body })
      .then(
        (created) => {
          if (shownId.current === created.payment.id) return;
          shownId.current = created.payment.id;
          intent.current = crypto.randomUUID();
          intentBody.current = null;
          setSlow(false);
          setResult(created);
          toast.success('Payment link created successfully!');
          void refreshUser();
          // On a phone the result is below the form: bring it into view.
          requestAnimationFrame(() => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
        },
        (error: unknown) => {
          // A late failure of a request the merchant already retried says nothing new.
          if (key !== intent.current || shownId.current !== null) return;
          // The server answered: the next try is a new intent. No answer (status 0), or the first try still running
          // on the server: it may be created, so a retry keeps the key and gets that answer back.
          const undecided =
            error instanceof ApiError && (error.status === 0 || error.body.code === 'IDEMPOTENCY_IN_PROGRESS');
          if (!undecided) intentBody.current = null;
          toast.error(errorMessage(error, 'Failed to create payment link'));
          // A 402 means the header's credits count was stale.
          if (error instanceof ApiError && error.status === 402) void refreshUser();
        },
      )
      .finally(() => {
        clearTimeout(timer);
        if (key === intent.current || shownId.current !== null) sending.current = false;
      });
  }

  // The form stays locked after a success until the merchant asks for another link.
  function createAnother() {
    shownId.current = null;
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
          Available credits:{' '}
          <span className="font-semibold" data-testid="available-credits">
            {credits}
          </span>
        </div>
      </div>

      {outOfCredits && (
        <div
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
          data-testid="insufficient-credits"
          role="alert"
        >
          <p className="font-medium">{MSG.insufficientCredits}</p>
          <p className="mt-1">{MSG.needOneCredit}</p>
          <ButtonLink to="/settings?tab=credits" size="sm" variant="danger" className="mt-3">
            Buy Credits
          </ButtonLink>
        </div>
      )}

      {slow && !result && (
        <div
          className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
          data-testid="create-slow"
          role="status"
        >
          <p className="font-medium">The server has not answered for {CREATE_ANSWER_TIMEOUT_MS / 1000} seconds.</p>
          <p className="mt-1">
            Your link may still be created: if it is, it appears here. Creating it again is safe: the same link comes
            back, never a second one.
          </p>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
          <h2 className="mb-4 text-lg font-semibold text-gray-900">Payment Details</h2>
          {duplicateOf && formKey === 0 && (
            <p className="mb-4 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900" data-testid="duplicate-notice">
              A copy of “{duplicateOf.label}”: check the details, then create it.
            </p>
          )}
          {supported && config && !defaults.isLoading ? (
            <CreatePaymentForm
              key={formKey}
              supported={supported}
              savedWallets={savedWallets(config.networks, user)}
              payOptionWallets={payOptionWallets(config.networks, user)}
              blocked={user === null || outOfCredits || result !== null}
              blockedReason={gate.reason}
              isSubmitting={createLink.isPending && !slow}
              onSubmit={submit}
              serverError={createLink.error}
              defaultPayOptions={defaults.data?.payOptions.map(payOptionKey)}
              initial={
                duplicateOf && formKey === 0
                  ? duplicateValues(duplicateOf, savedWallets(config.networks, user), config.networks)
                  : undefined
              }
            />
          ) : (
            <Spinner label="Loading..." className="py-12" />
          )}
        </section>
        <section ref={resultRef} className="scroll-mt-4">
          <PaymentLinkResult result={result} onCreateAnother={createAnother} />
        </section>
      </div>
    </div>
  );
}
