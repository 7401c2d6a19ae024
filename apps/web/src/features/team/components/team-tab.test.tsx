import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountRole } from '@paylink/shared';
import { authAs, TEST_USER, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../../test/render';
import { TeamTab } from './team-tab';

const MEMBERS = [
  { userId: TEST_USER.id, email: TEST_USER.email, role: 'owner', joinedAt: '2026-11-01T00:00:00.000Z' },
  { userId: 'usr_2', email: 'dev@example.com', role: 'developer', joinedAt: '2026-11-20T00:00:00.000Z' },
];
const INVITATION = {
  id: 'inv_1',
  email: 'new@example.com',
  role: 'viewer',
  expiresAt: '2026-12-05T00:00:00.000Z',
  createdAt: '2026-11-28T00:00:00.000Z',
};

const ACTIVITY = (id: string, via: 'dashboard' | 'api_key') => ({
  id,
  at: '2026-11-28T10:00:00.000Z',
  action: 'payments:create',
  route: 'POST /api/payments/payment-link',
  target: null,
  member: { userId: 'usr_2', email: 'dev@example.com' },
  via,
});

function renderTab(role: AccountRole, routes: Parameters<typeof stubApi>[0] = {}) {
  const fetch = stubApi({
    'GET /api/team/members': { body: { success: true, data: { members: MEMBERS } } },
    'GET /api/team/invitations': { body: { success: true, data: { invitations: [INVITATION] } } },
    'GET /api/team/activity?limit=25': {
      body: { success: true, data: { activity: [ACTIVITY('act_2', 'api_key')], hasMore: true } },
    },
    'GET /api/team/activity?limit=25&before=act_2': {
      body: { success: true, data: { activity: [ACTIVITY('act_1', 'dashboard')], hasMore: false } },
    },
    ...routes,
  });
  renderWithQueries(
    <WithAuth value={authAs(role)}>
      <TeamTab />
    </WithAuth>,
  );
  return { fetch, user: userEvent.setup() };
}

describe('Settings → Team', () => {
  it("an owner lists a cashier's devices and signs one out after confirming, or all of them", async () => {
    const cashier = {
      userId: 'usr_3',
      email: 'till@example.com',
      role: 'cashier',
      joinedAt: '2026-11-27T00:00:00.000Z',
    };
    const device = (id: string, day: string) => ({
      id,
      signedInAt: `2026-11-${day}T09:30:00.000Z`,
      expiresAt: `2026-12-${day}T09:30:00.000Z`,
    });
    const { fetch, user } = renderTab('owner', {
      'GET /api/team/members': { body: { success: true, data: { members: [...MEMBERS, cashier] } } },
      'GET /api/team/members/usr_3/sessions': {
        body: { success: true, data: { sessions: [device('sess_a', '26'), device('sess_b', '27')] } },
      },
      'DELETE /api/team/members/usr_3/sessions/sess_b': { body: { success: true, data: { message: 'Signed out.' } } },
      'DELETE /api/team/members/usr_3/sessions': {
        body: { success: true, data: { message: 'Signed out of 2 device(s).' } },
      },
    });
    const deleted = () => fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));
    const rows = await screen.findAllByTestId('member-row');
    await user.click(within(rows[2]!).getByTestId('member-devices'));
    const devices = await screen.findAllByTestId('member-device-row');
    expect(devices).toHaveLength(2);
    expect(devices[1]).toHaveTextContent('Signed in Nov 27, 2026');
    expect(devices[1]).toHaveTextContent('Expires Dec 27, 2026');

    // Cancel in the confirmation signs nothing out.
    await user.click(within(devices[1]!).getByTestId('member-device-sign-out'));
    expect(screen.getByTestId('confirm-device-sign-out-text')).toHaveTextContent(
      'Sign till@example.com out of the device signed in on Nov 27, 2026',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(deleted()).toEqual([]);

    await user.click(
      within((await screen.findAllByTestId('member-device-row'))[1]!).getByTestId('member-device-sign-out'),
    );
    await user.click(screen.getByTestId('confirm-device-sign-out'));
    await waitFor(() => expect(deleted()).toEqual(['/api/team/members/usr_3/sessions/sess_b']));

    await user.click(await screen.findByTestId('sign-out-member-devices'));
    expect(screen.getByTestId('confirm-device-sign-out-text')).toHaveTextContent(
      'Sign till@example.com out of every device acting for this account?',
    );
    await user.click(screen.getByTestId('confirm-device-sign-out'));
    await waitFor(() =>
      expect(deleted()).toEqual(['/api/team/members/usr_3/sessions/sess_b', '/api/team/members/usr_3/sessions']),
    );
  });

  it('a member signed in nowhere shows an empty device list; a viewer has no Devices button', async () => {
    const { user } = renderTab('owner', {
      'GET /api/team/members/usr_2/sessions': { body: { success: true, data: { sessions: [] } } },
    });
    const rows = await screen.findAllByTestId('member-row');
    expect(within(rows[0]!).queryByTestId('member-devices')).toBeNull();
    await user.click(within(rows[1]!).getByTestId('member-devices'));
    expect(await screen.findByTestId('member-devices-empty')).toHaveTextContent(
      'Not signed in on any device for this account.',
    );
  });

  it('an owner sees members with roles, invites, changes a role, removes after confirming and revokes', async () => {
    const { fetch, user } = renderTab('owner', {
      'POST /api/team/invitations': (body) => ({
        status: 201,
        body: { success: true, data: { invitation: { ...INVITATION, id: 'inv_2', ...(body as object) } } },
      }),
      'PUT /api/team/members/usr_2': { body: { success: true, data: { message: 'Role changed.' } } },
      'DELETE /api/team/members/usr_2': { body: { success: true, data: { message: 'Member removed.' } } },
      'DELETE /api/team/invitations/inv_1': { body: { success: true, data: { message: 'Invitation revoked.' } } },
    });
    const rows = await screen.findAllByTestId('member-row');
    expect(rows[0]).toHaveTextContent(`${TEST_USER.email} (you)`);
    expect(within(rows[0]!).getByTestId('member-role')).toHaveTextContent('owner');
    expect(within(rows[0]!).queryByTestId('remove-member')).toBeNull();

    await user.type(screen.getByLabelText('Email'), 'Viewer@Example.com');
    await user.selectOptions(screen.getByTestId('invite-role'), 'viewer');
    await user.click(screen.getByTestId('invite-submit'));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url, init]) => String(url) === '/api/team/invitations' && init?.method === 'POST'),
      ).toBe(true),
    );
    const invited = fetch.mock.calls.find(
      ([url, init]) => String(url) === '/api/team/invitations' && init?.method === 'POST',
    )!;
    expect(JSON.parse(String(invited[1]!.body))).toEqual({ email: 'Viewer@Example.com', role: 'viewer' });

    await user.selectOptions(within(rows[1]!).getByTestId('member-role-select'), 'admin');
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url, init]) => String(url) === '/api/team/members/usr_2' && init?.method === 'PUT'),
      ).toBe(true),
    );

    await user.click(within(rows[1]!).getByTestId('remove-member'));
    expect(screen.getByTestId('remove-member-modal')).toHaveTextContent(
      'Remove dev@example.com (developer) from this account?',
    );
    // Issue 48: a developer could see the webhook signing secret, so removing them rotates it.
    expect(screen.getByTestId('remove-member-consequences')).toHaveTextContent(
      'They could see the webhook signing secret, so it is rotated',
    );
    await user.click(screen.getByTestId('confirm-remove-member'));
    await waitFor(() => expect(screen.queryByTestId('remove-member-modal')).toBeNull());
    expect(
      fetch.mock.calls.some(([url, init]) => String(url) === '/api/team/members/usr_2' && init?.method === 'DELETE'),
    ).toBe(true);

    await user.click(await screen.findByTestId('revoke-invitation'));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) => String(url) === '/api/team/invitations/inv_1' && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
    expect(screen.getByTestId('transfer-ownership-card')).toBeInTheDocument();
  });

  it('refuses an invalid email in the form without calling the server', async () => {
    const { fetch, user } = renderTab('admin');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    // An admin manages the team but cannot transfer ownership.
    expect(screen.queryByTestId('transfer-ownership-card')).toBeNull();
  });

  it('a viewer sees the members read-only: no invite form, role selects, removal or rename', async () => {
    const { fetch } = renderTab('viewer');
    const rows = await screen.findAllByTestId('member-row');
    expect(rows).toHaveLength(2);
    expect(screen.queryByTestId('member-role-select')).toBeNull();
    expect(screen.queryByTestId('remove-member')).toBeNull();
    expect(screen.queryByTestId('member-devices')).toBeNull();
    expect(screen.queryByTestId('invite-card')).toBeNull();
    expect(screen.queryByTestId('invitations-card')).toBeNull();
    const rename = screen.getByTestId('rename-account');
    expect(rename).toBeDisabled();
    expect(rename).toHaveAttribute(
      'title',
      "As a viewer you cannot change the account's name and brand (logo, accent colour), default pay options and when links complete; ask an owner or admin.",
    );
    expect(screen.getByTestId('account-name')).toHaveAttribute('readonly');
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/team/invitations')).toBe(false);
    expect(screen.queryByTestId('activity-card')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/team/activity'))).toBe(false);
  });

  it('shows owners and admins who changed what, a page at a time', async () => {
    const { user } = renderTab('admin');
    const first = await screen.findAllByTestId('activity-row');
    expect(first).toHaveLength(1);
    expect(first[0]).toHaveTextContent('dev@example.com (API key)');
    expect(first[0]).toHaveTextContent('Create payment links (dashboard, API, x402)');
    await user.click(screen.getByTestId('activity-more'));
    await waitFor(() => expect(screen.getAllByTestId('activity-row')).toHaveLength(2));
    expect(screen.queryByTestId('activity-more')).toBeNull();
  });

  it('shows the error and retries when the members cannot load', async () => {
    renderTab('owner', {
      'GET /api/team/members': {
        status: 500,
        body: { success: false, error: 'Database unavailable', code: 'INTERNAL' },
      },
    });
    expect(await screen.findByTestId('members-error')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
