import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { AuthResult } from '@paylink/shared';
import { authAs, TEST_USER, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../../test/render';
import { LoginPage } from './login-page';

async function signIn(result: AuthResult) {
  stubApi({});
  const login = vi.fn(async () => result);
  renderWithQueries(
    <WithAuth value={authAs('owner', { user: null, account: null, isAuthenticated: false, login })}>
      <MemoryRouter>
        <LoginPage />
        <Toaster />
      </MemoryRouter>
    </WithAuth>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/email/i), 'me@example.com');
  await user.type(screen.getByLabelText(/^password/i), 'Str0ngPassw0rd');
  await user.click(screen.getByRole('button', { name: /sign in/i }));
}

describe('the sign-in toast', () => {
  it('says "Welcome!" on the first sign-in', async () => {
    await signIn({ token: 't', user: TEST_USER, firstSignIn: true });
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(screen.queryByText('Welcome back!')).toBeNull();
  });

  it('says "Welcome back!" on the later ones', async () => {
    await signIn({ token: 't', user: TEST_USER, firstSignIn: false });
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });
});
