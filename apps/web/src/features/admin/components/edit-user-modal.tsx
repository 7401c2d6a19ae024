import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  adminUpdateUserSchema,
  SUBSCRIPTION_TIERS,
  USER_STATUSES,
  type SubscriptionTier,
  type User,
  type UserStatus,
} from '@paylink/shared';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { useUpdateUser } from '../api/users';
import { CheckboxField, FormActions, SelectField } from './form-fields';

/** Edits a user. The admin checkbox is not offered on one's own account (the server refuses that change too). */
export function EditUserModal({ user, isSelf, onClose }: { user: User; isSelf: boolean; onClose: () => void }) {
  const { refreshUser } = useAuth();
  const [form, setForm] = useState({
    status: user.status,
    walletAddress: user.walletAddress ?? '',
    btcAddress: user.btcAddress ?? '',
    ethAddress: user.ethAddress ?? '',
    transactionCredits: String(user.transactionCredits),
    isAdmin: user.isAdmin,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus ?? '',
  });
  const update = useUpdateUser();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    // The API's rule for credits: a whole number, 0 or more.
    const credits = adminUpdateUserSchema.shape.transactionCredits.unwrap().safeParse(form.transactionCredits);
    if (!credits.success) {
      toast.error(credits.error.issues[0]!.message);
      return;
    }
    try {
      await update.mutateAsync({ id: user.id, body: { ...form, transactionCredits: credits.data } });
      toast.success('User updated successfully');
      if (isSelf) await refreshUser();
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to update user'));
    }
  }

  return (
    <Modal title={`Edit User: ${user.email}`} onClose={onClose} testId="edit-user-modal">
      <form onSubmit={(e) => void handleSubmit(e)} className="space-y-4" noValidate>
        <SelectField
          id="edit-user-status"
          label="Status"
          value={form.status}
          options={USER_STATUSES}
          onChange={(status) => set({ status: status as UserStatus })}
          testId="edit-user-status"
        />
        <Input
          label="Solana wallet"
          value={form.walletAddress}
          onChange={(e) => set({ walletAddress: e.target.value })}
        />
        <Input label="Bitcoin wallet" value={form.btcAddress} onChange={(e) => set({ btcAddress: e.target.value })} />
        <Input label="Ethereum wallet" value={form.ethAddress} onChange={(e) => set({ ethAddress: e.target.value })} />
        <Input
          label="Credits"
          type="number"
          min={0}
          step={1}
          value={form.transactionCredits}
          onChange={(e) => set({ transactionCredits: e.target.value })}
          hint="A change is recorded in the credits ledger."
        />
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            id="edit-user-tier"
            label="Subscription tier"
            value={form.subscriptionTier ?? ''}
            options={SUBSCRIPTION_TIERS}
            emptyLabel="None"
            onChange={(tier) => set({ subscriptionTier: tier === '' ? null : (tier as SubscriptionTier) })}
          />
          <Input
            label="Subscription status"
            value={form.subscriptionStatus}
            onChange={(e) => set({ subscriptionStatus: e.target.value })}
            placeholder="ACTIVE"
          />
        </div>
        {!isSelf && (
          <CheckboxField
            label="Admin"
            checked={form.isAdmin}
            onChange={(isAdmin) => set({ isAdmin })}
            testId="edit-user-admin"
          />
        )}
        <FormActions onCancel={onClose} isPending={update.isPending} submitTestId="edit-user-submit">
          Save Changes
        </FormActions>
      </form>
    </Modal>
  );
}
