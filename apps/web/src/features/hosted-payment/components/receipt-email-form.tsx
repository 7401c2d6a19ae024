import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useRequestReceiptEmail } from '../api/request-receipt-email';

/** "Email me a receipt": sent once the payment completes; the address is used for nothing else. */
export function ReceiptEmailForm({ paymentId }: { paymentId: string }) {
  const [email, setEmail] = useState('');
  const request = useRequestReceiptEmail(paymentId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };
  if (request.isSuccess) {
    return (
      <p className="mt-4 text-sm text-gray-700" role="status" data-testid="receipt-email-requested">
        We will email your receipt to {email.trim()} once the payment completes.{' '}
        <button
          type="button"
          className="text-indigo-600 underline"
          onClick={request.reset}
          data-testid="receipt-email-change"
        >
          Change
        </button>
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} className="mt-4 flex items-end gap-2 text-left" data-testid="receipt-email-form">
      <Input
        label="Email me a receipt"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className="flex-1"
        hint="Used only to send this receipt."
        error={request.isError ? errorMessage(request.error, 'The receipt could not be requested.') : undefined}
        data-testid="receipt-email"
      />
      <Button
        type="submit"
        variant="outline"
        isLoading={request.isPending}
        className="mb-5"
        data-testid="receipt-email-submit"
      >
        Send
      </Button>
    </form>
  );
}
