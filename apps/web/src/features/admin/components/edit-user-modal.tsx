import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ADMIN_MSG, SUBSCRIPTION_TIERS, USER_STATUSES, type SubscriptionTier, type User, type UserStatus } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { useUpdateUser } from '../api/users';

const selectClass = 'block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500';

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
    const credits = Number(form.transactionCredits);
    if (form.transactionCredits.trim() === '' || !Number.isSafeInteger(credits) || credits < 0) {
      toast.error(ADMIN_MSG.creditsMin0);
      return;
    }
    try {
      await update.mutateAsync({ id: user.id, body: { ...form, transactionCredits: credits } });
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
        <div>
          <label htmlFor="edit-user-status" className="mb-1 block text-sm font-medium text-gray-700">
            Status
          </label>
          <select
            id="edit-user-status"
            className={selectClass}
            value={form.status}
            onChange={(e) => set({ status: e.target.value as UserStatus })}
            data-testid="edit-user-status"
          >
            {USER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <Input label="Solana wallet" value={form.walletAddress} onChange={(e) => set({ walletAddress: e.target.value })} />
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
          <div>
            <label htmlFor="edit-user-tier" className="mb-1 block text-sm font-medium text-gray-700">
              Subscription tier
            </label>
            <select
              id="edit-user-tier"
              className={selectClass}
              value={form.subscriptionTier ?? ''}
              onChange={(e) => set({ subscriptionTier: e.target.value === '' ? null : (e.target.value as SubscriptionTier) })}
            >
              <option value="">None</option>
              {SUBSCRIPTION_TIERS.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <Input label="Subscription status" value={form.subscriptionStatus} onChange={(e) => set({ subscriptionStatus: e.target.value })} placeholder="ACTIVE" />
        </div>
        {!isSelf && (
          <label className="flex items-center gap-2 text-sm text-gray-700">
            <input type="checkbox" checked={form.isAdmin} onChange={(e) => set({ isAdmin: e.target.checked })} data-testid="edit-user-admin" /> Admin
          </label>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={update.isPending} data-testid="edit-user-submit">
            Save Changes
          </Button>
        </div>
      </form>
    </Modal>
  );
}
