import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authAs, TEST_USER, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../../test/render';
import { NoAccountPage } from './no-account-page';
import { RegisterPage } from './register-page';

const signedOut = { user: null, account: null, isAuthenticated: false } as const;

describe('signing up from an invitation', () => {
  it('sends the invitation token with the sign-up and promises no account of their own, nor the welcome bonus', async () => {
    stubApi({});
    const register = vi.fn(async () => ({ requiresEmailVerification: true as const, email: 'dev@example.com' }));
    renderWithQueries(
      <WithAuth value={authAs('owner', { ...signedOut, register })}>
        <MemoryRouter initialEntries={['/register?invite=tok_1']}>
          <RegisterPage />
        </MemoryRouter>
      </WithAuth>,
    );
    expect(screen.getByRole('heading', { name: 'Join your team on Paylink' })).toBeInTheDocument();
    expect(screen.getByTestId('register-invited')).toHaveTextContent('no merchant account of your own is created');
    expect(screen.queryByTestId('welcome-bonus')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/email/i), 'dev@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'Str0ngPassw0rd');
    await user.type(screen.getByLabelText(/confirm password/i), 'Str0ngPassw0rd');
    await user.click(screen.getByTestId('register-submit'));
    expect(register).toHaveBeenCalledWith({
      email: 'dev@example.com',
      password: 'Str0ngPassw0rd',
      inviteToken: 'tok_1',
    });
    expect(await screen.findByTestId('check-email')).toHaveTextContent('brings you back to your invitation');
  });
});

describe('a person who belongs to no team', () => {
  it('is told so and creates their own merchant account; a refusal is shown as the server words it', async () => {
    const fetch = stubApi({
      'POST /api/auth/own-account': {
        status: 409,
        body: { success: false, error: 'You already have a merchant account of your own.', code: 'CONFLICT' },
      },
    });
    const auth = authAs('owner', { account: null, accounts: [], noAccount: true, user: TEST_USER });
    renderWithQueries(
      <WithAuth value={auth}>
        <MemoryRouter>
          <NoAccountPage />
        </MemoryRouter>
      </WithAuth>,
    );
    expect(screen.getByRole('heading', { name: 'You are not a member of any team any more' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('no-account-create'));
    expect(await screen.findByTestId('no-account-error')).toHaveTextContent('You already have a merchant account');
    expect(auth.refreshUser).not.toHaveBeenCalled();

    stubApi({
      'POST /api/auth/own-account': {
        status: 201,
        body: { success: true, data: { account: { id: TEST_USER.id, name: 'me', role: 'owner' } } },
      },
    });
    await user.click(screen.getByTestId('no-account-create'));
    await waitFor(() => expect(auth.refreshUser).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalled();
  });
});
