import { toast } from 'sonner';
import { changePasswordFormSchema } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Settings → Account: a new password after the current one; the server signs the other devices out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { field, handleSubmit, errors, reset } = useSchemaForm(changePasswordFormSchema, EMPTY);

  const onSubmit = handleSubmit(({ currentPassword, password }) => {
    change.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          reset();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to change password')),
      },
    );
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      data-testid="change-password-form"
      aria-labelledby="change-password-title"
    >
      <h3 id="change-password-title" className="text-sm font-medium text-gray-700">
        Change password
      </h3>
      <Input
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
        {...field('currentPassword')}
      />
      <Input
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a lowercase letter, an uppercase letter and a number."
        error={errors.password}
        {...field('password')}
      />
      <Input
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...field('confirmPassword')}
      />
      <p className="text-sm text-gray-500">Your other devices are signed out; this browser stays signed in.</p>
      <Button type="submit" isLoading={change.isPending} data-testid="change-password-submit">
        Change password
      </Button>
    </form>
  );
}
