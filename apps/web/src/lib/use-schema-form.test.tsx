import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, registerFormSchema } from '@paylink/shared';
import { describe, expect, it, vi } from 'vitest';
import { Input } from '../components/ui/input';
import { useSchemaForm } from './use-schema-form';

function RegisterForm({ onValid }: { onValid: (data: unknown) => unknown }) {
  const { field, handleSubmit, errors, isSubmitting } = useSchemaForm(registerFormSchema, {
    email: '',
    password: '',
    confirmPassword: '',
  });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <Input label="Email" type="email" error={errors.email} {...field('email')} />
      <Input label="Password" type="password" error={errors.password} {...field('password')} />
      <Input label="Confirm Password" type="password" error={errors.confirmPassword} {...field('confirmPassword')} />
      <button type="submit">{isSubmitting ? 'Creating account...' : 'Create account'}</button>
    </form>
  );
}

describe('useSchemaForm (the signed-out forms, as with react-hook-form and its zod resolver)', () => {
  it('checks nothing before the first submit, then shows each field’s first message and focuses the first field in error', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<RegisterForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(screen.queryByText(MSG.passwordMin8)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordMin8)).toBeInTheDocument();
    expect(screen.getByText(MSG.confirmPasswordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('after a submit, checks a field again as it changes (that field only)', async () => {
    const user = userEvent.setup();
    render(<RegisterForm onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), '@example.com');
    expect(screen.queryByText(MSG.invalidEmail)).not.toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();
  });

  it('hands the schema’s output (email trimmed) to onValid, pending until it settles', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<RegisterForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), '  ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Passw0rd?');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(MSG.passwordsMustMatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onValid).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
    });
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument());
  });
});
