import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuthContextValue } from '../../../lib/auth/use-auth';
import { authAs, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../../test/render';
import { AcceptInvitePage } from './accept-invite-page';

function renderPage(auth: AuthContextValue, url = '/accept-invite?token=tok_1') {
  const router = createMemoryRouter(
    [
      { path: '/accept-invite', element: <AcceptInvitePage /> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithQueries(
    <WithAuth value={auth}>
      <RouterProvider router={router} />
    </WithAuth>,
  );
  return { router, user: userEvent.setup() };
}

const valid = {
  'POST /api/team/invitations/check': { body: { success: true, data: { message: 'This invitation is valid.' } } },
};
const dead = 'This invitation link is invalid, was already used or has expired. Ask for a new one.';

describe('/accept-invite', () => {
  it('signed out: offers sign up from the invitation (it carries the token) and sign in coming back to this link', async () => {
    stubApi(valid);
    renderPage(authAs('owner', { user: null, account: null, isAuthenticated: false }));
    const back = encodeURIComponent('/accept-invite?token=tok_1');
    expect(await screen.findByTestId('accept-invite-sign-in')).toHaveAttribute('href', `/login?next=${back}`);
    expect(screen.getByTestId('accept-invite-register')).toHaveAttribute('href', '/register?invite=tok_1');
    expect(screen.getByTestId('accept-invite-signed-out')).toHaveTextContent(
      'without creating a merchant account of your own',
    );
  });

  it('signed in: accepts, shows the account joined and switches to it', async () => {
    const fetch = stubApi({
      ...valid,
      'POST /api/team/invitations/accept': {
        body: { success: true, data: { account: { id: 'acc_2', name: 'Big Shop', role: 'developer' } } },
      },
    });
    const auth = authAs('owner');
    const { router, user } = renderPage(auth);
    await user.click(await screen.findByTestId('accept-invite-submit'));
    expect(await screen.findByTestId('accept-invite-joined')).toHaveTextContent('You joined Big Shop as a developer.');
    const acceptCall = fetch.mock.calls.find(([url]) => String(url) === '/api/team/invitations/accept')!;
    expect(JSON.parse(String(acceptCall[1]!.body))).toEqual({ token: 'tok_1' });
    expect(auth.refreshUser).toHaveBeenCalled();
    await user.click(screen.getByTestId('accept-invite-open'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(auth.switchAccount).toHaveBeenCalledWith('acc_2');
  });

  it("shows the server's refusal as it words it (another email address)", async () => {
    const refusal =
      'This invitation was sent to another email address. Sign in as dev@example.com (verified) to accept it.';
    stubApi({
      ...valid,
      'POST /api/team/invitations/accept': { status: 403, body: { success: false, error: refusal, code: 'FORBIDDEN' } },
    });
    const { user } = renderPage(authAs('owner'));
    await user.click(await screen.findByTestId('accept-invite-submit'));
    expect(await screen.findByTestId('accept-invite-error')).toHaveTextContent(refusal);
  });

  it('a dead link is "not found" when the page opens, signed out or in, with no sign-in, accept or try again', async () => {
    const fetch = stubApi({
      'POST /api/team/invitations/check': { status: 400, body: { success: false, error: dead, code: 'INVALID_TOKEN' } },
    });
    renderPage(authAs('owner', { user: null, account: null, isAuthenticated: false }));
    expect(await screen.findByTestId('accept-invite-not-found')).toHaveTextContent(dead);
    expect(screen.getByRole('heading', { name: 'Invitation not found' })).toBeInTheDocument();
    expect(screen.queryByTestId('accept-invite-sign-in')).toBeNull();
    expect(screen.queryByText(/try again/i)).toBeNull();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ token: 'tok_1' });
  });

  it('says so when the link has no token', () => {
    renderPage(authAs('owner'), '/accept-invite');
    expect(screen.getByTestId('accept-invite-error')).toHaveTextContent('This link has no invitation token.');
  });
});
