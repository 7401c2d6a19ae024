import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ADMIN_MSG, adjustCreditsSchema, type User } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useAdjustCredits } from '../api/users';
import { FormActions } from './form-fields';

const QUICK_AMOUNTS = [-10, -100, 10, 100];

export function AdjustCreditsModal({ user, onClose }: { user: User; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const adjust = useAdjustCredits();

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    // The API's rule: a whole, non-zero number of credits.
    const parsed = adjustCreditsSchema.shape.adjustment.safeParse(amount);
    if (!parsed.success) {
      const problem = parsed.error.issues[0]!.message;
      setError(problem);
      toast.error(problem);
      return;
    }
    const adjustment = parsed.data;
    try {
      await adjust.mutateAsync({
        userId: user.id,
        adjustment,
        reason: reason.trim() || ADMIN_MSG.defaultAdjustmentReason,
      });
      toast.success(adjustment > 0 ? 'Credits added successfully' : 'Credits deducted successfully');
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to adjust credits'));
    }
  }

  return (
    <Modal title="Adjust Credits" onClose={onClose} testId="adjust-credits-modal">
      <form onSubmit={(e) => void handleSubmit(e)} className="space-y-4" noValidate>
        <p className="text-sm text-gray-600">
          {user.email} has <strong className="text-gray-900">{user.transactionCredits}</strong> credits. A positive
          number adds credits, a negative one deducts them.
        </p>
        <div className="flex flex-wrap gap-2">
          {QUICK_AMOUNTS.map((n) => (
            <Button
              key={n}
              size="sm"
              variant="outline"
              onClick={() => (setAmount(String(n)), setError(undefined))}
              data-testid={`quick-adjust-${n}`}
            >
              {n > 0 ? `+${n}` : n}
            </Button>
          ))}
        </div>
        <Input
          label="Adjustment"
          inputMode="numeric"
          value={amount}
          onChange={(e) => (setAmount(e.target.value), setError(undefined))}
          error={error}
          placeholder="e.g. 50 or -20"
          data-testid="adjust-amount"
        />
        <Input
          label="Reason (optional)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={ADMIN_MSG.defaultAdjustmentReason}
        />
        <FormActions onCancel={onClose} isPending={adjust.isPending} submitTestId="adjust-submit">
          Apply
        </FormActions>
      </form>
    </Modal>
  );
}
