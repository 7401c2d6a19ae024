import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { adminCreateUserSchema, SIGNUP_CREDITS } from '@paylink/shared';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { firstIssue } from '../../../lib/first-issue';
import { useCreateUser } from '../api/users';
import { CheckboxField, FormActions } from './form-fields';

export function CreateUserModal({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState({
    email: '',
    password: '',
    walletAddress: '',
    isAdmin: false,
    transactionCredits: String(SIGNUP_CREDITS),
  });
  const create = useCreateUser();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const body = {
      ...form,
      transactionCredits: form.transactionCredits.trim() === '' ? undefined : form.transactionCredits,
    };
    const problem = firstIssue(adminCreateUserSchema, body);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      await create.mutateAsync(body);
      toast.success('User created successfully');
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to create user'));
    }
  }

  return (
    <Modal title="Create User" onClose={onClose} testId="create-user-modal">
      <form onSubmit={(e) => void handleSubmit(e)} className="space-y-4" noValidate>
        <Input
          label="Email"
          type="email"
          value={form.email}
          onChange={(e) => set({ email: e.target.value })}
          data-testid="create-user-email"
        />
        <Input
          label="Password"
          type="password"
          hint="At least 6 characters"
          value={form.password}
          onChange={(e) => set({ password: e.target.value })}
          data-testid="create-user-password"
        />
        <Input
          label="Solana wallet (optional)"
          value={form.walletAddress}
          onChange={(e) => set({ walletAddress: e.target.value })}
        />
        <Input
          label="Initial credits"
          type="number"
          min={0}
          step={1}
          value={form.transactionCredits}
          onChange={(e) => set({ transactionCredits: e.target.value })}
        />
        <CheckboxField label="Admin" checked={form.isAdmin} onChange={(isAdmin) => set({ isAdmin })} />
        <p className="text-xs text-gray-500">The account is created with its email already verified.</p>
        <FormActions onCancel={onClose} isPending={create.isPending} submitTestId="create-user-submit">
          Create User
        </FormActions>
      </form>
    </Modal>
  );
}
